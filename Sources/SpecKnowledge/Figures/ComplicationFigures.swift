import Foundation
import SpecFoundation
import SpecSyntax

/// watchOS complication families whose image sizes the HIG lists in tables.
public enum ComplicationFamily: String, CaseIterable, Sendable, Hashable {
    case circular, extraLarge, corner, inline, rectangular

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .circular: return "A small circle (graphic circular, bezel): a full image, a gauge or a stack."
        case .extraLarge: return "The large circle of the X-Large face."
        case .corner: return "A corner of the watch face: a circular image, a gauge or text."
        case .inline: return "One line of text above the time, with an optional small image."
        case .rectangular: return "A wide rectangle: a large image, with or without a title, or standard body content."
        }
    }

    /// The `hig-tables.json` table of the family's image sizes.
    var tableID: String {
        switch self {
        case .circular: return "complications.circular.regular-image-sizes"
        case .extraLarge: return "complications.circular.extra-large-image-sizes"
        case .corner: return "complications.corner.image-sizes"
        case .inline: return "complications.inline.utilitarian-small-image-sizes"
        case .rectangular: return "complications.rectangular.image-sizes"
        }
    }
}

/// One image size of a complication family on one watch case size.
public struct ComplicationImageSize: Sendable, Equatable {
    /// What the image is in the family (`Image`, `Closed gauge`, `Large image with title`).
    public let element: String
    /// The watch case size (`40mm`, `45mm/49mm`).
    public let caseSize: String
    /// The size in points.
    public let size: PointSize
}

/// The image sizes of watchOS complications, read from the bundled `hig-tables.json`
/// (`complications.*`). Cells that give a range or no size (`9-21x9 pt`, `N/A`) are left out;
/// a missing table leaves its family without figures.
final class ComplicationFigures: Sendable {
    /// The figures from the bundled tables, loaded on first access.
    static let shared = ComplicationFigures(
        tablesJSON: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [])

    /// Each family's image sizes, in table order (row by row, case sizes left to right), with the HIG section.
    let imageSizes: [ComplicationFamily: HIGFigure<[ComplicationImageSize]>]

    /// Builds the figures from the bytes of `hig-tables.json`.
    init(tablesJSON: [UInt8]) {
        let tables = (try? JSONValue.parse(tablesJSON))?.objectValue ?? [:]
        let reader = HIGTableReader(tables: tables)
        var sizes: [ComplicationFamily: HIGFigure<[ComplicationImageSize]>] = [:]
        for family in ComplicationFamily.allCases {
            let columns = tables[family.tableID]?["columns"]?.stringElements ?? []
            var entries: [ComplicationImageSize] = []
            for row in reader.rows(family.tableID) {
                guard let element = row.first else { continue }
                for (index, cell) in row.enumerated().dropFirst() where index < columns.count {
                    guard let size = HIGTableReader.size(cell) else { continue }
                    entries.append(
                        ComplicationImageSize(
                            element: element.replacingOccurrences(of: " *", with: ""), caseSize: columns[index], size: size))
                }
            }
            let source = reader.sourceURL(family.tableID)
            if !entries.isEmpty { sizes[family] = HIGFigure(entries, source: source.isEmpty ? HIGLink.url("complications") : source) }
        }
        imageSizes = sizes
    }
}
