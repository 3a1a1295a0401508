/// A font weight, spelled as in the design spec format; ordered from lightest to heaviest.
public enum FontWeight: String, CaseIterable, Sendable, Comparable {
    /// Ultralight (100).
    case ultralight
    /// Thin (200).
    case thin
    /// Light (300).
    case light
    /// Regular (400).
    case regular
    /// Medium (500).
    case medium
    /// Semibold (600).
    case semibold
    /// Bold (700).
    case bold
    /// Heavy (800).
    case heavy
    /// Black (900).
    case black

    /// Reads the HIG tables' spelling ("Regular", "Semibold", "Semi-Bold", "Ultra Light"), case-insensitively.
    init?(tableValue: String) {
        let compact = tableValue.lowercased().filter { $0 != "-" && $0 != " " }
        self.init(rawValue: compact)
    }

    /// Orders from lightest (`ultralight`) to heaviest (`black`).
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
