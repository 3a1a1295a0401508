import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest

/// The server resolves an open spec's imports in its workspace folder, with open documents in front of disk.
final class ServerWorkspaceTests: XCTestCase {
    private func open(_ server: ServerProcess, _ workspace: MarkedWorkspace, _ relative: String, text: String? = nil) {
        server.client.open(
            URL(fileURLWithPath: workspace.path(relative)).absoluteString, text: text ?? workspace[relative].text, languageId: "jsonc")
    }

    private func diagnostics(_ server: ServerProcess, for workspace: MarkedWorkspace, _ relative: String) -> [JSONValue] {
        let uri = URL(fileURLWithPath: workspace.path(relative)).absoluteString
        guard
            case .array(let items)? = server.notification(
                PublishDiagnosticsNotification.self, where: { $0["params"]?["uri"] == .string(uri) })?["params"]?["diagnostics"]
        else { return [] }
        return items
    }

    private static let files = [
        "tokens.design.jsonc": ##"{ "colors": { 1️⃣"brand": { "light": "#0A5FCC", "dark": "#5AA2FF" } } }"##,
        "other.design.jsonc": ##"{ "colors": { 2️⃣"brand": "#FF0000" } }"##,
        "features/cart.design.jsonc": ##"""
        { "imports": ["../tokens.design.jsonc", "../other.design.jsonc"], "platforms": { "iOS": "17.0" },
          "screens": [{ "id": "cart", "content": [{ "type": "text", "text": "Total", "color": "brand" }] }] }
        """##
    ]

    func testImportsResolveInTheWorkspaceFolderAndRelatedPlacesNameTheOtherFiles() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try ServerProcess()
        server.initialize(folders: [workspace.root])
        open(server, workspace, "features/cart.design.jsonc")
        let items = diagnostics(server, for: workspace, "features/cart.design.jsonc")
        let codes = items.compactMap { $0["code"]?.stringValue }
        XCTAssertFalse(codes.contains("unknown-color"), "\(items)")
        let conflict = try XCTUnwrap(items.first { $0["code"] == .string("import/conflicting-token") }, "\(items)")
        let related = conflict["relatedInformation"]?.arrayValue ?? []
        XCTAssertEqual(
            related.compactMap { $0["location"]?["uri"]?.stringValue },
            [
                URL(fileURLWithPath: workspace.path("tokens.design.jsonc")).absoluteString,
                URL(fileURLWithPath: workspace.path("other.design.jsonc")).absoluteString
            ])
        let starts = related.compactMap { $0["location"]?["range"]?["start"]?["character"]?.intValue }
        XCTAssertEqual(starts, [workspace["tokens.design.jsonc"].offset("1"), workspace["other.design.jsonc"].offset("2")])
    }

    func testAnOpenTokensFileIsReadInsteadOfDisk() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try ServerProcess()
        server.initialize(folders: [workspace.root])
        open(server, workspace, "other.design.jsonc", text: ##"{ "colors": { "accent": "#FF0000" } }"##)
        _ = diagnostics(server, for: workspace, "other.design.jsonc")
        open(server, workspace, "features/cart.design.jsonc")
        let codes = diagnostics(server, for: workspace, "features/cart.design.jsonc").compactMap { $0["code"]?.stringValue }
        XCTAssertFalse(codes.contains("import/conflicting-token"), "the open text defines no `brand`: \(codes)")
    }

    func testWithoutAWorkspaceFolderTheSpecsOwnFolderIsTheRoot() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try ServerProcess()
        server.initialize()
        open(server, workspace, "features/cart.design.jsonc")
        let codes = diagnostics(server, for: workspace, "features/cart.design.jsonc").compactMap { $0["code"]?.stringValue }
        XCTAssertEqual(codes.filter { $0.hasPrefix("import/") }, ["import/outside-workspace", "import/outside-workspace"])
    }

    func testADocumentThatIsNotAFileSaysItsImportsAreNotRead() throws {
        let server = try ServerProcess()
        server.initialize()
        let text = MarkedText(##"{ "imports": [1️⃣"tokens.design.jsonc"], "colors": { "ink": "label" } }"##)
        server.client.open("untitled:Untitled-1.design.jsonc", text: text.text, languageId: "designspec")
        let published = server.notification(PublishDiagnosticsNotification.self) {
            $0["params"]?["uri"] == .string("untitled:Untitled-1.design.jsonc")
        }
        let items = published?["params"]?["diagnostics"]?.arrayValue ?? []
        let notRead = try XCTUnwrap(items.first { $0["code"] == .string("import/not-resolved") }, "\(items)")
        XCTAssertEqual(notRead["severity"], .int(3))
        XCTAssertEqual(notRead["range"]?["start"]?["character"]?.intValue, text.offset("1"))
    }
}
