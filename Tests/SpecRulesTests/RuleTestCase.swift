import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Helpers shared by the focused rule tests (messages, fixes, graded severities).
extension XCTestCase {
    /// The diagnostics `rule` alone reports on `text`, with the legacy rule set on (so legacy rules run).
    func ruleDiagnostics(_ rule: any Rule.Type, _ text: String) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), configuration: RuleConfiguration(legacy: true), rules: [rule])
    }

    /// The diagnostics `rule` alone reports on `text` with the legacy rule set on (rules resting on the
    /// 2015 iOS HIG or the unofficial summary are off without it).
    func legacyDiagnostics(_ rule: any Rule.Type, _ text: String) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), configuration: RuleConfiguration(legacy: true), rules: [rule])
    }

    /// A spec with one screen whose `content` is `components` (an array's inside), targeting `platforms`.
    func specWithContent(_ components: String, platforms: String = #""iOS": "17.0""#) -> String {
        #"{ "platforms": { \#(platforms) }, "screens": [ { "id": "main", "content": [ \#(components) ] } ] }"#
    }

    /// `text` with every edit of `fix` applied (UTF-8 byte range replacements, last first).
    func applyingFix(_ fix: SuggestedFix?, to text: String) throws -> String {
        let fix = try XCTUnwrap(fix)
        var bytes = Array(text.utf8)
        for edit in fix.edits.reversed() {
            bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
