import SpecKnowledge
import SpecModel
import SpecSyntax

/// Action sheets offer two or more choices, a destructive choice first and Cancel last.
public struct ActionSheetStructureRule: Rule {
    public static let description = RuleDescription(
        id: "action-sheet-structure",
        title: "Action sheets have choices, a Cancel button last and destructive actions first",
        category: .alerts,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("action-sheets")],
        rationale: """
            Older guidance (iOS HIG, 2015): an action sheet offers two or more choices. In compact width \
            (iPhone) it includes a Cancel button at the bottom so people can back out; a destructive \
            choice appears first, in red, where people notice it. (On iPad outside a popover Cancel is \
            omitted, so a missing Cancel is only checked for iOS.)
            """,
        authority: .legacy2015,
        quote: "In a horizontally compact environment, include a Cancel button so that users can easily and safely abandon the task.",
        triggeringExamples: [
            .content(#"{ "type": "actionSheet", "actions": ↓[ { "title": "Share" }, { "title": "Duplicate" } ] }"#),
            .content(
                #"{ "type": "actionSheet", "actions": [ { "title": "Share" }, { "title": "Cancel", "role": ↓"cancel" }, { "title": "Delete", "role": ↓"destructive" } ] }"#,
                platforms: #""iPadOS": "17.0""#),
            .content(#"{ "type": "actionSheet", "actions": ↓[ { "title": "Cancel", "role": "cancel" } ] }"#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "actionSheet", "actions": [ { "title": "Delete", "role": "destructive" }, { "title": "Share" }, { "title": "Cancel", "role": "cancel" } ] }"#
            ),
            .content(
                #"{ "type": "actionSheet", "actions": [ { "title": "Share" }, { "title": "Duplicate" } ] }"#,
                platforms: #""iPadOS": "17.0""#)
        ], scope: .screen)

    /// The fewest actions that make a choice. From the HIG's component count table; nil (nothing is checked) without it.
    static let minimum: Int? = HIGFigures.count(.actionSheetButtonsMinimum, on: .iOS)?.value

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let minimum = Self.minimum else { return [] }
        var violations: [RuleViolation] = []
        for sheet in context.components(.actionSheet) {
            let platforms = Set(context.judgedPlatforms(for: sheet, among: Self.description.platforms).platforms)
            guard !platforms.isEmpty, let actionsNode = sheet.value("actions"), actionsNode.kind == .array else { continue }
            let actions = actionsNode.elements.filter { $0.kind == .object }
            let roles = actions.map { $0["role"]?.stringValue.flatMap(ButtonRole.init(rawValue:)) }
            if actions.count < minimum {
                violations.append(
                    RuleViolation(
                        range: actionsNode.range,
                        message: Self.tooFewActions(count: actions.count, minimum: minimum)
                    ))
                continue
            }
            if let cancelIndex = roles.firstIndex(of: .cancel) {
                if cancelIndex != actions.count - 1, let roleNode = actions[cancelIndex]["role"] {
                    violations.append(
                        RuleViolation(
                            range: roleNode.range,
                            message: Self.cancelNotLast(position: cancelIndex + 1, count: actions.count)))
                }
            } else if platforms.contains(.iOS) {
                violations.append(
                    RuleViolation(
                        range: actionsNode.range,
                        message: Self.noCancel(count: actions.count)
                    ))
            }
            if let destructiveIndex = roles.firstIndex(of: .destructive), destructiveIndex != 0,
                let roleNode = actions[destructiveIndex]["role"]
            {
                violations.append(
                    RuleViolation(
                        range: roleNode.range,
                        message: Self.destructiveNotFirst(
                            title: actions[destructiveIndex]["title"]?.stringValue, position: destructiveIndex + 1, count: actions.count)
                    ))
            }
        }
        return violations
    }

    /// The finding's message: the sheet has only `count` actions, fewer than the `minimum` choices.
    static func tooFewActions(count: Int, minimum: Int) -> String {
        "Action sheet has \(count) action\(count == 1 ? "" : "s"); offer at least \(minimum) choices, or use a button or an alert."
    }

    /// The finding's message: Cancel is action `position` of `count`, not the last one.
    static func cancelNotLast(position: Int, count: Int) -> String {
        "Cancel is action \(position) of \(count) in the action sheet; put it last, at the bottom."
    }

    /// The finding's message: the sheet's `count` actions have no Cancel, which iPhone needs.
    static func noCancel(count: Int) -> String {
        "Action sheet has \(count) actions and no Cancel; on iPhone add { \"title\": \"Cancel\", \"role\": \"cancel\" } at the bottom so people can back out."
    }

    /// The finding's message: the destructive action (with its `title`, when it has one) is action `position` of
    /// `count`, not the first one.
    static func destructiveNotFirst(title: String?, position: Int, count: Int) -> String {
        "Destructive action \(title.map { "\"\($0)\" " } ?? "")is action \(position) of \(count); put it first, where people notice it."
    }
}
