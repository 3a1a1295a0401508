/// SwiftUI's size classes (`UserInterfaceSizeClass`): how much room a screen has along one axis.
public enum SizeClass: String, CaseIterable, Sendable, Hashable {
    /// A constrained space (an iPhone's width in portrait).
    case compact
    /// An expansive space (an iPad's width).
    case regular
}

/// One of the two directions a size class describes.
public enum SizeClassAxis: String, CaseIterable, Sendable, Hashable {
    /// Across: `horizontalSizeClass`, named "width" in messages.
    case horizontal
    /// Up and down: `verticalSizeClass`, named "height" in messages.
    case vertical

    /// "width" or "height", as the HIG's size class table says.
    public var noun: String { self == .horizontal ? "width" : "height" }
}

/// The size classes of one way a screen is shown: horizontal and vertical, nil on platforms without
/// size classes (macOS, tvOS, visionOS, watchOS).
public struct SizeClassEnvironment: Sendable, Hashable {
    /// The horizontal size class (`horizontalSizeClass`), nil where the platform has none.
    public let horizontal: SizeClass?
    /// The vertical size class (`verticalSizeClass`), nil where the platform has none.
    public let vertical: SizeClass?

    /// An environment with the given size classes.
    public init(horizontal: SizeClass?, vertical: SizeClass?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The size class along `axis`.
    public subscript(axis: SizeClassAxis) -> SizeClass? {
        axis == .horizontal ? horizontal : vertical
    }

    /// The environment of platforms without size classes.
    public static let none = SizeClassEnvironment(horizontal: nil, vertical: nil)
}

/// The size classes each platform's screens are shown in, from the HIG's table of device size classes
/// (`layout.ios-ipados-device-size-classes` in `Resources/hig-tables.json`): every combination the
/// table lists for an iPhone (iOS) or iPad (iPadOS) in portrait or landscape. iPadOS also shows apps in
/// compact width beside another app (Split View, Slide Over), which the full-screen table leaves out.
/// Platforms the table does not cover have no size classes (`SizeClassEnvironment.none`).
public final class SizeClassCatalog: Sendable {
    /// The catalog built from the bundled table, loaded on first access.
    public static let shared: SizeClassCatalog = SizeClassCatalog.loadBundled()

    /// Why the bundled table could not be loaded, or nil when it loaded.
    public let loadError: String?
    private let environmentsByPlatform: [Platform: [SizeClassEnvironment]]

    /// Builds a catalog from the bytes of a `hig-tables.json` file.
    init(json: [UInt8]) {
        var problems: [String] = []
        let tables = PlatformCatalog.parseObject(json, name: "hig-tables.json", problems: &problems)
        loadError = problems.first
        let rows = (tables["layout.ios-ipados-device-size-classes"]?["rows"]?.arrayValue ?? []).map { $0.stringElements ?? [] }
        var environments: [Platform: [SizeClassEnvironment]] = [:]
        // Rows like ["iPhone 17 Pro Max", "Compact width, regular height", "Regular width, compact height"].
        for row in rows where row.count >= 3 {
            let platform: Platform = row[0].hasPrefix("iPad") ? .iPadOS : .iOS
            for cell in row[1...2] {
                guard let environment = Self.environment(cell), environments[platform]?.contains(environment) != true else { continue }
                environments[platform, default: []].append(environment)
            }
        }
        if environments[.iPadOS] != nil {
            let beside = SizeClassEnvironment(horizontal: .compact, vertical: .regular)
            if environments[.iPadOS]?.contains(beside) == false { environments[.iPadOS]?.append(beside) }
        }
        environmentsByPlatform = environments
    }

    /// "Compact width, regular height" → compact horizontal, regular vertical; nil for other text.
    static func environment(_ cell: String) -> SizeClassEnvironment? {
        let words = cell.lowercased().split(whereSeparator: { $0 == "," || $0 == " " })
        var horizontal: SizeClass?
        var vertical: SizeClass?
        for (position, word) in words.enumerated() where position + 1 < words.count {
            guard let sizeClass = SizeClass(rawValue: String(word)) else { continue }
            if words[position + 1] == "width" { horizontal = sizeClass }
            if words[position + 1] == "height" { vertical = sizeClass }
        }
        guard let horizontal, let vertical else { return nil }
        return SizeClassEnvironment(horizontal: horizontal, vertical: vertical)
    }

    private static func loadBundled() -> SizeClassCatalog {
        SizeClassCatalog(json: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [])
    }

    /// The size class environments `platform`'s screens are shown in, in table order;
    /// `[SizeClassEnvironment.none]` for platforms without size classes.
    public func environments(for platform: Platform) -> [SizeClassEnvironment] {
        environmentsByPlatform[platform] ?? [.none]
    }
}
