/// The family a system color belongs to.
public enum SystemColorKind: String, Sendable {
    /// A hue such as systemRed or systemMint (data kind `system-color`).
    case systemColor
    /// systemGray … systemGray6 (data kind `system-gray`).
    case gray
    /// Foreground content colors: label, secondaryLabel, …, placeholderText.
    case label
    /// separator and opaqueSeparator.
    case separator
    /// The link color.
    case link
    /// Background colors, plain and grouped (data kinds `background` and `grouped-background`).
    case background
    /// Fill colors: systemFill … quaternarySystemFill.
    case fill

    /// Maps the data's `kind` field; nil for an unknown kind.
    init?(dataValue: String) {
        switch dataValue {
        case "system-color": self = .systemColor
        case "system-gray": self = .gray
        case "label": self = .label
        case "separator": self = .separator
        case "link": self = .link
        case "background", "grouped-background": self = .background
        case "fill": self = .fill
        default: return nil
        }
    }
}
