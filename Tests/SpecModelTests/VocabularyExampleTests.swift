import Foundation
import SpecModel
import SpecSyntax
import XCTest

/// The clean examples in `Examples/` conform to the format vocabulary.
final class VocabularyExampleTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    func testRecipesExampleIsClean() throws {
        let url = Self.examples.appendingPathComponent("recipes.design.jsonc")
        let tree = SyntaxTree.parse(try String(contentsOf: url, encoding: .utf8))
        XCTAssertEqual(tree.diagnostics.map(\.message), [])
        let spec = DesignSpec(tree: tree)
        XCTAssertEqual(VocabularyValidator.validate(spec).map(\.message), [])
        XCTAssertGreaterThanOrEqual(spec.screens.count, 4)
        XCTAssertTrue(spec.declaresPlatforms)
        let kinds = Set(spec.components.compactMap(\.kind))
        XCTAssertTrue(kinds.isSuperset(of: ["button", "textField", "segmentedControl", "alert", "list"]), "\(kinds)")
    }
}
