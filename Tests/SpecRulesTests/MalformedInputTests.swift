import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Every registered rule reads malformed documents without crashing, reporting a node twice or pointing
/// outside the text — looping over `RuleRegistry.all`, so a new rule is covered the day it is registered.
final class MalformedInputTests: XCTestCase {
    /// Documents with wrong value types and truncated text: rules skip what they can't read.
    static let malformedDocuments = [
        #"{ "platforms": { "iOS": 17 }, "colors": [], "screens": {} }"#,
        #"{ "colors": { "a": {}, "b": 3, "c": null, "d": { "light": 1, "dark": [] } }, "screens": [ 1, "x", { "background": [], "tabBar": { "items": "x" }, "toolbar": [], "content": "x" } ] }"#,
        #"{ "screens": [ { "tabBar": { "items": [ 1, null, { "title": 2, "symbol": [], "badge": {} } ] }, "toolbar": { "items": [ 1, { "type": 3 } ] }, "navigationBar": { "trailingItems": {} } } ] }"#,
        #"{ "screens": [ { "content": [ { "type": "segmentedControl", "segments": [ 1, null, {}, { "symbol": 2 } ] }, { "type": "pageControl", "pages": -1 }, { "type": "alert", "actions": "x", "title": 3 }, { "type": "actionSheet", "actions": [ 1, "x" ] } ] } ] }"#,
        #"{ "screens": [ { "content": [ { "type": "textField", "contentType": 1, "keyboard": [] }, { "type": "button", "style": 1, "role": [], "symbol": 5, "accessibilityLabel": 3 }, { "type": "image", "asset": 7, "isDecorative": "yes" }, { "type": "list", "style": "grouped", "background": { "light": "nope" } } ] } ] }"#,
        ##"{ "colors": { "a": "b", "b": "c", "c": "#FFF", "x": "x" }, "screens": [ { "content": [ { "type": "text", "color": "a", "background": "#12", "tint": "" } ] } ]"##,
        #"{ "screens": [ { "content": [ { "type": "button", "symbol": "plus", "title": "#,
        ##"{ "platforms": { "watchOS": "10.0", "visionOS": 3 }, "screens": [ { "platform": "tvOS", "toolbar": { "items": [ { "type": "button", "color": 3, "tint": [], "symbol": "plus" } ] }, "content": [ { "type": "button", "style": "borderedProminent", "tint": {}, "background": "#12", "symbol": "" }, { "type": "menu", "items": [ { "type": "button", "title": "A", "color": { "dark": "#000" } } ] } ] } ] }"##
    ]

    func testEveryRegisteredRuleToleratesMalformedInput() {
        for text in Self.malformedDocuments {
            let tree = SyntaxTree.parse(text)
            for rule in RuleRegistry.all {
                let found = RuleEngine.run(DesignSpec(tree: tree), rules: [rule])
                let starts = found.map(\.range.lowerBound)
                XCTAssertEqual(starts.count, Set(starts).count, "\(rule.description.id) reports a node twice in \(text)")
                for diagnostic in found {
                    XCTAssertTrue(
                        diagnostic.range.upperBound <= tree.bytes.count && !diagnostic.range.isEmpty, "\(rule.description.id): bad range")
                }
            }
        }
    }
}
