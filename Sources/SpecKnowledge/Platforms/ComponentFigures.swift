import Foundation
import SpecFoundation
import SpecSyntax

/// Figures about components and assets that hold across platforms, read from the bundled
/// `hig-tables.json`: count limits (`compiled.component-count-limits`) and the image scale factors each
/// platform needs (`images.scale-factors`). The standard action symbols are `HIGTableFigures`'. Read through `HIGFigures`.
///
/// Missing or malformed tables read as empty (no limit, no symbols, no scale factors), never as a crash.
final class ComponentFigures: Sendable {
    /// The figures from the bundled tables, loaded on first access.
    static let shared = ComponentFigures(
        tablesJSON: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [])

    /// Every row of `compiled.component-count-limits`.
    let countLimits: [CountLimit]
    /// The scale factors each platform's bitmap images need.
    let scaleFactors: [Platform: HIGFigure<ScaleFactorRequirement>]

    /// Builds the figures from the bytes of `hig-tables.json`.
    init(tablesJSON: [UInt8]) {
        let tables = (try? JSONValue.parse(tablesJSON))?.objectValue ?? [:]
        let reader = HIGTableReader(tables: tables)

        let limitsSource = reader.sourceURL("compiled.component-count-limits")
        countLimits = (tables["compiled.component-count-limits"]?["rows"]?.arrayValue ?? []).compactMap { row in
            guard let cells = row.stringElements, cells.count >= 4 else { return nil }
            return CountLimit(component: cells[0], platformText: cells[1], text: cells[2], strength: cells[3], source: limitsSource)
        }

        let scaleSource = reader.sourceURL("images.scale-factors")
        var scales: [Platform: HIGFigure<ScaleFactorRequirement>] = [:]
        for row in tables["images.scale-factors"]?["rows"]?.arrayValue ?? [] {
            guard let cells = row.stringElements, cells.count >= 2, let requirement = ScaleFactorRequirement(cell: cells[1]) else {
                continue
            }
            for platform in CountLimit.platforms(in: cells[0]) {
                scales[platform] = HIGFigure(requirement, source: scaleSource)
            }
        }
        scaleFactors = scales
    }

    /// The rows of `compiled.component-count-limits` about `component` (its first column, e.g.
    /// `Submenu items`) that apply to `platform`.
    func countLimits(_ component: String, on platform: Platform) -> [CountLimit] {
        countLimits.filter { $0.component == component && $0.platforms.contains(platform) }
    }
}

/// One row of the HIG's component count limits: what it limits, where, and the figure as the HIG says it.
struct CountLimit: Sendable, Equatable {
    /// What is counted, e.g. `Submenu items`, `Alerts visible at once`.
    let component: String
    /// The platform cell as written (`iOS (compact width)`, `all`).
    let platformText: String
    /// The figure as written, e.g. `more than about 5 -> consider a new menu; 1 level deep`.
    let text: String
    /// How firm the figure is (`current`, `legacy`, `third-party summary`, …).
    let strength: String
    /// The table's source URL.
    let source: String

    /// The platforms the row applies to (`all` → every platform; `iPhone` → iOS).
    var platforms: [Platform] { Self.platforms(in: platformText) }

    /// The numbers in the figure, in order (`more than about 5 …; 1 level deep` → [5, 1]).
    var numbers: [Int] {
        text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    /// The number written right before `phrase` (`1` before `level deep`), nil when the figure has none.
    func number(before phrase: String) -> Int? {
        guard let range = text.range(of: phrase) else { return nil }
        let words = text[..<range.lowerBound].split(whereSeparator: { $0 == " " || $0 == ";" })
        return words.last.flatMap { Int($0) }
    }

    /// The number written right after `phrase` (`1` after `never more than`), nil when the figure has none.
    func number(after phrase: String) -> Int? {
        guard let range = text.range(of: phrase) else { return nil }
        let words = text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == ";" })
        return words.first.flatMap { Int($0) }
    }

    /// Platforms named in a cell such as `iOS, iPadOS`, `iOS (compact width)`, `iPhone` or `all`.
    static func platforms(in cell: String) -> [Platform] {
        if cell.trimmingCharacters(in: .whitespaces).lowercased() == "all" { return Platform.allCases }
        var result: [Platform] = []
        for part in cell.split(separator: ",") {
            let word = part.split(separator: " ").first.map(String.init) ?? ""
            let platform = word == "iPhone" ? Platform.iOS : Platform(caseInsensitive: word)
            if let platform, !result.contains(platform) { result.append(platform) }
        }
        return result
    }
}

/// The scale factors a platform's bitmap images need: all of `required`, or (`orHigher`) at least one
/// as large as the smallest of them.
public struct ScaleFactorRequirement: Sendable, Equatable, CustomStringConvertible {
    /// The scale factors named by the HIG (2 and 3 for `@2x and @3x`).
    public let required: [Int]
    /// True when the HIG says "or higher": any factor at least `required.min()` satisfies it.
    public let orHigher: Bool

    /// Parses `@2x and @3x` or `@2x or higher (see visionOS)`; nil when the cell names no factor.
    init?(cell: String) {
        var factors: [Int] = []
        for token in cell.split(separator: " ") where token.hasPrefix("@") && token.hasSuffix("x") {
            if let factor = Int(token.dropFirst().dropLast()) { factors.append(factor) }
        }
        guard !factors.isEmpty else { return nil }
        required = factors
        orHigher = cell.contains("or higher")
    }

    /// The required factors that `given` lacks (empty when `given` satisfies the requirement).
    public func missing(from given: [Int]) -> [Int] {
        if orHigher {
            let smallest = required.min() ?? 1
            return given.contains(where: { $0 >= smallest }) ? [] : [smallest]
        }
        return required.filter { !given.contains($0) }
    }

    /// `@2x and @3x`, `@2x or higher`.
    public var description: String {
        let names = required.map { "@\($0)x" }
        return orHigher ? names.joined(separator: " or ") + " or higher" : names.joined(separator: " and ")
    }
}
