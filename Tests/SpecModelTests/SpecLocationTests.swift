import SpecModel
import SpecSyntax
import SpecTestSupport
import XCTest

final class SpecLocationTests: XCTestCase {
    private func location(_ marked: String, file: StaticString = #filePath, line: UInt = #line) -> SpecLocation? {
        let fixture = MarkedText(marked)
        guard let offset = fixture.offset() else {
            XCTFail("fixture has no 1️⃣ marker", file: file, line: line)
            return nil
        }
        return SpecLocation(spec: DesignSpec(tree: SyntaxTree.parse(fixture.text)), offset: offset)
    }

    func testTopLevelKeyAndValue() {
        let key = location(#"{ "na1️⃣me": "Recipes" }"#)
        XCTAssertEqual(key?.context, .document)
        XCTAssertEqual(key?.propertyName, "name")
        XCTAssertNil(key?.expectedValue)
        XCTAssertTrue(key?.isKeySlot ?? false)
        XCTAssertEqual(key?.property?.name, "name")

        let newKey = location(#"{ "name": "Recipes", 1️⃣ }"#)
        XCTAssertEqual(newKey?.context, .document)
        XCTAssertNil(newKey?.propertyName)

        let version = location(#"{ "platforms": { "iOS": "1️⃣" } }"#)
        XCTAssertEqual(version?.context, .platforms)
        XCTAssertEqual(version?.propertyName, "iOS")
        XCTAssertEqual(version?.expectedValue, .osVersion)
    }

    func testComponentValueSlots() {
        let symbol = location(#"{ "screens": [ { "id": "home", "content": [ { "type": "button", "symbol": "star1️⃣" } ] } ] }"#)
        XCTAssertEqual(symbol?.context, .component(kind: "button"))
        XCTAssertEqual(symbol?.expectedValue, .symbol)
        XCTAssertEqual(symbol?.propertyName, "symbol")
        XCTAssertEqual(symbol?.component?.kind, "button")
        XCTAssertEqual(symbol?.screen?.id, "home")

        let kind = location(#"{ "screens": [ { "content": [ { "type": "bu1️⃣" } ] } ] }"#)
        XCTAssertEqual(kind?.expectedValue, .componentKind)
        XCTAssertEqual(kind?.context, .component(kind: "bu"))

        let missingValue = location(#"{ "screens": [ { "content": [ { "type": "text", "color": 1️⃣ } ] } ] }"#)
        XCTAssertEqual(missingValue?.expectedValue, .color)
        XCTAssertEqual(missingValue?.context, .component(kind: "text"))
    }

    func testHalfTypedDocument() {
        let unclosed = location(#"{ "screens": [ { "content": [ { "type": "stack", "children": [ { "type": "toggle", "1️⃣"#)
        XCTAssertEqual(unclosed?.context, .component(kind: "toggle"))
        XCTAssertTrue(unclosed?.isKeySlot ?? false)
        XCTAssertEqual(unclosed?.component?.kind, "toggle")
        XCTAssertEqual(unclosed?.component?.placement, .children)

        let unclosedValue = location(#"{ "screens": [ { "navigationBar": { "titleMode": "la1️⃣"#)
        XCTAssertEqual(unclosedValue?.context, .navigationBar)
        XCTAssertEqual(unclosedValue?.expectedValue?.allowedValues, ["large", "inline"])
    }

    func testArraysAndNestedObjects() {
        let newComponent = location(#"{ "screens": [ { "toolbar": { "items": [ 1️⃣ ] } } ] }"#)
        XCTAssertEqual(newComponent?.expectedValue, .object(.component(kind: nil)))
        XCTAssertEqual(newComponent?.context, .toolbar)
        XCTAssertEqual(newComponent?.propertyName, "items")

        let barItem = location(#"{ "screens": [ { "navigationBar": { "leadingItems": [ { "type": "button", 1️⃣ } ] } } ] }"#)
        XCTAssertEqual(barItem?.context, .component(kind: "button"))
        XCTAssertEqual(barItem?.component?.placement, .navigationBarLeading)

        let tab = location(#"{ "screens": [ { "tabBar": { "items": [ { "symbol": "1️⃣" } ] } } ] }"#)
        XCTAssertEqual(tab?.context, .tabBarItem)
        XCTAssertEqual(tab?.expectedValue, .symbol)
        XCTAssertNil(tab?.component)

        let segment = location(#"{ "screens": [ { "content": [ { "type": "segmentedControl", "segments": [ "A", { "sym1️⃣" } ] } ] } ] }"#)
        XCTAssertEqual(segment?.context, .segment)
        XCTAssertEqual(segment?.component?.kind, "segmentedControl")

        let action = location(#"{ "screens": [ { "content": [ { "type": "alert", "actions": [ { "role": "1️⃣" } ] } ] } ] }"#)
        XCTAssertEqual(action?.context, .alertAction)
        XCTAssertEqual(action?.expectedValue?.allowedValues, ["destructive", "cancel", "primary"])

        let menuItem = location(
            #"{ "screens": [ { "content": [ { "type": "menu", "items": [ { "type": "button", "title": "1️⃣" } ] } ] } ] }"#)
        XCTAssertEqual(menuItem?.context, .component(kind: "button"))
        XCTAssertEqual(menuItem?.component?.placement, .menuItems)

        let appearance = location(#"{ "appIcon": { "appearances": [ "dark", "1️⃣" ] } }"#)
        XCTAssertEqual(appearance?.context, .appIcon)
        XCTAssertEqual(appearance?.propertyName, "appearances")
        XCTAssertEqual(appearance?.expectedValue?.allowedValues.first, "default")
    }

    func testTokensAndValueObjects() {
        let variant = location(#"{ "colors": { "brand": { "dark": "1️⃣" } } }"#)
        XCTAssertEqual(variant?.context, .colorVariants)
        XCTAssertEqual(variant?.expectedValue, .color)

        let variantKey = location(#"{ "colors": { "brand": { 1️⃣ } } }"#)
        XCTAssertEqual(variantKey?.context, .colorVariants)

        let token = location(#"{ "colors": { "brand": "1️⃣" } }"#)
        XCTAssertEqual(token?.context, .colors)
        XCTAssertEqual(token?.propertyName, "brand")
        XCTAssertEqual(token?.expectedValue, .color)

        let fontKey = location(#"{ "screens": [ { "content": [ { "type": "text", "font": { "wei1️⃣" } } ] } ] }"#)
        XCTAssertEqual(fontKey?.context, .font)
        XCTAssertEqual(fontKey?.component?.kind, "text")

        let typeToken = location(#"{ "typography": { "card": { "weight": "1️⃣" } } }"#)
        XCTAssertEqual(typeToken?.context, .font)
        XCTAssertEqual(typeToken?.expectedValue?.allowedValues.count, 9)

        let rule = location(#"{ "rules": { "min-touch-target": "1️⃣" } }"#)
        XCTAssertEqual(rule?.context, .rules)
        XCTAssertEqual(rule?.expectedValue?.allowedValues.prefix(5), ArraySlice(RuleSeverity.formatNames))
    }

    func testUnknownPlacesHaveNoContext() {
        let outside = location("1️⃣ { }")
        XCTAssertNil(outside?.context)
        XCTAssertNil(outside?.expectedValue)
        let unknown = location(#"{ "whatever": { "x": "1️⃣" } }"#)
        XCTAssertNil(unknown?.context)
        XCTAssertNil(unknown?.expectedValue)
        let scalarParent = location(#"{ "name": { "x": 1️⃣ } }"#)
        XCTAssertNil(scalarParent?.expectedValue)
    }
}
