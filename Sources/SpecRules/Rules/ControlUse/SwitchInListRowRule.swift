import SpecKnowledge
import SpecModel
import SpecSyntax

/// In iOS and iPadOS a switch sits in a list row; elsewhere a button acts as the toggle.
public struct SwitchInListRowRule: Rule {
    public static let description = RuleDescription(
        id: "switch-in-list-row",
        title: "iOS switches sit in list rows",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("toggles", "iOS-iPadOS")],
        rationale: """
            In iOS and iPadOS the row a switch sits in gives it its context, so a switch needs no label of its \
            own. Outside a list, a button that behaves like a toggle (`"style": "button"`) fits better, as the \
            Phone app's filter button does. A `toggle` with the switch style (the iOS default when `style` is \
            absent) and no `list` among its containers is reported.
            """,
        quote: "Use the switch toggle style only in a list row.",
        triggeringExamples: [
            .content(#"{ "type": ↓"toggle", "title": "Airplane Mode" }"#),
            .content(
                #"{ "type": "stack", "axis": "vertical", "children": [ { "type": "toggle", "title": "Shuffle", "style": ↓"switch" } ] }"#,
                platforms: #""iPadOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "list", "style": "insetGrouped", "children": [ { "type": "toggle", "title": "Airplane Mode" } ] }"#),
            .content(
                #"{ "type": "list", "children": [ { "type": "stack", "axis": "horizontal", "children": [ { "type": "toggle", "title": "Wi-Fi", "style": "switch" } ] } ] }"#
            ),
            .content(#"{ "type": "toggle", "title": "Filter", "symbol": "line.3.horizontal.decrease", "style": "button" }"#),
            // macOS has no such guidance.
            .content(#"{ "type": "toggle", "title": "Show Hidden Files", "style": "switch" }"#, platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for toggle in context.components(.toggle) {
            let styleNode = toggle.value("style")
            if let styleNode, styleNode.stringValue.flatMap(ToggleStyle.init(rawValue:)) != .switch { continue }
            guard !context.judgedPlatforms(for: toggle, among: Self.description.platforms).isEmpty,
                !Self.isInList(toggle, spec: context.spec),
                let node = styleNode ?? toggle.kindNode
            else { continue }
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: Self.message(toggle: toggle.displayName)
                ))
        }
        return violations
    }

    /// The finding's message: `toggle` is a switch outside a list.
    static func message(toggle: String) -> String {
        "\(toggle) is a switch outside a list; in iOS and iPadOS use the switch style only in a list row, where the row gives it context. Put it in a `list`, or outside a list use a button that behaves like a toggle (\"style\": \"button\")."
    }

    /// True when a `list` contains `component`, at any depth.
    private static func isInList(_ component: Component, spec: DesignSpec) -> Bool {
        var current = spec.parent(of: component)
        var depth = 0
        while let container = current, depth <= SyntaxTree.maximumNestingDepth {
            if container.componentKind == .list { return true }
            current = spec.parent(of: container)
            depth += 1
        }
        return false
    }
}
