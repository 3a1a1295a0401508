import SpecKnowledge
import SpecModel
import SpecSyntax

/// Colors, sizes and text metrics the layout reads from the spec, its profile and the text styles.
extension WireframeLayout {
    // MARK: Values

    /// What the color value `node` paints with: a gradient as a gradient, any other value resolved; nil
    /// when it is not a valid color value.
    func paint(of node: SyntaxNode) -> Paint? {
        if let gradient = colors.gradient(of: node), gradient.kind != .gradient { return .gradient(gradient) }
        return colors.resolve(node).map { .resolved($0) }
    }

    /// The system color standing in for `surface`'s material on this platform (the platform profile's).
    func surfaceFill(_ surface: SystemSurface, default role: ColorRole = .background) -> Paint {
        profile.systemSurfaces[surface].flatMap { colors.resolveSystemColor(named: $0.background) }.map { .resolved($0) } ?? .role(role)
    }

    /// What colors `surface`'s items when the spec sets no color: the tint or the label color.
    func surfaceForeground(_ surface: SystemSurface) -> ColorRole {
        profile.systemSurfaces[surface]?.foreground == .label ? .label : .tint
    }

    func foreground(_ component: Component, default role: ColorRole) -> Paint {
        component.value("color").flatMap(paint(of:)) ?? labelForeground ?? .role(role)
    }

    /// The component's `tint`, else the system color of `role`.
    func tint(_ component: Component, default role: ColorRole = .tint) -> Paint {
        component.value("tint").flatMap(paint(of:)) ?? .role(role)
    }

    func background(_ component: Component, default paint: Paint = .role(.background)) -> Paint {
        component.value("background").flatMap(paint(of:)) ?? paint
    }

    /// A size property in points, nil when absent or not a finite number; clamped to 0...10,000 so
    /// absurd values still give a drawable page.
    func dimension(_ component: Component, _ key: String) -> Double? {
        component.number(key).flatMap(Self.clampedDimension)
    }

    /// A size in points clamped to 0...10,000, nil when not finite.
    static func clampedDimension(_ value: Double) -> Double? {
        value.isFinite ? min(max(value, 0), 10_000) : nil
    }

    /// A count or index property, nil when absent or not a finite number; clamped to 0...1,000.
    func count(_ component: Component, _ key: String) -> Int? {
        guard let value = component.number(key), value.isFinite else { return nil }
        return Int(min(max(value, 0), 1_000))
    }

    func fractionValue(_ component: Component) -> Double {
        let minimum = component.number("minimumValue") ?? 0
        let maximum = component.number("maximumValue") ?? 1
        let value = component.number("value") ?? (minimum + maximum) / 2
        let fraction = (value - minimum) / (maximum - minimum)
        guard maximum > minimum, fraction.isFinite else { return 0.5 }
        return min(max(fraction, 0), 1)
    }

    /// The hit region a control declares (`hitWidth`/`hitHeight`, else a custom control's `width`/`height`;
    /// a system control's comes from the system), else its drawn size; centred on `frame`.
    func hitRegion(_ component: Component, around frame: Frame) -> HitRegion? {
        guard component.isInteractive else { return nil }
        let declared = component.hitRegion(on: platform)
        let width = declared?.width.flatMap(Self.clampedDimension) ?? frame.width
        let height = declared?.height.flatMap(Self.clampedDimension) ?? frame.height
        return HitRegion(
            frame: Frame(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height),
            isDeclared: declared != nil)
    }

    // MARK: Text

