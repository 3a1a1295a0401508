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

    private var output = ""

    /// Creates a writer; call `render()` for the markup.
    init(
        layout: ScreenLayout, appearance: Appearance, palette: Palette, badges: [Int: [Badge]], label: String, findingAnchor: String? = nil
    ) {
        self.findingAnchor = findingAnchor
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
        output +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" role=\"img\" aria-label=\"\(MarkupText.escape(label))\" font-family=\"-apple-system, system-ui, 'Helvetica Neue', Arial, sans-serif\">\n"
        var notDrawn = 0
        for (index, item) in layout.items.enumerated() {
            guard output.utf8.count < Self.maximumBytes else {
                notDrawn = layout.items.count - index
                break
            }
            draw(item)
        }
        for item in layout.items.prefix(layout.items.count - notDrawn) {
            if let clipping = item.clipping { mark(item.frame, clipping) }
        }
        if notDrawn > 0 {
            output +=
                "<text x=\"\(n(window.x + 8))\" y=\"\(n(window.maxY - 28))\" font-size=\"12\" fill=\"#8E8E93\">+\(notDrawn) more elements not drawn (the picture's size limit)</text>\n"
        }
        if let fold = layout.foldY {
            output +=
                "<line class=\"fold\" x1=\"\(n(window.x))\" y1=\"\(n(fold))\" x2=\"\(n(window.maxX))\" y2=\"\(n(fold))\" stroke=\"#8E8E93\" stroke-width=\"1.5\" stroke-dasharray=\"8 6\"/>"
            // A watch is too narrow for the whole sentence.
            let note = window.width < 320 ? "end of screen" : "end of screen (\(n(layout.device.height)) pt); content scrolls"
            output += "<text x=\"\(n(window.x + 6))\" y=\"\(n(fold - 5))\" font-size=\"12\" fill=\"#8E8E93\">\(note)</text>\n"
        }
        hitRegions()
        output +=
            "<rect x=\"\(n(window.x + 0.5))\" y=\"\(n(window.y + 0.5))\" width=\"\(n(window.width - 1))\" height=\"\(n(window.height - 1))\" rx=\"\(n(cornerRadius))\" fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"1\"/>\n"
        drawBadges()
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

    private func n(_ value: Double) -> String { MarkupText.number(value) }
    private func color(_ paint: Paint) -> String { palette.css(paint, in: appearance) }

    private mutating func rect(_ frame: Frame, radius: Double, fill: String?, stroke: String?, dashed: Bool = false, extra: String = "") {
        output += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(frame.width, 0)))\" height=\"\(n(max(frame.height, 0)))\""
        if radius > 0 { output += " rx=\"\(n(min(radius, frame.height / 2, frame.width / 2)))\"" }
        output += " fill=\"\(fill ?? "none")\""
        if let stroke { output += " stroke=\"\(stroke)\"" + (dashed ? " stroke-dasharray=\"4 3\"" : "") }
        output += extra + "/>\n"
    }

    private mutating func text(
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
            rect(frame, radius: cornerRadius, fill: color(paint), stroke: nil)
        case .statusBar(let windowTitle?):
            for (index, light) in ["#FF5F57", "#FEBC2E", "#28C840"].enumerated() {
                output += "<circle cx=\"\(n(frame.x + 14 + Double(index) * 20))\" cy=\"\(n(frame.midY))\" r=\"6\" fill=\"\(light)\"/>"
            }
            if !windowTitle.isEmpty {
                text(
                    windowTitle, x: frame.midX, baseline: frame.midY + 4.5, size: 13, weight: 600, fill: color(.role(.label)),
                    anchor: "middle")
            }
        case .statusBar(nil):
            text(
                "9:41", x: layout.platform == .watchOS ? frame.maxX - 16 : 28, baseline: frame.maxY - 12, size: 15, weight: 600,
                fill: color(.role(.label)),
                anchor: layout.platform == .watchOS ? "end" : nil)
        case .bar(let fill, let hairlineAtTop):
            rect(frame, radius: 0, fill: color(fill), stroke: nil, extra: " fill-opacity=\"0.94\"")
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
            rect(frame, radius: radius, fill: fill.map(color), stroke: stroke.map(color), dashed: dashed)
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
        case .toggle(let isOn):
            rect(
                frame, radius: frame.height / 2, fill: color(isOn ? .role(.on) : .role(.fill)),
                stroke: isOn ? nil : color(.role(.separator)))
            let knobX = isOn ? frame.maxX - frame.height / 2 : frame.x + frame.height / 2
            output +=
                "<circle cx=\"\(n(knobX))\" cy=\"\(n(frame.midY))\" r=\"\(n(frame.height / 2 - 2))\" fill=\"#FFFFFF\" stroke=\"#00000022\"/>\n"
        case .slider(let fraction):
            let track = Frame(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
            rect(track, radius: 2, fill: color(.role(.fill)), stroke: nil)
            rect(Frame(x: track.x, y: track.y, width: track.width * fraction, height: 4), radius: 2, fill: color(.role(.tint)), stroke: nil)
            output +=
                "<circle cx=\"\(n(track.x + track.width * fraction))\" cy=\"\(n(frame.midY))\" r=\"12\" fill=\"#FFFFFF\" stroke=\"#00000033\"/>\n"
        case .progress(let fraction):
            rect(Frame(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4), radius: 2, fill: color(.role(.fill)), stroke: nil)
            rect(
                Frame(x: frame.x, y: frame.midY - 2, width: frame.width * fraction, height: 4), radius: 2, fill: color(.role(.tint)),
                stroke: nil)
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

    /// A dashed outline around an item whose content does not fit.
    private mutating func mark(_ frame: Frame, _ clipping: Clipping) {
        let stroke = clipping == .truncated ? "#FF9500" : "#FF3B30"
        rect(
            Frame(x: frame.x - 2, y: frame.y - 2, width: frame.width + 4, height: frame.height + 4), radius: 4, fill: nil, stroke: stroke,
            dashed: true,
            extra: " stroke-width=\"1.5\" class=\"clipping\"")
        text(clipping.rawValue, x: frame.maxX, baseline: frame.maxY + 12, size: 10, weight: 600, fill: stroke, anchor: "end")
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

    /// A badge where it is drawn.
    struct PlacedBadge {
        let badge: Badge
        /// The index of the item it belongs to.
        let item: Int
        /// Its centre.
        let x: Double
        let y: Double
    }

    /// Where every finding's badge goes, on its element: at the element's top trailing corner (just
    /// past its end when there is room, so it does not cover the element's text), the screen's own
    /// findings in the window's top leading corner; a badge that would cover another moves along the
    /// element's top edge, then a row down. Past `maximumBadges`, badges are counted, not placed.
    func badgePlacements() -> (placed: [PlacedBadge], notDrawn: Int) {
        let radius = Self.badgeRadius
        let step = 2 * radius + 2
        var placed: [PlacedBadge] = []
        var notDrawn = 0
        for (index, item) in layout.items.enumerated() {
            guard let list = badges[index], !list.isEmpty else { continue }
            let window = layout.window
            // Text is measured with an average advance; real fonts run wider, so a badge after text keeps a margin.
            let end = if case .text = item.drawing { item.frame.x + item.frame.width * Self.textWidthAllowance } else { item.frame.maxX }
            let anchor: (x: Double, y: Double, direction: Double)
            if index == 0 {
                // The screen's own findings: at the top centre, clear of the rounded corners and the clock.
                anchor = (window.midX, window.y + radius + 4, 1)
            } else if end + radius + 2 + radius <= layout.width {
                anchor = (end + radius + 2, item.frame.y + radius, -1)
            } else {
                anchor = (item.frame.maxX - radius, item.frame.y + radius, -1)
            }
            for badge in list {
                guard placed.count < Self.maximumBadges else {
                    notDrawn += 1
                    continue
                }
                let spot = Self.freeSpot(
                    from: anchor, step: step, radius: radius, avoiding: placed.map { ($0.x, $0.y) }, width: layout.width,
                    height: layout.height)
                placed.append(PlacedBadge(badge: badge, item: index, x: spot.x, y: spot.y))
            }
        }
        return (placed, notDrawn)
    }

    private mutating func drawBadges() {
        let radius = Self.badgeRadius
        let (placed, notDrawn) = badgePlacements()
        for spot in placed {
            let badge = spot.badge
            let fill: String =
                switch badge.severity {
                case .error: "#FF3B30"
                case .warning: "#C45E00"
                case .information: "#007AFF"
                case .hint: "#6E6E73"
                }
            if let findingAnchor { output += "<a href=\"#\(findingAnchor)-finding-\(badge.number)\">" }
            output +=
                "<g class=\"badge\" data-finding=\"\(badge.number)\"><title>\(badge.number). \(MarkupText.escape(String(badge.message.prefix(300))))</title>"
            output +=
                "<circle cx=\"\(n(spot.x))\" cy=\"\(n(spot.y))\" r=\"\(n(radius))\" fill=\"\(fill)\" stroke=\"#FFFFFF\" stroke-width=\"2\"/>"
            let size = badge.number < 100 ? 13.0 : 10
            output +=
                "<text x=\"\(n(spot.x))\" y=\"\(n(spot.y + size * 0.36))\" font-size=\"\(n(size))\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#FFFFFF\">\(badge.number)</text></g>"
            output += findingAnchor == nil ? "\n" : "</a>\n"
        }
        if notDrawn > 0 {
            output +=
                "<text x=\"\(n(layout.window.x + 8))\" y=\"\(n(layout.window.maxY - 8))\" font-size=\"12\" fill=\"#8E8E93\">+\(notDrawn) more findings not badged (all are listed)</text>\n"
        }
    }

    /// The first badge centre from `anchor` on, stepping along its row (in `anchor.direction`, then
    /// the other way) and then row by row downwards, that covers no badge in `placed` and stays on the canvas.
    static func freeSpot(
        from anchor: (x: Double, y: Double, direction: Double), step: Double, radius: Double, avoiding placed: [(x: Double, y: Double)],
        width: Double, height: Double
    ) -> (x: Double, y: Double) {
        func clamp(_ value: Double, _ upper: Double) -> Double { min(max(value, radius + 1), max(radius + 1, upper - radius - 1)) }
        func isFree(_ x: Double, _ y: Double) -> Bool {
            !placed.contains { abs($0.x - x) < step - 0.5 && abs($0.y - y) < step - 0.5 }
        }
        let columns = max(1, Int(width / step))
        let rows = max(1, Int(height / step))
        for row in 0..<rows {
            let y = clamp(anchor.y + Double(row) * step, height)
            for offset in 0..<(2 * columns) {
                // 0, 1, 2, … along the direction, then back the other way past the anchor.
                let along = offset < columns ? Double(offset) * anchor.direction : Double(offset - columns + 1) * -anchor.direction
                let x = anchor.x + along * step
                guard x >= radius + 1, x <= width - radius - 1 else { continue }
                if isFree(x, y) { return (x, y) }
            }
        }
        return (clamp(anchor.x, width), clamp(anchor.y, height))
    }
}
