import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecTestSupport
import XCTest

/// A broken `.designspec.json` does not stop the server: it logs the file's errors, applies what the
/// file sets validly, and goes on serving (issue 25, item 8).
final class SecurityConfigurationServerTests: XCTestCase {
    func testAnInvalidConfigurationIsLoggedAndTheServerKeepsServing() throws {
        let workspace = try MarkedWorkspace([
            ".designspec.json": #"{ "rules": { "platforms-declared": "error", "min-touch-targt": "off" }, "strict": "yes", "colour": 1 }"#,
            "a.design.json": #"{ "name": "A", "screens": [] }"#
        ])
        let server = try ServerProcess(keepsLog: true)
        server.initialize(folders: [workspace.root])
        let uri = URL(fileURLWithPath: workspace.path("a.design.json")).absoluteString
        server.client.open(uri, text: workspace["a.design.json"].text)
        let published = server.client.notification(PublishDiagnosticsNotification.self) { $0.uri == uri }
        XCTAssertEqual(
            published?.diagnostics.first { $0.code == "platforms-declared" }?.severity, .error, "the valid setting applies")
        let log = server.logText()
        XCTAssertTrue(log.contains(#"error: Unknown rule "min-touch-targt"; did you mean "min-touch-target"?"#), log)
        XCTAssertTrue(log.contains(#"error: "strict" is true or false."#), log)
        XCTAssertTrue(log.contains(#"error: Unknown setting "colour"."#), log)
    }
}
