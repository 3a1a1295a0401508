import SpecKnowledge
import SpecModel
import SpecSyntax

/// A view has at most two prominent (accent-filled) buttons.
public struct ProminentButtonsPerViewRule: Rule {
    public static let description = RuleDescription(
        id: "prominent-buttons-per-view",
        title: "At most two prominent buttons per view",
        category: .controls,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("buttons", "Style")],
        rationale: """
            A prominent style (borderedProminent or glassProminent: the accent color fills the button) tells \
            people which action is most likely. The HIG limits it to one or two buttons per view; with more, \
            nothing stands out. Each sheet counts as its own view.
            """,
        quote: "Keep the number of prominent buttons to one or two per view.",
        triggeringExamples: [
            .content(
                #"{ "type": "button", "title": "Buy", "style": "borderedProminent" }, { "type": "button", "title": "Gift", "style": "borderedProminent" }, { "type": "button", "title": "Save", "style": ↓"glassProminent" }"#
            ),
            .content(
                #"{ "type": "stack", "children": [ { "type": "button", "title": "A", "style": "borderedProminent" }, { "type": "button", "title": "B", "style": "borderedProminent" }, { "type": "button", "title": "C", "style": ↓"borderedProminent" }, { "type": "button", "title": "D", "style": ↓"borderedProminent" } ] }"#,
                platforms: #""watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "button", "title": "Buy", "style": "borderedProminent" }, { "type": "button", "title": "Gift", "style": "borderedProminent" }, { "type": "button", "title": "Later", "style": "bordered" }"#
            ),
            .content(
                #"{ "type": "button", "title": "Buy", "style": "borderedProminent" }, { "type": "button", "title": "Gift", "style": "borderedProminent" }, { "type": "sheet", "children": [ { "type": "button", "title": "Done", "style": "borderedProminent" } ] }"#
            )
        ],
        corrections: [
            .content(
                #"{ "type": "button", "title": "Buy", "style": "borderedProminent" }, { "type": "button", "title": "Gift", "style": "borderedProminent" }, { "type": "button", "title": "Save", "style": ↓"glassProminent" }"#,
                #"{ "type": "button", "title": "Buy", "style": "borderedProminent" }, { "type": "button", "title": "Gift", "style": "borderedProminent" }, { "type": "button", "title": "Save", "style": "bordered" }"#
            )
        ], scope: .screen)

    /// The most prominent buttons in one view. From the HIG's component count table; nil (nothing is checked) without it.
    static let maximum: Int? = HIGFigures.count(.prominentButtonsPerView, on: .iOS)?.value

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let maximum = Self.maximum else { return [] }
        let spec = context.spec
        var violations: [RuleViolation] = []
        for screen in spec.screens {
            // View key: the nearest enclosing sheet's index, or -1 for the screen itself.
            var byView: [Int: [Component]] = [:]
            for component in context.components(.button, in: screen) {
                guard component.buttonStyle?.isProminent == true else { continue }
                byView[view(of: component, in: spec), default: []].append(component)
            }
            for (view, buttons) in byView.sorted(by: { $0.key < $1.key }) where buttons.count > maximum {
                let place = view < 0 ? screen.displayName : "this sheet"
                for (offset, button) in buttons.enumerated().dropFirst(maximum) {
                    guard let styleNode = button.value("style") else { continue }
                    violations.append(
                        RuleViolation(
                            range: styleNode.range,
                            message: Self.message(
                                button: button.displayName, position: offset + 1, of: buttons.count, in: place, maximum: maximum),
                            fix: SuggestedFix(title: "Use bordered", range: styleNode.range, newText: "\"bordered\"")))
                }
            }
        }
        return violations
    }

    /// The finding's message: `button` is prominent button `position` of `count` in `place` (a screen or "this
    /// sheet"), beyond the `maximum` per view.
    static func message(button: String, position: Int, of count: Int, in place: String, maximum: Int) -> String {
        "\(button) is prominent button \(position) of \(count) in \(place); keep prominent styling to \(maximum) buttons at most, for the most likely actions, and use bordered or plain for the rest."
    }

    /// The index of the nearest enclosing sheet, or -1 when the component is directly in its screen.
    private func view(of component: Component, in spec: DesignSpec) -> Int {
        var current = spec.parent(of: component)
        while let ancestor = current {
            if ancestor.componentKind == .sheet { return ancestor.index }
            current = spec.parent(of: ancestor)
        }
        return -1
    }
}
