import Foundation
import SpecAnalysis
import SpecKnowledge
import SpecModel
import XCTest

@testable import SpecPreview

final class PreviewPageTests: XCTestCase {
    private func page(_ text: String) -> String {
        SpecPreview.page(for: DocumentAnalysis(text: text, path: "test.design.jsonc"), displayPath: "test.design.jsonc")
    }

    private func screen(_ content: String, platforms: String = #""iOS": "17.0""#) -> String {
        #"{ "name": "T", "platforms": { \#(platforms) }, "screens": [ { "id": "s", "content": [ \#(content) ] } ] }"#
    }

    private func figureCaptions(_ html: String) -> [String] {
        html.components(separatedBy: "<figcaption>").dropFirst().compactMap { $0.components(separatedBy: "</figcaption>").first }
    }

    func testThePageIsSelfContainedAndSaysItIsAWireframe() {
        let html = page(screen(#"{ "type": "text", "text": "Hi" }"#))
        XCTAssertTrue(html.contains("A wireframe, not a pixel-perfect render."))
        XCTAssertTrue(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("http://") && !html.contains("http://www.w3.org/2000/svg"))
        for forbidden in ["src=\"http", "href=\"//", "@import", "url("] {
            XCTAssertFalse(html.contains(forbidden), forbidden)
        }
    }

    func testEachPlatformDrawsTheAppearancesItHasPlusTheLargestTextSize() {
        let iOS = figureCaptions(page(screen(#"{ "type": "text", "text": "Hi" }"#)))
        XCTAssertEqual(iOS, ["Light", "Dark", "Increased-contrast light", "Increased-contrast dark", "Light, text size AX5"])
        let watch = figureCaptions(page(screen(#"{ "type": "text", "text": "Hi" }"#, platforms: #""watchOS": "10.0""#)))
        XCTAssertEqual(watch, ["Dark", "Dark, text size AX3"])
        let mac = page(screen(#"{ "type": "text", "text": "Hi" }"#, platforms: #""macOS": "14.0""#))
        XCTAssertEqual(figureCaptions(mac).count, PlatformCatalog.shared.profile(for: .macOS).appearances.value.count)
        XCTAssertTrue(mac.contains("No Dynamic Type on macOS"))
    }

    func testTheDeviceComesFromTheHIGTables() throws {
        let device = try XCTUnwrap(DeviceCatalog.shared.screens(for: .iOS).first)
        let html = page(screen(#"{ "type": "text", "text": "Hi" }"#))
        XCTAssertTrue(html.contains("\(device.name), \(MarkupText.number(device.width))×\(MarkupText.number(device.height)) pt"))
        // The window's outline is the device's width (the gutter for the badges is beside it).
        XCTAssertTrue(html.contains("<rect x=\"0.5\" y=\"0.5\" width=\"\(MarkupText.number(device.width - 1))\""))
    }

    func testFindingsAreNumberedBadgedOnTheirElementAndListed() throws {
        let text = screen(#"{ "type": "text", "text": "Fine" }, { "type": "button", "title": "Go", "width": 20, "height": 20 }"#)
        let analysis = DocumentAnalysis(text: text, path: "test.design.jsonc")
        let diagnostics = analysis.diagnostics()
        let touch = try XCTUnwrap(diagnostics.firstIndex { $0.code == "min-touch-target" })
        let number = touch + 1
        let spec = analysis.spec
        let button = try XCTUnwrap(spec.components.first { $0.kind == "button" })
        let layout = WireframeLayout.layout(
            spec.screens[0], of: spec, colors: ColorResolver(spec: spec), platform: .iOS, category: .default)
        let badges = FindingPlacement.badges(for: FindingPlacement.number(diagnostics), in: layout)
        let itemIndex = try XCTUnwrap(badges.first { $0.value.contains { $0.number == number } }?.key)
        XCTAssertEqual(layout.items[itemIndex].sourceRange, button.node.range, "the badge sits on the button")
        XCTAssertEqual(layout.items[itemIndex].hitRegion, HitRegion(frame: layout.items[itemIndex].frame, isDeclared: true))

        let html = SpecPreview.page(for: analysis, displayPath: "test.design.jsonc")
        let line = analysis.lineIndex.position(of: diagnostics[touch].range.lowerBound, encoding: .utf8).line + 1
        XCTAssertTrue(html.contains("id=\"spec-1-finding-\(number)\""))
        XCTAssertTrue(html.contains(">min-touch-target</a> <span class=\"location\">test.design.jsonc:\(line):"))
        XCTAssertTrue(
            html.contains("<a href=\"#spec-1-finding-\(number)\"><g class=\"badge\" data-finding=\"\(number)\"><title>\(number). Button"),
            "the badge links to its entry")
    }

    func testHitRegionsAreDrawnAgainstThePlatformMinimum() throws {
        let minimum = try XCTUnwrap(PlatformCatalog.shared.profile(for: .iOS).minimumControlSize?.value)
        let analysis = DocumentAnalysis(text: screen(#"{ "type": "button", "title": "Go", "width": 20, "height": 20 }"#))
        let svg = try XCTUnwrap(SpecPreview.svg(screen: 0, of: analysis, platform: .iOS, appearance: .light, diagnostics: []))
        let hit = try XCTUnwrap(svg.components(separatedBy: "<g class=\"hit\">").last?.components(separatedBy: "</g>").first)
        XCTAssertTrue(hit.contains("width=\"20\" height=\"20\" fill=\"#FF3B3033\""), "below the minimum is drawn red")
        XCTAssertTrue(
            hit.contains("width=\"\(MarkupText.number(minimum.width))\" height=\"\(MarkupText.number(minimum.height))\" fill=\"none\""),
            "the minimum square")
        XCTAssertTrue(page(screen("")).contains("#show-hit-regions:checked ~ main .hit { display: inline; }"))
    }

    func testTextGrowsAtTheLargestSizeUnlessDynamicTypeIsOff() throws {
        let text = """
            { "name": "T", "platforms": { "iOS": "17.0" },
              "typography": { "fixed": { "family": "Avenir Next", "size": 17, "dynamicType": false } },
              "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Scales" }, { "type": "text", "text": "Fixed", "font": "fixed" } ] } ] }
            """
        let analysis = DocumentAnalysis(text: text)
        let spec = analysis.spec
        func sizes(_ category: ContentSizeCategory) -> [Double] {
            WireframeLayout.layout(spec.screens[0], of: spec, colors: ColorResolver(spec: spec), platform: .iOS, category: category).items
                .compactMap {
                    if case .text(let run, _) = $0.drawing { return run.size }
                    return nil
                }
        }
        let body = try XCTUnwrap(TypographyCatalog.shared.metrics(style: "body", platform: .iOS, size: .ax5))
        XCTAssertEqual(sizes(.ax5), [body.size, 17])
        XCTAssertEqual(sizes(.default), [17, 17])
    }

    func testTruncationAtTheLargestSizeIsMarked() {
        let html = page(screen(#"{ "type": "text", "text": "A headline that is far too long for one line", "lineLimit": 1 }"#))
        XCTAssertTrue(html.contains("class=\"clipping\""))
        XCTAssertTrue(html.contains(">truncated</text>"))
    }

    func testBrokenInputRendersWhatItCanAndMarksTheRest() {
        let broken = """
            { "name": "Broken", "screens": [ { "id": "a", "content": [
              { "type": "blob" }, { "text": "no type" }, { "type": "text", "text": "Still here", "font": 42, "color": "notAColor" },
              { "type": "button", "title": "Huge", "width": 1e308, "height": -5 }, { "type": "pageControl", "pages": 1e300, "currentPage": -1 },
              { "type": "segmentedControl", "segments": "nope", "selectedSegment": 1e99 }, { "type": "list", "children": 3 },
              { "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "width": 900 }, { "type": "text" } ] },
              { "type": "text", "text": "unterminated
            """
        let html = page(broken)
        XCTAssertTrue(html.contains("can&#39;t draw: unknown kind &#39;blob&#39;"))
        XCTAssertTrue(html.contains("can&#39;t draw: component without a &quot;type&quot;"))
        XCTAssertTrue(html.contains("Still here"))
        XCTAssertTrue(html.contains("syntax/"), "the syntax errors are listed")
        XCTAssertTrue(html.contains("</html>"))
        for text in ["", "[]", "42", "{", #"{ "screens": 5 }"#, #"{ "screens": [ 1, "x", null ] }"#] {
            XCTAssertTrue(page(text).contains("Nothing to draw"), text)
        }
    }

    func testExtremeSizesAndDeepNestingStillRender() throws {
        let fonts = screen(
            #"{ "type": "text", "text": "Tiny", "font": { "size": 1e-300 } }, { "type": "text", "text": "Huge", "font": { "size": 1e300 } }"#
        )
        XCTAssertTrue(page(fonts).contains(">Tiny</tspan>"))
        // As deep as the parser goes, on a thread with the 512 KiB stack of the server's workers.
        let depth = 70
        let nested =
            String(repeating: #"{ "type": "card", "children": ["#, count: depth) + #"{ "type": "text", "text": "Deep" }"#
            + String(repeating: "] }", count: depth)
        let analysis = DocumentAnalysis(text: screen(nested))
        let finished = expectation(description: "rendered")
        let result = LockedBox()
        let thread = Thread {
            result.value = SpecPreview.page(for: analysis, displayPath: "deep.design.json")
            finished.fulfill()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        wait(for: [finished], timeout: 60)
        XCTAssertTrue(result.value?.contains("</html>") ?? false)
        XCTAssertTrue(result.value?.contains("can&#39;t draw: nested more than \(WireframeLayout.maximumDrawnDepth) levels deep") ?? false)
    }

    func testSymbolsAreLabelledPlaceholdersAndImagesLabelledBoxes() throws {
        let analysis = DocumentAnalysis(text: screen(#"{ "type": "image", "symbol": "star.fill" }, { "type": "image", "asset": "hero" }"#))
        let svg = try XCTUnwrap(SpecPreview.svg(screen: 0, of: analysis, platform: .iOS, appearance: .dark, diagnostics: []))
        XCTAssertTrue(svg.contains("class=\"symbol-name\">star.fill</text>"))
        XCTAssertTrue(svg.contains(">image: hero</text>"))
    }

    func testColorsAreResolvedPerAppearance() throws {
        let analysis = DocumentAnalysis(
            text: screen(##"{ "type": "text", "text": "Hi", "color": { "light": "#112233", "dark": "#445566" } }"##))
        let light = try XCTUnwrap(SpecPreview.svg(screen: 0, of: analysis, platform: .iOS, appearance: .light, diagnostics: []))
        let dark = try XCTUnwrap(SpecPreview.svg(screen: 0, of: analysis, platform: .iOS, appearance: .dark, diagnostics: []))
        XCTAssertTrue(light.contains("fill=\"#112233\""))
        XCTAssertTrue(dark.contains("fill=\"#445566\""))
        let background = try XCTUnwrap(ColorResolver(spec: analysis.spec).resolveSystemColor(named: "systemBackground")?[.dark].color)
        XCTAssertTrue(dark.contains("fill=\"\(background.hex)\""), "the dark screen uses the catalog's dark systemBackground")
    }

    func testAProminentButtonDrawsItsTitleColorOnItsBackgroundAsTheRulesJudgeIt() throws {
        let analysis = DocumentAnalysis(
            text: screen(
                ##"{ "type": "button", "title": "Check Out", "style": "borderedProminent", "color": "#FEFEFE", "background": "#123456" }"##)
        )
        let svg = try XCTUnwrap(SpecPreview.svg(screen: 0, of: analysis, platform: .iOS, appearance: .light, diagnostics: []))
        XCTAssertTrue(svg.contains("fill=\"#123456\""), "the fill is the background")
        XCTAssertTrue(svg.contains("fill=\"#FEFEFE\""), "the title is the color")
        let plain = DocumentAnalysis(
            text: screen(##"{ "type": "button", "title": "Go", "style": "borderedProminent", "tint": "#654321" }"##))
        let tinted = try XCTUnwrap(SpecPreview.svg(screen: 0, of: plain, platform: .iOS, appearance: .light, diagnostics: []))
        XCTAssertTrue(tinted.contains("fill=\"#654321\""), "without a background the fill is the tint")
    }

    /// The hash the Content Security Policy names for the style sheet is SHA-256.
    func testTheStyleHashIsSHA256() {
        // FIPS 180-4 test vectors.
        XCTAssertEqual(StyleHash.base64(StyleHash.sha256(Array("abc".utf8))), "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        XCTAssertEqual(StyleHash.base64(StyleHash.sha256([])), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        XCTAssertEqual(StyleHash.base64(StyleHash.sha256(long)), "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE=")
    }

    func testPageFileNames() {
        XCTAssertEqual(SpecPreview.pageFileName(forSpecPath: "Examples/showcase.design.jsonc"), "showcase.preview.html")
        XCTAssertEqual(SpecPreview.pageFileName(forSpecPath: "a/b c.design.json"), "b-c.preview.html")
        XCTAssertEqual(SpecPreview.pageFileName(forSpecPath: ""), "spec.preview.html")
    }
}

/// A value handed from the rendering thread to the test (written once before `fulfill`).
private final class LockedBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    var value: String? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
