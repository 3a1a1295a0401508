import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import SpecTestSupport
import XCTest

/// The server publishes the findings about an imported asset catalog at its files' URIs (not open in
/// the editor), asks the client to watch catalogs and tokens files, and on a watched change reads the
/// catalog again and re-publishes the importing spec's and the catalog files' diagnostics.
final class TokenSourceServerTests: XCTestCase {
    private static func colorset(dark: Bool) -> String {
        let darkEntry = """
            ,
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x24", "green" : "0xA5", "red" : "0xF5" } }, "idiom" : "universal" }
            """
        return """
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0xC4", "red" : "0xFF" } }, "idiom" : "universal" }\(dark ? darkEntry : "")
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
    }

    private static let files = [
        "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        "App/Assets.xcassets/Highlight.colorset/Contents.json": colorset(dark: false),
        "App/Assets.xcassets/Broken.colorset/Contents.json": #"{ "colors" : [ }"#,
        "feature.design.jsonc": ##"""
        { "platforms": { "iOS": "17.0" }, "imports": ["App/Assets.xcassets"],
          "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Pale", "color": "Highlight" } ] } ] }
        """##
    ]

    private func uri(_ workspace: MarkedWorkspace, _ relative: String) -> String {
        URL(fileURLWithPath: workspace.path(relative)).absoluteString
    }

    /// The next diagnostics published for `relative`, as `code@line` (0-based lines).
    private func published(_ server: ServerProcess, _ workspace: MarkedWorkspace, _ relative: String) -> [String]? {
        let target = uri(workspace, relative)
        return server.client.notification(PublishDiagnosticsNotification.self) { $0.uri == target }?.diagnostics.map {
            "\($0.code ?? "")@\($0.range.start.line)"
        }
    }

    func testCatalogFindingsArePublishedAtTheCatalogFilesAndFollowWatchedChanges() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try ServerProcess()
        server.initialize(
            capabilities: ClientCapabilities(workspace: .init(didChangeWatchedFiles: .init(dynamicRegistration: true))),
            folders: [workspace.root])
        let registration = try XCTUnwrap(server.client.serverRequest(RegisterCapabilityRequest.self))
        let globs = registration["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?.arrayValue?.compactMap {
            $0["globPattern"]?.stringValue
        }
        XCTAssertEqual(
            globs,
            [
                "**/*.design.{json,jsonc}", "**/.designspec.{json,jsonc}", "**/*.xcassets", "**/*.xcassets/**", "**/*.{tokens.json,tokens}",
                "**/*.resolver.json"
            ])
        if let id = registration["id"] { server.client.respond(to: id, with: JSONValue.null) }

        server.client.open(uri(workspace, "feature.design.jsonc"), text: workspace["feature.design.jsonc"].text, languageId: "jsonc")
        XCTAssertEqual(published(server, workspace, "App/Assets.xcassets/Broken.colorset/Contents.json"), ["token-source/malformed-json@0"])
        XCTAssertEqual(
            published(server, workspace, "App/Assets.xcassets/Highlight.colorset/Contents.json"), ["custom-color-light-dark-variants@0"])

        // The colorsets are fixed on disk; the client reports the changed files.
        try workspace.write("App/Assets.xcassets/Broken.colorset/Contents.json", Self.colorset(dark: true))
        try workspace.write("App/Assets.xcassets/Highlight.colorset/Contents.json", Self.colorset(dark: true))
        server.notify(
            DidChangeWatchedFilesNotification(
                DidChangeWatchedFilesParams(changes: [
                    FileEvent(uri: uri(workspace, "App/Assets.xcassets/Broken.colorset/Contents.json"), type: .changed),
                    FileEvent(uri: uri(workspace, "App/Assets.xcassets/Highlight.colorset/Contents.json"), type: .changed)
                ])))
        XCTAssertEqual(published(server, workspace, "App/Assets.xcassets/Broken.colorset/Contents.json"), [], "cleared once fixed")
        XCTAssertEqual(published(server, workspace, "App/Assets.xcassets/Highlight.colorset/Contents.json"), [])
    }

    func testClosingTheLastImporterClearsTheCatalogFindings() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let server = try ServerProcess()
        server.initialize(folders: [workspace.root])
        let spec = uri(workspace, "feature.design.jsonc")
        server.client.open(spec, text: workspace["feature.design.jsonc"].text, languageId: "jsonc")
        XCTAssertEqual(published(server, workspace, "App/Assets.xcassets/Broken.colorset/Contents.json"), ["token-source/malformed-json@0"])
        server.notify(DidCloseTextDocumentNotification(DocumentIdentifierParams(textDocument: TextDocumentIdentifier(uri: spec))))
        XCTAssertEqual(published(server, workspace, "App/Assets.xcassets/Broken.colorset/Contents.json"), [])
    }
}
