import SpecModel
import SpecSyntax
import XCTest

/// The format check with findings reused per screen finds exactly what a check from scratch finds.
final class ScreenValidationCacheTests: XCTestCase {
    private func spec(_ text: String) -> DesignSpec { DesignSpec(tree: SyntaxTree.parse(text)) }

    func testReusedFindingsMoveWithTheirScreens() {
        let screen = #"{ "id": "a", "colour": "red", "content": [ { "type": "buton" }, { "type": "text", "size": "big" } ] }"#
        let original = #"{ "platforms": { "iOS": "17.0" }, "screens": ["# + [screen, screen, screen].joined(separator: ", ") + "] }"
        let first = ScreenValidationCache(previous: nil)
        XCTAssertEqual(VocabularyValidator.validate(spec(original), cache: first), VocabularyValidator.validate(spec(original)))
        // Lengthen the first screen: the others move, their findings are reused at their new offsets.
        let edited = original.replacingOccurrences(
            of: #"{ "id": "a", "colour""#, with: #"{ "id": "a", "extra": 1, "colour""#, options: [],
            range: original.range(of: #"{ "id": "a", "colour""#))
        XCTAssertNotEqual(edited, original)
        let second = ScreenValidationCache(previous: first)
        let reused = VocabularyValidator.validate(spec(edited), cache: second)
        XCTAssertEqual(reused, VocabularyValidator.validate(spec(edited)))
        XCTAssertTrue(reused.contains { $0.message.contains("extra") }, "the edited screen was checked again")
        XCTAssertEqual(second.recomputedScreens, 1, "only the edited screen was checked again")
        XCTAssertEqual(VocabularyValidator.validate(spec(edited), cache: ScreenValidationCache(previous: second)), reused)
    }
}