    /// Size, leading and weight of `component`'s font (or of `style` when it has none or it cannot be
    /// resolved) at this layout's content size.
    func metrics(style: String, component: Component?) -> (size: Double, leading: Double, weight: FontWeight) {
        let resolved = component.flatMap { $0.value("font") != nil ? fonts.font(of: $0) : nil }
        let catalog = TypographyCatalog.shared
        let styleName = resolved?.textStyle ?? (resolved?.size == nil ? style : nil)
        var size = resolved?.size ?? catalog.defaultFontSize(for: platform)
        var leading: Double?
        var weight = resolved?.weight ?? .regular
        if let styleName, resolved?.size == nil,
            let metrics = catalog.metrics(style: styleName, platform: platform, size: category)
                ?? catalog.metrics(style: styleName, platform: platform)
        {
            size = metrics.size
            leading = metrics.leading
            if resolved?.weight == nil { weight = metrics.weight }
        } else if resolved?.scalesWithDynamicType == true, category != .default {
            // Custom sizes that scale follow the body style's growth.
            if let base = catalog.metrics(style: "body", platform: platform),
                let scaled = catalog.metrics(style: "body", platform: platform, size: category)
            {
                size *= scaled.size / base.size
            }
        }
        // Sizes from the spec can be anything; keep them drawable (and the wrapping arithmetic finite).
        size = size.isFinite ? min(max(size, 1), 1_000) : catalog.defaultFontSize(for: platform)
        let lineHeight = leading.map { min(max($0, size), 2_000) } ?? (size * 1.2).rounded()
        return (max(size, 1), lineHeight, weight)
    }

    /// `text` wrapped to `width` in `style` (or the component's font), with its clipping when it does not fit.
    func styleRun(
        _ text: String, style: String, width: Double, lineLimit: Int?, paint: Paint = .role(.label), weight: FontWeight? = nil,
        component: Component? = nil
    ) -> (TextRun, Clipping?) {
        let metrics = metrics(style: style, component: component)
        let weight = weight ?? metrics.weight
        let shown = Self.drawnText(text)
        var (lines, clipping) = wrap(shown, width: width, size: metrics.size, weight: weight, lineLimit: lineLimit)
        if shown.count < text.count, clipping == nil { clipping = .truncated }
        if lines.count > Self.maximumDrawnTextCharacters {
            // Only empty lines can outnumber the characters: one per newline.
            lines = Array(lines.prefix(Self.maximumDrawnTextCharacters))
        }
        return (TextRun(lines: lines, size: metrics.size, leading: metrics.leading, weight: weight, paint: paint), clipping)
    }

    /// `text`, or its first `maximumDrawnTextCharacters` characters and how many more there are.
    static func drawnText(_ text: String) -> String {
        var end = text.startIndex
        var count = 0
        while end < text.endIndex, count < maximumDrawnTextCharacters {
            text.formIndex(after: &end)
            count += 1
        }
        guard end < text.endIndex else { return text }
        return String(text[..<end]) + "… +\(text.distance(from: end, to: text.endIndex)) more characters not drawn"
    }

    /// Average glyph advance as a fraction of the point size (a fixed estimate, so layout is deterministic).
    func advance(_ weight: FontWeight) -> Double {
        weight >= .semibold ? 0.56 : 0.52
    }

    func measure(_ text: String, size: Double, weight: FontWeight) -> Double {
        Double(text.count) * size * advance(weight)
    }

    func widest(_ run: TextRun) -> Double {
        run.lines.map { measure($0, size: run.size, weight: run.weight) }.max() ?? 0
    }

    /// Greedy word wrap; a word wider than the line overflows, lines past `lineLimit` are cut with "…".
    func wrap(_ text: String, width: Double, size: Double, weight: FontWeight, lineLimit: Int?) -> ([String], Clipping?) {
        let perCharacter = size * advance(weight)
        let capacity = max(1, Int(width / perCharacter))
        var lines: [String] = []
        var clipping: Clipping?
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= capacity {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
                if line.count > capacity { clipping = .overflowing }
            }
            lines.append(line)
        }
        if let lineLimit, lines.count > lineLimit {
            var last = lines[lineLimit - 1]
            if last.count >= capacity { last = String(last.prefix(max(0, capacity - 1))) }
            lines = Array(lines.prefix(lineLimit - 1)) + [last + "…"]
            clipping = .truncated
        } else if let lineLimit, lineLimit == 1, let only = lines.first, only.count > capacity {
            lines = [String(only.prefix(max(0, capacity - 1))) + "…"]
            clipping = .truncated
        }
        return (lines, clipping)
    }
}
