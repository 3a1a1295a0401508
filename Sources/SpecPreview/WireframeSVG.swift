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
    init(layout: ScreenLayout, appearance: Appearance, palette: Palette, badges: [Int: [Badge]], label: String, findingAnchor: String? = nil) {
        self.findingAnchor = findingAnchor
        self.layout = layout
        self.appearance = appearance
        self.palette = palette
        self.badges = badges
        self.label = label
    }

    /// The width the picture is shown at, in CSS pixels.
    var displayWidth: Double {
        // Phones and watches side by side at 220 px; windows larger, up to 560 px.
        let target = layout.width <= 500 ? 220 : min(560, (layout.width * 0.45).rounded())
        return min(layout.width, target)
    }

    /// The `<svg>` element.
    mutating func render() -> String {
        output.reserveCapacity(layout.items.count * 220 + 1024)
        let scale = displayWidth / max(layout.width, 1)
        output += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" width=\"\(n(layout.width * scale))\" height=\"\(n(layout.height * scale))\" role=\"img\" aria-label=\"\(MarkupText.escape(label))\" font-family=\"-apple-system, system-ui, 'Helvetica Neue', Arial, sans-serif\">\n"
        for item in layout.items {
            draw(item)
        }
        for item in layout.items {
            if let clipping = item.clipping { mark(item.frame, clipping) }
        }
        if let fold = layout.foldY {
            output += "<line class=\"fold\" x1=\"0\" y1=\"\(n(fold))\" x2=\"\(n(layout.width))\" y2=\"\(n(fold))\" stroke=\"#8E8E93\" stroke-width=\"1.5\" stroke-dasharray=\"8 6\"/>"
            output += "<text x=\"6\" y=\"\(n(fold - 5))\" font-size=\"10\" fill=\"#8E8E93\">end of screen (\(n(layout.device.height)) pt); content scrolls</text>\n"
        }
        hitRegions()
        output += "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(layout.width - 1))\" height=\"\(n(layout.height - 1))\" rx=\"\(n(cornerRadius))\" fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"1\"/>\n"
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

    private mutating func text(_ string: String, x: Double, baseline: Double, size: Double, weight: Int = 400, fill: String, anchor: String? = nil, extra: String = "") {
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
            text(windowTitle, x: frame.midX, baseline: frame.midY + 4.5, size: 13, weight: 600, fill: color(.role(.label)), anchor: "middle")
        case .statusBar(nil):
            text("9:41", x: layout.platform == .watchOS ? frame.maxX - 16 : 28, baseline: frame.maxY - 12, size: 15, weight: 600, fill: color(.role(.label)),
                 anchor: layout.platform == .watchOS ? "end" : nil)
        case .bar(let fill, let hairlineAtTop):
            rect(frame, radius: 0, fill: color(fill), stroke: nil, extra: " fill-opacity=\"0.94\"")
            let y = hairlineAtTop ? frame.y : frame.maxY
            output += "<line x1=\"\(n(frame.x))\" y1=\"\(n(y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(y))\" stroke=\"\(color(.role(.separator)))\" stroke-width=\"0.5\"/>\n"
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
            text(name, x: frame.midX, baseline: frame.midY + size * 0.35, size: size, fill: stroke, anchor: "middle", extra: " class=\"symbol-name\"")
        case .image(let name):
            rect(frame, radius: 8, fill: color(.role(.fill)), stroke: color(.role(.secondaryLabel)), extra: " stroke-width=\"1\"")
            let line = color(.role(.separator))
            output += "<path d=\"M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))\" stroke=\"\(line)\" stroke-width=\"1\"/>\n"
            rect(Frame(x: frame.midX - 70, y: frame.midY - 11, width: 140, height: 22), radius: 6, fill: color(.role(.background)), stroke: nil)
            text("image: \(name)", x: frame.midX, baseline: frame.midY + 4, size: 11, fill: color(.role(.label)), anchor: "middle")
        case .toggle(let isOn):
            rect(frame, radius: frame.height / 2, fill: color(isOn ? .role(.on) : .role(.fill)), stroke: isOn ? nil : color(.role(.separator)))
            let knobX = isOn ? frame.maxX - frame.height / 2 : frame.x + frame.height / 2
            output += "<circle cx=\"\(n(knobX))\" cy=\"\(n(frame.midY))\" r=\"\(n(frame.height / 2 - 2))\" fill=\"#FFFFFF\" stroke=\"#00000022\"/>\n"
        case .slider(let fraction):
            let track = Frame(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
            rect(track, radius: 2, fill: color(.role(.fill)), stroke: nil)
            rect(Frame(x: track.x, y: track.y, width: track.width * fraction, height: 4), radius: 2, fill: color(.role(.tint)), stroke: nil)
            output += "<circle cx=\"\(n(track.x + track.width * fraction))\" cy=\"\(n(frame.midY))\" r=\"12\" fill=\"#FFFFFF\" stroke=\"#00000033\"/>\n"
        case .progress(let fraction):
            rect(Frame(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4), radius: 2, fill: color(.role(.fill)), stroke: nil)
            rect(Frame(x: frame.x, y: frame.midY - 2, width: frame.width * fraction, height: 4), radius: 2, fill: color(.role(.tint)), stroke: nil)
        case .spinner:
            output += "<circle cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" r=\"\(n(frame.width / 2 - 2))\" fill=\"none\" stroke=\"\(color(.role(.secondaryLabel)))\" stroke-width=\"3\" stroke-dasharray=\"3 3\"/>\n"
        case .pageDots(let count, let current):
            let fitting = max(1, Int(frame.width / 16))
            let shown = min(count, fitting)
            let start = frame.midX - Double(shown - 1) * 8
            for index in 0..<shown {
                let fill = index == current ? color(.role(.label)) : color(.role(.secondaryLabel))
                output += "<circle cx=\"\(n(start + Double(index) * 16))\" cy=\"\(n(frame.midY))\" r=\"3.5\" fill=\"\(fill)\"\(index == current ? "" : " fill-opacity=\"0.5\"")/>"
            }
            output += "\n"
        case .separator:
            output += "<line x1=\"\(n(frame.x))\" y1=\"\(n(frame.y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(frame.y))\" stroke=\"\(color(.role(.separator)))\" stroke-width=\"0.5\"/>\n"
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
        rect(Frame(x: frame.x - 2, y: frame.y - 2, width: frame.width + 4, height: frame.height + 4), radius: 4, fill: nil, stroke: stroke, dashed: true,
             extra: " stroke-width=\"1.5\" class=\"clipping\"")
        text(clipping.rawValue, x: frame.maxX, baseline: frame.maxY + 12, size: 10, weight: 600, fill: stroke, anchor: "end")
    }

    /// Every control's hit region against the platform's minimum target, shown by the page's toggle.
    private mutating func hitRegions() {
        let profile = PlatformCatalog.shared.profile(for: layout.platform)
        guard let minimum = profile.minimumControlSize?.value, let standard = profile.defaultControlSize?.value else { return }
        output += "<g class=\"hit\">\n"
        for item in layout.items {
            guard let region = item.hitRegion else { continue }
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
            rect(Frame(x: hit.midX - minimum.width / 2, y: hit.midY - minimum.height / 2, width: minimum.width, height: minimum.height), radius: 0, fill: nil, stroke: stroke, dashed: true, extra: " stroke-width=\"1\"")
            text("\(n(hit.width))×\(n(hit.height))", x: hit.x + 1, baseline: hit.maxY - 2, size: 8, fill: stroke)
        }
        output += "</g>\n"
    }

    private mutating func drawBadges() {
        for (index, item) in layout.items.enumerated() {
            guard let list = badges[index], !list.isEmpty else { continue }
            // The screen's own findings sit in its top left; an element's on its top right, leftwards.
            var x = index == 0 ? 14 : min(item.frame.maxX, layout.width - 12)
            let y = index == 0 ? 14 : max(item.frame.y, 12)
            for badge in list {
                let fill: String = switch badge.severity {
                case .error: "#FF3B30"
                case .warning: "#FF9500"
                case .information: "#007AFF"
                case .hint: "#8E8E93"
                }
                if let findingAnchor { output += "<a href=\"#\(findingAnchor)-finding-\(badge.number)\">" }
                output += "<g class=\"badge\" data-finding=\"\(badge.number)\"><title>\(badge.number). \(MarkupText.escape(badge.message))</title>"
                output += "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"10\" fill=\"\(fill)\" stroke=\"#FFFFFF\" stroke-width=\"1.5\"/>"
                output += "<text x=\"\(n(x))\" y=\"\(n(y + 4))\" font-size=\"11\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#FFFFFF\">\(badge.number)</text></g>"
                output += findingAnchor == nil ? "\n" : "</a>\n"
                x += index == 0 ? 22 : -22
            }
        }
    }
}
