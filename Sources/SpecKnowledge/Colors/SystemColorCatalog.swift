import SpecFoundation
import SpecSyntax

/// The bundled Apple system colors (36 colors: hues, grays, labels, separators, link, backgrounds,
/// fills) with values for four appearances in two eras.
///
/// `shared` loads `Resources/system-colors.json` on first use. If the file is missing or malformed the
/// catalog is empty and `loadError` says why; nothing crashes.
public final class SystemColorCatalog: Sendable {
    /// The catalog built from the bundled data, loaded on first access.
    public static let shared: SystemColorCatalog = SystemColorCatalog.loadBundled()

    /// Every system color, in the data's order (hues, grays, labels, separators, link, backgrounds, fills).
    public let all: [SystemColor]
    /// Why the bundled data could not be loaded, or nil when it loaded.
    public let loadError: String?

    /// SwiftUI's `accentColor` (UIKit's `tintColor`): the app's accent color, the system tint unless the
    /// app sets its own. The format accepts it as a color name that resolves to `accentColorDefault`.
    public static let accentColorName = "accentColor"
    /// The system color `accentColor` stands for when the app does not set an accent color: blue, the
    /// system tint.
    public static let accentColorDefault = "systemBlue"
    /// Every name that means the app's accent color: SwiftUI's `accentColor` and `tint` (`.tint` as a
    /// shape style), and AppKit's `controlAccentColor`. Each stands for `accentColorDefault` here; a
    /// spec's resolver puts the app's own accent in their place.
    public static let accentColorNames = [accentColorName, "tint", "controlAccentColor"]

    /// SwiftUI's hierarchical shape styles and the label colors they draw on iOS, iPadOS and visionOS
    /// (`.primary` → `label`, …, `.quaternary` → `quaternaryLabel`).
    public static let hierarchicalStyles: [(style: String, color: String)] = [
        ("primary", "label"), ("secondary", "secondaryLabel"), ("tertiary", "tertiaryLabel"), ("quaternary", "quaternaryLabel")
    ]

    private let indexByName: [String: Int]
    /// SwiftUI shape style names (`primary` … `quaternary`, `tint`, `controlAccentColor`) → the color they draw.
    /// Kept apart from `indexByName`: a token may take such a name without hiding a system color.
    private let styleIndex: [String: Int]
    /// UIKit names then SwiftUI aliases, for suggestions.
    private let suggestionNames: [String]
    /// Per era (in `ColorEra.allCases` order), every known value with its color's position in `all`
    /// and its appearance, in catalog then appearance order: what `colors(matchingHex:era:)` compares
    /// a hex with, without a dictionary lookup per color and appearance.
    private let knownValuesByEra: [[(value: RGBAColor, color: Int, appearance: Appearance)]]

    /// Builds a catalog from the bytes of a `system-colors.json` file.
    init(json: [UInt8], loadError: String? = nil) {
        var problem = loadError
        var colors: [SystemColor] = []
        do {
            colors = try Self.parse(json)
        } catch {
            problem = problem ?? "system-colors.json could not be parsed: \(error)"
        }
        self.loadError = problem
        all = colors
        var indexByName: [String: Int] = [:]
        var aliases: [String] = []
        for (index, color) in colors.enumerated() {
            indexByName[color.name] = index
        }
        for (index, color) in colors.enumerated() {
            if let alias = color.swiftUIName, indexByName[alias] == nil {
                indexByName[alias] = index
                aliases.append(alias)
            }
        }
        if let tint = indexByName[Self.accentColorDefault], indexByName[Self.accentColorName] == nil {
            indexByName[Self.accentColorName] = tint
            aliases.append(Self.accentColorName)
        }
        var styleIndex: [String: Int] = [:]
        for (style, color) in Self.hierarchicalStyles + Self.accentColorNames.map({ ($0, Self.accentColorDefault) }) {
            if let index = indexByName[color], indexByName[style] == nil { styleIndex[style] = index }
        }
        self.styleIndex = styleIndex
        self.indexByName = indexByName
        suggestionNames = colors.map(\.name) + aliases
        knownValuesByEra = ColorEra.allCases.map { era in
            colors.indices.flatMap { position in
                Appearance.allCases.compactMap { appearance in
                    colors[position].values[era]?[appearance]?.color.map { (value: $0, color: position, appearance: appearance) }
                }
            }
        }
    }

    private static func loadBundled() -> SystemColorCatalog {
        do {
            return SystemColorCatalog(json: try ResourceLoader.loadBytes(named: "system-colors", extension: "json"))
        } catch {
            return SystemColorCatalog(json: [], loadError: "\(error)")
        }
    }

    /// The color with this UIKit name (`systemRed`, `secondaryLabel`) or SwiftUI alias (`red`, `mint`,
    /// `accentColor` for the system tint);
    /// case-sensitive, as the format is.
    public func color(named name: String) -> SystemColor? {
        guard let index = indexByName[name] else { return nil }
        return all[index]
    }

