import Foundation
import SpecFoundation
import XCTest

/// `designspec export` writes only below `--out`, all or nothing, never through a link, never over the
/// spec or a file it did not write, and its Swift cannot be turned into code by a token name
/// (issue 25, items 2, 3 and 7).
final class SecurityExportTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try CLITestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` as `name` (a path below the test's folder) and returns its path.
    private func write(_ text: String, to name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A spec whose colors have `names` (JSON-escaped already) and a valid `Ink`.
    private func spec(colors names: [String]) -> String {
        let members = (names + ["Ink"]).map { "\"\($0)\": \"#1C1C1E\"" }.joined(separator: ", ")
        return "{ \"colors\": { \(members) } }"
    }

    /// Every path below `folder` (links not followed), relative to it.
    private func listing(_ folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
    }

    func testHostileNamesStayInsideTheSwiftCommentsAndStringsAndTheFileParses() throws {
        let specPath = try write(
            """
            { "colors": {
                "a\\nstatic let injected = Color.red //": "#FF0000",
                "b\\r}\\nstruct Escaped {": "#00FF00",
                "c\\u2028d\\u202Ee\\u2066": "#0000FF",
                "q\\"uote\\\\": "#000000"
              },
              "typography": { "t\\u0085x": { "family": "Evil\\"\\n) ; let x = (\\"\\u202E", "size": 17 } } }
            """, to: "app.design.json")
        let out = directory.appendingPathComponent("DesignTokens.swift").path
        let result = CLITestSupport.runInProcess(["export", "--as", "swift", "--out", out, specPath])
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        let swift = try String(contentsOfFile: out, encoding: .utf8)
        for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            XCTAssertFalse(
                trimmed.hasPrefix("static let injected") || trimmed.hasPrefix("struct Escaped") || trimmed.hasPrefix(") ; let x"),
                "a name left its comment or string: \(line)")
        }
        XCTAssertFalse(
            swift.unicodeScalars.contains { ControlCharacters.isEscaped($0, keepingLineFeeds: true) || $0 == "\r" },
            "no raw control, separator or bidirectional control")
        XCTAssertTrue(swift.contains(#"Font.custom("Evil\"\u{A}) ; let x = (\"\u{202E}", size: 17"#), swift)
        try assertParses(swift)
    }

    /// `swiftc -parse` accepts `swift`, where a Swift toolchain is installed.
    private func assertParses(_ swift: String) throws {
        let compiler = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let compiler else { throw XCTSkip("no swiftc to parse the export with") }
        let file = directory.appendingPathComponent("Parsed.swift")
        try Data(swift.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, message + "\n" + swift)
    }

    func testACatalogExportRefusesNamesThatAreNotFolderNamesAndWritesNothing() throws {
        let deep = Array(repeating: "d", count: 40).joined(separator: "/")
        let long = String(repeating: "L", count: 300)
        let hostile = [
            "../../escaped", "a/../../b", "Brand/..", ".hidden", "back\\\\slash", "line\\nfeed", "rtl\\u202Ename", deep, long, "a//b"
        ]
        let specPath = try write(spec(colors: hostile), to: "work/app.design.json")
        let out = directory.appendingPathComponent("work/out/Assets.xcassets").path
        let result = CLITestSupport.runInProcess(["export", "--as", "catalog", "--out", out, specPath])
        XCTAssertEqual(result.exitCode, 2, result.standardError)
        for name in ["../../escaped", "a/../../b", "Brand/..", ".hidden", #"back\slash"#, #"line\u{A}feed"#, #"rtl\u{202E}name"#, "a//b"] {
            XCTAssertTrue(
                result.standardError.contains("not exported: color `\(name)`: its name cannot name a folder"), name + result.standardError)
        }
        XCTAssertTrue(result.standardError.contains("more than 16 nested folders"), result.standardError)
        XCTAssertTrue(result.standardError.contains("longer than 255 bytes"), result.standardError)
        XCTAssertEqual(listing(directory), ["work", "work/app.design.json"], "nothing written, not even --out's folder")
    }

    func testAnExportThatFailsWhileWritingLeavesNothingBehind() throws {
        // Every part is a valid name, but together they are longer than a path may be (4,096 bytes):
        // the export fails part-way through writing its folders.
        let long = Array(repeating: String(repeating: "n", count: 250), count: 16).joined(separator: "/") + "/X"
        let specPath = try write(spec(colors: ["A", long]), to: "app.design.json")
        let out = directory.appendingPathComponent("new/deeper/Assets.xcassets").path
        let result = CLITestSupport.runInProcess(["export", "--as", "catalog", "--out", out, specPath])
        XCTAssertEqual(result.exitCode, 2, result.standardOutput)
        XCTAssertTrue(result.standardError.contains("not written: "), result.standardError)
        XCTAssertEqual(listing(directory), ["app.design.json"], "no partial catalog, no temporary folder, no created parent")
    }

    func testACatalogExportNeverWritesThroughALinkInsideTheTarget() throws {
        let specPath = try write(spec(colors: ["Brand/Accent"]), to: "app.design.json")
        let outside = directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        let out = directory.appendingPathComponent("Assets.xcassets")
        XCTAssertEqual(CLITestSupport.runInProcess(["export", "--as", "catalog", "--out", out.path, specPath]).exitCode, 0)
        // Someone swaps the namespace folder for a link out of the catalog.
        try FileManager.default.removeItem(at: out.appendingPathComponent("Brand"))
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("Brand"), withDestinationURL: outside)
        let result = CLITestSupport.runInProcess(["export", "--as", "catalog", "--out", out.path, specPath])
        XCTAssertEqual(result.exitCode, 2, result.standardOutput)
        XCTAssertTrue(result.standardError.contains("designspec did not write it"), result.standardError)
        XCTAssertEqual(listing(outside), ["keep.txt"], "nothing written through the link")
        let forced = CLITestSupport.runInProcess(["export", "--as", "catalog", "--force", "--out", out.path, specPath])
        XCTAssertEqual(forced.exitCode, 0, forced.standardError)
        XCTAssertEqual(listing(outside), ["keep.txt"], "the link is replaced, not followed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("Brand/Accent.colorset/Contents.json").path))

        let linkedOut = directory.appendingPathComponent("Linked.xcassets")
        try FileManager.default.createSymbolicLink(at: linkedOut, withDestinationURL: outside)
        let throughLink = CLITestSupport.runInProcess(["export", "--as", "catalog", "--force", "--out", linkedOut.path, specPath])
        XCTAssertEqual(throughLink.exitCode, 2)
        XCTAssertTrue(throughLink.standardError.contains("is a symbolic link"), throughLink.standardError)
        XCTAssertEqual(listing(outside), ["keep.txt"])
    }

    func testAnExportReplacesItsOwnOutputOnlyAndRemovesWhatItNoLongerHolds() throws {
        let specPath = try write(spec(colors: ["Old/Gone"]), to: "app.design.json")
        let out = directory.appendingPathComponent("Assets.xcassets")
        XCTAssertEqual(CLITestSupport.runInProcess(["export", "--as", "catalog", "--out", out.path, specPath]).exitCode, 0)
        try Data(spec(colors: ["New"]).utf8).write(to: URL(fileURLWithPath: specPath))
        let again = CLITestSupport.runInProcess(["export", "--as", "catalog", "--out", out.path, specPath])
        XCTAssertEqual(again.exitCode, 0, again.standardError)
        XCTAssertEqual(
            listing(out), ["Contents.json", "Ink.colorset", "Ink.colorset/Contents.json", "New.colorset", "New.colorset/Contents.json"])
        XCTAssertEqual(listing(directory).filter { $0.hasPrefix(".") }, [], "no temporary sibling left")

        // A catalog the user keeps an image in is not designspec's.
        try FileManager.default.createDirectory(at: out.appendingPathComponent("Logo.imageset"), withIntermediateDirectories: true)
        try Data("png".utf8).write(to: out.appendingPathComponent("Logo.imageset/logo.png"))
        let refused = CLITestSupport.runInProcess(["export", "--as", "catalog", "--out", out.path, specPath])
        XCTAssertEqual(refused.exitCode, 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("Logo.imageset/logo.png").path))

        for (form, name) in [("swift", "Tokens.swift"), ("dtcg", "brand.tokens.json")] {
            let path = try write("// mine, hand-written\n", to: name)
            let kept = CLITestSupport.runInProcess(["export", "--as", form, "--out", path, specPath])
            XCTAssertEqual(kept.exitCode, 2, form)
            XCTAssertTrue(kept.standardError.contains("designspec did not write it; move it away or pass --force"), kept.standardError)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "// mine, hand-written\n")
            XCTAssertEqual(chmod(path, 0o640), 0)
            let forced = CLITestSupport.runInProcess(["export", "--as", form, "--force", "--out", path, specPath])
            XCTAssertEqual(forced.exitCode, 0, forced.standardError)
            XCTAssertNotEqual(try String(contentsOfFile: path, encoding: .utf8), "// mine, hand-written\n")
            var status = stat()
            XCTAssertEqual(lstat(path, &status), 0)
            XCTAssertEqual(status.st_mode & 0o7777, 0o640, "a replaced file keeps its mode")
            let own = CLITestSupport.runInProcess(["export", "--as", form, "--out", path, specPath])
            XCTAssertEqual(own.exitCode, 0, "its own export is replaced without --force: \(own.standardError)")
        }
    }

    func testOutIsNeverTheSpecItself() throws {
        let text = spec(colors: [])
        let specPath = try write(text, to: "app.design.json")
        for arguments in [["--out", specPath], ["--force", "--out", specPath]] {
            let result = CLITestSupport.runInProcess(["export", "--as", "swift"] + arguments + [specPath])
            XCTAssertEqual(result.exitCode, 2, result.standardOutput)
            XCTAssertTrue(result.standardError.contains("is an input of this command"), result.standardError)
            XCTAssertEqual(try String(contentsOfFile: specPath, encoding: .utf8), text, "the spec is untouched")
        }
        let link = directory.appendingPathComponent("other.swift").path
        XCTAssertEqual(symlink(specPath, link), 0)
        let throughLink = CLITestSupport.runInProcess(["export", "--as", "swift", "--force", "--out", link, specPath])
        XCTAssertEqual(throughLink.exitCode, 2)
        XCTAssertEqual(try String(contentsOfFile: specPath, encoding: .utf8), text)

        let catalogSpec = try write(text, to: "Inside.xcassets/app.design.json")
        let holding = CLITestSupport.runInProcess(
            ["export", "--as", "catalog", "--force", "--out", directory.appendingPathComponent("Inside.xcassets").path, catalogSpec])
        XCTAssertEqual(holding.exitCode, 2, "a catalog folder holding the spec is not replaced")
        XCTAssertEqual(try String(contentsOfFile: catalogSpec, encoding: .utf8), text)
    }
}
