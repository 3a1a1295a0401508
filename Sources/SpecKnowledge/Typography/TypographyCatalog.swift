import SpecFoundation
import SpecSyntax

/// The system text styles and their metrics per platform and content size, from the HIG typography
/// tables in `Resources/hig-tables.json`.
///
/// Platform coverage, as the tables give it:
/// - iOS and iPadOS: the full Dynamic Type ramp, xSmall … AX5.
/// - watchOS: xSmall … AX3 (no Medium, AX4, AX5). The 40/41/42 mm ramp is the default: its default
///   size is Large, the format's default category; 38 mm defaults to Small and 44/45/49 mm to xLarge.
/// - macOS and tvOS: one fixed size per style (no Dynamic Type); every content size returns it.
/// - visionOS: the HIG gives no visionOS size table, so the iOS tables are used for the styles iOS
///   has; `extraLargeTitle1` and `extraLargeTitle2` have no metrics.
///
/// `shared` loads the file on first use; if it is missing or malformed the catalog is empty and
/// `loadError` says why.
public final class TypographyCatalog: Sendable {
    /// The catalog built from the bundled tables, loaded on first access.
    public static let shared: TypographyCatalog = TypographyCatalog.loadBundled()

    /// Why the bundled tables could not be loaded, or nil when they loaded.
    public let loadError: String?
    /// Every style name the format accepts, on any platform: the iOS styles first, then the extras.
    public let textStyleNames: [String]

    private let styles: [String: TextStyleInfo]
    /// Dynamic Type ramps: platform (iOS, watchOS) → category → style → metrics.
    private let ramps: [Platform: [ContentSizeCategory: [String: TextStyleMetrics]]]
    /// Fixed-size tables: platform (macOS, tvOS) → style → metrics.
    private let fixedSizes: [Platform: [String: TextStyleMetrics]]
    /// Format names, then the HIG's names without spaces ("Caption 1" → "Caption1"), each mapped to the format name.
    private let suggestionSpellings: [(spelling: String, name: String)]
    private let defaultSizes: [Platform: Double]
    private let minimumSizes: [Platform: Double]

    /// Builds a catalog from the bytes of a `hig-tables.json` file.
    init(json: [UInt8], loadError: String? = nil) {
        var tables: [String: JSONValue] = [:]
        var problem = loadError
        if !json.isEmpty {
            do {
                if let object = try JSONValue.parse(json).objectValue {
                    tables = object
                } else {
                    problem = problem ?? "hig-tables.json: expected a top-level object"
                }
            } catch {
                problem = problem ?? "hig-tables.json could not be parsed: \(error)"
            }
        }
        self.loadError = problem
        let reader = HIGTableReader(tables: tables)

        let tracking: [Platform: [Double: Double]] = [
            .iOS: reader.tracking("typography.tracking.ios-ipados-visionos.sf-pro"),
            .macOS: reader.tracking("typography.tracking.macos.sf-pro"),
            .tvOS: reader.tracking("typography.tracking.tvos.sf-pro"),
            .watchOS: reader.tracking("typography.tracking.watchos.sf-compact")
        ]
        let ramps: [Platform: [ContentSizeCategory: [String: TextStyleMetrics]]] = [
            .iOS: reader.ramp("compiled.dynamic-type.ios-ipados", tracking: tracking[.iOS] ?? [:]),
            .watchOS: reader.ramp("compiled.dynamic-type.watchos", tracking: tracking[.watchOS] ?? [:])
        ]
        let fixedSizes: [Platform: [String: TextStyleMetrics]] = [
            .macOS: reader.fixedTable("typography.macos-text-styles", tracking: tracking[.macOS] ?? [:]),
            .tvOS: reader.fixedTable("typography.tvos-text-styles", tracking: tracking[.tvOS] ?? [:])
        ]
        self.ramps = ramps
        self.fixedSizes = fixedSizes
        (defaultSizes, minimumSizes) = reader.defaultAndMinimumSizes("typography.default-and-minimum-font-sizes")

        // Style names and their platforms, in the order the format lists them.
        let namesURL = reader.sourceURL("compiled.text-style-names")
        let styleURLs: [(Platform, String)] = [
            (.iOS, reader.sourceURL("compiled.dynamic-type.ios-ipados")),
            (.macOS, reader.sourceURL("typography.macos-text-styles")),
            (.tvOS, reader.sourceURL("typography.tvos-text-styles")),
            (.watchOS, reader.sourceURL("compiled.dynamic-type.watchos"))
        ]
        let namesByPlatform = reader.textStyleNames("compiled.text-style-names")
        var order: [String] = []
        var higNames: [String: String] = [:]
        var platforms: [String: Set<Platform>] = [:]
        for platform in [Platform.iOS, .iPadOS, .macOS, .tvOS, .watchOS, .visionOS] {
            for higName in namesByPlatform[platform] ?? [] {
                let name = Self.formatName(forTableName: higName)
                if platforms[name] == nil {
                    order.append(name)
                    higNames[name] = higName
                }
                platforms[name, default: []].insert(platform)
            }
        }
        var styles: [String: TextStyleInfo] = [:]
        for name in order {
            let offered = (platforms[name] ?? []).sorted()
            let url =
                styleURLs.first { platform, _ in
                    offered.contains(platform)
                        && (ramps[platform]?[.large]?[name] != nil || fixedSizes[platform]?[name] != nil)
                }?.1 ?? namesURL
            styles[name] = TextStyleInfo(name: name, platforms: offered, hig: url, higName: higNames[name] ?? name)
        }
        self.styles = styles
        textStyleNames = order
        suggestionSpellings =
            order.map { (spelling: $0, name: $0) }
            + order.compactMap { name in
                higNames[name].map { (spelling: $0.filter { $0 != " " }, name: name) }
            }
    }

