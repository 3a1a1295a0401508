import SpecAnalysis
import SpecKnowledge
import SpecModel
import XCTest

@testable import SpecPreview

/// Issue 24: the preview draws gradients with every stop, materials and glass as translucent layers in
/// thickness order, and tinted controls in the app's accent color.
final class ColorStylePreviewTests: XCTestCase {
    private func svg(_ content: String, top: String = "", appearance: Appearance = .light) throws -> String {
        let text = #"{ "platforms": { "iOS": "17.0" }, \#(top)"screens": [ { "id": "s", "content": [ \#(content) ] } ] }"#
        return try XCTUnwrap(
            SpecPreview.svg(screen: 0, of: DocumentAnalysis(text: text), platform: .iOS, appearance: appearance, diagnostics: []))
    }

    private func card(background: String) -> String {
        #"{ "type": "card", "background": \#(background), "children": [ { "type": "text", "text": "On it" } ] }"#
    }

    /// Every `<stop>` element's `offset` and `stop-color`, in order.
    private func stops(_ svg: String) -> [String] {
        matches(of: ##"<stop offset="[^"]*" stop-color="[^"]*"/>"##, in: svg)
    }

    private func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }

    // MARK: Gradients

    func testALinearGradientIsDrawnWithEveryStopBetweenItsPoints() throws {
        let drawn = try svg(
            card(
                background:
                    ##"{ "linearGradient": { "colors": ["#123456", "#ABCDEF", "#654321"], "startPoint": "leading", "endPoint": "bottomTrailing" } }"##
            ))
        XCTAssertTrue(drawn.contains(#"<linearGradient id="wireframe-gradient-1" x1="0" y1="0.5" x2="1" y2="1">"#), drawn)
        XCTAssertEqual(
            stops(drawn),
            [
                ##"<stop offset="0" stop-color="#123456"/>"##, ##"<stop offset="0.5" stop-color="#ABCDEF"/>"##,
                ##"<stop offset="1" stop-color="#654321"/>"##
            ])
        XCTAssertTrue(drawn.contains(##"fill="url(#wireframe-gradient-1)""##), drawn)
        XCTAssertTrue(drawn.contains("On it"))
    }

    func testALinearGradientDefaultsToTopToBottomAndKeepsItsStopsLocations() throws {
        let drawn = try svg(
            card(
                background:
                    ##"{ "linearGradient": { "stops": [ { "color": "#112233", "location": 0.2 }, { "color": "#445566", "location": 0.9 } ] } }"##
            ))
        XCTAssertTrue(drawn.contains(#"x1="0.5" y1="0" x2="0.5" y2="1""#), drawn)
        XCTAssertEqual(stops(drawn), [##"<stop offset="0.2" stop-color="#112233"/>"##, ##"<stop offset="0.9" stop-color="#445566"/>"##])
    }

    func testARadialGradientIsDrawnAroundItsCenter() throws {
        let drawn = try svg(card(background: ##"{ "radialGradient": { "colors": ["#FF0000", "#0000FF"], "center": "topLeading" } }"##))
        XCTAssertTrue(drawn.contains(#"<radialGradient id="wireframe-gradient-1" cx="0" cy="0" r="0.5" fx="0" fy="0">"#), drawn)
        XCTAssertEqual(stops(drawn), [##"<stop offset="0" stop-color="#FF0000"/>"##, ##"<stop offset="1" stop-color="#0000FF"/>"##])
    }

    func testAnAngularGradientIsDrawnAsASweepOfWedgesClippedToItsShape() throws {
        let drawn = try svg(card(background: ##"{ "angularGradient": { "colors": ["#FF0000", "#00FF00", "#0000FF"] } }"##))
        XCTAssertTrue(drawn.contains(#"<g clip-path="url(#wireframe-clip-1)">"#), drawn)
        XCTAssertTrue(drawn.contains(#"<clipPath id="wireframe-clip-1"><rect "#), drawn)
        let wedges = matches(of: ##"<path d="M[^"]*Z" fill="#[0-9A-F]{6}"/>"##, in: drawn)
        XCTAssertEqual(wedges.count, WireframeSVG.angularGradientWedges)
        // The first wedge starts at the trailing edge (SwiftUI's angle 0): its first edge runs level with the center.
        let first = try XCTUnwrap(matches(of: #"M[0-9.]+ ([0-9.]+)L[0-9.]+ ([0-9.]+)L"#, in: try XCTUnwrap(wedges.first)).first)
        let numbers = first.split(whereSeparator: { "ML ".contains($0) }).map(String.init)
        XCTAssertEqual(numbers[1], numbers[3], first)
        XCTAssertFalse(drawn.contains("style="), "the page's content security policy allows no inline style")
    }

    func testAnAngularGradientsColorIsInterpolatedBetweenItsStops() {
        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        let gradient = ResolvedGradient(
            kind: .angularGradient,
            stops: [
                .init(color: .constant(red, description: "red"), location: 0.25),
                .init(color: .constant(blue, description: "blue"), location: 0.75),
                .init(color: .constant(red, description: "red"), location: 0.5)
            ],
            startPoint: .init(x: 0.5, y: 0), endPoint: .init(x: 0.5, y: 1), center: .init(x: 0.5, y: 0.5))
        let drawn = PreviewGradient(gradient, in: .light)
        XCTAssertEqual(drawn.color(at: 0), "#FF0000", "before the first stop: its color")
        XCTAssertEqual(drawn.color(at: 0.5), "#800080")
        XCTAssertEqual(drawn.color(at: 0.75), "#0000FF")
        XCTAssertEqual(drawn.color(at: 0.9), "#FF0000", "a stop placed before the previous one sits at its location")
        let none = ResolvedGradient(
            kind: .angularGradient, stops: [], startPoint: .init(x: 0, y: 0), endPoint: .init(x: 1, y: 1), center: .init(x: 0, y: 0))
        XCTAssertEqual(PreviewGradient(none, in: .dark).color(at: 0.5), PreviewFill.unknownCSS)
    }

    func testAGradientsStopsResolvePerAppearance() throws {
        let top = ##""colors": { "brand": { "light": "#111111", "dark": "#EEEEEE" } }, "##
        let background = ##"{ "linearGradient": { "colors": ["brand", "#808080"] } }"##
        let light = try svg(card(background: background), top: top, appearance: .light)
        let dark = try svg(card(background: background), top: top, appearance: .dark)
        XCTAssertEqual(stops(light).first, ##"<stop offset="0" stop-color="#111111"/>"##)
        XCTAssertEqual(stops(dark).first, ##"<stop offset="0" stop-color="#EEEEEE"/>"##)
    }

    func testAColorGradientIsDrawnInItsOneColor() throws {
        let drawn = try svg(card(background: ##"{ "gradient": "#2A6F4D" }"##))
        XCTAssertTrue(drawn.contains(##"fill="#2A6F4D""##), drawn)
        XCTAssertFalse(drawn.contains("<linearGradient"))
    }

    func testTextInAGradientIsFilledWithIt() throws {
        let drawn = try svg(##"{ "type": "text", "text": "Shine", "color": { "linearGradient": { "colors": ["#FF0000", "#0000FF"] } } }"##)
        XCTAssertTrue(drawn.contains(##"fill="url(#wireframe-gradient-1)">"##), drawn)
    }

    func testGradientIdsAreUniqueOnAPageWithManyGradients() throws {
        func page(screens count: Int) -> String {
            let screens = (0..<count).map { index in
                let hex = String(format: "#%06X", index * 4099 % 0xFFFFFF)
                return
                    ##"{ "id": "s\##(index)", "background": { "radialGradient": { "colors": ["\##(hex)", "#000000"] } }, "content": [ \##(card(background: ##"{ "linearGradient": { "colors": ["\##(hex)", "#FFFFFF"] } }"##)) ] }"##
            }
            let text =
                #"{ "name": "T", "platforms": { "iOS": "17.0", "macOS": "14.0" }, "screens": [ \#(screens.joined(separator: ", ")) ] }"#
            return SpecPreview.page(for: DocumentAnalysis(text: text, path: "t.design.jsonc"), displayPath: "t.design.jsonc")
        }
        var counts: [Int] = []
        for count in [5, 20] {
            let html = page(screens: count)
            let ids = matches(of: #"id="[^"]*-gradient-[0-9]+""#, in: html)
            XCTAssertEqual(Set(ids).count, ids.count, "duplicate gradient ids with \(count) screens")
            let references = Set(matches(of: #"url\(#[^)]*\)"#, in: html).map { String($0.dropFirst(5).dropLast()) })
            let defined = Set(ids.map { String($0.dropFirst(4).dropLast()) })
            XCTAssertEqual(references, defined, "every reference has its definition and every definition is used")
            counts.append(ids.count)
        }
        // Two gradients per picture, so four times the screens give four times the definitions.
        XCTAssertGreaterThan(counts[0], 0)
        XCTAssertEqual(counts[1], counts[0] * 4)
    }

    // MARK: Hostile gradients

    func testAGradientWithNoStopsIsNotDrawnAsOne() throws {
        let drawn = try svg(card(background: ##"{ "linearGradient": { "colors": [] } }"##))
        XCTAssertFalse(drawn.contains("Gradient"), drawn)
        XCTAssertTrue(drawn.contains("On it"))
    }

    func testAGradientWithOneStopIsDrawnWithIt() throws {
        let drawn = try svg(card(background: ##"{ "linearGradient": { "colors": ["#ABCDEF"] } }"##))
        XCTAssertEqual(stops(drawn), [##"<stop offset="0" stop-color="#ABCDEF"/>"##])
    }

    func testAGradientWithAThousandStopsDrawsABoundedSample() throws {
        let colors = (0..<1000).map { String(format: "\"#%06X\"", $0 * 16_000) }.joined(separator: ", ")
        let drawn = try svg(card(background: ##"{ "linearGradient": { "colors": [\##(colors)] } }"##))
        let drawnStops = stops(drawn)
        XCTAssertEqual(drawnStops.count, PreviewGradient.maximumDrawnStops)
        XCTAssertEqual(drawnStops.first, ##"<stop offset="0" stop-color="#000000"/>"##)
        XCTAssertEqual(drawnStops.last, ##"<stop offset="1" stop-color="\##(String(format: "#%06X", 999 * 16_000))"/>"##)
        XCTAssertLessThan(drawn.utf8.count, 60_000)
    }

    func testManyDifferentGradientsKeepAPictureUnderItsSizeLimit() throws {
        let cards = (0..<400).map { index in
            let kind = ["linearGradient", "radialGradient", "angularGradient"][index % 3]
            let colors = (0..<64).map { String(format: "\"#%06X\"", (index * 64 + $0) * 613 % 0xFFFFFF) }.joined(separator: ", ")
            return card(background: ##"{ "\##(kind)": { "colors": [\##(colors)] } }"##)
        }
        let drawn = try svg(cards.joined(separator: ", "))
        XCTAssertLessThan(drawn.utf8.count, WireframeSVG.maximumBytes + 100_000)
        let ids = matches(of: #"id="[^"]*""#, in: drawn)
        XCTAssertGreaterThan(ids.count, 100)
        XCTAssertEqual(Set(ids).count, ids.count)
        let references = Set(matches(of: #"url\(#[^)]*\)"#, in: drawn).map { "id=\"" + $0.dropFirst(5).dropLast() + "\"" })
        XCTAssertTrue(references.isSubset(of: Set(ids)), "every gradient and clip drawn has its definition")
    }

    func testAGradientWithAnInvalidStopIsNotDrawnAsOne() throws {
        for background in [
            ##"{ "linearGradient": { "colors": ["#12345", "#FFFFFF"] } }"##, ##"{ "radialGradient": { "colors": ["notAColor"] } }"##,
            ##"{ "angularGradient": { "stops": [ { "color": 3 } ] } }"##, ##"{ "linearGradient": "red" }"##,
            ##"{ "linearGradient": { "colors": ["#FFFFFF"], "startPoint": 7, "endPoint": "nowhere" }, "extra": 1 }"##
        ] {
            let drawn = try svg(card(background: background))
            XCTAssertFalse(drawn.contains("<stop"), background)
            XCTAssertTrue(drawn.contains("On it"), background)
        }
    }

    func testUnknownGradientPointsFallBackToTheDefaults() throws {
        let drawn = try svg(
            card(background: ##"{ "linearGradient": { "colors": ["#FFFFFF", "#000000"], "startPoint": 7, "endPoint": "nowhere" } }"##))
        XCTAssertTrue(drawn.contains(#"x1="0.5" y1="0" x2="0.5" y2="1""#), drawn)
    }

    func testNestedGradientsThroughTokensDrawTheInnerGradientsFirstColor() throws {
        let top =
            ##""colors": { "inner": { "linearGradient": { "colors": ["#AA0000", "#00AA00"] } }, "outer": { "radialGradient": { "colors": ["inner", "#0000AA"] } }, "loop": { "linearGradient": { "colors": ["loop", "#FFFFFF"] } } }, "##
        let nested = try svg(card(background: #""outer""#), top: top)
        XCTAssertEqual(stops(nested), [##"<stop offset="0" stop-color="#AA0000"/>"##, ##"<stop offset="1" stop-color="#0000AA"/>"##])
        let loop = try svg(card(background: #""loop""#), top: top)
        XCTAssertFalse(loop.contains("<stop"), loop)
        XCTAssertTrue(loop.contains("On it"))
    }

    // MARK: Materials

    func testEachMaterialIsDrawnTranslucentAtItsOpacityInThicknessOrder() throws {
        let order: [MaterialStyle] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
        let opacities = order.compactMap { PreviewMaterial.opacity[$0] }
        XCTAssertEqual(opacities.count, order.count)
        XCTAssertEqual(opacities, opacities.sorted())
        XCTAssertEqual(Set(opacities).count, opacities.count, "every thickness is visibly different")
        for material in MaterialStyle.allCases {
            let opacity = MarkupText.fraction(try XCTUnwrap(PreviewMaterial.opacity[material]))
            let light = try svg(card(background: "\"\(material.rawValue)\""))
            XCTAssertTrue(light.contains("fill=\"rgba(255, 255, 255, \(opacity))\""), "\(material): \(light)")
            let dark = try svg(card(background: "\"\(material.rawValue)\""), appearance: .dark)
            XCTAssertTrue(dark.contains("fill=\"rgba(28, 28, 30, \(opacity))\""), "\(material): \(dark)")
        }
    }

    func testAMaterialLiesOverTheScreensBackground() throws {
        let drawn = try svg(
            #"{ "type": "card", "background": "thinMaterial", "children": [ { "type": "text", "text": "Over" } ] }"#,
            top: "")
        let screen = try XCTUnwrap(drawn.range(of: "rx=\"44\""))
        let material = try XCTUnwrap(drawn.range(of: "rgba(255, 255, 255, 0.45)"))
        XCTAssertLessThan(screen.lowerBound, material.lowerBound, "the screen is drawn first, the material over it")
    }

    func testGlassIsDrawnWithALightEdgeAndOtherMaterialsWithout() throws {
        let glass = try svg(card(background: #""glass""#))
        XCTAssertTrue(glass.contains(PreviewMaterial.glassEdge), glass)
        let regular = try svg(card(background: #""regularMaterial""#))
        XCTAssertFalse(regular.contains(PreviewMaterial.glassEdge))
    }

    // MARK: Accent

    func testTheSystemTintIsDrawnInTheAppsAccent() throws {
        let drawn = try svg(#"{ "type": "button", "title": "Go" }"#, top: ##""accentColor": "#B25E00", "##)
        XCTAssertTrue(drawn.contains("#B25E00"), drawn)
        XCTAssertFalse(try svg(#"{ "type": "button", "title": "Go" }"#).contains("#B25E00"))
    }

    func testTintedControlsUseTheCatalogsAccentColorToken() throws {
        let top = ##""colors": { "AccentColor": "#7A3CB2" }, "##
        for control in [
            #"{ "type": "slider", "value": 0.5 }"#, #"{ "type": "progressView", "value": 0.5 }"#, #"{ "type": "link", "title": "More" }"#
        ] {
            XCTAssertTrue(try svg(control, top: top).contains("#7A3CB2"), control)
            XCTAssertFalse(try svg(control).contains("#7A3CB2"), control)
        }
    }
}