    /// The system color a SwiftUI shape style name draws: `primary` … `quaternary` the label colors, `tint`
    /// and `controlAccentColor` the system tint (a spec's resolver puts the app's accent in its place);
    /// nil for other names. Not in `color(named:)`, so a token named `primary` hides no system color.
    public func shapeStyleColor(named name: String) -> SystemColor? {
        styleIndex[name].map { all[$0] }
    }

    /// A system color or a shape style's (`color(named:)`, else `shapeStyleColor(named:)`): what a color
    /// value's name means when no token has it.
    public func colorOrStyle(named name: String) -> SystemColor? {
        color(named: name) ?? shapeStyleColor(named: name)
    }

    /// Up to `limit` UIKit names or SwiftUI aliases close to `misspelled` (case-insensitive edit
    /// distance), closest first.
    public func suggestions(for misspelled: String, limit: Int) -> [String] {
        Suggester.suggestions(for: misspelled, in: suggestionNames, limit: limit)
    }

    /// The system colors (and appearances) whose `era` value equals `color` within ±1/255 per channel
    /// and alpha: the hard-coded value duplicates that system color. Values the data marks unknown
    /// never match. Order: catalog order, then appearance order.
    public func colors(matchingHex color: RGBAColor, era: ColorEra) -> [(SystemColor, Appearance)] {
        let tolerance = 1.0 / 255 + 1e-9
        guard let eraPosition = ColorEra.allCases.firstIndex(of: era) else { return [] }
        var matches: [(SystemColor, Appearance)] = []
        for known in knownValuesByEra[eraPosition] where known.value.isClose(to: color, tolerance: tolerance) {
            matches.append((all[known.color], known.appearance))
        }
        return matches
    }

    // MARK: Parsing

    /// Why `system-colors.json` was rejected.
    private struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    private static func parse(_ json: [UInt8]) throws -> [SystemColor] {
        guard !json.isEmpty else { return [] }
        guard let entries = try JSONValue.parse(json)["colors"]?.arrayValue else {
            throw FormatError(description: "expected an object with a 'colors' array")
        }
        var colors: [SystemColor] = []
        colors.reserveCapacity(entries.count)
        for entry in entries {
            guard let name = entry["id"]?.stringValue ?? entry["uikit"]?.stringValue,
                let kind = entry["kind"]?.stringValue.flatMap(SystemColorKind.init(dataValue:))
            else { continue }
            var values: [ColorEra: [Appearance: SystemColorValue]] = [:]
            var elevated: [ColorEra: [Bool: SystemColorValue]] = [:]
            for era in ColorEra.allCases {
                guard let eraObject = entry["eras"]?[era.rawValue], eraObject.objectValue != nil else { continue }
                var byAppearance: [Appearance: SystemColorValue] = [:]
                for appearance in Appearance.allCases {
                    if let value = parseValue(eraObject[appearance.dataKey]) {
                        byAppearance[appearance] = value
                    }
                }
                values[era] = byAppearance
                var elevatedByContrast: [Bool: SystemColorValue] = [:]
                if let value = parseValue(eraObject["dark_elevated"]) {
                    elevatedByContrast[false] = value
                }
                if let value = parseValue(eraObject["dark_increased_contrast_elevated"]) {
                    elevatedByContrast[true] = value
                }
                if !elevatedByContrast.isEmpty {
                    elevated[era] = elevatedByContrast
                }
            }
            colors.append(
                SystemColor(
                    name: name,
                    higName: entry["hig_name"]?.stringValue ?? name,
                    swiftUIName: entry["swiftui"]?.stringValue,
                    appKitName: entry["appkit"]?.stringValue,
                    kind: kind,
                    platforms: entry["platforms"]?.stringElements ?? [],
                    values: values,
                    elevatedValues: elevated
                ))
        }
        return colors
    }

    /// Reads `{ "value": {r,g,b,a} | null, "status", "sources", "note", "alternatives" }`.
    private static func parseValue(_ raw: JSONValue?) -> SystemColorValue? {
        guard let raw, raw.objectValue != nil else { return nil }
        let certainty = ValueCertainty(dataValue: raw["status"]?.stringValue ?? "")
        let color = parseColor(raw["value"])
        let alternatives = (raw["alternatives"]?.arrayValue ?? []).compactMap { parseColor($0["value"]) }
        return SystemColorValue(
            color: color,
            certainty: color == nil ? .unknown : certainty,
            sources: raw["sources"]?.stringElements ?? [],
            note: raw["note"]?.stringValue,
            alternatives: alternatives
        )
    }

    /// Reads `{ "r": 0-255, "g", "b", "a": 0-1 }`; nil for null or a malformed value.
    private static func parseColor(_ raw: JSONValue?) -> RGBAColor? {
        guard let red = raw?["r"]?.numberValue, let green = raw?["g"]?.numberValue, let blue = raw?["b"]?.numberValue else { return nil }
        let alpha = raw?["a"]?.numberValue ?? 1
        return RGBAColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }
}
