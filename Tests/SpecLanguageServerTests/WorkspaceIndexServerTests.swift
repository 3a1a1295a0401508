import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest

/// The server's workspace index over real folders: indexing progress, watched files, workspace
/// symbols of specs that are not open, folders added later, and open importers re-checked.
final class WorkspaceIndexServerTests: XCTestCase {
    private static let files = [
        "tokens.design.jsonc": """
        {
          "colors": { "brand": "systemBlue" },
          "typography": { "heading": "title2" }
        }
        """,
        "features/cart.design.jsonc": ##"""
        { "imports": ["../tokens.design.jsonc"], "platforms": { "iOS": "17.0" },
          "screens": [{ "id": "cart", "content": [{ "type": "text", "text": "Total", "color": "brand" }] }] }
        """##,
        "features/profile.design.json":
            ##"{ "imports": ["../tokens.design.jsonc"], "screens": [{ "id": "profile", "title": "Profile" }] }"##
    ]

    private static let progressCapabilities = ClientCapabilities(
        workspace: .init(didChangeWatchedFiles: .init(dynamicRegistration: true)), window: .init(workDoneProgress: true))

    private func uri(_ workspace: MarkedWorkspace, _ relative: String) -> String {
        URL(fileURLWithPath: workspace.path(relative)).absoluteString
    }

    private func open(_ server: ServerProcess, _ workspace: MarkedWorkspace, _ relative: String) {
        server.client.open(uri(workspace, relative), text: workspace[relative].text, languageId: "jsonc")
    }

    /// The codes of the next diagnostics published for `relative`.
    private func codes(_ server: ServerProcess, _ workspace: MarkedWorkspace, _ relative: String) -> [String]? {
        let target = JSONValue.string(uri(workspace, relative))
        return server.notification(PublishDiagnosticsNotification.self, where: { $0["params"]?["uri"] == target })?["params"]?["diagnostics"]?
            .arrayValue?.compactMap { $0["code"]?.stringValue }
    }

    /// Initializes with progress and watched-file capabilities; returns once indexing has ended.
    private func initializedAndIndexed(_ workspace: MarkedWorkspace) throws -> ServerProcess {
        let server = try ServerProcess()
        server.initialize(capabilities: Self.progressCapabilities, folders: [workspace.root])
        let registration = try XCTUnwrap(server.client.answer(RegisterCapabilityRequest.self, with: JSONValue.null)?["params"])
        XCTAssertEqual(registration["registrations"]?[0]?["method"], .string(DidChangeWatchedFilesNotification.method))
        XCTAssertEqual(
            registration["registrations"]?[0]?["registerOptions"]?["watchers"]?[0]?["globPattern"], .string("**/*.design.{json,jsonc}"))
        XCTAssertEqual(try XCTUnwrap(server.client.answer(WorkDoneProgressCreateRequest.self, with: JSONValue.null)?["params"])["token"], .string("designspec/indexing"))
        let begin = server.notification(ProgressNotification<JSONValue>.self) { $0["params"]?["value"]?["kind"] == .string("begin") }
        XCTAssertEqual(begin?["params"]?["value"]?["title"], .string("Indexing design specs"))
        let end = server.notification(ProgressNotification<JSONValue>.self) { $0["params"]?["value"]?["kind"] == .string("end") }
        XCTAssertEqual(end?["params"]?["value"]?["message"], .string("3 specs indexed"))
        return server
    }

    func testWorkspaceSymbolsCoverSpecsThatAreNotOpen() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try initializedAndIndexed(workspace)
        let symbols = server.request(WorkspaceSymbolRequest(WorkspaceSymbolParams(query: "")))?["result"]?.arrayValue ?? []
        let found = symbols.compactMap { symbol -> String? in
            guard let name = symbol["name"]?.stringValue, let file = symbol["location"]?["uri"]?.stringValue else { return nil }
            return "\(name) \(symbol["containerName"]?.stringValue ?? "-") \((file as NSString).lastPathComponent)"
        }
        XCTAssertEqual(
            found,
            [
                "cart screens cart.design.jsonc", "profile screens profile.design.json",
                "brand colors tokens.design.jsonc", "heading typography tokens.design.jsonc"
            ])
        let brand = try XCTUnwrap(symbols.first { $0["name"] == .string("brand") })
        XCTAssertEqual(brand["location"]?["range"]?["start"], .object(["line": .int(1), "character": .int(14)]))
        XCTAssertEqual(brand["kind"], .int(14))  // constant
        let filtered = try server.client.send(WorkspaceSymbolRequest(WorkspaceSymbolParams(query: "PRF")))
        XCTAssertEqual(filtered.map(\.name), ["profile"])
    }

    func testAnOpenSpecIsReCheckedWhenItsImportChangesOnDisk() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try initializedAndIndexed(workspace)
        open(server, workspace, "features/cart.design.jsonc")
        XCTAssertFalse(try XCTUnwrap(codes(server, workspace, "features/cart.design.jsonc")).contains("unknown-color"))
        try workspace.write("tokens.design.jsonc", ##"{ "colors": { "accent": "systemPink" } }"##)
        server.notify(
            DidChangeWatchedFilesNotification(
                DidChangeWatchedFilesParams(changes: [
                    FileEvent(uri: uri(workspace, "tokens.design.jsonc"), type: .changed)
                ])))
        XCTAssertTrue(try XCTUnwrap(codes(server, workspace, "features/cart.design.jsonc")).contains("unknown-color"))
        let symbols = try server.client.send(WorkspaceSymbolRequest(WorkspaceSymbolParams(query: "accent")))
        XCTAssertEqual(symbols.map(\.name), ["accent"])
    }

    func testAnOpenSpecImportingAMissingFileIsReCheckedWhenTheFileAppears() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try initializedAndIndexed(workspace)
        let edited = ##"{ "imports": ["../tokens.design.jsonc", "extra.design.json"], "screens": [{ "id": "profile" }] }"##
        server.client.open(uri(workspace, "features/profile.design.json"), text: edited, languageId: "jsonc")
        XCTAssertTrue(try XCTUnwrap(codes(server, workspace, "features/profile.design.json")).contains("import/missing-file"))
        try workspace.write("features/extra.design.json", ##"{ "colors": { "accent": "systemPink" } }"##)
        server.notify(
            DidChangeWatchedFilesNotification(
                DidChangeWatchedFilesParams(changes: [
                    FileEvent(uri: uri(workspace, "features/extra.design.json"), type: .created)
                ])))
        XCTAssertFalse(try XCTUnwrap(codes(server, workspace, "features/profile.design.json")).contains("import/missing-file"))
    }

    func testEditingAnOpenTokensFileReChecksTheOpenImporter() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try initializedAndIndexed(workspace)
        open(server, workspace, "features/cart.design.jsonc")
        XCTAssertFalse(try XCTUnwrap(codes(server, workspace, "features/cart.design.jsonc")).contains("unknown-color"))
        open(server, workspace, "tokens.design.jsonc")
        _ = codes(server, workspace, "tokens.design.jsonc")
        server.notify(
            DidChangeTextDocumentNotification(
                DidChangeTextDocumentParams(
                    textDocument: TextDocumentIdentifier(uri: uri(workspace, "tokens.design.jsonc"), version: 2),
                    contentChanges: [TextDocumentContentChangeEvent(text: ##"{ "colors": { "accent": "systemPink" } }"##)])))
        XCTAssertTrue(try XCTUnwrap(codes(server, workspace, "features/cart.design.jsonc")).contains("unknown-color"))
        server.notify(
            DidCloseTextDocumentNotification(
                DocumentIdentifierParams(
                    textDocument: TextDocumentIdentifier(uri: uri(workspace, "tokens.design.jsonc")))))
        XCTAssertFalse(
            try XCTUnwrap(codes(server, workspace, "features/cart.design.jsonc")).contains("unknown-color"), "disk defines brand again")
    }

    func testFoldersAddedLaterAreIndexedAndResolveImports() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try ServerProcess()
        let result = server.initialize()
        XCTAssertEqual(result?.capabilities.workspace?.workspaceFolders, .init(supported: true, changeNotifications: true))
        open(server, workspace, "features/cart.design.jsonc")
        XCTAssertTrue(try XCTUnwrap(codes(server, workspace, "features/cart.design.jsonc")).contains("import/outside-workspace"))
        server.notify(
            DidChangeWorkspaceFoldersNotification(
                DidChangeWorkspaceFoldersParams(
                    event: WorkspaceFoldersChangeEvent(
                        added: [WorkspaceFolder(uri: URL(fileURLWithPath: workspace.root).absoluteString, name: "specs")], removed: []))))
        let codes = try XCTUnwrap(codes(server, workspace, "features/cart.design.jsonc"))
        XCTAssertFalse(codes.contains("import/outside-workspace"), "\(codes)")
        XCTAssertFalse(codes.contains("unknown-color"), "\(codes)")
    }

    func testWithoutTheCapabilitiesNothingIsRegisteredAndNoProgressIsSent() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try ServerProcess()
        server.initialize(folders: [workspace.root])
        _ = server.request(WorkspaceSymbolRequest(WorkspaceSymbolParams(query: "")))
        XCTAssertNil(server.client.serverRequest(RegisterCapabilityRequest.self, timeout: 0))
        XCTAssertNil(server.client.serverRequest(WorkDoneProgressCreateRequest.self, timeout: 0))
        XCTAssertNil(server.notification(ProgressNotification<JSONValue>.self, timeout: 0))
    }
}
