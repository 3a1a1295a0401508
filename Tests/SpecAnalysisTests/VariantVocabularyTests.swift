import SpecAnalysis
import XCTest

/// Completion and hover inside `variants`, `when` and `dynamicTypeRange` follow the vocabulary.
final class VariantVocabularyTests: XCTestCase {
    func testScreensAndComponentsOfferVariants() {
        assertCompletion(#"{ "screens": [ { "id": "home", 1️⃣ } ] }"#, contains: ["variants", "dynamicTypeRange"])
        assertCompletion(#"{ "screens": [ { "content": [ { "type": "button", 1️⃣ } ] } ] }"#, contains: ["variants"])
        assertCompletion(#"{ 1️⃣ }"#, contains: ["dynamicTypeRange"])
    }

    /// A button's variant takes a button's own keys (`style`) and `when`, but not what cannot vary.
    func testAVariantOffersItsOwnersPropertiesAndWhen() {
        assertCompletion(
            #"{ "screens": [ { "content": [ { "type": "button", "variants": [ { 1️⃣ } ] } ] } ] }"#,
            contains: ["when", "style", "height", "font"], notContains: ["type", "id", "variants"])
        assertCompletion(
            #"{ "screens": [ { "variants": [ { 1️⃣ } ] } ] }"#,
            contains: ["when", "background", "content"], notContains: ["id", "platform", "variants"])
    }

    func testWhenOffersPlatformsAndSizeClasses() {
        assertCompletion(
            #"{ "screens": [ { "variants": [ { "when": { 1️⃣ } } ] } ] }"#,
            contains: ["platform", "horizontalSizeClass", "verticalSizeClass"])
        assertCompletion(
            #"{ "screens": [ { "variants": [ { "when": { "horizontalSizeClass": "1️⃣" } } ] } ] }"#,
            contains: ["compact", "regular"])
        assertCompletion(#"{ "dynamicTypeRange": { "max": "1️⃣" } }"#, contains: ["xxxLarge", "accessibility5"])
    }

    func testHoverExplainsVariantsWhenAndTheRange() {
        assertHover(#"{ "screens": [ { "vari1️⃣ants": [] } ] }"#, contains: ["size class", "iOS-iPadOS-device-size-classes"])
        assertHover(
            #"{ "screens": [ { "variants": [ { "when": { "horizontal1️⃣SizeClass": "regular" } } ] } ] }"#,
            contains: ["horizontalSizeClass"])
        assertHover(#"{ "dynamicType1️⃣Range": { "max": "xxxLarge" } }"#, contains: ["dynamicTypeSize", "accessibility#Vision"])
        assertHover(#"{ "typography": { "brand": { "family": "Avenir", "size": 15, "relative1️⃣To": "body" } } }"#, contains: ["relativeTo"])
    }

    func testAScaledSizeOffersItsValueAndTextStyle() {
        assertCompletion(
            #"{ "screens": [ { "content": [ { "type": "button", "width": { 1️⃣ } } ] } ] }"#, contains: ["value", "relativeTo"])
        assertCompletion(
            #"{ "screens": [ { "content": [ { "type": "button", "width": { "value": 44, "relativeTo": "1️⃣" } } ] } ] }"#,
            contains: ["body", "headline"])
    }
}
