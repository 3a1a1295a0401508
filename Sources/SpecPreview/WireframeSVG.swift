import Foundation
import SpecKnowledge
import SpecModel

/// A numbered finding drawn on an item.
struct Badge: Sendable, Hashable {
    /// The finding's number on the page.
    let number: Int
    /// Its severity (the badge's color).
    let severity: Severity
    /// Its message (the badge's tooltip).
    let message: String
}

/// Writes a laid-out screen as one `<svg>` element in one appearance.
struct WireframeSVG {
    let layout: ScreenLayout
    let appearance: Appearance
    let palette: Palette
    /// Badges per item index.
    let badges: [Int: [Badge]]
    /// The accessible name of the picture.
    let label: String
    /// The id prefix of the page's finding list entries (`spec-1` → `#spec-1-finding-12`); nil: badges link nowhere.
    let findingAnchor: String?
    /// The gradients this picture references, written once each as `<defs>` with ids unique on the page.
    private let gradients: GradientDefinitions

    /// The SVG written so far.
    var output = ""

    /// Creates a writer; call `render()` for the markup.
    init(
        layout: ScreenLayout, appearance: Appearance, palette: Palette, badges: [Int: [Badge]], label: String, findingAnchor: String? = nil,
        idPrefix: String = "wireframe"
    ) {
        self.findingAnchor = findingAnchor
        self.gradients = GradientDefinitions(idPrefix: idPrefix)
        self.layout = layout
        self.appearance = appearance
        self.palette = palette
        self.badges = badges
        self.label = label
    }

    /// The radius of a finding badge: 24 px across at 1:1, legible without zooming.
    static let badgeRadius = 12.0
    /// The size after which a picture draws no more elements (each element is bounded by the
    /// layout's caps, so a picture stays under about 1.6 MB whatever the spec holds).
    static let maximumBytes = 1_500_000
    /// How much wider than measured a text may render (the layout's average advance against wide fallback fonts).
    static let textWidthAllowance = 1.25
    /// The most badges drawn on one picture; the rest are counted in a note (the list beside the picture has them all).
    static let maximumBadges = 100

    /// The `<svg>` element, drawn at 1:1 (one point is one CSS pixel; the page's zoom controls scale it).
    mutating func render() -> String {
        output.reserveCapacity(layout.items.count * 220 + 1024)
        let window = layout.window
        let gutter = gutter()
        output +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" viewBox=\"0 0 \(n(gutter.width)) \(n(gutter.height))\" width=\"\(n(gutter.width))\" height=\"\(n(gutter.height))\" role=\"img\" aria-label=\"\(MarkupText.escape(label))\" font-family=\"-apple-system, system-ui, 'Helvetica Neue', Arial, sans-serif\">\n"
        // The drawing is clipped to its canvas, as the device clips content that runs past the screen
        // (the outline and the gutter's word say it overflows), so nothing runs into the gutter.
        output += "<svg class=\"drawing\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" overflow=\"hidden\">\n"
        var notDrawn = 0
        for (index, item) in layout.items.enumerated() {
            guard output.utf8.count + gradients.byteCount < Self.maximumBytes else {
                notDrawn = layout.items.count - index
                break
            }
            draw(item)
            if index == 0, let fold = layout.foldY {
                // Where the device's screen ends, behind the content (its label is in the gutter).
                output +=
                    "<line class=\"fold\" x1=\"\(n(window.x))\" y1=\"\(n(fold))\" x2=\"\(n(window.maxX))\" y2=\"\(n(fold))\" stroke=\"#8E8E93\" stroke-width=\"1.5\" stroke-dasharray=\"8 6\"><title>end of screen (\(n(layout.device.height)) pt); content scrolls</title></line>\n"
            }
        }
        for item in layout.items.prefix(layout.items.count - notDrawn) {
            if let clipping = item.clipping { mark(item.frame, clipping) }
        }
        if notDrawn > 0 {
            output +=
                "<text x=\"\(n(window.x + 8))\" y=\"\(n(window.maxY - 28))\" font-size=\"12\" fill=\"#8E8E93\">+\(notDrawn) more elements not drawn (the picture's size limit)</text>\n"
        }
        hitRegions()
        output += gradients.markup
        output +=
            "<rect x=\"\(n(window.x + 0.5))\" y=\"\(n(window.y + 0.5))\" width=\"\(n(window.width - 1))\" height=\"\(n(window.height - 1))\" rx=\"\(n(cornerRadius))\" fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"1\"/>\n"
        output += "</svg>\n"
        drawGutter(gutter)
        output += "</svg>"
        return output
    }

