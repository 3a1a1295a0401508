/// A configured severity for a rule: switched off, or reported at a given severity.
///
/// Spelled in the format (`"rules": { "min-touch-target": "warning" }`) and in editor settings as
/// `off`, `hint`, `information` (or `info`), `warning`, `error`.
public enum RuleSeverity: Hashable, Sendable {
    /// The rule does not run.
    case off
    /// The rule reports at this severity.
    case severity(Severity)

    /// Parses `off`, `hint`, `information`, `info`, `warning` or `error`.
    public init?(formatName: String) {
        if formatName == "off" {
            self = .off
        } else if let severity = Severity(formatName: formatName) {
            self = .severity(severity)
        } else {
            return nil
        }
    }

    /// Every spelling `init(formatName:)` accepts, in the order they are documented.
    public static let formatNames = ["off", "hint", "information", "warning", "error"]

    /// The format spelling (`off`, `warning`, …).
    public var formatName: String {
        switch self {
        case .off: return "off"
        case .severity(let severity): return severity.rawValue
        }
    }
}
