import SpecSyntax

/// A component: an object with a `"type"` inside a screen's content, a container's `children`, a
/// navigation bar's item lists, a toolbar's `items` or a menu's `items`.
public struct Component: Sendable, Hashable {
    /// The component's object node.
    public let node: SyntaxNode
    /// Index of this component in `DesignSpec.components`.
    public let index: Int
    /// Index of the screen it belongs to.
    public let screenIndex: Int
    /// Index (in `DesignSpec.components`) of the component it is nested in.
    public let parentIndex: Int?
    /// Where the component sits.
    public let placement: ComponentPlacement
    /// Nesting depth below the screen (0 for top-level content and bar items).
    public let depth: Int
    /// The `type` value (`button`, `text`, …), nil when missing or not a string (read once).
    public let kind: String?
    /// The kind, nil when the `type` is missing or not one the format knows.
    public let componentKind: ComponentKind?

    /// Creates a component record; `kind` is read from the node's `"type"`.
    init(node: SyntaxNode, index: Int, screenIndex: Int, parentIndex: Int?, placement: ComponentPlacement, depth: Int) {
        self.node = node
        self.index = index
        self.screenIndex = screenIndex
        self.parentIndex = parentIndex
        self.placement = placement
        self.depth = depth
        self.kind = node["type"]?.stringValue
        self.componentKind = kind.flatMap(ComponentKind.init(rawValue:))
    }
    /// The `type` value node.
    public var kindNode: SyntaxNode? { node["type"] }

    /// The value node of property `key`; for a size that scales with Dynamic Type
    /// (`{ "value": 24, "relativeTo": "body" }`), its `value`: the size at the default text size.
    public func value(_ key: String) -> SyntaxNode? { Self.unscaled(node[key]) }
    /// The string value of property `key`.
    public func string(_ key: String) -> String? { node[key]?.stringValue }
    /// The numeric value of property `key` (a scaled size's `value`).
    public func number(_ key: String) -> Double? { value(key)?.numberValue }

    /// `node`, or the number under `value` when `node` is a scaled size object (`@ScaledMetric`).
    public static func unscaled(_ node: SyntaxNode?) -> SyntaxNode? {
        guard let node, node.kind == .object, node.property("relativeTo") != nil, let value = node["value"], value.kind == .number
        else { return node }
        return value
    }
    /// The boolean value of property `key`.
    public func boolean(_ key: String) -> Bool? { node[key]?.booleanValue }

    /// The visible text: `title`, else `text`, when non-empty.
    public var visibleText: String? {
        for key in ["title", "text"] {
            if let value = string(key), value.contains(where: { !$0.isWhitespace }) { return value }
        }
        return nil
    }

    /// A short name for messages: `Button "Share"`, `Button` or `Text`.
    public var displayName: String {
        let base = kind.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Component"
        if let text = visibleText { return "\(base) \"\(text.count > 30 ? text.prefix(29) + "…" : Substring(text))\"" }
        return base
    }

    /// The kind's traits; empty for unknown kinds.
    public var traits: ComponentTraits { componentKind?.traits ?? [] }

    /// True for the kinds people tap, click or focus.
    public var isInteractive: Bool { traits.contains(.interactive) }

    /// The button style, when `style` is one.
    public var buttonStyle: ButtonStyle? { string("style").flatMap(ButtonStyle.init(rawValue:)) }

    /// The toggle style, when `style` is one.
    public var toggleStyle: ToggleStyle? { string("style").flatMap(ToggleStyle.init(rawValue:)) }

    /// The picker style, when `style` is one.
    public var pickerStyle: PickerStyle? { string("style").flatMap(PickerStyle.init(rawValue:)) }

    /// The axis, when `axis` is one.
    public var axis: Axis? { string("axis").flatMap(Axis.init(rawValue:)) }

    /// The role, when `role` is one.
    public var role: ButtonRole? { string("role").flatMap(ButtonRole.init(rawValue:)) }
}

/// Where a component sits in its screen.
public enum ComponentPlacement: String, Sendable, Hashable {
    /// In the screen's `content`.
    case content
    /// In a container's `children`.
    case children
    /// In `navigationBar.leadingItems`.
    case navigationBarLeading
    /// In `navigationBar.trailingItems`.
    case navigationBarTrailing
    /// In `toolbar.items`.
    case toolbar
    /// In a menu's `items`.
    case menuItems
    /// In a screen's `sidebar.items`.
    case sidebar
    /// In a screen's `ornaments`.
    case ornament
    /// In a `button`'s or `link`'s `label`: the content people tap.
    case label
    /// In a list row's `swipeActions` (`leading` or `trailing`).
    case swipeActions

    /// True for navigation bar and toolbar items.
    public var isBarItem: Bool {
        self == .navigationBarLeading || self == .navigationBarTrailing || self == .toolbar
    }
}
