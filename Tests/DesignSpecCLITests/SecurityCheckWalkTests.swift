import Foundation
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest

/// What `check` and `preview` read, through the built binary: nothing outside the root (a link in the
/// folder to `/etc/passwd` is skipped with a note, its text never printed), no FIFO or device, no
/// editor lock file; a file that dangles is skipped with a note, not an I/O error; and checking one
/// file reads that file and its imports, not the specs beside it.
final class SecurityCheckWalkTests: XCTestCase {
    private static let clean = ##"""
        { "platforms": { "iOS": "17.0" }, "colors": { "brand": { "light": "#0A5FCC", "dark": "#5AA2FF" } },
          "screens": [{ "id": "home", "title": "Home", "content": [{ "type": "text", "text": "Hello" }] }] }
        """##

    private func run(_ arguments: [String], in workspace: MarkedWorkspace) throws -> CommandResult {
        try CLITestSupport.runBinary(arguments, in: URL(fileURLWithPath: workspace.root))
    }

    func testALinkToAFileOutsideTheFolderIsSkippedWithANoteAndNeverPrinted() throws {
        let workspace = try MarkedWorkspace(["app.design.jsonc": Self.clean])
        try FileManager.default.createSymbolicLink(atPath: workspace.path("leak.design.json"), withDestinationPath: "/etc/passwd")
        for format in ["text", "json", "sarif", "html"] {
            let result = try run(["check", "--format", format, "."], in: workspace)
            XCTAssertEqual(result.exitCode, 0, format + ": " + result.standardError)
            XCTAssertFalse(result.standardOutput.contains("root:"), format)
            XCTAssertFalse(result.standardOutput.contains("leak.design.json"), format)
            XCTAssertTrue(
                result.standardError.contains("note: leak.design.json: skipped: it leads outside the workspace root (to /etc/passwd)"),
                format + ": " + result.standardError)
        }
    }

    func testLockFilesAndDanglingLinksInAFolderDoNotFailCheckOrPreview() throws {
        let workspace = try MarkedWorkspace(["app.design.jsonc": Self.clean])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path(".#app.design.jsonc"), withDestinationPath: "user@host.4242:1700000000")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("gone.design.jsonc"), withDestinationPath: "removed.design.jsonc")
        let out = workspace.path("pages")
        for arguments in [["check", "."], ["check", "--format", "html", "."], ["preview", "--out", out, "."]] {
            let result = try run(arguments, in: workspace)
            XCTAssertEqual(result.exitCode, 0, arguments.joined(separator: " ") + ": " + result.standardError)
            XCTAssertFalse(result.standardError.contains("cannot read"), result.standardError)
            XCTAssertFalse(result.standardError.contains(".#app"), "a lock file is not even listed: " + result.standardError)
            XCTAssertTrue(
                result.standardError.contains("note: gone.design.jsonc: skipped: it is a symbolic link to nothing"), result.standardError)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), ["app.preview.html"])
    }

    func testAFIFOInAFolderIsSkippedWithoutBlockingAndANamedOneIsAnError() throws {
        let workspace = try MarkedWorkspace(["app.design.jsonc": Self.clean])
        XCTAssertEqual(mkfifo(workspace.path("pipe.design.json"), 0o644), 0)
        let folder = try run(["check", "."], in: workspace)
        XCTAssertEqual(folder.exitCode, 0, folder.standardError)
        XCTAssertTrue(
            folder.standardError.contains("note: pipe.design.json: skipped: it is a FIFO, not a regular file"), folder.standardError)
        let named = try run(["check", "pipe.design.json"], in: workspace)
        XCTAssertEqual(named.exitCode, 2)
        XCTAssertTrue(
            named.standardError.contains("pipe.design.json: cannot read file: it is a FIFO, not a regular file"), named.standardError)
    }

    func testADeviceOrALinkOutsideNamedOnTheCommandLineIsAnErrorNotARead() throws {
        let workspace = try MarkedWorkspace(["app.design.jsonc": Self.clean])
        try FileManager.default.createSymbolicLink(atPath: workspace.path("leak.design.json"), withDestinationPath: "/etc/passwd")
        let device = try run(["check", "/dev/zero"], in: workspace)
        XCTAssertEqual(device.exitCode, 2)
        XCTAssertTrue(device.standardError.contains("/dev/zero: cannot read file: it is a character device"), device.standardError)
        let leak = try run(["check", "--format", "json", "leak.design.json"], in: workspace)
        XCTAssertEqual(leak.exitCode, 2)
        XCTAssertFalse(leak.standardOutput.contains("root:"))
        XCTAssertTrue(
            leak.standardError.contains("leak.design.json: cannot read file: it leads outside the workspace root"), leak.standardError)
    }

    /// Beside the checked file lie a FIFO named like a spec (opening it would block) and a spec that
    /// imports the checked one and uses a token a fix renames. Text output reads neither; JSON, which
    /// prints the rename's edits in every spec using the token, reads the importer (and refuses the FIFO).
    func testCheckingOneFileReadsThatFileAndItsImportsOnly() throws {
        let workspace = try MarkedWorkspace([
            "app.design.jsonc":
                ##"{ "platforms": { "iOS": "17.0" }, "imports": ["tokens.design.jsonc"], "colors": { "systemBlue": "#0055FF" } }"##,
            "tokens.design.jsonc": ##"{ "colors": { "brand": "#0A5FCC" } }"##,
            "user.design.jsonc":
                ##"{ "platforms": { "iOS": "17.0" }, "imports": ["app.design.jsonc"], "screens": [{ "id": "s", "title": "S", "content": [{ "type": "text", "text": "Hi", "color": "systemBlue" }] }] }"##,
            "broken.design.jsonc": "{ this is not json"
        ])
        XCTAssertEqual(mkfifo(workspace.path("decoy.design.json"), 0o644), 0)
        let text = try run(["check", "app.design.jsonc"], in: workspace)
        XCTAssertEqual(text.exitCode, 0, text.standardError)
        XCTAssertTrue(text.standardOutput.contains("token-shadows-system-name"), text.standardOutput)
        XCTAssertFalse(
            text.standardOutput.contains("broken") || text.standardOutput.contains("user.design") || text.standardError.contains("decoy"))

        let json = try run(["check", "--format", "json", "app.design.jsonc"], in: workspace)
        XCTAssertEqual(json.exitCode, 0, json.standardError)
        let files = try JSONValue.parse(json.standardOutput)["files"]?.arrayValue ?? []
        XCTAssertEqual(files.compactMap { $0["path"]?.stringValue }, ["app.design.jsonc"])
        let edits =
            files.first?["diagnostics"]?.arrayValue?.first { $0["code"] == .string("token-shadows-system-name") }?["fix"]?["edits"]?
            .arrayValue ?? []
        XCTAssertEqual(Set(edits.compactMap { $0["path"]?.stringValue }), ["app.design.jsonc", "user.design.jsonc"], json.standardOutput)
    }
}
