import SpecAnalysis
import XCTest

/// Issue 15, correction 11: hover on a system color shows the values of the spec's era and platforms,
/// no contrast line for a background against a background, and rename advice only when every target has
/// the new name.
final class SystemColorHoverTests: XCTestCase {
    /// An iOS 26 spec shows the 26-generation `systemBlue` the rules use, and the dark value visionOS and
    /// watchOS use where the spec targets them.
    func testSystemColorHoverShowsTheValuesOfTheSpecsEraAndPlatforms() {
        assertHover(
            #"{ "platforms": { "iOS": "26.0", "visionOS": "26.0", "watchOS": "26.0" }, "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Hi", "color": "system1️⃣Blue" } ] } ] }"#,
            contains: ["26-generation values", "`#0088FF`", "visionOS and watchOS have only a dark appearance: `#0091FF`"],
            notContains: ["`#007AFF`"])
        assertHover(
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Hi", "color": "system1️⃣Blue" } ] } ] }"#,
            contains: ["iOS 13–18 values for iOS 17.0", "`#007AFF`"], notContains: ["only a dark appearance"])
        // A visionOS-only spec shows the one appearance visionOS has.
        assertHover(
            #"{ "platforms": { "visionOS": "26.0" }, "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Hi", "color": "system1️⃣Blue" } ] } ] }"#,
            contains: ["| dark "], notContains: ["increased-contrast", "| light "])
    }

    /// A token for a background is not drawn on a background: no contrast line; a foreground token keeps it.
    func testABackgroundTokenHasNoContrastLine() {
        assertHover(
            #"{ "platforms": { "iOS": "26.0" }, "colors": { "sur1️⃣face": "secondarySystemBackground" } }"#,
            contains: ["`surface`", "`#F2F2F7`"], notContains: ["Contrast against"])
        assertHover(
            #"{ "platforms": { "iOS": "26.0" }, "colors": { "in1️⃣k": "secondaryLabel" } }"#,
            contains: ["Contrast against", "≥ 4.5:1", "accessibility#Vision"])
    }

    /// Rename advice only when every target has the new name (`doc.on.doc` became `document.on.document`
    /// in SF Symbols 6, iOS 18).
    func testRenameAdviceOnlyWhenEveryTargetHasTheNewName() {
        assertHover(
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { "type": "image", "symbol": "doc.on1️⃣.doc" } ] } ] }"#,
            contains: ["renamed to `document.on.document`", "Keep this name while the spec supports iOS 17.0"],
            notContains: ["Use the new name."])
        assertHover(
            #"{ "platforms": { "iOS": "18.0" }, "screens": [ { "id": "s", "content": [ { "type": "image", "symbol": "doc.on1️⃣.doc" } ] } ] }"#,
            contains: ["Use the new name."])
    }
}
