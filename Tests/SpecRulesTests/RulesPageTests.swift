import Foundation
import SpecRules
import XCTest

/// `docs/rules.md` is generated from the rule metadata; regenerate it with
/// `DESIGNSPEC_UPDATE_DOCS=1 swift test --filter RulesPageTests`.
final class RulesPageTests: XCTestCase {
    func testRulesPageIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(RuleSetDocument.markdownRelativePath)
        let current = RuleSetDocument.markdown()
        if ProcessInfo.processInfo.environment["DESIGNSPEC_UPDATE_DOCS"] == "1" {
            try current.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let published = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(
            published, current,
            "\(RuleSetDocument.markdownRelativePath) is stale; regenerate it with `DESIGNSPEC_UPDATE_DOCS=1 swift test --filter RulesPageTests`"
        )
    }
}
