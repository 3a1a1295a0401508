import SpecAnalysis
import XCTest

/// Hover, completion and validation follow the format extensions added for multi-platform apps:
/// `fallbackSymbol`, `appIcon.variants`, image `scaleFactors` and the `disclosureButton` kind.
final class FormatExtensionTests: XCTestCase {
    func testFallbackSymbolIsOfferedAndDocumented() {
        assertCompletion(
            """
            { "screens": [ { "id": "s", "content": [ { "type": "image", "symbol": "document.on.document", 1️⃣ } ] } ] }
            """,
            contains: ["fallbackSymbol"])
        assertCompletion(
            """
            { "screens": [ { "id": "s", "tabBar": { "items": [ { "title": "Copy", "symbol": "document.on.document", 1️⃣ } ] } } ] }
            """,
            contains: ["fallbackSymbol"])
        assertHover(
            """
            { "screens": [ { "id": "s", "content": [ { "type": "image", "symbol": "document.on.document", "fallback1️⃣Symbol": "doc.on.doc" } ] } ] }
            """,
            contains: ["older SF Symbol", "sf-symbols#Overview"])
    }

    func testFallbackSymbolValueCompletesSymbolNames() {
        assertCompletion(
            """
            { "screens": [ { "id": "s", "content": [ { "type": "image", "symbol": "document.on.document", "fallbackSymbol": "doc.on.do1️⃣" } ] } ] }
            """,
            contains: ["doc.on.doc"])
    }

    func testAppIconVariantKeysAndRoles() {
        assertCompletion(
            """
            { "platforms": { "tvOS": "17.0" }, "appIcon": { "variants": [ { 1️⃣ } ] } }
            """,
            contains: ["platform", "width", "height", "role"], notContains: ["layers"])
        assertCompletion(
            """
            { "platforms": { "tvOS": "17.0" }, "appIcon": { "variants": [ { "platform": "tvOS", "role": 1️⃣ } ] } }
            """,
            contains: ["layout", "appStore", "topShelf"])
        assertHover(
            """
            { "appIcon": { "varia1️⃣nts": [] } }
            """,
            contains: ["tvOS home screen and App Store", "app-icons#Specifications"])
    }

    func testScaleFactorsHoverStatesEachPlatformsFigure() {
        assertHover(
            """
            { "screens": [ { "id": "s", "content": [ { "type": "image", "asset": "hero", "scale1️⃣Factors": ["@2x"] } ] } ] }
            """,
            contains: ["iOS @2x and @3x", "macOS @1x and @2x", "visionOS @2x or higher", "images#Resolution"])
    }

    func testDisclosureButtonKindIsKnown() {
        assertCompletion(
            """
            { "screens": [ { "id": "s", "content": [ { "type": "disclo1️⃣" } ] } ] }
            """,
            contains: ["disclosureButton"])
        let analysis = DocumentAnalysis(
            text:
                #"{ "platforms": { "macOS": "14.0" }, "screens": [ { "id": "s", "content": [ { "type": "disclosureButton", "title": "Options", "isExpanded": true, "children": [] } ] } ] }"#
        )
        XCTAssertEqual(analysis.diagnostics().filter { $0.severity == .error || $0.severity == .warning }.map(\.code), [])
    }
}
