import Foundation
import SpecTestSupport
import XCTest
@testable import SpecLanguageServer

/// End-to-end tests of quick fixes, document colors, settings and the client-process watch.
final class LanguageServerFeatureTests: XCTestCase {
    private let uri = "file:///tmp/e2e/fixes.design.json"

    /// A renamed symbol (with a fix) after a non-BMP character, a small button and a hex color.
    private let spec = MarkedText("""
        {
          "name": "Fixes",
          "platforms": { "iOS": "17.0" },
          "screens": [ { "id": "a", "content": [
            { "type": "button", "title": "😀", "symbol": 1️⃣"a.magnify", "width": 20, "height": 20, "color": 2️⃣"#FF0000" }
          ] } ]
        }
        """)

    private func open(_ server: ServerProcess) {
        server.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("json"), "version": .int(1), "text": .string(spec.text),
        ])]))
    }

    /// Line and column of marker `name` in `encoding` units.
    private func position(_ name: String, utf8: Bool) -> JSONValue {
        let prefix = String(decoding: spec.text.utf8.prefix(spec.offset(name) ?? 0), as: UTF8.self)
        let lines = prefix.components(separatedBy: "\n")
        let last = lines.last ?? ""
        return .object(["line": .int(lines.count - 1), "character": .int(utf8 ? last.utf8.count : last.utf16.count)])
    }

    private func codes(_ published: JSONValue?) -> [String] {
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"] else { return [] }
        return diagnostics.compactMap { $0["code"]?.stringValue }
    }

    func testQuickFixForRenamedSymbolInUTF8() throws {
        let server = try ServerProcess()
        server.initialize(capabilities: .object([
            "general": .object(["positionEncodings": .array([.string("utf-8"), .string("utf-16")])]),
            "textDocument": .object(["codeAction": .object(["codeActionLiteralSupport": .object([:])])]),
        ]))
        open(server)
        let published = server.notification("textDocument/publishDiagnostics")
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"],
              let renamed = diagnostics.first(where: { $0["code"] == .string("sf-symbol-renamed") }) else {
            return XCTFail("no sf-symbol-renamed diagnostic: \(String(describing: published))")
        }
        XCTAssertEqual(renamed["range"]?["start"], position("1", utf8: true))
        XCTAssertEqual(renamed["tags"], .array([.int(2)]), "deprecated tag")
        XCTAssertEqual(renamed["codeDescription"]?["href"]?.stringValue?.hasPrefix("https://developer.apple.com/"), true)
        let actions = server.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": renamed["range"] ?? .null,
            "context": .object(["diagnostics": .array([renamed])]),
        ]))?["result"]
        guard case .array(let list)? = actions, let fix = list.first(where: { $0["diagnostics"] == .array([renamed]) }) else {
            return XCTFail("no quick fix for the renamed symbol: \(String(describing: actions))")
        }
        XCTAssertEqual(fix["kind"], .string("quickfix"))
        let edit = fix["edit"]?["changes"]?[uri]
        XCTAssertEqual(edit, .array([.object(["range": renamed["range"] ?? .null, "newText": .string("\"character.magnify\"")])]))

        let onlyRefactor = server.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": renamed["range"] ?? .null,
            "context": .object(["diagnostics": .array([]), "only": .array([.string("refactor")])]),
        ]))?["result"]
        XCTAssertEqual(onlyRefactor, .array([]))
    }

    func testDocumentColorAndPresentation() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server)
        let colors = server.request("textDocument/documentColor", .object(["textDocument": .object(["uri": .string(uri)])]))?["result"]
        guard case .array(let list)? = colors,
              let red = list.first(where: { $0["range"]?["start"] == position("2", utf8: false) }) else {
            return XCTFail("no color at the hex literal: \(String(describing: colors))")
        }
        XCTAssertEqual(red["color"], .object(["red": .int(1), "green": .int(0), "blue": .int(0), "alpha": .int(1)]))
        let presentations = server.request("textDocument/colorPresentation", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": red["range"] ?? .null,
            "color": .object(["red": .double(0.2), "green": .int(1), "blue": .int(0), "alpha": .double(0.5)]),
        ]))?["result"]
        guard case .array(let offered)? = presentations, let first = offered.first else {
            return XCTFail("no presentation: \(String(describing: presentations))")
        }
        XCTAssertEqual(first["label"], .string("#33FF0080"))
        XCTAssertEqual(first["textEdit"]?["newText"], .string("\"#33FF0080\""))
    }

    func testThePickerKeepsSystemColorNames() throws {
        let named = MarkedText(#"{ "screens": [ { "id": "a", "background": 1️⃣"systemRed" } ] }"#)
        let server = try ServerProcess()
        server.initialize()
        server.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("json"), "version": .int(1), "text": .string(named.text),
        ])]))
        guard case .array(let list)? = server.request("textDocument/documentColor", .object(["textDocument": .object(["uri": .string(uri)])]))?["result"],
              let swatch = list.first else { return XCTFail("no swatch on the system color name") }
        let presentations = server.request("textDocument/colorPresentation", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": swatch["range"] ?? .null,
            "color": .object(["red": .double(0.2), "green": .int(1), "blue": .int(0), "alpha": .int(1)]),
        ]))?["result"]
        guard case .array(let offered)? = presentations else { return XCTFail("no presentations") }
        XCTAssertEqual(offered.map { $0["textEdit"]?["newText"] }, [.string("\"systemRed\"")], "the name stays")
        XCTAssertEqual(offered.first?["label"], .string("systemRed"))
    }

    func testSettingsFromInitializationOptionsAndConfigurationPull() throws {
        let server = try ServerProcess()
        server.initialize(capabilities: .object(["workspace": .object(["configuration": .bool(true)])]),
                          options: .object(["rules": .object(["min-touch-target": .string("off")])]))
        // The server asks for the `designspec` section after `initialized`.
        guard let configuration = server.inbox.take(where: { $0["method"] == .string("workspace/configuration") }) else {
            return XCTFail("no workspace/configuration request")
        }
        XCTAssertEqual(configuration["params"]?["items"], .array([.object(["section": .string("designspec")])]))
        // Answer with settings that switch the renamed-symbol rule off instead (they replace the options).
        server.send(["id": configuration["id"] ?? .null, "result": .array([.object([
            "rules": .object(["sf-symbol-renamed": .string("off")]),
        ])])])
        open(server)
        let published = codes(server.notification("textDocument/publishDiagnostics"))
        XCTAssertFalse(published.contains("sf-symbol-renamed"), "\(published)")
        XCTAssertTrue(published.contains("min-touch-target"), "\(published)")
    }

    func testSeverityOverrideFromDidChangeConfiguration() throws {
        let server = try ServerProcess()
        server.initialize()
        open(server)
        XCTAssertTrue(codes(server.notification("textDocument/publishDiagnostics")).contains("min-touch-target"))
        server.notify("workspace/didChangeConfiguration", .object(["settings": .object([
            "designspec": .object(["rules": .object(["min-touch-target": .string("hint")])]),
        ])]))
        let republished = server.notification("textDocument/publishDiagnostics")
        guard case .array(let diagnostics)? = republished?["params"]?["diagnostics"] else { return XCTFail("no republish") }
        XCTAssertEqual(diagnostics.first { $0["code"] == .string("min-touch-target") }?["severity"], .int(4))
    }

    func testPullClientsAreAskedToRefreshAfterSettingsChange() throws {
        let server = try ServerProcess()
        server.initialize(capabilities: .object([
            "workspace": .object(["diagnostics": .object(["refreshSupport": .bool(true)])]),
            "textDocument": .object(["diagnostic": .object([:])]),
        ]))
        open(server)
        server.notify("workspace/didChangeConfiguration", .object(["settings": .object([
            "designspec": .object(["rules": .object(["min-touch-target": .string("off")])]),
        ])]))
        guard let refresh = server.inbox.take(where: { $0["method"] == .string("workspace/diagnostic/refresh") }) else {
            return XCTFail("no workspace/diagnostic/refresh")
        }
        XCTAssertNil(refresh["params"])
        server.send(["id": refresh["id"] ?? .null, "result": .null])
        let report = server.request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri)])]))
        guard case .array(let items)? = report?["result"]?["items"] else { return XCTFail("no report: \(String(describing: report))") }
        XCTAssertFalse(items.contains { $0["code"] == .string("min-touch-target") })
    }

    func testExitsWhenClientProcessIsGone() throws {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/bin/sleep")
        client.arguments = ["0.3"]
        try client.run()
        let server = try ServerProcess()
        let result = server.request("initialize", .object([
            "processId": .int(Int(client.processIdentifier)), "capabilities": .object([:]),
        ]))
        XCTAssertNotNil(result?["result"])
        client.waitUntilExit()
        XCTAssertEqual(server.waitForExit(timeout: 5), 1)
    }
}
