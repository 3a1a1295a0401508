import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest
@testable import SpecLanguageServer

/// End-to-end tests of quick fixes, document colors, settings and the client-process watch.
final class LanguageServerFeatureTests: XCTestCase {
    private let uri = "file:///tmp/e2e/fixes.design.json"

    /// A renamed symbol (with a fix) after a non-BMP character, a small button and a hex color.
    private let spec = MarkedText(
        """
        {
          "name": "Fixes",
          "platforms": { "iOS": "17.0" },
          "screens": [ { "id": "a", "content": [
            { "type": "button", "title": "😀", "symbol": 1️⃣"a.magnify", "width": 20, "height": 20, "color": 2️⃣"#FF0000" }
          ] } ]
        }
        """)

    private func open(_ server: ServerProcess) {
        server.client.open(uri, text: spec.text)
    }

    /// Line and column of marker `name` in `encoding` units.
    private func position(_ name: String, utf8: Bool) -> Position {
        let prefix = String(decoding: spec.text.utf8.prefix(spec.offset(name) ?? 0), as: UTF8.self)
        let lines = prefix.components(separatedBy: "\n")
        let last = lines.last ?? ""
        return Position(line: lines.count - 1, character: utf8 ? last.utf8.count : last.utf16.count)
    }

    private var document: TextDocumentIdentifier { TextDocumentIdentifier(uri: uri) }

    /// Settings that set `rule`'s severity.
    private func settings(_ rule: String, _ severity: String) -> JSONValue {
        .object(["rules": .object([rule: .string(severity)])])
    }

    private func codes(_ published: JSONValue?) -> [String] {
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"] else { return [] }
        return diagnostics.compactMap { $0["code"]?.stringValue }
    }

    func testQuickFixForRenamedSymbolInUTF8() throws {
        let server = try ServerProcess()
        server.initialize(
            capabilities: ClientCapabilities(
                general: .init(positionEncodings: ["utf-8", "utf-16"]),
                textDocument: .init(codeAction: .init(codeActionLiteralSupport: .object([:])))))
        open(server)
        let published = server.notification(PublishDiagnosticsNotification.self)
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"],
            let renamed = diagnostics.first(where: { $0["code"] == .string("sf-symbol-renamed") })
        else {
            return XCTFail("no sf-symbol-renamed diagnostic: \(String(describing: published))")
        }
        XCTAssertEqual(renamed["range"]?["start"], LanguageClient.json(position("1", utf8: true)))
        XCTAssertEqual(renamed["tags"], .array([.int(2)]), "deprecated tag")
        XCTAssertEqual(renamed["codeDescription"]?["href"]?.stringValue?.hasPrefix("https://developer.apple.com/"), true)
        let diagnostic = try server.client.decode(LSPDiagnostic.self, from: renamed)
        let actions = server.request(
            CodeActionRequest(
                CodeActionParams(
                    textDocument: document, range: diagnostic.range, context: .init(diagnostics: [diagnostic]))))?["result"]
        guard case .array(let list)? = actions, let fix = list.first(where: { $0["diagnostics"] == .array([renamed]) }) else {
            return XCTFail("no quick fix for the renamed symbol: \(String(describing: actions))")
        }
        XCTAssertEqual(fix["kind"], .string("quickfix"))
        let edit = fix["edit"]?["changes"]?[uri]
        XCTAssertEqual(edit, .array([.object(["range": renamed["range"] ?? .null, "newText": .string("\"character.magnify\"")])]))

        let onlyRefactor = try server.client.send(
            CodeActionRequest(
                CodeActionParams(
                    textDocument: document, range: diagnostic.range, context: .init(diagnostics: [], only: ["refactor"]))))
        XCTAssertEqual(onlyRefactor, [])
    }

