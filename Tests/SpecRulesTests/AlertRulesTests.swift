import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Messages, fixes and graded severities of the alert and action sheet rules.
final class AlertRulesTests: XCTestCase {
    private func actions(_ titles: [String]) -> String {
        "[ " + titles.map { #"{ "title": "\#($0)" }"# }.joined(separator: ", ") + " ]"
    }

    func testFourButtonAlertSaysTheCount() throws {
        let text = specWithContent(
            #"{ "type": "alert", "title": "Save?", "actions": \#(actions(["Save", "Discard", "Later", "Cancel"])) }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(AlertButtonCountRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            "Alert \"Save?\" has 4 buttons; keep alerts to 2 and use an action sheet for three or more choices. (source: iOS HIG, 2015 (legacy rule set))"
        )
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testSingleButtonAlertIsInformation() throws {
        let text = specWithContent(#"{ "type": "alert", "title": "Done", "actions": \#(actions(["OK"])) }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(AlertButtonCountRule.self, text).first)
        XCTAssertEqual(diagnostic.severity, .information)
        XCTAssertTrue(diagnostic.message.contains("has 1 button"), diagnostic.message)
    }

    func testAlertWithoutTitleQuotesTheMessage() throws {
        let text = specWithContent(#"{ "type": "alert", "message": "The file was deleted.", "actions": \#(actions(["OK", "Undo"])) }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(AlertTitleRequiredRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Alert has no title (message: \"The file was deleted.\")"), diagnostic.message)
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testDestructivePrimaryActionIsFixedToDestructiveRole() throws {
        let text = specWithContent(
            #"{ "type": "alert", "title": "Delete?", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Delete Photo", "role": "primary" } ] }"#
        )
        let diagnostic = try XCTUnwrap(ruleDiagnostics(PrimaryNotDestructiveRule.self, text).first)
        XCTAssertTrue(
            diagnostic.message.hasPrefix("Action \"Delete Photo\" of Alert \"Delete?\" is destructive (\"Delete\")"), diagnostic.message)
        XCTAssertEqual(diagnostic.fix?.newText, "\"destructive\"")
    }

    func testActionSheetWithoutCancelOnIPhone() throws {
        let text = specWithContent(#"{ "type": "actionSheet", "actions": \#(actions(["Share", "Copy", "Print"])) }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(ActionSheetStructureRule.self, text).first)
        XCTAssertTrue(diagnostic.message.hasPrefix("Action sheet has 3 actions and no Cancel; on iPhone add"), diagnostic.message)
    }

    func testActionSheetOrderIsChecked() throws {
        let text = specWithContent(
            #"{ "type": "actionSheet", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Share" }, { "title": "Delete", "role": "destructive" } ] }"#
        )
        let messages = ruleDiagnostics(ActionSheetStructureRule.self, text).map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Cancel is action 1 of 3 in the action sheet; put it last") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Destructive action \"Delete\" is action 3 of 3; put it first") }, "\(messages)")
    }
}
