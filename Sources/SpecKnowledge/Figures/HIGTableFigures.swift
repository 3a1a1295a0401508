import Foundation
import SpecFoundation
import SpecSyntax

/// Figures from `hig-tables.json` that are not per platform: the minimum contrast ratios and the
/// standard action symbols, read through `HIGFigures`. Read once; a missing or malformed table reads as `nil` (no figure), never a crash.
final class HIGTableFigures: Sendable {
    /// The figures from the bundled tables, loaded on first access.
    static let shared = HIGTableFigures(tablesJSON: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [])

    /// The minimum contrast ratios (`accessibility.minimum-contrast-ratios`), nil when the table is unreadable.
    let contrast: ContrastMinimums?
    /// Action title as the HIG writes it ("Share", "Move to") → standard SF Symbol
    /// (`compiled.standard-action-symbols`, flattened from the `icons.*` tables).
    let standardActionSymbols: HIGFigure<[String: String]>
    /// Table id (`icons.editing`) → the actions it lists, in table order.
    private let actionsByIconTable: [String: [String]]
    /// The actions whose own row in an `icons.*` table names a symbol. Rows such as "Save", "Close" or
    /// "Export" name none (they share the row above's icon in the HIG's layout); the compiled map fills
    /// them in from that row.
    let actionsWithOwnSymbolRow: Set<String>

    /// The app icon appearances each platform offers (`app-icons.specifications`, "Appearances" column), in
    /// the format's spelling (`default`, `dark`, `clearLight`, …); platforms whose icons have no
    /// appearances ("N/A") are absent.
    let appIconAppearances: HIGFigure<[Platform: [String]]>

    /// Reads the figures from the bytes of `hig-tables.json`.
    init(tablesJSON: [UInt8]) {
        let tables = (try? JSONValue.parse(tablesJSON))?.objectValue ?? [:]
        let reader = HIGTableReader(tables: tables)
        contrast = ContrastMinimums(
            rows: reader.rows("accessibility.minimum-contrast-ratios"), source: reader.sourceURL("accessibility.minimum-contrast-ratios"))
        var symbols: [String: String] = [:]
        for (action, symbol) in tables["compiled.standard-action-symbols"]?["data"]?.objectValue ?? [:] {
            if let symbol = symbol.stringValue { symbols[action] = symbol }
        }
        standardActionSymbols = HIGFigure(symbols, source: reader.sourceURL("compiled.standard-action-symbols"))
        var actionsByTable: [String: [String]] = [:]
        var ownRows: Set<String> = []
        for (id, table) in tables where id.hasPrefix("icons.") {
            let rows = (table["rows"]?.arrayValue ?? []).compactMap(\.stringElements)
            actionsByTable[id] = rows.compactMap(\.first)
            for row in rows where row.count >= 3 && !row[2].trimmingCharacters(in: .whitespaces).isEmpty {
                ownRows.insert(row[0])
            }
        }
        actionsByIconTable = actionsByTable
        actionsWithOwnSymbolRow = ownRows
        var appearances: [Platform: [String]] = [:]
        for row in reader.rows("app-icons.specifications") where row.count >= 6 {
            let names = row[5].split(separator: ",").map { Self.camelCase($0) }
            guard row[5].trimmingCharacters(in: .whitespaces) != "N/A", !names.isEmpty else { continue }
            for name in row[0].split(separator: ",") {
                if let platform = Platform(caseInsensitive: name.trimmingCharacters(in: .whitespaces)) { appearances[platform] = names }
            }
        }
        appIconAppearances = HIGFigure(appearances, source: reader.sourceURL("app-icons.specifications"))
    }

    /// The actions listed in the HIG's standard icon table `id` (`icons.editing`) with their standard
    /// symbols, in table order; actions without a symbol in the compiled map are left out.
    func actions(inIconTable id: String) -> [(action: String, symbol: String)] {
        (actionsByIconTable[id] ?? []).compactMap { action in standardActionSymbols.value[action].map { (action, $0) } }
    }

    /// "Default" → `default`, " clear light" → `clearLight`.
    private static func camelCase(_ text: Substring) -> String {
        let words = text.split(separator: " ").map(String.init)
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }
}

/// The HIG's minimum contrast ratios (Accessibility › Vision): one for text up to a size, a lower one
/// for larger or bold text.
public struct ContrastMinimums: Sendable, Equatable {
    /// The ratio text below `largeTextSize` (and not bold) needs: 4.5 in the HIG's table.
    public let normalText: Double
    /// The ratio large or bold text needs: 3 in the HIG's table.
    public let largeText: Double
    /// The size in points from which text counts as large: 18 in the HIG's table.
    public let largeTextSize: Double
    /// The HIG section the table comes from.
    public let source: String

    /// Reads rows like `["Up to 17 pts", "All", "4.5:1"]`, `["18 pts", "All", "3:1"]`; nil unless both
    /// ratios and the large-text size are present.
    init?(rows: [[String]], source: String) {
        var normal: Double?
        var large: Double?
        var largeSize: Double?
        for row in rows where row.count >= 3 {
            guard let ratio = Self.ratio(row[2]) else { continue }
            if row[0].lowercased().hasPrefix("up to") {
                normal = ratio
            } else if let size = row[0].split(separator: " ").first.flatMap({ Double($0) }) {
                large = ratio
                largeSize = size
            }
        }
        guard let normal, let large, let largeSize else { return nil }
        self.normalText = normal
        self.largeText = large
        self.largeTextSize = largeSize
        self.source = source
    }

    /// Creates the minimums directly.
    public init(normalText: Double, largeText: Double, largeTextSize: Double, source: String) {
        self.normalText = normalText
        self.largeText = largeText
        self.largeTextSize = largeTextSize
        self.source = source
    }

    /// Parses `4.5:1`.
    static func ratio(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let first = Double(parts[0].trimmingCharacters(in: .whitespaces)), Double(parts[1]) == 1 else { return nil }
        return first
    }
}