    func testDocumentColorAndPresentation() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server)
        let colors = try server.client.send(DocumentColorRequest(DocumentIdentifierParams(textDocument: document)))
        guard let red = colors.first(where: { $0.range.start == position("2", utf8: false) }) else {
            return XCTFail("no color at the hex literal: \(colors)")
        }
        XCTAssertEqual(red.color, ColorInformation.Color(red: 1, green: 0, blue: 0, alpha: 1))
        let presentations = try server.client.send(
            ColorPresentationRequest(
                ColorPresentationParams(
                    textDocument: document, color: .init(red: 0.2, green: 1, blue: 0, alpha: 0.5), range: red.range)))
        guard let first = presentations.first else { return XCTFail("no presentation") }
        XCTAssertEqual(first.label, "#33FF0080")
        XCTAssertEqual(first.textEdit.newText, "\"#33FF0080\"")
    }

    func testThePickerKeepsSystemColorNames() throws {
        let named = MarkedText(#"{ "screens": [ { "id": "a", "background": 1️⃣"systemRed" } ] }"#)
        let server = try ServerProcess()
        server.initialize()
        server.client.open(uri, text: named.text)
        guard let swatch = try server.client.send(DocumentColorRequest(DocumentIdentifierParams(textDocument: document))).first else {
            return XCTFail("no swatch on the system color name")
        }
        let offered = try server.client.send(
            ColorPresentationRequest(
                ColorPresentationParams(
                    textDocument: document, color: .init(red: 0.2, green: 1, blue: 0, alpha: 1), range: swatch.range)))
        XCTAssertEqual(offered.map { $0.textEdit.newText }, ["\"systemRed\""], "the name stays")
        XCTAssertEqual(offered.first?.label, "systemRed")
    }

    func testSettingsFromInitializationOptionsAndConfigurationPull() throws {
        let server = try ServerProcess()
        server.initialize(
            capabilities: ClientCapabilities(workspace: .init(configuration: true)),
            options: settings("min-touch-target", "off"))
        // The server asks for the `designspec` section after `initialized`.
        guard let configuration = server.client.serverRequest(ConfigurationRequest.self) else {
            return XCTFail("no \(ConfigurationRequest.method) request")
        }
        XCTAssertEqual(configuration["params"]?["items"], .array([.object(["section": .string("designspec")])]))
        // Answer with settings that switch the renamed-symbol rule off instead (they replace the options).
        server.client.respond(to: configuration["id"] ?? .null, with: [settings("sf-symbol-renamed", "off")])
        open(server)
        let published = codes(server.notification(PublishDiagnosticsNotification.self))
        XCTAssertFalse(published.contains("sf-symbol-renamed"), "\(published)")
        XCTAssertTrue(published.contains("min-touch-target"), "\(published)")
    }

    func testSeverityOverrideFromDidChangeConfiguration() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server)
        XCTAssertTrue(codes(server.notification(PublishDiagnosticsNotification.self)).contains("min-touch-target"))
        server.notify(
            DidChangeConfigurationNotification(
                DidChangeConfigurationParams(
                    settings: .object(["designspec": settings("min-touch-target", "hint")]))))
        let republished = server.notification(PublishDiagnosticsNotification.self)
        guard case .array(let diagnostics)? = republished?["params"]?["diagnostics"] else { return XCTFail("no republish") }
        XCTAssertEqual(diagnostics.first { $0["code"] == .string("min-touch-target") }?["severity"], .int(4))
    }

    func testPullClientsAreAskedToRefreshAfterSettingsChange() throws {
        let server = try ServerProcess()
        server.initialize(
            capabilities: ClientCapabilities(
                textDocument: .init(diagnostic: .object([:])), workspace: .init(diagnostics: .init(refreshSupport: true))))
        open(server)
        server.notify(
            DidChangeConfigurationNotification(
                DidChangeConfigurationParams(
                    settings: .object(["designspec": settings("min-touch-target", "off")]))))
        guard let refresh = server.client.serverRequest(WorkspaceDiagnosticRefreshRequest.self) else {
            return XCTFail("no \(WorkspaceDiagnosticRefreshRequest.method)")
        }
        XCTAssertNil(refresh["params"])
        server.client.respond(to: refresh["id"] ?? .null, with: JSONValue.null)
        let report = try server.client.send(DocumentDiagnosticRequest(DocumentDiagnosticParams(textDocument: document)))
        guard let items = report.items else { return XCTFail("no report: \(report)") }
        XCTAssertFalse(items.contains { $0.code == "min-touch-target" })
    }

    func testExitsWhenClientProcessIsGone() throws {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/bin/sleep")
        client.arguments = ["0.3"]
        try client.run()
        let server = try ServerProcess()
        XCTAssertNoThrow(try server.client.send(InitializeRequest(InitializeParams(processId: Int(client.processIdentifier)))))
        client.waitUntilExit()
        XCTAssertEqual(server.waitForExit(timeout: 5), 1)
    }
}
