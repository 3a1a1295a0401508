import SpecKnowledge
import SpecModel
@testable import SpecRules
import XCTest

/// Findings of rules no other test asserts the message of carry the message their named function builds
/// from the finding's figures.
final class NamedMessagesTests: XCTestCase {
    func testInterjectionNamesTheWordAndWhereItIs() {
        let text = specWithContent(
            #"{ "type": "alert", "title": "Oops!", "message": "The photo couldn't be saved.", "actions": [ { "title": "OK" } ] }"#)
        XCTAssertEqual(
            ruleDiagnostics(ErrorMessageInterjectionRule.self, text).map(\.message),
            [ErrorMessageInterjectionRule.message(alert: #"Alert "Oops!""#, key: "title", word: "Oops")])
    }

    func testGestureVerbNamesThePlatformsAndTheirGesture() {
        let text = specWithContent(#"{ "type": "text", "text": "Tap a row to open it." }"#, platforms: #""macOS": "14.0""#)
        XCTAssertEqual(
            ruleDiagnostics(GestureVerbMatchesDeviceRule.self, text).map(\.message),
            [GestureVerbMatchesDeviceRule.message(component: #"Text "Tap a row to open it.""#, word: "Tap", on: [.macOS], use: "click")])
    }

    func testDisabledTabNamesTheTabAndTheScreen() {
        let text =
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "main", "tabBar": { "items": [ { "title": "Library", "symbol": "books.vertical.fill", "isDisabled": true } ] } } ] }"#
        XCTAssertEqual(
            ruleDiagnostics(TabItemNotDisabledRule.self, text).map(\.message),
            [TabItemNotDisabledRule.message(item: #"Tab "Library""#, screen: #"screen "main""#)])
    }

    func testWindowSizeLimitsNameWhatIsMissing() {
        let text =
            #"{ "platforms": { "visionOS": "1.0" }, "screens": [ { "id": "main", "window": { "width": 980, "height": 720, "minWidth": 640 } } ] }"#
        XCTAssertEqual(
            ruleDiagnostics(VisionOSWindowSizeLimitsRule.self, text).map(\.message),
            [VisionOSWindowSizeLimitsRule.message(screen: #"screen "main""#, noMinimum: false, noMaximum: true)])
    }
}
