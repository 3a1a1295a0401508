import Foundation
import SpecFoundation
import SpecSyntax

/// Figures the HIG gives in tables for one platform's arrangements: the tvOS grids (unfocused item
/// width and spacing per column count), the layers of a tvOS layered image and the watchOS limit on
/// buttons side by side.
///
/// Read from the bundled `hig-tables.json` (`layout.tvos-grids`; the count limits through `ComponentFigures`);
/// a missing or malformed table leaves its figures `nil` (and the grid table empty), never a crash.
final class LayoutFigures: Sendable {
    /// The figures read from the bundled tables, loaded on first access.
    static let shared = LayoutFigures(tablesJSON: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [])

    /// tvOS grid figures by column count (2 to 9 in the HIG).
    let tvOSGrids: [Int: TVGridFigures]
    /// watchOS: the most glyph (symbol-only) buttons side by side in a row.
    let watchOSGlyphButtonsPerRow: HIGFigure<Int>?
    /// watchOS: the most text buttons side by side in a row.
    let watchOSTextButtonsPerRow: HIGFigure<Int>?
    /// tvOS: the number of layers of a layered image (app icons, and focusable images where encouraged).
    let tvOSLayeredImageLayers: HIGFigure<ClosedRange<Int>>?

    /// Builds the figures from the bytes of `hig-tables.json`.
    init(tablesJSON: [UInt8]) {
        let object = (try? JSONValue.parse(tablesJSON))?.objectValue ?? [:]
        let tables = HIGTableReader(tables: object)

        let gridSource = tables.sourceURL("layout.tvos-grids")
        var grids: [Int: TVGridFigures] = [:]
        for row in tables.rows("layout.tvos-grids") where row.count >= 4 {
            guard let columns = Int(row[0]), let width = HIGTableReader.number(row[1]),
                let horizontal = HIGTableReader.number(row[2]), let vertical = HIGTableReader.number(row[3])
            else { continue }
            grids[columns] = TVGridFigures(
                columns: columns, unfocusedItemWidth: width, horizontalSpacing: horizontal, minimumVerticalSpacing: vertical,
                source: gridSource.isEmpty ? HIGLink.url("layout", "Grids") : gridSource)
        }
        tvOSGrids = grids

        // The count-limit row reads "no more than 3 glyph buttons or 2 text buttons" (Layout › watchOS).
        let buttonsPerRow = ComponentFigures.shared.countLimits("Buttons per row", on: .watchOS).first
        let source = HIGLink.url("layout", "watchOS")
        watchOSGlyphButtonsPerRow = buttonsPerRow?.number(before: "glyph").map { HIGFigure($0, source: source) }
        watchOSTextButtonsPerRow = buttonsPerRow?.number(before: "text").map { HIGFigure($0, source: source) }

        // The row reads "2 to 5"; the Images article's Layered images section states the same range.
        let layers = ComponentFigures.shared.countLimits("tvOS app icon layers", on: .tvOS).first.flatMap {
            WindowFigures.range(in: $0.text)
        }
        tvOSLayeredImageLayers = layers.map { HIGFigure($0, source: HIGLink.url("images", "Layered-images")) }
    }
}

/// The HIG's figures for a tvOS grid of one column count.
public struct TVGridFigures: Sendable, Equatable {
    /// The number of columns.
    public let columns: Int
    /// The width of an unfocused item in points.
    public let unfocusedItemWidth: Double
    /// The horizontal space between items in points.
    public let horizontalSpacing: Double
    /// The minimum vertical space between rows in points.
    public let minimumVerticalSpacing: Double
    /// The HIG section the figures come from.
    public let source: String
}
