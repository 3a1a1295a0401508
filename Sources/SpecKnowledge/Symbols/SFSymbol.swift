/// One SF Symbol name with its per-platform availability, as listed in the bundled SF Symbols 7 data.
public struct SFSymbol: Sendable, Hashable {
    /// The symbol name, e.g. `star.fill`.
    public let name: String
    /// The OS version that introduced the name, per platform. Keys are `.iOS`, `.macOS`, `.watchOS`,
    /// `.tvOS` and `.visionOS` (iPadOS availability is iOS's). Values are Apple's data verbatim; see
    /// `introduced(on:)` for the effective version.
    public let introduced: [Platform: OSVersion]
    /// The SF Symbols app categories the symbol appears in (e.g. `["indices", "multicolor"]`).
    public let categories: [String]
    /// Whether the symbol has a multicolor rendering.
    public let isMulticolor: Bool
    /// Whether the name is current, a localized variant or a deprecated alias.
    public let status: SymbolStatus
    /// For a deprecated alias: the current name it was renamed to.
    public let renamedTo: String?
    /// For a localized variant: the base symbol it localizes (e.g. `0.circle` for `0.circle.ar`).
    public let localizationOf: String?
    /// The SF Symbols release year that introduced the name, as in the data (`"2019"`, `"2023.2"`).
    public let releaseYear: String

    /// The first macOS version whose APIs can draw SF Symbols. Apple's data says 10.15 for the 2019
    /// set, but `NSImage(systemSymbolName:)` and SwiftUI `Image(systemName:)` on macOS need 11.
    public static let minimumMacOSVersionForSymbols = OSVersion(major: 11)

    /// Creates a symbol record.
    public init(
        name: String,
        introduced: [Platform: OSVersion],
        categories: [String],
        isMulticolor: Bool,
        status: SymbolStatus,
        renamedTo: String?,
        localizationOf: String?,
        releaseYear: String
    ) {
        self.name = name
        self.introduced = introduced
        self.categories = categories
        self.isMulticolor = isMulticolor
        self.status = status
        self.renamedTo = renamedTo
        self.localizationOf = localizationOf
        self.releaseYear = releaseYear
    }

    /// The first OS version on `platform` whose APIs can show this symbol, or nil when it is not
    /// available there. iPadOS uses iOS's version; on macOS the result is at least 11.0
    /// (`minimumMacOSVersionForSymbols`) even where the data says 10.15.
    public func introduced(on platform: Platform) -> OSVersion? {
        let key = platform.symbolAvailabilityPlatform
        guard let version = introduced[key] else { return nil }
        if key == .macOS, version < Self.minimumMacOSVersionForSymbols {
            return Self.minimumMacOSVersionForSymbols
        }
        return version
    }

    /// Whether an app whose deployment target on `platform` is `minimumVersion` can use this symbol
    /// on every supported OS version, i.e. the symbol was introduced at or before `minimumVersion`.
    public func isAvailable(on platform: Platform, minimumVersion: OSVersion) -> Bool {
        guard let first = introduced(on: platform) else { return false }
        return first <= minimumVersion
    }
}
