import SpecKnowledge
import SpecModel
import SpecSyntax

/// A macOS window has at most one help button.
public struct MacOSHelpButtonCountRule: Rule {
    public static let description = RuleDescription(
        id: "macos-help-button-count",
        title: "At most one help button per macOS window",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.macOS],
        higURLs: [HIGLink.url("buttons", "Help-buttons")],
        rationale: """
            Include no more than one help button per window: several help buttons in the same context make it \
            hard to predict what clicking one opens. Put the one help button in the lower corner of the dialog \
            or settings pane, and open the help topic for the current context. The figure is read from the \
            HIG's component count table.
            """,
        quote: "Include no more than one help button per window.",
        triggeringExamples: [
            .content(
                #"{ "type": "button", "style": "help", "accessibilityLabel": "Help" }, { "type": "button", "style": ↓"help", "accessibilityLabel": "Help" }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "stack", "children": [ { "type": "button", "style": "help" }, { "type": "button", "style": ↓"help" }, { "type": "button", "style": ↓"help" } ] }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "button", "style": "help", "accessibilityLabel": "Help" }, { "type": "button", "title": "OK", "style": "borderedProminent" }"#,
                platforms: #""macOS": "14.0""#),
            // One per window: two screens are two windows.
            RuleExample(
                #"{ "platforms": { "macOS": "14.0" }, "screens": [ { "id": "a", "content": [ { "type": "button", "style": "help" } ] }, { "id": "b", "content": [ { "type": "button", "style": "help" } ] } ] }"#
            )
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let limit = HIGFigures.count(.helpButtonsPerWindow, on: .macOS) else { return [] }
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            let helpButtons = context.components(.button, in: screen).filter { $0.buttonStyle == .help }
            guard helpButtons.count > limit.value else { continue }
            for (offset, button) in helpButtons.enumerated().dropFirst(limit.value) {
                guard let style = button.value("style") else { continue }
                violations.append(
                    RuleViolation(
                        range: style.range,
                        message: Self.message(position: offset + 1, of: helpButtons.count, screen: screen.displayName, limit: limit.value)))
            }
        }
        return violations
    }

    /// The finding's message: help button `position` of `count` in `screen`, beyond the `limit` per window.
    static func message(position: Int, of count: Int, screen: String, limit: Int) -> String {
        "Help button \(position) of \(count) in \(screen); a macOS window has at most \(limit) help button, so people can predict what it opens. Keep one, in the lower corner of the pane it explains, and remove this one."
    }
}
