import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// A destructive action is never the primary (default) action.
public struct PrimaryNotDestructiveRule: Rule {
    public static let description = RuleDescription(
        id: "primary-not-destructive",
        title: "Destructive actions are not the primary action",
        category: .alerts,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("buttons", "Role")],
        rationale: """
            The primary role makes a button the default: people can choose it with Return, and the system \
            may give it prominence. Never give it to a destructive action, even when it is the most likely \
            choice, because people often choose the default without reading. Mark destructive actions with \
            the destructive role (shown in red). The rule judges the role, as the HIG does: a button's style is \
            not its role.
            """,
        quote:
            "Don’t assign the primary role to a button that performs a destructive action, even if that action is the most likely choice.",
        triggeringExamples: [
            .content(
                #"{ "type": "alert", "title": "Delete photo?", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Delete", "role": ↓"primary" } ] }"#
            ),
            .content(
                #"{ "type": "button", "title": "Erase All Content", "role": ↓"primary", "style": "bordered" }"#,
                platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "button", "title": "Remove Account", "role": ↓"primary" }"#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "alert", "title": "Delete photo?", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Delete", "role": "destructive" } ] }"#
            ),
            .content(
                #"{ "type": "button", "title": "Save", "role": "primary", "style": "borderedProminent" }, { "type": "button", "title": "Delete", "role": "destructive", "style": "bordered" }"#
            ),
            // "Don’t assign the primary role to a button that performs a destructive action": the HIG speaks of
            // the role, so a destructive button drawn in a prominent style is not this rule's concern.
            .content(
                #"{ "type": "button", "title": "Erase All Content", "role": "destructive", "style": "borderedProminent" }"#,
                platforms: #""macOS": "14.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "alert", "title": "Delete photo?", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Delete", "role": ↓"primary" } ] }"#,
                #"{ "type": "alert", "title": "Delete photo?", "actions": [ { "title": "Cancel", "role": "cancel" }, { "title": "Delete", "role": "destructive" } ] }"#
            )
        ], scope: .screen)

    /// Leading words of titles that destroy data.
    static let destructiveVerbs: Set<String> = [
        "delete", "remove", "erase", "discard", "destroy", "clear", "reset", "wipe", "purge", "unsubscribe", "revoke"
    ]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.components(.button, .alert, .actionSheet) {
            switch component.componentKind {
            case .button:
                check(component.node, owner: component.displayName, into: &violations)
            case .alert, .actionSheet:
                guard let actions = component.value("actions") else { continue }
                for action in actions.elements where action.kind == .object {
                    let title = action["title"]?.stringValue.map { "Action \"\($0)\"" } ?? "An action"
                    check(action, owner: "\(title) of \(component.displayName)", into: &violations)
                }
            default:
                continue
            }
        }
        return violations
    }

    /// Reports `node` when it is primary and destructive; `owner` names it, built only for a finding.
    private func check(_ node: SyntaxNode, owner: @autoclosure () -> String, into violations: inout [RuleViolation]) {
        let roleNode = node["role"]
        let role = roleNode?.stringValue.flatMap(ButtonRole.init(rawValue:))
        if role == .primary, let roleNode, let verb = destructiveVerb(node["title"]?.stringValue) {
            violations.append(
                RuleViolation(
                    range: roleNode.range,
                    message: Self.message(owner: owner(), verb: verb),
                    fix: SuggestedFix(title: "Use the destructive role", range: roleNode.range, newText: "\"destructive\"")))
        }
    }

    /// The finding's message: `owner`, whose title starts with the destructive `verb`, has the primary role.
    static func message(owner: String, verb: String) -> String {
        "\(owner) is destructive (\"\(verb)\") but has the primary role; don’t make a destructive action the default, give it \"role\": \"destructive\"."
    }

    /// The title's first word when it is a destructive verb.
    private func destructiveVerb(_ title: String?) -> String? {
        guard let word = title?.split(whereSeparator: { !$0.isLetter }).first else { return nil }
        return Self.destructiveVerbs.contains(word.lowercased()) ? String(word) : nil
    }
}
