import SpecKnowledge
import SpecModel

/// A focusable tvOS element is tall enough for its label at the tvOS text size.
public struct TVOSFocusableFitsLabelRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-focusable-fits-label",
        title: "Focusable tvOS elements are tall enough for their label",
        category: .focus,
        defaultSeverity: .information,
        platforms: [.tvOS],
        higURLs: [
            HIGLink.url("layout", "tvOS"),
            HIGLink.url("typography", "tvOS-built-in-text-styles")
        ],
        rationale: """
            tvOS text is read from across the room and its text styles are large: \
            \(WatchTVFigureText.tvOSTextLines). A focusable element sized from \
            an iPhone design clips its label on tvOS, and grows further when focused. The element's \
            `height` must hold one line of its label's font at the tvOS size (the style's leading; a \
            custom font's point size).
            """,
        quote: "Consider how elements look when they’re focused, and make sure you don’t let them overlap important information.",
        triggeringExamples: [
            .content(
                #"{ "type": "button", "title": "Resume", "font": "title1", "width": 400, "height": ↓80 }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "text", "text": "Episode 4", "isFocusable": true, "font": { "family": "Avenir Next", "size": 40 }, "height": ↓34 }"#,
                platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: exactly one line of Title 1 on tvOS (96 pt).
            .content(
                #"{ "type": "button", "title": "Resume", "font": "title1", "width": 400, "height": 96 }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "button", "title": "Play", "width": 200, "height": 66 }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "text", "text": "Not focusable", "font": "title1", "height": 40 }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "button", "title": "Resume", "font": "title1", "height": 44 }"#, platforms: #""iOS": "17.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "button", "title": "Resume", "font": "title1", "width": 400, "height": ↓80 }"#,
                #"{ "type": "button", "title": "Resume", "font": "title1", "width": 400, "height": 96 }"#, platforms: #""tvOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let screens = context.judgedScreens(among: Self.description.platforms)
        var violations: [RuleViolation] = []
        for component in context.components(with: .showsText) where component.isFocusable {
            guard let label = component.visibleText, let platform = screens[component.screenIndex]?.first?.platform,
                let font = context.fonts.font(of: component), let line = Self.lineHeight(of: font, on: platform)
            else { continue }
            let violation = RuleViolation.number(
                component.value("height"), against: line.rounded(.up), fails: { height, _ in height < line },
                fixTitle: { "Set height to \($0) pt" }
            ) { height, needed in
                Self.message(
                    component: component.displayName, height: height, label: label, font: font.description, line: line, needed: needed)
            }
            violation.map { violations.append($0) }
        }
        return violations
    }

    /// The finding's message: `component` is `height` tall (as written), less than the `line` height its `label`
    /// (cut to 30 characters) needs in `font`; it needs `needed` (as written).
    static func message(component: String, height: String, label: String, font: String, line: Double, needed: String) -> String {
        let shown = label.count > 30 ? label.prefix(29) + "…" : Substring(label)
        return
            "\(component) is \(height) pt tall, but its label \"\(shown)\" in \(font) needs a \(PointSize.format(line)) pt line on tvOS; make it at least \(needed) pt tall so the label isn't clipped."
    }

    /// One line of `font` on `platform`: an explicit size, else the text style's leading (or size).
    private static func lineHeight(of font: ResolvedFont, on platform: Platform) -> Double? {
        if let size = font.size { return size }
        guard let style = font.textStyle, let metrics = TypographyCatalog.shared.metrics(style: style, platform: platform) else {
            return nil
        }
        return metrics.leading ?? metrics.size
    }
}
