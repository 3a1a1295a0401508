import Foundation
import XCTest

/// `designspec install` owns only what it wrote (issue 16, finding 8): a manifest lists it, anything
/// else in the way is named and kept unless `--force`, the installed copy can reinstall itself, a
/// symbolic link at `lib/designspec` is never followed and an empty prefix is refused.
final class SecurityInstallTests: XCTestCase {
    private var prefix: URL!

    override func setUpWithError() throws {
        prefix = try CLITestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: prefix)
    }

    private func path(_ relative: String) -> String { prefix.appendingPathComponent(relative).path }

    private func install(_ extra: [String] = [], executable: URL? = nil) throws -> CommandResult {
        try CLITestSupport.runBinary(["install", "--prefix", prefix.path] + extra, executable: executable)
    }

    private func kind(_ relative: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path(relative)))?[.type] as? FileAttributeType
    }

    func testReinstallingFromTheInstalledCopyWorks() throws {
        XCTAssertEqual(try install().exitCode, 0)
        let installed = prefix.appendingPathComponent("bin/designspec")
        let again = try install(executable: installed)
        XCTAssertEqual(again.exitCode, 0, again.standardError)
        XCTAssertEqual(kind("lib/designspec/designspec"), .typeRegular)
        let check = try CLITestSupport.runBinary(["check", "Examples/recipes.design.jsonc"], executable: installed)
        XCTAssertNotEqual(check.exitCode, 2, "the reinstalled binary runs with its data: \(check.standardError)")
        XCTAssertEqual(check.standardError, "")
    }

    func testAForeignDirectoryAtBinDesignspecIsNamedAndKeptUnlessForced() throws {
        try FileManager.default.createDirectory(atPath: path("bin/designspec"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path("bin/designspec/notes.txt")))
        let refused = try install()
        XCTAssertEqual(refused.exitCode, 2)
        XCTAssertTrue(refused.standardError.contains("\(path("bin/designspec")) (a directory)"), refused.standardError)
        XCTAssertTrue(refused.standardError.contains("--force"), refused.standardError)
        XCTAssertEqual(try String(contentsOfFile: path("bin/designspec/notes.txt"), encoding: .utf8), "mine")
        XCTAssertNil(kind("lib/designspec/designspec"), "nothing installed")

        let forced = try install(["--force"])
        XCTAssertEqual(forced.exitCode, 0, forced.standardError)
        XCTAssertEqual(kind("bin/designspec"), .typeSymbolicLink)
    }

    func testASymbolicLinkAtLibDesignspecIsNeverFollowed() throws {
        let victim = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: victim) }
        try Data("theirs".utf8).write(to: victim.appendingPathComponent("designspec"))
        try FileManager.default.createDirectory(atPath: path("lib"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink(victim.path, path("lib/designspec")), 0)

        let refused = try install()
        XCTAssertEqual(refused.exitCode, 2)
        XCTAssertTrue(refused.standardError.contains("\(path("lib/designspec")) (a symbolic link)"), refused.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: victim.path), ["designspec"])
        XCTAssertEqual(try String(contentsOf: victim.appendingPathComponent("designspec"), encoding: .utf8), "theirs")

        let forced = try install(["--force"])
        XCTAssertEqual(forced.exitCode, 0, forced.standardError)
        XCTAssertEqual(kind("lib/designspec"), .typeDirectory, "the link was replaced, not followed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: victim.path), ["designspec"])
        XCTAssertEqual(try String(contentsOf: victim.appendingPathComponent("designspec"), encoding: .utf8), "theirs")
    }

    func testAnEmptyPrefixIsRefused() throws {
        for arguments in [["install", "--prefix", ""], ["install", "--prefix="]] {
            let result = try CLITestSupport.runBinary(arguments, in: prefix)
            XCTAssertEqual(result.exitCode, 2)
            XCTAssertTrue(result.standardError.contains("--prefix needs a directory"), result.standardError)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: prefix.path), [], "nothing written to the current directory")
        }
    }

    func testReplacingRemovesOnlyWhatTheManifestLists() throws {
        XCTAssertEqual(try install().exitCode, 0)
        let manifest = try String(contentsOfFile: path("lib/designspec/install-manifest"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("\nbin/designspec\n") && manifest.contains("\nlib/designspec/designspec\n"), manifest)
        // A file the user keeps beside the install, one an older install wrote, and entries pointing
        // outside what install may own.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path("lib/designspec/notes.txt")))
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("lib/designspec/stale")))
        try Data("outside".utf8).write(to: URL(fileURLWithPath: path("outside.txt")))
        try Data((manifest + "lib/designspec/stale\nlib/designspec/../../outside.txt\n\(path("outside.txt"))\n").utf8)
            .write(to: URL(fileURLWithPath: path("lib/designspec/install-manifest")))

        let again = try install()
        XCTAssertEqual(again.exitCode, 0, again.standardError)
        XCTAssertNil(kind("lib/designspec/stale"), "listed, so replaced")
        XCTAssertEqual(try String(contentsOfFile: path("lib/designspec/notes.txt"), encoding: .utf8), "mine")
        XCTAssertEqual(try String(contentsOfFile: path("outside.txt"), encoding: .utf8), "outside")
    }

    func testAFileAddedInsideTheDataBundleIsNamedAndKept() throws {
        XCTAssertEqual(try install().exitCode, 0)
        let added = "lib/designspec/designspec_SpecKnowledge.resources/mine.txt"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path(added)))
        let refused = try install()
        XCTAssertEqual(refused.exitCode, 2)
        XCTAssertTrue(refused.standardError.contains(path(added)), refused.standardError)
        XCTAssertEqual(try String(contentsOfFile: path(added), encoding: .utf8), "mine")
    }
}
