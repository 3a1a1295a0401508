import SpecModel
@testable import SpecRules
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
            sourcedMessage(
                AlertButtonCountRule.tooManyButtons(alert: #"Alert "Save?""#, count: 4, preferred: 2), of: AlertButtonCountRule.self))
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testSingleButtonAlertIsInformation() throws {
        let text = specWithContent(#"{ "type": "alert", "title": "Done", "actions": \#(actions(["OK"])) }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(AlertButtonCountRule.self, text).first)
        XCTAssertEqual(diagnostic.severity, .information)
        XCTAssertEqual(
            diagnostic.message,
            sourcedMessage(AlertButtonCountRule.oneButton(alert: #"Alert "Done""#, preferred: 2), of: AlertButtonCountRule.self))
    }

    func testAlertWithoutTitleQuotesTheMessage() throws {
        let text = specWithContent(#"{ "type": "alert", "message": "The file was deleted.", "actions": \#(actions(["OK", "Undo"])) }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(AlertTitleRequiredRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            sourcedMessage(AlertTitleRequiredRule.message(alertMessage: "The file was deleted."), of: AlertTitleRequiredRule.self))
        XCTAssertEqual(diagnostic.severity, .warning)
    }

    func testDestructivePrimaryActionIsFixedToDestructiveRole() throws {
        let text = specWithContent(
            #"{ "type": "alert", "title": "Delete?", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Delete Photo", "role": "primary" } ] }"#
        )
        let diagnostic = try XCTUnwrap(ruleDiagnostics(PrimaryNotDestructiveRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message, PrimaryNotDestructiveRule.message(owner: #"Action "Delete Photo" of Alert "Delete?""#, verb: "Delete"))
        XCTAssertEqual(diagnostic.fix?.newText, "\"destructive\"")
    }

    func testActionSheetWithoutCancelOnIPhone() throws {
        let text = specWithContent(#"{ "type": "actionSheet", "actions": \#(actions(["Share", "Copy", "Print"])) }"#)
        let diagnostic = try XCTUnwrap(ruleDiagnostics(ActionSheetStructureRule.self, text).first)
        XCTAssertEqual(diagnostic.message, sourcedMessage(ActionSheetStructureRule.noCancel(count: 3), of: ActionSheetStructureRule.self))
    }

    func testActionSheetOrderIsChecked() throws {
        let text = specWithContent(
            #"{ "type": "actionSheet", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Share" }, { "title": "Delete", "role": "destructive" } ] }"#
        )
        let messages = ruleDiagnostics(ActionSheetStructureRule.self, text).map(\.message)
        XCTAssertEqual(
            messages,
            [
                ActionSheetStructureRule.cancelNotLast(position: 1, count: 3),
                ActionSheetStructureRule.destructiveNotFirst(title: "Delete", position: 3, count: 3)
            ].map { sourcedMessage($0, of: ActionSheetStructureRule.self) })
    }
}
