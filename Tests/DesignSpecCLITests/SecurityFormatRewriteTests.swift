import Foundation
import XCTest

/// `designspec format` changes a file's text and nothing else about it (issue 16, finding 7).
final class SecurityFormatRewriteTests: XCTestCase {
    private let unformatted = #"{"name":"Demo",   "platforms":{"iOS":"17.0"}}"#
    private let formatted = "{\n  \"name\": \"Demo\",\n  \"platforms\": { \"iOS\": \"17.0\" }\n}\n"
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try CLITestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func write(_ bytes: [UInt8], to name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func status(_ path: String) throws -> stat {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return info
    }

    private func contents(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func format(_ path: String) -> CommandResult {
        CLITestSupport.runInProcess(["format", path])
    }

    func testKeepsThePermissionsOfPrivateAndExecutableFiles() throws {
        for mode: mode_t in [0o600, 0o755, 0o640] {
            let path = try write(Array(unformatted.utf8), to: "mode-\(String(mode, radix: 8)).design.json")
            XCTAssertEqual(chmod(path, mode), 0)
            let result = format(path)
            XCTAssertEqual(result.exitCode, 0, result.standardError)
            XCTAssertEqual(try contents(path), Array(formatted.utf8))
            XCTAssertEqual(try status(path).st_mode & 0o7777, mode, "mode \(String(mode, radix: 8)) kept")
        }
    }

    func testKeepsTheOwner() throws {
        try XCTSkipUnless(getuid() == 0, "changing a file's owner needs root")
        let path = try write(Array(unformatted.utf8), to: "owned.design.json")
        XCTAssertEqual(chown(path, 1234, 1235), 0)
        XCTAssertEqual(format(path).exitCode, 0)
        XCTAssertEqual(try contents(path), Array(formatted.utf8))
        let info = try status(path)
        XCTAssertEqual(info.st_uid, 1234)
        XCTAssertEqual(info.st_gid, 1235)
    }

    func testKeepsHardLinks() throws {
        let path = try write(Array(unformatted.utf8), to: "first.design.json")
        let other = directory.appendingPathComponent("second.design.json").path
        XCTAssertEqual(link(path, other), 0)
        XCTAssertEqual(format(path).exitCode, 0)
        XCTAssertEqual(try status(path).st_nlink, 2, "still two names for one file")
        XCTAssertEqual(try status(path).st_ino, try status(other).st_ino)
        XCTAssertEqual(try contents(other), Array(formatted.utf8), "the other name sees the new text")
    }

    func testRewritesTheTargetOfASymbolicLinkAndKeepsTheLink() throws {
        let target = try write(Array(unformatted.utf8), to: "target.design.json")
        let linkPath = directory.appendingPathComponent("link.design.json").path
        XCTAssertEqual(symlink("target.design.json", linkPath), 0)
        let result = format(linkPath)
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(try status(linkPath).st_mode & S_IFMT, S_IFLNK, "still a symbolic link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: linkPath), "target.design.json")
        XCTAssertEqual(try contents(target), Array(formatted.utf8), "the link's target is rewritten")
    }

    func testKeepsTheByteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let path = try write(bom + Array(unformatted.utf8), to: "bom.design.json")
        XCTAssertEqual(format(path).exitCode, 0)
        XCTAssertEqual(try contents(path), bom + Array(formatted.utf8))
        XCTAssertEqual(CLITestSupport.runInProcess(["format", "--check", path]).exitCode, 0, "formatted with its BOM")
    }

    func testKeepsCRLFLineEndings() throws {
        let source = "// note\r\n{\"name\":\"Demo\",\r\n /* two\r\n    lines */\r\n\"platforms\":{\"iOS\":\"17.0\"}}\r\n"
        let path = try write(Array(source.utf8), to: "crlf.design.jsonc")
        let result = format(path)
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(
            String(decoding: try contents(path), as: UTF8.self),
            """
            // note\r
            {\r
              "name": "Demo",\r
              /* two\r
                lines */\r
              "platforms": { "iOS": "17.0" }\r
            }\r

            """)
        XCTAssertEqual(CLITestSupport.runInProcess(["format", "--check", path]).exitCode, 0, "CRLF output is formatted")
    }

    func testAFileMostlyInLFStaysLF() throws {
        let path = try write(Array("{\"name\":\"Demo\",\r\n\n\"platforms\":{\"iOS\":\"17.0\"}\n}\n".utf8), to: "lf.design.json")
        XCTAssertEqual(format(path).exitCode, 0)
        XCTAssertFalse(try contents(path).contains(0x0D))
    }

    func testRefusesInvalidUTF8InACommentAndLeavesTheFileAlone() throws {
        let original = Array("// caf".utf8) + [0xE9] + Array("\n\(unformatted)".utf8)  // Latin-1 é
        let path = try write(original, to: "latin1.design.jsonc")
        for arguments in [["format", path], ["format", "--check", path]] {
            let result = CLITestSupport.runInProcess(arguments)
            XCTAssertEqual(result.exitCode, 2, result.standardError)
            XCTAssertEqual(
                result.standardError,
                """
                designspec: \(path):1:7: not formatted: invalid UTF-8 (byte 0xE9); formatting would replace it with U+FFFD, \
                so the file is left as it is — save it as UTF-8

                """)
            XCTAssertEqual(try contents(path), original, "untouched")
        }
    }

    func testAReadOnlyFileIsReportedAndNotReplaced() throws {
        try XCTSkipIf(getuid() == 0, "root may write a read-only file")
        let path = try write(Array(unformatted.utf8), to: "readonly.design.json")
        XCTAssertEqual(chmod(path, 0o444), 0)
        let result = format(path)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.standardError.contains("cannot write the file: Permission denied"), result.standardError)
        XCTAssertEqual(result.standardOutput, "", "not reported as formatted")
        XCTAssertEqual(try contents(path), Array(unformatted.utf8))
    }
}
