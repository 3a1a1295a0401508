import Foundation
import SpecRules
import SpecTestSupport
import XCTest

/// `docs/rules.md` is generated from the rule metadata; regenerate it with
/// `DESIGNSPEC_UPDATE=1 swift test --filter RulesPageTests`.
final class RulesPageTests: XCTestCase {
    func testRulesPageIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(RuleSetDocument.markdownRelativePath)
        let current = RuleSetDocument.markdown()
        if GeneratedFiles.updating {
            try current.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let published = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(
            published, current,
            "\(RuleSetDocument.markdownRelativePath) is stale; regenerate it with `\(GeneratedFiles.updateCommand(filter: "RulesPageTests"))`"
        )
    }
}
