import SpecKnowledge
import SpecModel

/// watchOS rows hold no more than three glyph buttons or two text buttons.
public struct WatchOSButtonsPerRowRule: Rule {
    public static let description = RuleDescription(
        id: "watchos-buttons-per-row",
        title: "watchOS rows hold at most three glyph buttons or two text buttons",
        category: .layout,
        defaultSeverity: .information,
        platforms: [.watchOS],
        higURLs: [
            HIGLink.url("layout", "watchOS"),
            HIGLink.url("buttons", "watchOS")
        ],
        rationale: """
            The Apple Watch screen is narrow: the HIG advises no more than \(WatchTVFigureText.watchOSButtonsPerRow) \
            in a row. Primary actions are better as buttons that \
            span the width of the screen; further actions fit in a toolbar or a second row. A row with any \
            text button is held to the text-button limit.
            """,
        quote: "As a general rule, display no more than three buttons that contain glyphs — or two buttons that contain text — in a row.",
        triggeringExamples: [
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "symbol": "backward.fill", "accessibilityLabel": "Previous" },
                  { "type": "button", "symbol": "playpause.fill", "accessibilityLabel": "Play or Pause" },
                  { "type": "button", "symbol": "forward.fill", "accessibilityLabel": "Next" },
                  { "type": ↓"button", "symbol": "speaker.wave.2.fill", "accessibilityLabel": "Volume" }
                ] }
                """#, platforms: #""watchOS": "10.0""#),
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "title": "Snooze" }, { "type": "button", "title": "Stop" },
                  { "type": ↓"button", "symbol": "gear", "accessibilityLabel": "Settings" }
                ] }
                """#, platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: exactly three glyph buttons.
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "button", "symbol": "backward.fill", "accessibilityLabel": "Previous" },
                  { "type": "button", "symbol": "playpause.fill", "accessibilityLabel": "Play or Pause" },
                  { "type": "button", "symbol": "forward.fill", "accessibilityLabel": "Next" }
                ] }
                """#, platforms: #""watchOS": "10.0""#),
            // Boundary: two text buttons.
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "Snooze" }, { "type": "button", "title": "Stop" } ] }"#,
                platforms: #""watchOS": "10.0""#),
            // Stacked vertically, or on iOS only: not a watchOS row.
            .content(
                #"{ "type": "stack", "children": [ { "type": "button", "title": "One" }, { "type": "button", "title": "Two" }, { "type": "button", "title": "Three" } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .screen(
                #""platform": "iOS", "content": [ { "type": "stack", "axis": "horizontal", "children": [ { "type": "button", "title": "A" }, { "type": "button", "title": "B" }, { "type": "button", "title": "C" } ] } ]"#,
                platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let glyphLimit = HIGFigures.count(.watchOSGlyphButtonsPerRow, on: .watchOS)?.value,
            let textLimit = HIGFigures.count(.watchOSTextButtonsPerRow, on: .watchOS)?.value
        else {
            return []
        }
        var violations: [RuleViolation] = []
        for row in ButtonRow.all(in: context, judgedOnAnyOf: Self.description.platforms) where row.axis == .horizontal {
            let hasText = row.buttons.contains(where: \.showsTitle)
            let limit = hasText ? textLimit : glyphLimit
            guard limit >= 0, row.buttons.count > limit, let node = row.buttons[limit].kindNode else { continue }
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: Self.message(count: row.buttons.count, hasText: hasText, glyphLimit: glyphLimit, textLimit: textLimit)))
        }
        return violations
    }

    /// The finding's message: `count` buttons side by side (`hasText` when some show text), more than watchOS's
    /// `glyphLimit` glyph buttons or `textLimit` text buttons in a row.
    static func message(count: Int, hasText: Bool, glyphLimit: Int, textLimit: Int) -> String {
        let what = hasText ? "buttons side by side, some with text" : "glyph buttons side by side"
        return
            "\(count) \(what); watchOS shows no more than \(glyphLimit) glyph buttons or \(textLimit) text buttons in a row. Move the extra actions to a toolbar or a second row, or let the primary action span the full width."
    }
}
