import SpecModel
import SpecSyntax
import XCTest

/// Where the components of issue 24's components item are collected: a button's or link's `label`
/// content under it (placement `label`), a row's swipe actions under the row, a title menu's items as menu
/// items, and an empty state's actions as its children.
final class TappableContainerCollectionTests: XCTestCase {
    private let spec = DesignSpec(
        tree: SyntaxTree.parse(
            #"""
            { "screens": [ { "id": "a",
              "navigationBar": { "title": "Doc", "titleMenu": [ { "id": "rename", "type": "button", "title": "Rename" } ] },
              "content": [
                { "id": "tap", "type": "button", "label": [ { "id": "card", "type": "card", "children": [ { "id": "caption", "type": "text", "text": "Hi" } ] } ] },
                { "id": "web", "type": "link", "url": "https://example.com", "label": [ { "id": "banner", "type": "image", "asset": "b" } ] },
                { "id": "row", "type": "label", "title": "Mail", "badge": 2,
                  "swipeActions": { "leading": [ { "id": "pin", "type": "button", "title": "Pin" } ], "trailing": [ { "id": "delete", "type": "button", "title": "Delete" } ] } },
                { "id": "empty", "type": "contentUnavailable", "title": "None", "actions": [ { "id": "retry", "type": "button", "title": "Retry" } ] },
                { "id": "notLabel", "type": "text", "text": "x", "label": [ { "id": "ignored", "type": "text", "text": "y" } ] }
              ] } ] }
            """#))

    private func component(_ id: String) throws -> Component {
        try XCTUnwrap(spec.components.first { $0.string("id") == id }, id)
    }

    func testLabelContentSitsUnderItsButtonOrLink() throws {
        XCTAssertEqual(spec.children(of: try component("tap")).map { $0.string("id") }, ["card"])
        XCTAssertEqual(try component("card").placement, .label)
        XCTAssertEqual(try component("banner").placement, .label)
        XCTAssertEqual(try component("caption").placement, .children)
        XCTAssertEqual(spec.labelOwner(of: try component("caption"))?.string("id"), "tap")
        XCTAssertEqual(spec.labelOwner(of: try component("banner"))?.string("id"), "web")
        XCTAssertNil(spec.labelOwner(of: try component("tap")))
        // Only buttons and links have label content.
        XCTAssertNil(spec.components.first { $0.string("id") == "ignored" })
    }

    func testSwipeActionsTitleMenuAndEmptyStateActions() throws {
        XCTAssertEqual(try component("pin").placement, .swipeActions)
        XCTAssertEqual(try component("delete").parentIndex, try component("row").index)
        XCTAssertEqual(try component("rename").placement, .menuItems)
        XCTAssertNil(try component("rename").parentIndex)
        XCTAssertEqual(spec.children(of: try component("empty")).map { $0.string("id") }, ["retry"])
    }
}
