import Foundation
import SpecFoundation
import SpecSyntax

/// Figures and facts about windows and what they hold on macOS and visionOS: how many radio buttons a group
/// and how many help buttons a window may have, how deep a sidebar goes, how many extra ornaments a volume
/// takes, and the window edges where visionOS shows the toolbar and tab bar.
///
/// Counts are read from `hig-tables.json` (`compiled.component-count-limits`), the edges from
/// `platform-profiles.json`. A missing or malformed table leaves its figures `nil`, never a crash.
final class WindowFigures: Sendable {
    /// The figures read from the bundled data, loaded on first access.
    static let shared = WindowFigures(
        tablesJSON: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [],
        profilesJSON: (try? ResourceLoader.loadBytes(named: "platform-profiles", extension: "json")) ?? [])

    /// macOS: the number of radio buttons in one group (the HIG says two to five).
    let radioButtonsPerGroup: HIGFigure<ClosedRange<Int>>?
    /// macOS: the most help buttons in one window.
    let helpButtonsPerWindow: HIGFigure<Int>?
    /// iPadOS, macOS, visionOS: the most levels of hierarchy in a sidebar.
    let sidebarHierarchyLevels: HIGFigure<Int>?
    /// visionOS: the most ornaments a volume has besides its toolbar and tab bar.
    let ornamentsPerVolume: HIGFigure<Int>?
    /// visionOS: the window edge (`leading`, `bottom`, …) where the system shows each bar as an ornament.
    let visionOSSystemOrnamentEdges: [SystemSurface: HIGFigure<String>]

    /// Builds the figures from the bytes of `hig-tables.json` and `platform-profiles.json`.
    init(tablesJSON: [UInt8], profilesJSON: [UInt8]) {
        let tables = HIGTableReader(tables: (try? JSONValue.parse(tablesJSON))?.objectValue ?? [:])
        let limits = tables.rows("compiled.component-count-limits")
        func limit(_ component: String, on platform: Platform) -> (text: String, source: String)? {
            guard
                let row = limits.first(where: { row in
                    row.count >= 5 && row[0] == component
                        && row[1].split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == platform.rawValue }
                })
            else { return nil }
            return (row[2], Self.sectionURL(row[4]))
        }
        radioButtonsPerGroup = limit("Radio buttons per group", on: .macOS).flatMap { row in
            Self.range(in: row.text).map { HIGFigure($0, source: row.source) }
        }
        helpButtonsPerWindow = limit("Help buttons per window", on: .macOS).flatMap { row in
            Self.maximum(in: row.text).map { HIGFigure($0, source: row.source) }
        }
        sidebarHierarchyLevels = limit("Sidebar hierarchy levels", on: .macOS).flatMap { row in
            Self.maximum(in: row.text).map { HIGFigure($0, source: row.source) }
        }
        ornamentsPerVolume = limit("Ornaments per volume", on: .visionOS).flatMap { row in
            Self.maximum(in: row.text).map { HIGFigure($0, source: row.source) }
        }

        let profiles = (try? JSONValue.parse(profilesJSON))?.objectValue ?? [:]
        let sources = profiles["sources"]?.objectValue ?? [:]
        var edges: [SystemSurface: HIGFigure<String>] = [:]
        for (name, entry) in profiles["platforms"]?[Platform.visionOS.rawValue]?["systemOrnamentEdges"]?.objectValue ?? [:] {
            guard let surface = SystemSurface(rawValue: name), let edge = entry["value"]?.stringValue else { continue }
            edges[surface] = HIGFigure(edge, source: entry["source"]?.stringValue.flatMap { sources[$0]?.stringValue } ?? HIGLink.root)
        }
        visionOSSystemOrnamentEdges = edges
    }

    /// `000 / Toggles / Radio buttons` → the HIG URL of Toggles › Radio buttons.
    static func sectionURL(_ citation: String) -> String {
        let parts = citation.components(separatedBy: " / ").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 3, let section = parts[2].split(separator: ";").first else { return HIGLink.root }
        let article = parts[1].split(separator: ";").first.map(String.init) ?? parts[1]
        return HIGLink.url(article.lowercased().replacingOccurrences(of: " ", with: "-"), section.replacingOccurrences(of: " ", with: "-"))
    }

    /// `2 to 5; more than about 5 -> pop-up button` → 2...5.
    static func range(in text: String) -> ClosedRange<Int>? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == ";" })
        guard let to = words.firstIndex(of: "to"), to > 0, to + 1 < words.count,
            let lower = Int(words[to - 1]), let upper = Int(words[to + 1]), lower <= upper
        else { return nil }
        return lower...upper
    }

    /// `at most 1`, `no more than 2`, `prefer only 1 additional ornament` → the number.
    static func maximum(in text: String) -> Int? {
        let words = text.split(separator: " ")
        for (index, word) in words.enumerated() where word == "most" || word == "than" || word == "only" {
            if index + 1 < words.count, let value = Int(words[index + 1]) { return value }
        }
        return nil
    }
}
