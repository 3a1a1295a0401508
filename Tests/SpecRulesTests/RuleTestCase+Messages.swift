import SpecRules
import XCTest

extension XCTestCase {
    /// `message`, built by one of `rule`'s message functions, as a diagnostic of `rule` shows it: with the
    /// source of the rule's figures appended when the rule does not rest on the current HIG.
    func findingMessage(_ rule: any Rule.Type, _ message: String) -> String {
        rule.description.authority.findingSource.map { "\(message) (\($0))" } ?? message
    }
}
