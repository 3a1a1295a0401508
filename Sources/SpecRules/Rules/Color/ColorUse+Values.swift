import SpecKnowledge
import SpecModel
import SpecSyntax

extension ColorUse {
    /// The string nodes this use consists of: the value itself when it is a string, else the string
    /// values of a variants object's appearance keys (other members and other value types are skipped).
    var stringNodes: [SyntaxNode] {
        switch node.kind {
        case .string:
            return [node]
        case .object:
            if let kind = GradientKind.allCases.first(where: { node[$0.rawValue] != nil }), let value = node[kind.rawValue] {
                // A gradient's stops: `{ "gradient": color }`, or the strings of `colors` and `stops[].color`.
                let stops = kind == .gradient ? [value] : (value["colors"]?.elements ?? []) + (value["stops"]?.elements ?? []).compactMap { $0["color"] }
                return stops.filter { $0.kind == .string }
            }
            return node.properties.compactMap { property in
                guard let name = property.keyName, Appearance(rawValue: name) != nil || name == "color", let value = property.value,
                    value.kind == .string
                else { return nil }
                return value
            }
        default:
            return []
        }
    }

    /// True for a foreground use (`color`, `tint`), false for `background` and token definitions.
    var isForeground: Bool { token == nil && (property == "color" || property == "tint") }

    /// True for a `background` use in a screen or component.
    var isBackground: Bool { token == nil && property == "background" }

    /// The thing using the color, for messages: `Button "Share"`, `screen "home"` or `color token "brand"`.
    var ownerName: String {
        if let token { return "color token `\(token.name)`" }
        if let component { return component.displayName }
        if let screen { return screen.displayName }
        if property == FormatVocabulary.accentColorKey { return "the app's accent color" }
        return "value"
    }
}

extension RGBAColor {
    /// True for opaque pure black or pure white: ordinary colors, and already the most contrast there is.
    var isPlainBlackOrWhite: Bool {
        alpha >= 1 && ((red <= 0 && green <= 0 && blue <= 0) || (red >= 1 && green >= 1 && blue >= 1))
    }
}
