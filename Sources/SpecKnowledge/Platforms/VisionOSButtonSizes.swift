import Foundation
import SpecFoundation
import SpecSyntax

/// The standard visionOS button sizes (Buttons › visionOS: Mini 28 pt … Extra large 64 pt), read from
/// `hig-tables.json` (`buttons.visionos-button-sizes`, whose column headers name each size and its height).
/// A missing or malformed table reads as no sizes, never a crash.
final class VisionOSButtonSizes: Sendable {
    /// The sizes from the bundled tables, loaded on first access.
    static let shared = VisionOSButtonSizes(
        tablesJSON: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [])

    /// The named sizes and their heights, smallest first.
    let heights: HIGFigure<[VisionOSButtonSize]>

    /// The name of the size from which the system gives a button the platform's default hit region.
    static let regular = "Regular"

    /// Reads the sizes from the bytes of `hig-tables.json`.
    init(tablesJSON: [UInt8]) {
        let tables = (try? JSONValue.parse(tablesJSON))?.objectValue ?? [:]
        let table = tables["buttons.visionos-button-sizes"]
        let columns = table?["columns"]?.stringElements ?? []
        let sizes = columns.compactMap(Self.size(inHeader:)).sorted { $0.height < $1.height }
        heights = HIGFigure(sizes, source: HIGTableReader(tables: tables).sourceURL("buttons.visionos-button-sizes"))
    }

    /// The height of the size named `name`, nil when the table has no such size.
    func height(named name: String) -> Double? {
        heights.value.first { $0.name == name }?.height
    }

    /// `Regular (44 pt)` → Regular, 44; nil for headers without a height (`Shape`).
    static func size(inHeader header: String) -> VisionOSButtonSize? {
        guard let open = header.firstIndex(of: "("), let close = header.lastIndex(of: ")"), open < close else { return nil }
        let name = header[..<open].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, let height = HIGTableReader.number(String(header[header.index(after: open)..<close])) else { return nil }
        return VisionOSButtonSize(name: name, height: height)
    }
}

/// One standard visionOS button size.
public struct VisionOSButtonSize: Sendable, Equatable {
    /// The HIG's name (`Mini`, `Small`, `Regular`, `Large`, `Extra large`).
    public let name: String
    /// The height in points.
    public let height: Double
}
