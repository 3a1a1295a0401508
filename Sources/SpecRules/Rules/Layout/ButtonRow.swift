import SpecKnowledge
import SpecModel

/// The buttons laid out together by one stack: side by side (a horizontal stack) or stacked (a vertical one).
struct ButtonRow {
    /// The stack.
    let stack: Component
    /// The stack's axis.
    let axis: Axis
    /// The stack's direct children that perform an action when chosen, in order.
    let buttons: [Component]

    /// Every stack holding at least one button on a screen judged on one of `platforms`, in document order.
    static func all(in context: RuleContext, judgedOnAnyOf platforms: [Platform]) -> [ButtonRow] {
        let screens = context.judgedScreens(among: platforms)
        return context.components(with: .container).compactMap { component in
            guard screens[component.screenIndex] != nil, let axis = component.stackAxis else { return nil }
            let buttons = context.spec.children(of: component).filter { $0.isInteractive && $0.traits.contains(.actsWhenChosen) }
            return buttons.isEmpty ? nil : ButtonRow(stack: component, axis: axis, buttons: buttons)
        }
    }
}

extension Component {
    /// True when the button shows text (its title), false for a glyph-only button.
    var showsTitle: Bool { visibleText != nil }

    /// A name for messages that tells glyph-only buttons apart: `Button "Pause"` from its accessibility
    /// label when nothing visible names it, else `displayName`.
    var nameInRow: String {
        guard visibleText == nil, let label = string("accessibilityLabel"), label.contains(where: { !$0.isWhitespace }) else {
            return displayName
        }
        return "\(displayName) \"\(label)\""
    }
}
