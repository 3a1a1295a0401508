import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecTestSupport
import XCTest

/// The server reads `.designspec.json` at a workspace folder: its severities apply to the specs there
/// (under the editor's settings), and a change to the file re-analyses the open specs.
final class RepositoryConfigurationServerTests: XCTestCase {
    func testTheRepositoryConfigurationAppliesAndIsReadAgainWhenItChanges() throws {
        let workspace = try MarkedWorkspace([
            ".designspec.json": #"{ "rules": { "platforms-declared": "error" } }"#,
            "a.design.json": #"{ "name": "A", "screens": [] }"#
        ])
        let server = try ServerProcess()
        server.initialize(folders: [workspace.root])
        let uri = URL(fileURLWithPath: workspace.path("a.design.json")).absoluteString
        server.client.open(uri, text: workspace["a.design.json"].text)
        func platformsDeclared() -> LSPDiagnostic? {
            server.client.notification(PublishDiagnosticsNotification.self) { $0.uri == uri }?
                .diagnostics.first { $0.code == "platforms-declared" }
        }
        XCTAssertEqual(platformsDeclared()?.severity, .error, "the file's severity applies")

        try Data(#"{ "rules": { "platforms-declared": "warning" } }"#.utf8).write(
            to: URL(fileURLWithPath: workspace.path(".designspec.json")))
        server.notify(
            DidChangeWatchedFilesNotification(
                DidChangeWatchedFilesParams(changes: [
                    FileEvent(uri: URL(fileURLWithPath: workspace.path(".designspec.json")).absoluteString, type: .changed)
                ])))
        XCTAssertEqual(platformsDeclared()?.severity, .warning, "the changed file is read again")
    }
}