    private var cornerRadius: Double {
        switch layout.platform {
        case .iOS: return 44
        case .watchOS: return 34
        case .iPadOS: return 18
        default: return 10
        }
    }

    func n(_ value: Double) -> String { MarkupText.number(value) }
    /// The `fill` or `stroke` value of `paint`: a gradient's `url(#id)` (its definition written once).
    func color(_ paint: Paint) -> String {
        let fill = palette.fill(paint, in: appearance)
        guard case .gradient(let gradient) = fill else { return fill.css }
        return "url(#\(gradients.id(for: gradient)))"
    }

    /// A shape filled with `paint`: an angular gradient as a sweep of wedges clipped to the shape (SVG has no
    /// conic gradient, and the page's content security policy allows no inline style for a CSS one), glass
    /// with its light edge, anything else as `rect` draws it.
    private mutating func fillShape(
        _ frame: Frame, radius: Double, paint: Paint, stroke: String?, dashed: Bool = false, extra: String = ""
    ) {
        let fill = palette.fill(paint, in: appearance)
        if case .gradient(let gradient) = fill, gradient.kind == .angularGradient, frame.width > 0, frame.height > 0 {
            drawSweep(gradient, in: frame, radius: radius)
            if stroke != nil { rect(frame, radius: radius, fill: nil, stroke: stroke, dashed: dashed) }
            return
        }
        rect(frame, radius: radius, fill: color(paint), stroke: stroke, dashed: dashed, extra: extra)
        if case .material(.glass, _) = fill, frame.width > 2, frame.height > 2 {
            // Glass's light edge, just inside the shape.
            let inset = Frame(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2)
            rect(inset, radius: max(radius - 1, 0), fill: nil, stroke: nil, extra: PreviewMaterial.glassEdge)
        }
    }

