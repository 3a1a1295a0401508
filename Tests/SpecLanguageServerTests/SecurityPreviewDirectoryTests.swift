import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecSyntax
import XCTest

/// The editor's preview pages go to a private folder (issue 16, finding 9): created `mkdtemp`-style
/// with mode 0700, pages 0600, and a symbolic link planted at the old predictable
/// `$TMPDIR/designspec-preview` redirects nothing.
final class SecurityPreviewDirectoryTests: XCTestCase {
    private let uri = "file:///tmp/e2e-preview/private.design.json"
    private let text = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Hi" } ] } ] }"#

    private func mode(_ path: String) throws -> (kind: mode_t, permissions: mode_t) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return (info.st_mode & S_IFMT, info.st_mode & 0o7777)
    }

    func testPagesArePrivateAndAPlantedLinkIsNotFollowed() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-tmp-\(UUID().uuidString)")
        let attacker = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-attacker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: attacker, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: temporary)
            try? FileManager.default.removeItem(at: attacker)
        }
        XCTAssertEqual(symlink(attacker.path, temporary.appendingPathComponent("designspec-preview").path), 0)

        let server = try ServerProcess(environment: ["DESIGNSPEC_DEBOUNCE_MS": "0", "TMPDIR": temporary.path])
        server.initialize()
        server.client.open(uri, text: text, languageId: "designspec")
        let command = ExecuteCommandRequest(ExecuteCommandParams(command: "designspec.preview", arguments: [.string(uri)]))
        let pageURI = try server.client.send(command).uri
        let page = try XCTUnwrap(URL(string: pageURI)).path

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: attacker.path), [], "nothing written through the planted link")
        let folder = URL(fileURLWithPath: page).deletingLastPathComponent().deletingLastPathComponent().path
        XCTAssertEqual(URL(fileURLWithPath: folder).deletingLastPathComponent().path, temporary.path)
        XCTAssertTrue(URL(fileURLWithPath: folder).lastPathComponent.hasPrefix("designspec-preview-"), folder)
        XCTAssertEqual(try mode(folder).kind, S_IFDIR)
        XCTAssertEqual(try mode(folder).permissions, 0o700)
        XCTAssertEqual(try mode(URL(fileURLWithPath: page).deletingLastPathComponent().path).permissions, 0o700)
        XCTAssertEqual(try mode(page).kind, S_IFREG)
        XCTAssertEqual(try mode(page).permissions, 0o600)
        XCTAssertTrue(try String(contentsOfFile: page, encoding: .utf8).contains("data-screen=\"a\""))

        let again = try server.client.send(command).uri
        XCTAssertEqual(again, pageURI, "the same private page is refreshed")
        XCTAssertEqual(try mode(page).permissions, 0o600)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: page).deletingLastPathComponent().path),
            [URL(fileURLWithPath: page).lastPathComponent], "no temporary files left behind")
    }
}
