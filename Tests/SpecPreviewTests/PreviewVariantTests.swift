import SpecAnalysis
import SpecModel
@testable import SpecPreview
import XCTest

/// The preview draws each platform's screen with the variants that apply on its device (an iPhone or
/// iPad in portrait) and says so; a finding on an override sits on the element drawn from it.
final class PreviewVariantTests: XCTestCase {
    private let text = #"""
        { "platforms": { "iOS": "17.0", "iPadOS": "17.0" }, "screens": [ { "id": "home", "content": [
          { "type": "text", "text": "Phone words", "variants": [ { "when": { "horizontalSizeClass": "regular" }, "text": "Tablet words" } ] },
          { "type": "button", "title": "Go", "width": 44, "height": 44, "variants": [ { "when": { "platform": "iPadOS" }, "height": 20 } ] }
        ] } ] }
        """#

    func testEachPlatformIsDrawnWithItsDevicesVariantAndSaysWhich() {
        let page = SpecPreview.page(for: DocumentAnalysis(text: text, path: "v.design.jsonc"), displayPath: "v.design.jsonc")
        XCTAssertTrue(page.contains("iOS · iPhone"), page)
        XCTAssertTrue(page.contains("no variant applies in compact width, regular height"))
        XCTAssertTrue(page.contains("drawn with the variants for regular width, regular height"))
        // iPhone portrait is compact width: the base text; iPad is regular width: the variant's.
        XCTAssertTrue(page.contains("Phone words"))
        XCTAssertTrue(page.contains("Tablet words"))
    }

    func testAFindingOnAnOverrideIsBadgedOnTheElementDrawnFromIt() throws {
        let analysis = DocumentAnalysis(text: text, path: "v.design.jsonc")
        let finding = try XCTUnwrap(analysis.diagnostics().first { $0.code == "min-touch-target" })
        XCTAssertTrue(finding.message.hasSuffix("(on iPadOS)"), finding.message)
        let spec = analysis.spec
        let variants = PreviewVariants(spec: spec)
        let layout = variants.layout(spec.screens[0], colors: ColorResolver(spec: spec), platform: .iPadOS, category: .default)
        let badged = FindingPlacement.badges(for: FindingPlacement.number([finding]), in: layout)
        let item = try XCTUnwrap(badged.keys.first)
        XCTAssertNotEqual(item, 0, "the badge sits on the button, not on the screen")
        XCTAssertEqual(layout.items[item].frame.height, 20)
    }

    /// A Dynamic Type range caps the larger text size the preview draws.
    func testTheLargeTextFigureStopsAtTheDynamicTypeRangeMax() {
        let capped =
            #"{ "platforms": { "iOS": "17.0" }, "dynamicTypeRange": { "max": "xxxLarge" }, "screens": [ { "content": [ { "type": "text", "text": "Hi" } ] } ] }"#
        let page = SpecPreview.page(for: DocumentAnalysis(text: capped, path: "c.design.jsonc"), displayPath: "c.design.jsonc")
        XCTAssertTrue(page.contains("(the largest its dynamicTypeRange allows)"), page)
        let open = SpecPreview.page(
            for: DocumentAnalysis(text: capped.replacingOccurrences(of: "xxxLarge", with: "accessibility5"), path: "c.design.jsonc"),
            displayPath: "c.design.jsonc")
        XCTAssertFalse(open.contains("dynamicTypeRange allows"))
    }
}
