import Foundation
import SpecFoundation
import SpecSyntax

/// Reads the typography tables of `hig-tables.json` (already parsed into `JSONValue`s).
/// Missing or malformed tables read as empty, never as a crash.
struct HIGTableReader {
    /// The parsed top-level object: table id → table.
    let tables: [String: JSONValue]

    /// The `source.url` of a table, or "" when absent.
    func sourceURL(_ id: String) -> String {
        tables[id]?["source"]?["url"]?.stringValue ?? ""
    }

    /// The rows of a table, each as its string cells.
    func rows(_ id: String) -> [[String]] {
        (tables[id]?["rows"]?.arrayValue ?? []).map { $0.stringElements ?? [] }
    }

    /// Parses "17", "+0.24", "-0.43" or "17 pt".
    static func number(_ text: String) -> Double? {
        var trimmed = Substring(text)
        if trimmed.hasSuffix("pt") { trimmed = trimmed.dropLast(2) }
        trimmed = trimmed.drop { $0 == " " || $0 == "+" }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return Double(trimmed)
    }

    /// A tracking table: size in points → tracking in points (the third column).
    func tracking(_ id: String) -> [Double: Double] {
        var result: [Double: Double] = [:]
        for row in rows(id) where row.count >= 3 {
            if let size = Self.number(row[0]), let tracking = Self.number(row[2]) {
                result[size] = tracking
            }
        }
        return result
    }

    /// A compiled Dynamic Type table: `data` → category key → HIG style name →
    /// `{weight, size_pt, leading_pt, emphasized_weight}`, keyed by format style name.
    func ramp(_ id: String, tracking: [Double: Double]) -> [ContentSizeCategory: [String: TextStyleMetrics]] {
        var result: [ContentSizeCategory: [String: TextStyleMetrics]] = [:]
        for (key, styles) in tables[id]?["data"]?.objectValue ?? [:] {
            guard let category = ContentSizeCategory(tableKey: key), let styles = styles.objectValue else { continue }
            var byStyle: [String: TextStyleMetrics] = [:]
            for (styleName, entry) in styles {
                guard let size = entry["size_pt"]?.numberValue,
                    let weight = entry["weight"]?.stringValue.flatMap(FontWeight.init(tableValue:))
                else { continue }
                byStyle[TypographyCatalog.formatName(forTableName: styleName)] = TextStyleMetrics(
                    size: size,
                    leading: entry["leading_pt"]?.numberValue,
                    weight: weight,
                    tracking: tracking[size],
                    emphasizedWeight: entry["emphasized_weight"]?.stringValue.flatMap(FontWeight.init(tableValue:))
                )
            }
            result[category] = byStyle
        }
        return result
    }

    /// A fixed-size style table with columns style, weight, size, leading/line height, emphasized weight.
    func fixedTable(_ id: String, tracking: [Double: Double]) -> [String: TextStyleMetrics] {
        var result: [String: TextStyleMetrics] = [:]
        for row in rows(id) where row.count >= 3 {
            guard let weight = FontWeight(tableValue: row[1]), let size = Self.number(row[2]) else { continue }
            result[TypographyCatalog.formatName(forTableName: row[0])] = TextStyleMetrics(
                size: size,
                leading: row.count > 3 ? Self.number(row[3]) : nil,
                weight: weight,
                tracking: tracking[size],
                emphasizedWeight: row.count > 4 ? FontWeight(tableValue: row[4]) : nil
            )
        }
        return result
    }

    /// The default and minimum font size per platform, from rows like `["iOS, iPadOS", "17 pt", "11 pt"]`.
    func defaultAndMinimumSizes(_ id: String) -> ([Platform: Double], [Platform: Double]) {
        var defaults: [Platform: Double] = [:]
        var minimums: [Platform: Double] = [:]
        for row in rows(id) where row.count >= 3 {
            for name in row[0].split(separator: ",") {
                guard let platform = Platform(caseInsensitive: name.trimmingCharacters(in: .whitespaces)) else { continue }
                defaults[platform] = Self.number(row[1])
                minimums[platform] = Self.number(row[2])
            }
        }
        return (defaults, minimums)
    }

    /// Sizes per platform from rows like `["iOS, iPadOS", "44x44 pt", "28x28 pt"]` or
    /// `["tvOS", …, "800x480 px", …]`: every `WxH` cell from `valueColumn` on, in column order.
    func sizesByPlatform(_ id: String, valueColumn: Int = 1) -> [Platform: [PointSize]] {
        var result: [Platform: [PointSize]] = [:]
        for row in rows(id) where row.count > valueColumn {
            let sizes = row[valueColumn...].compactMap(Self.size)
            guard !sizes.isEmpty else { continue }
            for name in row[0].split(separator: ",") {
                if let platform = Platform(caseInsensitive: name.trimmingCharacters(in: .whitespaces)) {
                    result[platform] = sizes
                }
            }
        }
        return result
    }

    /// Parses `44x44 pt` or `800x480 px`; nil for anything else.
    static func size(_ text: String) -> PointSize? {
        let parts = text.split(separator: " ").first?.split(separator: "x") ?? []
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        return PointSize(width: width, height: height)
    }

    /// `compiled.platform-figures`: platform → its figures object.
    func compiledPlatformFigures() -> [Platform: [String: JSONValue]] {
        var result: [Platform: [String: JSONValue]] = [:]
        for (key, figures) in tables["compiled.platform-figures"]?["data"]?.objectValue ?? [:] {
            if let platform = Platform(rawValue: key), let figures = figures.objectValue { result[platform] = figures }
        }
        return result
    }

    /// `compiled.text-style-names`: platform → HIG style names in table order.
    func textStyleNames(_ id: String) -> [Platform: [String]] {
        var result: [Platform: [String]] = [:]
        for (key, names) in tables[id]?["data"]?.objectValue ?? [:] {
            if let platform = Platform(rawValue: key), let names = names.stringElements {
                result[platform] = names
            }
        }
        return result
    }
}
