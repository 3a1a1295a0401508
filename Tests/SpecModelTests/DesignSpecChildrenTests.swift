import SpecModel
import SpecSyntax
import SpecTestSupport
import XCTest

final class DesignSpecChildrenTests: XCTestCase {
    func testChildrenAreTheDirectOnesInOrderAcrossNestingAndScreens() throws {
        let spec = DesignSpec(
            tree: SyntaxTree.parse(
                try TestFixtures.text("children/nested-stacks-menus-and-toolbars.design.jsonc")))
        func ids(of id: String) throws -> [String?] {
            let component = try XCTUnwrap(spec.components.first { $0.string("id") == id }, id)
            return spec.children(of: component).map { $0.string("id") }
        }
        XCTAssertEqual(try ids(of: "row"), ["one", "inner", "more"])
        XCTAssertEqual(try ids(of: "inner"), ["deep"])
        XCTAssertEqual(try ids(of: "more"), ["item"])
        XCTAssertEqual(try ids(of: "one"), [])
        XCTAssertEqual(try ids(of: "after"), [])
        XCTAssertEqual(try ids(of: "bar"), [])
    }
}