    mutating func rect(_ frame: Frame, radius: Double, fill: String?, stroke: String?, dashed: Bool = false, extra: String = "") {
        output += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(frame.width, 0)))\" height=\"\(n(max(frame.height, 0)))\""
        if radius > 0 { output += " rx=\"\(n(min(radius, frame.height / 2, frame.width / 2)))\"" }
        output += " fill=\"\(fill ?? "none")\""
        if let stroke { output += " stroke=\"\(stroke)\"" + (dashed ? " stroke-dasharray=\"4 3\"" : "") }
        output += extra + "/>\n"
    }

    mutating func text(
        _ string: String, x: Double, baseline: Double, size: Double, weight: Int = 400, fill: String, anchor: String? = nil,
        extra: String = ""
    ) {
        output += "<text x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(size))\""
        if weight != 400 { output += " font-weight=\"\(weight)\"" }
        if let anchor { output += " text-anchor=\"\(anchor)\"" }
        output += " fill=\"\(fill)\"\(extra)>\(MarkupText.escape(string))</text>\n"
    }

    private mutating func draw(_ item: WireframeItem) {
        let frame = item.frame
        switch item.drawing {
        case .screen(let paint):
            fillShape(frame, radius: cornerRadius, paint: paint, stroke: nil)
        case .statusBar(let windowTitle?):
            for (index, light) in ["#FF5F57", "#FEBC2E", "#28C840"].enumerated() {
                output += "<circle cx=\"\(n(frame.x + 14 + Double(index) * 20))\" cy=\"\(n(frame.midY))\" r=\"6\" fill=\"\(light)\"/>"
            }
            if !windowTitle.isEmpty {
                text(
                    windowTitle, x: frame.midX, baseline: frame.midY + 4.5, size: 13, weight: 600, fill: color(.role(.label)),
                    anchor: "middle")
            }
        case .statusBar(nil) where layout.platform == .iPadOS:
            // An iPad's status bar: the time and date in small type, clear of the rounded corner.
            text("9:41  Mon Jun 9", x: frame.x + 24, baseline: frame.y + 16, size: 12, weight: 600, fill: color(.role(.label)))
        case .statusBar(nil) where layout.platform == .watchOS:
            // A watch's time at the top trailing side, inside the display's rounded corner.
            text("9:41", x: frame.maxX - 28, baseline: frame.y + 19, size: 15, weight: 600, fill: color(.role(.label)), anchor: "end")
        case .statusBar(nil):
            text("9:41", x: 28, baseline: frame.maxY - 12, size: 15, weight: 600, fill: color(.role(.label)))
        case .bar(let fill, let hairlineAtTop):
            fillShape(frame, radius: 0, paint: fill, stroke: nil, extra: " fill-opacity=\"0.94\"")
            let y = hairlineAtTop ? frame.y : frame.maxY
            output +=
                "<line x1=\"\(n(frame.x))\" y1=\"\(n(y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(y))\" stroke=\"\(color(.role(.separator)))\" stroke-width=\"0.5\"/>\n"
        case .text(let run, let underlined):
            let fill = color(run.paint)
            let weight = (FontWeight.allCases.firstIndex(of: run.weight) ?? 3) * 100 + 100
            output += "<text x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" font-size=\"\(n(run.size))\""
            if weight != 400 { output += " font-weight=\"\(weight)\"" }
            if underlined { output += " text-decoration=\"underline\"" }
            output += " fill=\"\(fill)\">"
            for (index, line) in run.lines.enumerated() {
                let dy = index == 0 ? (run.leading - run.size) / 2 + run.size * 0.8 : run.leading
                output += "<tspan x=\"\(n(frame.x))\" dy=\"\(n(dy))\">\(MarkupText.escape(line))</tspan>"
            }
            output += "</text>\n"
        case .box(let fill, let stroke, let radius, let dashed):
            guard fill != nil || stroke != nil else { return }
            if let fill {
                fillShape(frame, radius: radius, paint: fill, stroke: stroke.map(color), dashed: dashed)
            } else {
                rect(frame, radius: radius, fill: nil, stroke: stroke.map(color), dashed: dashed)
            }
        case .symbol(let name, let paint):
            let stroke = color(paint)
            rect(frame, radius: 5, fill: nil, stroke: stroke, dashed: true, extra: " stroke-width=\"1\"")
            let size = max(3, min(7, frame.width * 1.8 / Double(max(name.count, 1))))
            text(
                name, x: frame.midX, baseline: frame.midY + size * 0.35, size: size, fill: stroke, anchor: "middle",
                extra: " class=\"symbol-name\"")
        case .image(let name):
            rect(frame, radius: 8, fill: color(.role(.fill)), stroke: color(.role(.secondaryLabel)), extra: " stroke-width=\"1\"")
            let line = color(.role(.separator))
            output +=
                "<path d=\"M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))\" stroke=\"\(line)\" stroke-width=\"1\"/>\n"
            // The asset's name on a label, when the image is large enough to hold one.
            let caption = "image: \(name)"
            let labelWidth = min(Double(caption.count) * 6.2 + 16, frame.width - 8)
            if labelWidth >= 60, frame.height >= 30 {
                rect(
                    Frame(x: frame.midX - labelWidth / 2, y: frame.midY - 11, width: labelWidth, height: 22), radius: 6,
                    fill: color(.role(.background)), stroke: nil)
                let fitting = max(1, Int((labelWidth - 16) / 6.2))
                text(
                    caption.count > fitting ? caption.prefix(fitting - 1) + "…" : caption, x: frame.midX, baseline: frame.midY + 4,
                    size: 11, fill: color(.role(.label)), anchor: "middle")
            }
        case .toggle(let isOn, let tint):
            rect(
                frame, radius: frame.height / 2, fill: color(isOn ? tint : .role(.fill)),
                stroke: isOn ? nil : color(.role(.separator)))
            let knobX = isOn ? frame.maxX - frame.height / 2 : frame.x + frame.height / 2
            output +=
                "<circle cx=\"\(n(knobX))\" cy=\"\(n(frame.midY))\" r=\"\(n(frame.height / 2 - 2))\" fill=\"#FFFFFF\" stroke=\"#00000022\"/>\n"
        case .slider(let fraction, let tint):
            let track = Frame(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
            rect(track, radius: 2, fill: color(.role(.fill)), stroke: nil)
            rect(Frame(x: track.x, y: track.y, width: track.width * fraction, height: 4), radius: 2, fill: color(tint), stroke: nil)
            output +=
                "<circle cx=\"\(n(track.x + track.width * fraction))\" cy=\"\(n(frame.midY))\" r=\"12\" fill=\"#FFFFFF\" stroke=\"#00000033\"/>\n"
        case .progress(let fraction, let tint):
            rect(Frame(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4), radius: 2, fill: color(.role(.fill)), stroke: nil)
            rect(
                Frame(x: frame.x, y: frame.midY - 2, width: frame.width * fraction, height: 4), radius: 2, fill: color(tint),
                stroke: nil)
        case .ring(let fraction, let tint):
            drawRing(frame, fraction: fraction, tint: tint)
        case .chart(let mark, let series):
            drawChart(frame, mark: mark, series: series)
        case .spinner:
            output +=
                "<circle cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" r=\"\(n(frame.width / 2 - 2))\" fill=\"none\" stroke=\"\(color(.role(.secondaryLabel)))\" stroke-width=\"3\" stroke-dasharray=\"3 3\"/>\n"
        case .pageDots(let count, let current):
            let fitting = max(1, Int(frame.width / 16))
            let shown = min(count, fitting)
            let start = frame.midX - Double(shown - 1) * 8
            for index in 0..<shown {
                let fill = index == current ? color(.role(.label)) : color(.role(.secondaryLabel))
                output +=
                    "<circle cx=\"\(n(start + Double(index) * 16))\" cy=\"\(n(frame.midY))\" r=\"3.5\" fill=\"\(fill)\"\(index == current ? "" : " fill-opacity=\"0.5\"")/>"
            }
            output += "\n"
        case .separator:
            output +=
                "<line x1=\"\(n(frame.x))\" y1=\"\(n(frame.y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(frame.y))\" stroke=\"\(color(.role(.separator)))\" stroke-width=\"0.5\"/>\n"
        case .grabber:
            rect(frame, radius: frame.height / 2, fill: color(.role(.secondaryLabel)), stroke: nil)
        case .unrenderable(let reason):
            rect(frame, radius: 6, fill: "#FF3B3014", stroke: "#FF3B30", dashed: true, extra: " class=\"unrenderable\"")
            text("can't draw: \(reason)", x: frame.x + 8, baseline: frame.midY + 4, size: 11, fill: "#FF3B30")
        }
    }

    /// The wedges an angular gradient is drawn with: fine enough that neighbours differ little.
    static let angularGradientWedges = 72

    /// An angular gradient over `frame`: wedges around its center, each in the gradient's color at its middle
    /// angle, from the trailing edge clockwise as SwiftUI's angle 0 and direction are, clipped to the shape.
    private mutating func drawSweep(_ gradient: PreviewGradient, in frame: Frame, radius: Double) {
        let corner = min(radius, frame.height / 2, frame.width / 2)
        let shape =
            "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" rx=\"\(n(corner))\"/>"
        let clip = gradients.clipID(shape: shape)
        let centerX = frame.x + gradient.center.x * frame.width
        let centerY = frame.y + gradient.center.y * frame.height
        let reach = (frame.width * frame.width + frame.height * frame.height).squareRoot() + 1
        let count = Self.angularGradientWedges
        output += "<g clip-path=\"url(#\(clip))\">"
        for index in 0..<count {
            // Each wedge overlaps the next by a little, so no seam shows between them.
            let start = Double(index) / Double(count) * 2 * Double.pi
            let end = (Double(index) + 1.2) / Double(count) * 2 * Double.pi
            let color = gradient.color(at: (Double(index) + 0.5) / Double(count))
            output +=
                "<path d=\"M\(n(centerX)) \(n(centerY))L\(n(centerX + reach * cos(start))) \(n(centerY + reach * sin(start)))L\(n(centerX + reach * cos(end))) \(n(centerY + reach * sin(end)))Z\" fill=\"\(color)\"/>"
        }
        output += "</g>\n"
    }

    /// A gauge's ring: three quarters of a circle open at the bottom, the track in the fill color and the
    /// value in `tint`, drawn with dash arrays along one circle.
    private mutating func drawRing(_ frame: Frame, fraction: Double, tint: Paint) {
        let radius = max(min(frame.width, frame.height) / 2 - 3, 1)
        let circumference = 2 * Double.pi * radius
        let arc = circumference * 0.75
        // Rotated so the arc starts at the lower left (135°) and runs clockwise to the lower right.
        let common =
            "cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" r=\"\(n(radius))\" fill=\"none\" stroke-width=\"5\" stroke-linecap=\"round\" transform=\"rotate(135 \(n(frame.midX)) \(n(frame.midY)))\""
        output += "<circle \(common) stroke=\"\(color(.role(.fill)))\" stroke-dasharray=\"\(n(arc)) \(n(circumference))\"/>\n"
        output += "<circle \(common) stroke=\"\(color(tint))\" stroke-dasharray=\"\(n(arc * fraction)) \(n(circumference))\"/>\n"
    }

    /// A chart's plot: axis lines, then each series as its marks (bars side by side per value, lines and
    /// areas through the values, points, sectors of a donut by each series' total, or a rule at its mean).
    private mutating func drawChart(_ frame: Frame, mark: ChartMark, series: [ChartSeriesDrawing]) {
        let axis = color(.role(.separator))
        output +=
            "<path d=\"M\(n(frame.x)) \(n(frame.y))V\(n(frame.maxY))H\(n(frame.maxX))\" fill=\"none\" stroke=\"\(axis)\" stroke-width=\"1\"/>\n"
        if mark == .sector {
            drawSectors(frame, series: series)
            return
        }
        let count = max(series.map(\.values.count).max() ?? 0, 1)
        let step = frame.width / Double(count)
        func point(_ index: Int, _ value: Double) -> (Double, Double) {
            (frame.x + step * (Double(index) + 0.5), frame.maxY - value * frame.height)
        }
        for (position, entry) in series.enumerated() {
            let paint = color(entry.paint)
            let dash = entry.dashed ? " stroke-dasharray=\"5 3\"" : ""
            switch entry.mark {
            case .bar:
                let barWidth = step * 0.7 / Double(max(series.count, 1))
                for (index, value) in entry.values.enumerated() {
                    let x = frame.x + step * Double(index) + step * 0.15 + barWidth * Double(position)
                    rect(Frame(x: x, y: frame.maxY - value * frame.height, width: barWidth, height: value * frame.height), radius: 0, fill: paint, stroke: nil)
                }
            case .line, .area:
                let points = entry.values.enumerated().map { point($0.offset, $0.element) }
                guard let first = points.first, let last = points.last else { continue }
                let path = "M" + points.map { "\(n($0.0)) \(n($0.1))" }.joined(separator: "L")
                if entry.mark == .area {
                    output +=
                        "<path d=\"\(path)L\(n(last.0)) \(n(frame.maxY))L\(n(first.0)) \(n(frame.maxY))Z\" fill=\"\(paint)\" fill-opacity=\"0.35\"/>\n"
                }
                output += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(paint)\" stroke-width=\"2\"\(dash)/>\n"
            case .point:
                for (index, value) in entry.values.enumerated() {
                    let (x, y) = point(index, value)
                    output += "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3\" fill=\"\(paint)\"/>\n"
                }
            case .rule:
                let mean = entry.values.isEmpty ? 0.5 : entry.values.reduce(0, +) / Double(entry.values.count)
                let y = frame.maxY - mean * frame.height
                output +=
                    "<line x1=\"\(n(frame.x))\" y1=\"\(n(y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(y))\" stroke=\"\(paint)\" stroke-width=\"2\"\(dash)/>\n"
            case .sector:
                continue
            }
        }
    }

    /// A donut: one sector per series, sized by the series' total, as stroked arcs of one circle.
    private mutating func drawSectors(_ frame: Frame, series: [ChartSeriesDrawing]) {
        let radius = max(min(frame.width, frame.height) / 2 - 12, 1)
        let circumference = 2 * Double.pi * radius
        let totals = series.map { max($0.values.reduce(0, +), 0) }
        let sum = totals.reduce(0, +)
        var start = 0.0
        for (entry, total) in zip(series, totals) {
            let length = sum > 0 ? circumference * total / sum : circumference / Double(max(series.count, 1))
            output +=
                "<circle cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" r=\"\(n(radius))\" fill=\"none\" stroke=\"\(color(entry.paint))\" stroke-width=\"18\" stroke-dasharray=\"\(n(length)) \(n(circumference))\" stroke-dashoffset=\"\(n(-start))\" transform=\"rotate(-90 \(n(frame.midX)) \(n(frame.midY)))\"/>\n"
            start += length
        }
    }

    /// A dashed outline around an item whose content does not fit (the gutter says why).
    private mutating func mark(_ frame: Frame, _ clipping: Clipping) {
        let stroke = Self.clippingColor(clipping)
        rect(
            Frame(x: frame.x - 2, y: frame.y - 2, width: frame.width + 4, height: frame.height + 4), radius: 4, fill: nil, stroke: stroke,
            dashed: true,
            extra: " stroke-width=\"1.5\" class=\"clipping\"")
    }

    /// Every control's hit region against the platform's minimum target, shown by the page's toggle.
    private mutating func hitRegions() {
        let profile = PlatformCatalog.shared.profile(for: layout.platform)
        guard let minimum = profile.minimumControlSize?.value, let standard = profile.defaultControlSize?.value else { return }
        output += "<g class=\"hit\">\n"
        for item in layout.items {
            guard let region = item.hitRegion, output.utf8.count < Self.maximumBytes + 200_000 else { continue }
            let hit = region.frame
            guard region.isDeclared else {
                // No size in the spec: the drawn size, without a verdict.
                rect(hit, radius: 0, fill: nil, stroke: "#8E8E93", dashed: true, extra: " stroke-width=\"1\"")
                continue
            }
            let belowMinimum = hit.width < minimum.width || hit.height < minimum.height
            let belowDefault = hit.width < standard.width || hit.height < standard.height
            let stroke = belowMinimum ? "#FF3B30" : belowDefault ? "#FF9500" : "#34C759"
            rect(hit, radius: 0, fill: stroke + "33", stroke: stroke, extra: " stroke-width=\"1\"")
            rect(
                Frame(x: hit.midX - minimum.width / 2, y: hit.midY - minimum.height / 2, width: minimum.width, height: minimum.height),
                radius: 0, fill: nil, stroke: stroke, dashed: true, extra: " stroke-width=\"1\"")
            text("\(n(hit.width))×\(n(hit.height))", x: hit.x + 1, baseline: hit.maxY - 2, size: 8, fill: stroke)
        }
        output += "</g>\n"
    }
}
