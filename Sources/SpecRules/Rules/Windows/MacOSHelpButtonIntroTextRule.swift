import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// A macOS help button stands without text that introduces it.
public struct MacOSHelpButtonIntroTextRule: Rule {
    public static let description = RuleDescription(
        id: "macos-help-button-intro-text",
        title: "No text introducing a macOS help button",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.macOS],
        higURLs: [HIGLink.url("buttons", "Help-buttons")],
        rationale: """
            People know what the round question-mark help button does, so it needs no descriptive text. The \
            check looks at the text right before and right after each help button (`"style": "help"`) in the \
            same container and reports it when it introduces the button: when it mentions help, or ends \
            with a question mark or a colon ("Need help?", "For details, click:").
            """,
        quote: "Avoid displaying text that introduces a help button.",
        triggeringExamples: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": ↓"text", "text": "Need help?" }, { "type": "button", "style": "help", "accessibilityLabel": "Help" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "button", "style": "help", "accessibilityLabel": "Help" }, { "type": ↓"text", "text": "Click for help with sharing" }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "text", "text": "Sharing is off." }, { "type": "button", "style": "help", "accessibilityLabel": "Help" } ] }"#,
                platforms: #""macOS": "14.0""#),
            // Not next to it.
            .content(
                #"{ "type": "text", "text": "Need help?" }, { "type": "button", "title": "OK" }, { "type": "button", "style": "help", "accessibilityLabel": "Help" }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "text", "text": "Need help?" }, { "type": "button", "style": "help", "accessibilityLabel": "Help" }"#,
                platforms: #""iOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        var reported: Set<Int> = []
        for button in context.components(.button, judgedOnAnyOf: Self.description.platforms) where button.buttonStyle == .help {
            let siblings = Self.siblings(of: button, in: context)
            guard let position = siblings.firstIndex(of: button) else { continue }
            for neighbor in [position - 1, position + 1] where siblings.indices.contains(neighbor) {
                let text = siblings[neighbor]
                guard text.componentKind == .text, let words = text.visibleText, Self.introduces(words), let node = text.kindNode,
                    reported.insert(text.index).inserted
                else { continue }
                violations.append(RuleViolation(range: node.range, message: Self.message(text: words)))
            }
        }
        return violations.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The components beside `component` in its container (or at the same level of its screen), in order.
    private static func siblings(of component: Component, in context: RuleContext) -> [Component] {
        if let parent = context.spec.parent(of: component) { return context.spec.children(of: parent) }
        return context.spec.components.filter {
            $0.screenIndex == component.screenIndex && $0.parentIndex == nil && $0.placement == component.placement
        }
    }

    /// True when `text` reads as an introduction to a help button.
    static func introduces(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let words = trimmed.lowercased().split(whereSeparator: { !$0.isLetter })
        return words.contains("help") || trimmed.hasSuffix("?") || trimmed.hasSuffix(":")
    }

    /// The finding's message: `text` introduces a help button.
    static func message(text: String) -> String {
        "Text \"\(text)\" introduces a help button; avoid it. People know what the help button does, so it needs no descriptive text."
    }
}
