import SpecKnowledge
@testable import SpecModel
import SpecSyntax
import XCTest

/// The effective text of a screen's variant, and the way back from its offsets to the written text.
final class EffectiveDocumentTests: XCTestCase {
    func testOverridesReplaceAndInsertAndMapBack() throws {
        let text =
            #"{ "screens": [ { "id": "s", "content": [ { "type": "button", "height": 44, "variants": [ { "when": { "platform": "iPadOS" }, "height": 20, "font": "title" } ] } ] } ] }"#
        let spec = DesignSpec(tree: SyntaxTree.parse(text))
        let variants = SpecVariants(spec: spec)
        let screen = try XCTUnwrap(variants.screens.first)
        // iOS (the assumed target) has no variant that applies: one group; the spec targets only iOS.
        XCTAssertEqual(screen.groups.map(\.applied), [[]])

        let iPad = ScreenVariants.label(platform: .iPadOS, environments: SizeClassCatalog.shared.environments(for: .iPadOS))
        XCTAssertEqual(iPad, "iPadOS")
        let group = VariantGroup(
            platform: .iPadOS, environments: [SizeClassEnvironment(horizontal: .regular, vertical: .regular)], applied: [0])
        let document = SpecVariants.effectiveDocument(of: spec, picks: [(screen, group)])
        let effective = String(decoding: document.bytes, as: UTF8.self)
        let tree = SyntaxTree.parse(bytes: document.bytes)
        XCTAssertTrue(tree.diagnostics.isEmpty, effective)
        let button = try XCTUnwrap(tree.root?["screens"]?.elements.first?["content"]?.elements.first)
        XCTAssertEqual(button["height"]?.numberValue, 20)
        XCTAssertEqual(button["font"]?.stringValue, "title")
        XCTAssertEqual(tree.root?["screens"]?.elements.first?["platform"]?.stringValue, "iPadOS")

        // The effective height maps to the override's value; the inserted platform maps nowhere.
        let height = try XCTUnwrap(button["height"])
        let written = try XCTUnwrap(text.range(of: "20,"))
        let writtenStart = text.utf8.distance(from: text.utf8.startIndex, to: written.lowerBound)
        XCTAssertEqual(document.originalRange(height.range), writtenStart..<(writtenStart + 2))
        let platform = try XCTUnwrap(tree.root?["screens"]?.elements.first?["platform"])
        XCTAssertNil(document.originalRange(platform.range))
        // Text after every edit maps back by the edits' growth.
        let last = document.bytes.count - 1
        XCTAssertEqual(document.originalOffset(last), text.utf8.count - 1)
    }

    func testALaterVariantWinsAndAReplacedValueHidesEditsInside() throws {
        let text =
            #"{ "screens": [ { "variants": [ { "when": {}, "content": [] } ], "content": [ { "type": "text", "text": "a", "variants": [ { "when": {}, "text": "b" }, { "when": {}, "text": "c" } ] } ] } ] }"#
        let spec = DesignSpec(tree: SyntaxTree.parse(text))
        let screen = try XCTUnwrap(SpecVariants(spec: spec).screens.first)
        let group = try XCTUnwrap(screen.groups.first)
        XCTAssertEqual(group.applied, [0, 1, 2])
        let document = SpecVariants.effectiveDocument(of: spec, picks: [(screen, group)])
        let tree = SyntaxTree.parse(bytes: document.bytes)
        XCTAssertEqual(
            tree.root?["screens"]?.elements.first?["content"]?.elements.count, 0, String(decoding: document.bytes, as: UTF8.self))

        let onlyText = SpecVariants.effectiveDocument(
            of: spec, picks: [(screen, VariantGroup(platform: .iOS, environments: [.none], applied: [1, 2]))])
        let child = SyntaxTree.parse(bytes: onlyText.bytes).root?["screens"]?.elements.first?["content"]?.elements.first
        XCTAssertEqual(child?["text"]?.stringValue, "c")
    }
}
