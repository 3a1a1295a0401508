import Foundation
import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecSyntax
import XCTest

@testable import SpecPreview

/// The layout of every screen of every example spec, on every platform the screen is drawn for:
/// each element inside its window (ornaments inside the canvas), siblings side by side or one under
/// another but never on top of each other, grids with their columns, and badges legible and apart.
final class WireframeLayoutTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Every example spec, analysed.
    private func exampleAnalyses() throws -> [DocumentAnalysis] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".design.jsonc") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 6)
        return try names.map { name in
            DocumentAnalysis(bytes: [UInt8](try Data(contentsOf: Self.examples.appendingPathComponent(name))), path: name)
        }
    }

    /// Calls `body` with every screen of every example laid out for each platform it is drawn for.
    private func forEveryLayout(
        _ body: (_ where: String, _ analysis: DocumentAnalysis, _ screen: Screen, _ layout: ScreenLayout) throws -> Void
    ) throws {
        var platforms: Set<Platform> = []
        for analysis in try exampleAnalyses() {
            let spec = analysis.spec
            let colors = ColorResolver(spec: spec)
            for screen in spec.screens {
                for target in spec.targets(for: screen) {
                    platforms.insert(target.platform)
                    let layout = WireframeLayout.layout(screen, of: spec, colors: colors, platform: target.platform, category: .default)
                    try body("\(analysis.path) \(screen.displayName) on \(target.platform.rawValue)", analysis, screen, layout)
                }
            }
        }
        XCTAssertEqual(platforms, Set(Platform.allCases), "the examples cover every platform")
    }

    private func contains(_ outer: Frame, _ inner: Frame) -> Bool {
        inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    private func overlap(_ a: Frame, _ b: Frame) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > 0.5 && min(a.maxY, b.maxY) - max(a.y, b.y) > 0.5
    }

    func testEveryElementIsInsideItsScreen() throws {
        try forEveryLayout { place, _, _, layout in
            let canvas = Frame(x: 0, y: 0, width: layout.width, height: layout.height)
            XCTAssertEqual(layout.items.first?.frame, layout.window, place)
            // Content the preview marks as overflowing (the showcase's deliberate mistakes) runs past its container, as it would on the device.
            let overflowing = layout.items.filter { $0.clipping == .overflowing }.map(\.frame)
            func isMarkedOverflow(_ frame: Frame) -> Bool {
                overflowing.contains { frame.y >= $0.y - 0.5 && frame.maxY <= $0.maxY + 0.5 && frame.x >= $0.x - 0.5 }
            }
            for item in layout.items.dropFirst() where (item.frame.width > 0 || item.frame.height > 0) && !isMarkedOverflow(item.frame) {
                XCTAssertTrue(contains(canvas, item.frame), "\(place): \(item.drawing) at \(item.frame) is off the canvas")
                let inOrnament = layout.ornaments.contains { contains($0, item.frame) }
                XCTAssertTrue(
                    inOrnament || contains(layout.window, item.frame),
                    "\(place): \(item.drawing) at \(item.frame) is outside the window \(layout.window)")
            }
            for ornament in layout.ornaments {
                XCTAssertFalse(overlap(ornament, layout.window), "\(place): an ornament covers the window")
            }
        }
    }

    func testSiblingsDoNotOverlap() throws {
        try forEveryLayout { place, analysis, screen, layout in
            // Each component's frame: the item carrying its source range (the last one, the component itself).
            var frames: [Range<Int>: Frame] = [:]
            for item in layout.items {
                if let range = item.sourceRange { frames[range] = item.frame }
            }
            var groups: [String: [(Component, Frame)]] = [:]
            for index in screen.componentIndices {
                let component = analysis.spec.components[index]
                guard let frame = frames[component.node.range], frame.width > 0, frame.height > 0 else { continue }
                groups["\(component.parentIndex ?? -1) \(component.placement)", default: []].append((component, frame))
            }
            for siblings in groups.values {
                for (first, second) in zip(siblings.indices, siblings.indices.dropFirst()) {
                    for other in siblings[second...] {
                        let (a, frameA) = siblings[first]
                        XCTAssertFalse(
                            overlap(frameA, other.1),
                            "\(place): \(a.kind ?? "?") at \(frameA) overlaps \(other.0.kind ?? "?") at \(other.1)")
                    }
                }
            }
        }
    }

    func testGridsHaveTheirColumns() throws {
        var grids = 0
        try forEveryLayout { place, analysis, screen, layout in
            var frames: [Range<Int>: Frame] = [:]
            for item in layout.items {
                if let range = item.sourceRange { frames[range] = item.frame }
            }
            let components = analysis.spec.components
            for index in screen.componentIndices where components[index].componentKind == .grid {
                let grid = components[index]
                guard let columns = grid.number("columns").map(Int.init) else { continue }
                let children = components.filter { $0.parentIndex == grid.index && $0.placement == .children }
                guard children.count >= columns else { continue }
                grids += 1
                let firstRow = children.prefix(columns).compactMap { frames[$0.node.range] }
                XCTAssertEqual(Set(firstRow.map(\.x)).count, columns, "\(place): a \(columns)-column grid's first row")
                XCTAssertEqual(Set(firstRow.map(\.y)).count, 1, "\(place): the first row is one row")
            }
        }
        XCTAssertGreaterThan(grids, 0, "the examples have grids")
    }

    /// The notes beside the picture (badges and labels) for every finding of `analysis` on `screen`.
    private func gutter(_ analysis: DocumentAnalysis, _ screen: Screen, _ layout: ScreenLayout) -> WireframeSVG.Gutter {
        let findings = FindingPlacement.number(analysis.diagnostics()).filter { screen.node.range.contains($0.diagnostic.range.lowerBound) }
        let writer = WireframeSVG(
            layout: layout, appearance: .light, palette: Palette(colors: ColorResolver(spec: analysis.spec)),
            badges: FindingPlacement.badges(for: findings, in: layout), label: "")
        return writer.gutter()
    }

    func testBadgesAndLabelsSitBesideTheScreenAndCoverNothing() throws {
        var badges = 0
        var labels = 0
        try forEveryLayout { place, analysis, screen, layout in
            let gutter = gutter(analysis, screen, layout)
            let diameter = 2 * WireframeSVG.badgeRadius
            XCTAssertGreaterThanOrEqual(diameter, 16)
            let canvas = Frame(x: 0, y: 0, width: gutter.width, height: gutter.height)
            let drawn = layout.items.map(\.frame).filter { $0.width > 0 && $0.height > 0 } + layout.ornaments
            for (position, note) in gutter.notes.enumerated() {
                if case .badge = note.content { badges += 1 } else { labels += 1 }
                XCTAssertTrue(contains(canvas, note.frame), "\(place): \(note.content) at \(note.frame) is off the canvas \(canvas)")
                for frame in drawn {
                    XCTAssertFalse(overlap(note.frame, frame), "\(place): \(note.content) at \(note.frame) covers a drawing at \(frame)")
                }
                for other in gutter.notes[(position + 1)...] {
                    XCTAssertFalse(overlap(note.frame, other.frame), "\(place): \(note.content) and \(other.content) overlap")
                }
                // A group's first note has a leader from its element's trailing edge to the note.
                guard let leader = note.leader else { continue }
                if let item = note.item {
                    var element = layout.items[item].frame
                    // A text's leader starts past its measured end, by the allowance for wider fonts.
                    if case .text = layout.items[item].drawing { element.width *= WireframeSVG.textWidthAllowance }
                    XCTAssertTrue(
                        contains(element, Frame(x: leader.startX, y: leader.startY, width: 0, height: 0)),
                        "\(place): the leader of \(note.content) starts at (\(leader.startX), \(leader.startY)), off its element \(element)")
                }
                XCTAssertEqual(leader.endX, note.frame.x, accuracy: 0.01, place)
                XCTAssertEqual(leader.endY, note.frame.midY, accuracy: 0.01, place)
            }
        }
        XCTAssertGreaterThan(badges, 10, "the showcase's findings are badged")
        XCTAssertGreaterThan(labels, 2, "the examples have overflowing text and screens longer than the device")
    }

    /// The color properties a component's picture shows, with the cases where one hides another:
    /// a button's title color hides its tint, and a prominent button's background is its fill instead of the tint.
    private func shownColors(of component: Component) -> [(String, SyntaxNode)] {
        var keys = ["color", "background"]
        let kind = component.componentKind
        if kind == .button || kind == .menu || kind == .link || kind == .disclosureButton {
            let prominent = component.buttonStyle?.fillsWithTint ?? false
            let hidden = prominent ? component.value("background") != nil : component.value("color") != nil
            if !hidden { keys.append("tint") }
        }
        return keys.compactMap { key in component.value(key).map { ("\(component.kind ?? "?")'s \(key)", $0) } }
    }

    /// The paints an item is drawn with.
    private func paints(_ drawing: Drawing) -> [Paint] {
        switch drawing {
        case .screen(let paint), .bar(let paint, _), .symbol(_, let paint): return [paint]
        case .text(let run, _): return [run.paint]
        case .box(let fill, let stroke, _, _): return [fill, stroke].compactMap { $0 }
        case .toggle(let isOn, let tint): return isOn ? [tint] : []
        case .slider(_, let tint), .progress(_, let tint), .ring(_, let tint): return [tint]
        case .chart(_, let series): return series.map(\.paint)
        default: return []
        }
    }

    /// Every color the spec gives a drawn component (and the screen's background) is painted on that
    /// component, by an item inside or on its frame, and written into the SVG, in every appearance.
    func testEveryGivenColorIsDrawnOnItsComponentInEveryAppearance() throws {
        var checked = 0
        try forEveryLayout { place, analysis, screen, layout in
            let colors = ColorResolver(spec: analysis.spec)
            let palette = Palette(colors: colors)
            var frames: [Range<Int>: Frame] = [:]
            for item in layout.items {
                if let range = item.sourceRange { frames[range] = item.frame }
            }
            var given: [(what: String, node: SyntaxNode, frame: Frame)] =
                screen.background.map { [("the screen's background", $0, layout.window)] } ?? []
            for index in screen.componentIndices {
                let component = analysis.spec.components[index]
                guard let frame = frames[component.node.range] else { continue }
                given += shownColors(of: component).map { ($0.0, $0.1, frame) }
            }
            for appearance in PlatformCatalog.shared.profile(for: layout.platform).appearances.value {
                var writer = WireframeSVG(layout: layout, appearance: appearance, palette: palette, badges: [:], label: "")
                let svg = writer.render()
                for (what, node, frame) in given {
                    guard let color = colors.resolve(node)?[appearance].color else { continue }
                    checked += 1
                    let onComponent = layout.items.contains { item in
                        overlap(item.frame, frame) && paints(item.drawing).contains { palette.css($0, in: appearance) == color.hex }
                    }
                    XCTAssertTrue(onComponent, "\(place) in \(appearance): \(what) \(color.hex) is not drawn on it at \(frame)")
                    XCTAssertTrue(
                        svg.contains("fill=\"\(color.hex)\"") || svg.contains("stroke=\"\(color.hex)\""),
                        "\(place) in \(appearance): \(what) \(color.hex) is not in the SVG")
                }
            }
        }
        XCTAssertGreaterThan(checked, 100, "the examples give colors")
    }

    /// An iPad at regular width draws iPadOS 18's bars, not an iPhone's enlarged: the tab bar is a capsule
    /// centred at the top, in the navigation bar's first row; the toolbar's items sit at the bar's
    /// trailing end; nothing is drawn at the bottom of the screen; the time is clear of the corner.
    func testIPadOSDrawsTheTabBarOnTopAndTheToolbarInTheNavigationBar() throws {
        let text = #"""
            { "name": "Pad", "platforms": { "iPadOS": "18.0" }, "screens": [ { "id": "s", "title": "Browse",
              "navigationBar": { "title": "Browse", "titleMode": "inline" },
              "tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Library", "symbol": "books.vertical" } ] },
              "toolbar": { "items": [ { "type": "button", "title": "Share" } ] },
              "content": [ { "type": "text", "text": "Hello" } ] } ] }
            """#
        let analysis = DocumentAnalysis(text: text, path: "pad.design.jsonc")
        let spec = analysis.spec
        let screen = try XCTUnwrap(spec.screens.first)
        let layout = WireframeLayout.layout(screen, of: spec, colors: ColorResolver(spec: spec), platform: .iPadOS, category: .default)
        func frame(of node: SyntaxNode?) throws -> Frame {
            let range = try XCTUnwrap(node?.range)
            return try XCTUnwrap(layout.items.last { $0.sourceRange == range }?.frame)
        }
        let tabBar = try frame(of: screen.tabBar)
        let navigationBar = try frame(of: screen.navigationBar)
        let share = try frame(of: spec.components.first { $0.placement == .toolbar }?.node)
        XCTAssertEqual(tabBar.midX, layout.window.midX, accuracy: 1, "the tab bar is centred")
        XCTAssertLessThan(tabBar.width, layout.window.width / 2, "a capsule of titles, not items spread edge to edge")
        XCTAssertTrue(tabBar.y >= navigationBar.y && tabBar.maxY <= navigationBar.y + 44, "in the navigation bar's first row")
        XCTAssertGreaterThan(share.x, tabBar.maxX, "the toolbar's item at the bar's trailing end")
        XCTAssertEqual(share.midY, tabBar.midY, accuracy: 1, "on the same row")
        XCTAssertFalse(layout.items.dropFirst().contains { $0.frame.maxY > layout.window.maxY - 100 }, "no bars at the bottom")
        var writer = WireframeSVG(layout: layout, appearance: .light, palette: Palette(colors: ColorResolver(spec: spec)), badges: [:], label: "")
        let svg = writer.render()
        XCTAssertTrue(svg.contains(">9:41  Mon Jun 9</text>"), "an iPad's status bar has the date")
    }

    /// A screen with nothing to draw says so in a dashed box instead of a blank window; an immersive space
    /// says its content is not in the spec (the browser check counts a picture of fewer than three shapes
    /// and texts as empty).
    func testAScreenWithNothingToDrawSaysSo() throws {
        for (screen, platform, note) in [
            (#"{ "id": "s", "content": [] }"#, Platform.iOS, "This screen has no components."),
            (#"{ "id": "orbit", "immersiveSpace": { "immersionStyle": "full" }, "content": [] }"#, .visionOS, "An immersive space:")
        ] {
            let text = #"{ "name": "E", "platforms": { "\#(platform.rawValue)": "2.0" }, "screens": [ \#(screen) ] }"#
            let spec = DocumentAnalysis(text: text, path: "e.design.jsonc").spec
            let colors = ColorResolver(spec: spec)
            let layout = WireframeLayout.layout(try XCTUnwrap(spec.screens.first), of: spec, colors: colors, platform: platform, category: .default)
            let texts = layout.items.compactMap { item -> String? in
                if case .text(let run, _) = item.drawing { return run.lines.joined(separator: " ") }
                return nil
            }
            XCTAssertTrue(texts.contains { $0.hasPrefix(note) }, "\(platform): \(texts)")
            XCTAssertTrue(layout.items.contains { if case .box(_, _, _, dashed: true) = $0.drawing { return true } else { return false } })
        }
        let full = #"{ "name": "F", "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Hi" } ] } ] }"#
        let spec = DocumentAnalysis(text: full, path: "f.design.jsonc").spec
        let layout = WireframeLayout.layout(
            try XCTUnwrap(spec.screens.first), of: spec, colors: ColorResolver(spec: spec), platform: .iOS, category: .default)
        XCTAssertFalse(layout.items.contains { if case .text(let run, _) = $0.drawing { return run.lines.joined().hasPrefix("This screen") } else { return false } })
    }

    /// Every kind draws the `background` the spec gives it, its `color` where it shows text or a
    /// symbol, and its `tint` where the kind takes one (each color different, so each is found by itself).
    func testEveryKindDrawsTheColorsItIsGiven() throws {
        let showsColor: Set<ComponentKind> = [
            .text, .link, .button, .menu, .label, .toggle, .stepper, .picker, .datePicker, .disclosureButton,
            .gauge, .labeledContent, .contentUnavailable,
        ]
        let showsTint: Set<ComponentKind> = [.button, .menu, .link, .disclosureButton, .toggle, .slider, .progressView, .picker, .datePicker, .label, .gauge, .subscriptionStoreView]
        for kind in ComponentKind.allCases {
            let properties =
                ##""type": "\##(kind.rawValue)", "title": "Title", "text": "Text", "symbol": "star", "isOn": true, "value": 0.5, "background": "#123456", "color": "#654321", "tint": "#2468AC", "children": [ { "type": "text", "text": "Child" } ]"##
            let text = #"{ "name": "K", "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { \#(properties) } ] } ] }"#
            let analysis = DocumentAnalysis(text: text, path: "k.design.jsonc")
            let spec = analysis.spec
            let screen = try XCTUnwrap(spec.screens.first)
            let colors = ColorResolver(spec: spec)
            let palette = Palette(colors: colors)
            let layout = WireframeLayout.layout(screen, of: spec, colors: colors, platform: .iOS, category: .default)
            let component = try XCTUnwrap(spec.components.first)
            // The component's own items (its shape, title, symbol): those whose source lies inside it, children aside.
            let range = component.node.range
            let childRanges = spec.components.filter { $0.parentIndex == component.index }.map(\.node.range)
            let own = layout.items.filter { item in
                guard let source = item.sourceRange, source.lowerBound >= range.lowerBound, source.upperBound <= range.upperBound else { return false }
                return !childRanges.contains { $0.lowerBound <= source.lowerBound && source.upperBound <= $0.upperBound }
            }.map(\.frame)
            guard !own.isEmpty else {
                XCTFail("\(kind.rawValue) is not drawn")
                continue
            }
            var expected = ["background": "#123456"]
            if showsColor.contains(kind) { expected["color"] = "#654321" }
            if showsTint.contains(kind) { expected["tint"] = "#2468AC" }
            // A title in `color` hides a button's tint (and a label's symbol takes the tint).
            if [.button, .menu, .link, .disclosureButton].contains(kind) { expected["tint"] = nil }
            for (key, hex) in expected {
                let drawn = layout.items.contains { item in
                    own.contains { overlap(item.frame, $0) } && paints(item.drawing).contains { palette.css($0, in: .light) == hex }
                }
                XCTAssertTrue(drawn, "a \(kind.rawValue)'s \(key) \(hex) is not drawn on it")
            }
        }
    }
}
