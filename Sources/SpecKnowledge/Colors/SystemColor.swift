/// One Apple system color with its names and per-appearance values in each era.
public struct SystemColor: Sendable {
    /// The UIKit spelling used in design specs, e.g. `systemRed` or `secondaryLabel`.
    public let name: String
    /// The HIG's name, e.g. "Red" or "Secondary label".
    public let higName: String
    /// The SwiftUI `Color` constant (`red`, `mint`), or nil when SwiftUI has none.
    public let swiftUIName: String?
    /// The AppKit `NSColor` name, or nil when AppKit has none.
    public let appKitName: String?
    /// The color's family.
    public let kind: SystemColorKind
    /// The platforms the color exists on, as the data spells them (includes "Mac Catalyst").
    public let platforms: [String]

    /// Values by era and appearance, as in the data.
    let values: [ColorEra: [Appearance: SystemColorValue]]
    /// Dark elevated values by era, keyed by "increased contrast" (backgrounds only).
    let elevatedValues: [ColorEra: [Bool: SystemColorValue]]

    /// The value in `appearance` for `era`.
    ///
    /// The bundled data lists all four appearances in both eras. An entry whose value no source gives
    /// comes back as is (`color == nil`, `certainty == .unknown`): no value from another era or
    /// appearance is substituted, because the data records that none is known. Only when the data has
    /// no entry at all for an increased-contrast appearance does it fall back to the standard light or
    /// dark entry (what the system does for a color without a high-contrast variant); nil otherwise.
    public func value(for appearance: Appearance, era: ColorEra) -> SystemColorValue? {
        guard let byAppearance = values[era] else { return nil }
        if let value = byAppearance[appearance] {
            return value
        }
        guard let standard = appearance.standardCounterpart else { return nil }
        return byAppearance[standard]
    }

    /// The dark "elevated" value (sheets, popovers) for `era`; only background colors have one.
    /// With `increasedContrast`, the increased-contrast elevated value.
    public func elevatedDarkValue(era: ColorEra, increasedContrast: Bool = false) -> SystemColorValue? {
        elevatedValues[era]?[increasedContrast]
    }
}
