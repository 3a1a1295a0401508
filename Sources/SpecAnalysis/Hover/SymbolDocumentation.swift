import SpecKnowledge
import SpecModel

/// Documentation of an SF Symbol name: availability per platform, categories, rename history and,
/// when targets are known, whether the spec's targets have it.
enum SymbolDocumentation {
    /// The HIG page about SF Symbols.
    static let higURL = HIGLink.url("sf-symbols")

    /// The platforms symbol availability is listed for (iPadOS shares iOS's data).
    static let listedPlatforms: [Platform] = [.iOS, .macOS, .tvOS, .visionOS, .watchOS]

    /// Documents `name`; for unknown names, says so and suggests close names.
    /// - Parameter targets: the spec's targets, or nil when they are unknown (lazy completion docs).
    static func render(name: String, targets: [PlatformTarget]?, format: MarkupFormat) -> String {
        var writer = MarkupWriter(format: format)
        let catalog = SymbolCatalog.shared
        guard let symbol = catalog.symbol(named: name) else {
            writer.paragraph("No SF Symbol is named `\(name)`.")
            let suggestions = catalog.suggestions(for: name, limit: 3)
            if !suggestions.isEmpty {
                writer.paragraph("Did you mean " + suggestions.map { "`\($0)`" }.joined(separator: ", ") + "?")
            }
            writer.paragraph(writer.link("HIG: SF Symbols", higURL))
            return writer.text
        }
        writer.paragraph("**`\(symbol.name)`** — SF Symbol" + (symbol.isMulticolor ? " (multicolor)" : ""))
        switch symbol.status {
        case .deprecated:
            if let newName = symbol.renamedTo {
                let release = catalog.rename(ofOldName: symbol.name).map { " in \($0.release)" } ?? ""
                // Advise the new name only when every target has it; before that, the old name is the right one.
                let lacking =
                    catalog.symbol(named: newName).map { renamed in
                        (targets ?? []).filter { !renamed.isAvailable(on: $0.platform, minimumVersion: $0.minimumVersion) }
                    } ?? []
                let advice =
                    lacking.isEmpty
                    ? "Use the new name."
                    : "Keep this name while the spec supports \(lacking.map(\.label).joined(separator: ", ")), which \(lacking.count == 1 ? "lacks" : "lack") the new one."
                writer.paragraph("Deprecated: renamed to `\(newName)`\(release). \(advice)")
            } else {
                writer.paragraph("Deprecated name.")
            }
        case .localizedVariant:
            writer.paragraph("Localized variant" + (symbol.localizationOf.map { " of `\($0)`" } ?? "") + ".")
        case .current:
            break
        }
        if let targets, !targets.isEmpty {
            writer.list(targets.map { availabilityLine(symbol, target: $0, writer: writer) })
        }
        writer.table(
            headers: ["Platform", "Introduced"],
            rows: listedPlatforms.map { platform in
                [platform == .iOS ? "iOS, iPadOS" : platform.rawValue, symbol.introduced(on: platform).map { "\($0)" } ?? "not available"]
            })
        if !symbol.categories.isEmpty {
            writer.paragraph("Categories: " + symbol.categories.joined(separator: ", "))
        }
        let history = catalog.renames(toNewName: symbol.name)
        if !history.isEmpty {
            writer.paragraph(
                "Previously named " + history.map { "`\($0.oldName)` (renamed in \($0.release))" }.joined(separator: ", ") + ".")
        }
        writer.paragraph(writer.link("HIG: SF Symbols", higURL))
        return writer.text
    }

    /// Documents `name`, a custom symbol (a `*.symbolset`) of the asset catalog at `catalog` (its display path).
    static func customSymbol(name: String, catalog: String, format: MarkupFormat) -> String {
        var writer = MarkupWriter(format: format)
        writer.paragraph("**`\(name)`** — custom symbol from `\(catalog)`")
        writer.paragraph(
            "The app's own symbol, shipped in its asset catalog: every OS version the app supports has it. Give it an accessibility label where nothing visible names it.")
        writer.paragraph(writer.link("HIG: Custom symbols", HIGLink.url("sf-symbols", "Custom-symbols")))
        return writer.text
    }

    /// `✓ Available on iOS 17.0` or `✗ Not available on watchOS 9.0: introduced in watchOS 10.0`.
    static func availabilityLine(_ symbol: SFSymbol, target: PlatformTarget, writer: MarkupWriter) -> String {
        if symbol.isAvailable(on: target.platform, minimumVersion: target.minimumVersion) {
            return "✓ Available on \(target.label)"
        }
        let platform = target.platform.symbolAvailabilityPlatform
        let reason =
            symbol.introduced(on: target.platform).map { ": introduced in \(platform.rawValue) \($0)" } ?? ": not on \(platform.rawValue)"
        return "✗ " + writer.bold("Not available on \(target.label)") + reason
    }

    /// The targets among `targets` that lack `symbol`.
    static func missingTargets(_ symbol: SFSymbol, targets: [PlatformTarget]) -> [PlatformTarget] {
        targets.filter { !symbol.isAvailable(on: $0.platform, minimumVersion: $0.minimumVersion) }
    }
}
