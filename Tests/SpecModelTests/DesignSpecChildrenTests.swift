import SpecModel
import SpecSyntax
import XCTest

final class DesignSpecChildrenTests: XCTestCase {
    func testChildrenAreTheDirectOnesInOrderAcrossNestingAndScreens() throws {
        let spec = DesignSpec(
            tree: SyntaxTree.parse(
                #"""
                { "screens": [
                  { "id": "a", "content": [
                    { "id": "row", "type": "stack", "axis": "horizontal", "children": [
                      { "id": "one", "type": "button", "title": "1" },
                      { "id": "inner", "type": "stack", "children": [ { "id": "deep", "type": "text", "text": "d" } ] },
                      { "id": "more", "type": "menu", "items": [ { "id": "item", "type": "button", "title": "i" } ] }
                    ] },
                    { "id": "after", "type": "text", "text": "t" }
                  ], "toolbar": { "items": [ { "id": "bar", "type": "button", "title": "b" } ] } },
                  { "id": "b", "content": [ { "id": "other", "type": "text", "text": "o" } ] }
                ] }
                """#))
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