    private static func loadBundled() -> TypographyCatalog {
        do {
            return TypographyCatalog(json: try ResourceLoader.loadBytes(named: "hig-tables", extension: "json"))
        } catch {
            return TypographyCatalog(json: [], loadError: "\(error)")
        }
    }

    /// The format spelling of a table's style name: "Title 1" → `title1`, "Large Title" → `largeTitle`,
    /// "Subhead"/"Subheadline" → `subheadline`, "Extra Large Title 2" → `extraLargeTitle2`.
    static func formatName(forTableName tableName: String) -> String {
        let words = tableName.split(whereSeparator: { $0 == " " || $0 == "-" })
        var name = ""
        for (index, word) in words.enumerated() {
            name += index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }
        return name == "subhead" ? "subheadline" : name
    }

    /// The platform whose tables describe `platform`: iPadOS and visionOS use iOS's (see the type's notes).
    private func tablePlatform(_ platform: Platform) -> Platform {
        switch platform {
        case .iPadOS, .visionOS: return .iOS
        default: return platform
        }
    }

    // MARK: Queries

    /// The style with this format name (case-sensitive), or nil.
    public func textStyle(named name: String) -> TextStyleInfo? {
        styles[name]
    }

    /// The metrics of `style` on `platform` at `size`, or nil when the platform does not offer the style
    /// or the tables have no row for it (watchOS Medium/AX4/AX5, visionOS extra large titles).
    /// macOS and tvOS styles have one fixed size, returned for every `size`.
    public func metrics(style: String, platform: Platform, size: ContentSizeCategory = .default) -> TextStyleMetrics? {
        guard let info = styles[style], info.platforms.contains(platform) else { return nil }
        let source = tablePlatform(platform)
        if let fixed = fixedSizes[source] {
            return fixed[style]
        }
        return ramps[source]?[size]?[style]
    }

    /// The style's metrics at every content size the platform's tables list, smallest first. For
    /// macOS and tvOS (no Dynamic Type) the single fixed size is returned as `.large`.
    public func availableSizes(style: String, platform: Platform) -> [(ContentSizeCategory, TextStyleMetrics)] {
        guard let info = styles[style], info.platforms.contains(platform) else { return [] }
        let source = tablePlatform(platform)
        if let fixed = fixedSizes[source] {
            return fixed[style].map { [(.large, $0)] } ?? []
        }
        guard let ramp = ramps[source] else { return [] }
        return ContentSizeCategory.allCases.compactMap { category in
            ramp[category]?[style].map { (category, $0) }
        }
    }

    /// The HIG's default text size on `platform` in points (iOS/iPadOS 17, macOS 13, tvOS 29,
    /// visionOS 17, watchOS 16); 0 when the tables could not be loaded.
    public func defaultFontSize(for platform: Platform) -> Double {
        defaultSizes[platform] ?? 0
    }

    /// The HIG's minimum text size on `platform` in points (iOS/iPadOS 11, macOS 10, tvOS 23,
    /// visionOS 12, watchOS 12); 0 (no minimum) when the tables could not be loaded.
    public func minimumFontSize(for platform: Platform) -> Double {
        minimumSizes[platform] ?? 0
    }

    /// Up to `limit` style names close to `misspelled` (case-insensitive edit distance), closest first.
    /// The HIG's spellings count too, so `subhead` or `Caption 1` suggest `subheadline` and `caption1`.
    public func suggestions(for misspelled: String, limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        let query = misspelled.filter { $0 != " " }
        var seen: Set<String> = []
        return Suggester.suggestions(for: query, in: suggestionSpellings.map(\.spelling), limit: suggestionSpellings.count)
            .compactMap { spelling in suggestionSpellings.first { $0.spelling == spelling }?.name }
            .filter { seen.insert($0).inserted }
            .prefix(limit)
            .map { $0 }
    }
}
