import Foundation
import XCTest

@testable import DesignSpecCLI

/// `designspec check --build-stamp <file>`: the output the SwiftPM build-tool plugin declares before
/// tools version 6.0. It exists after a check exactly when the check exited 0.
final class BuildStampTests: XCTestCase {
    private func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    func testAPassingCheckWritesTheStamp() throws {
        let directory = try folder(["ok.design.jsonc": #"{ "name": "App", "platforms": { "iOS": "17.0" } }"#])
        let stamp = directory.appendingPathComponent("stamp.swift")
        let result = CLITestSupport.runInProcess([
            "check", "--build-stamp", stamp.path, directory.appendingPathComponent("ok.design.jsonc").path
        ])
        XCTAssertEqual(result.exitCode, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(try String(contentsOf: stamp, encoding: .utf8), CheckCommand.buildStampText)
    }

    func testAFailingCheckRemovesAnEarlierStamp() throws {
        let directory = try folder([
            "bad.design.jsonc": #"{ "name": "App", "platforms": { "iOS": "17.0" }, "colors": { "ink": "labl" } }"#
        ])
        let stamp = directory.appendingPathComponent("stamp.swift")
        try Data("// an earlier pass\n".utf8).write(to: stamp)
        let result = CLITestSupport.runInProcess([
            "check", "--build-stamp=\(stamp.path)", directory.appendingPathComponent("bad.design.jsonc").path
        ])
        XCTAssertEqual(result.exitCode, 1, result.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp.path), "a failed check leaves no stamp, so the build runs it again")
    }

    func testAnIOErrorLeavesNoStamp() throws {
        let directory = try folder([:])
        let stamp = directory.appendingPathComponent("stamp.swift")
        let result = CLITestSupport.runInProcess([
            "check", "--build-stamp", stamp.path, directory.appendingPathComponent("missing.design.jsonc").path
        ])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp.path))
    }

    func testAStampThatCannotBeWrittenIsAnIOError() throws {
        let directory = try folder(["ok.design.jsonc": #"{ "name": "App", "platforms": { "iOS": "17.0" } }"#])
        let stamp = directory.appendingPathComponent("no-such-folder/stamp.swift")
        let result = CLITestSupport.runInProcess([
            "check", "--build-stamp", stamp.path, directory.appendingPathComponent("ok.design.jsonc").path
        ])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.standardError.contains("cannot write the build stamp \(stamp.path)"), result.standardError)
    }

    func testTheFlagNeedsAValue() {
        XCTAssertEqual(try CheckOptions.parse(["--build-stamp", "s.swift", "a.design.json"]).buildStamp, "s.swift")
        XCTAssertThrowsError(try CheckOptions.parse(["a.design.json", "--build-stamp"]))
    }
}
