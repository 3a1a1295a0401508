import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest

/// What the server reads, through the built binary: a link in a workspace folder leading outside it
/// is never read (its text never reaches a message), a URI the client names in `previousResultIds`
/// outside every folder is never read, and a watched-file event outside the folders (`file:///`)
/// walks nothing.
final class SecurityServerReadTests: XCTestCase {
    private static let pullCapabilities = ClientCapabilities(textDocument: .init(diagnostic: .object([:])))

    private static let app = ##"""
        { "platforms": { "iOS": "17.0" }, "colors": { "brand": "systemBlue" },
          "screens": [{ "id": "home", "title": "Home", "content": [{ "type": "text", "text": "Hi", "color": "brand" }] }] }
        """##

    /// A spec with findings, whose messages would quote `nope`.
    private static let broken = ##"""
        { "platforms": { "iOS": "17.0" }, "screens": [{ "id": "s", "content": [{ "type": "text", "text": "Hi", "color": "nope" }] }] }
        """##

    private func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// `initialize` with `capabilities` plus work-done progress and the workspace folder `root`;
    /// returns once the server has reported the end of its first indexing, so what the index holds is
    /// what the folder holds (a request answered before that could pass for lack of indexing).
    private func initializedAndIndexed(_ server: ServerProcess, capabilities: ClientCapabilities = ClientCapabilities(), root: String)
        throws
    {
        var capabilities = capabilities
        capabilities.window = .init(workDoneProgress: true)
        server.initialize(capabilities: capabilities, folders: [root])
        XCTAssertNotNil(server.client.answer(WorkDoneProgressCreateRequest.self, with: JSONValue.null))
        XCTAssertNotNil(server.notification(ProgressNotification<JSONValue>.self) { $0["params"]?["value"]?["kind"] == .string("end") }, "indexing ended")
    }

    /// The reports of one `workspace/diagnostic`, by URI.
    private func pull(_ server: ServerProcess, previous: [String: String] = [:]) -> [String: JSONValue] {
        let items =
            server.request(
                WorkspaceDiagnosticRequest(
                    WorkspaceDiagnosticParams(
                        previousResultIds: previous.map { .init(uri: $0.key, value: $0.value) })))?["result"]?["items"]?.arrayValue ?? []
        var reports: [String: JSONValue] = [:]
        for item in items {
            if let uri = item["uri"]?.stringValue { reports[uri] = item }
        }
        return reports
    }

    func testALinkInAFolderLeadingToEtcPasswdIsNeverRead() throws {
        let workspace = try MarkedWorkspace(["app.design.jsonc": Self.app])
        let leak = workspace.path("leak.design.json")
        try FileManager.default.createSymbolicLink(atPath: leak, withDestinationPath: "/etc/passwd")
        let server = try ServerProcess()
        try initializedAndIndexed(server, capabilities: Self.pullCapabilities, root: workspace.root)
        let reports = pull(server)
        XCTAssertEqual(Set(reports.keys), [uri(workspace.path("app.design.jsonc"))])
        let symbols = server.request(WorkspaceSymbolRequest(WorkspaceSymbolParams(query: "")))?["result"]?.arrayValue ?? []
        XCTAssertFalse(symbols.contains { $0["location"]?["uri"] == .string(uri(leak)) })
        XCTAssertFalse("\(reports) \(symbols)".contains("root:"))
    }

    func testAPreviousResultIDOutsideEveryFolderIsNotRead() throws {
        let workspace = try MarkedWorkspace(["app.design.jsonc": Self.app])
        let elsewhere = try MarkedWorkspace(["other.design.jsonc": Self.broken])
        let other = uri(elsewhere.path("other.design.jsonc"))
        let server = try ServerProcess()
        server.initialize(capabilities: Self.pullCapabilities, folders: [workspace.root])
        let reports = pull(server, previous: [other: "some-result"])
        let report = try XCTUnwrap(reports[other], "the client's stale result is cleared")
        XCTAssertEqual(report["kind"], .string("full"))
        XCTAssertEqual(report["items"], .array([]), "the file outside every folder was not read")
        XCTAssertEqual(pull(server, previous: ["file:///": "x", "file:///dev/zero": "x"]).count, 1, "only the folder's spec")
    }

    /// A spec changed on disk without an event for it; events naming a parent of the folder and `/`
    /// must not make the server walk (and so re-read) anything.
    func testWatchedFileEventsOutsideTheFoldersAreIgnored() throws {
        continueAfterFailure = false  // the old server walks the whole disk on the event for `/`
        let parent = try MarkedWorkspace(["project/tokens.design.jsonc": ##"{ "colors": { "brand": "systemBlue" } }"##])
        let root = parent.path("project")
        let server = try ServerProcess()
        try initializedAndIndexed(server, root: root)
        func symbols() -> [String] {
            ((try? server.client.send(WorkspaceSymbolRequest(WorkspaceSymbolParams(query: "")))) ?? []).map(\.name)
        }
        XCTAssertEqual(symbols(), ["brand"])
        try parent.write("project/tokens.design.jsonc", ##"{ "colors": { "accent": "systemPink" } }"##)
        server.notify(
            DidChangeWatchedFilesNotification(
                DidChangeWatchedFilesParams(changes: [
                    FileEvent(uri: uri(parent.root), type: .changed), FileEvent(uri: "file:///", type: .changed)
                ])))
        XCTAssertEqual(symbols(), ["brand"], "nothing was rescanned")
        server.notify(DidChangeWatchedFilesNotification(DidChangeWatchedFilesParams(changes: [FileEvent(uri: uri(root), type: .changed)])))
        XCTAssertEqual(symbols(), ["accent"], "an event for the folder itself rescans it")
    }
}
