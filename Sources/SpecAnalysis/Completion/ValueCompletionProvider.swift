import SpecKnowledge
import SpecModel

/// Values for a value slot, by the shape the vocabulary expects there: colors (tokens and system
/// colors), fonts (tokens and text styles), component kinds, platform names, OS versions, enumerated
/// values and booleans. SF Symbols and custom symbols come from `SymbolCompletionProvider`.
struct ValueCompletionProvider {
    let spec: DesignSpec
    let targets: [PlatformTarget]
    /// The key whose value is being completed (a platform name for `.osVersion`).
    let propertyName: String?
    /// The token whose definition is being completed: not offered, as it would refer to itself.
    let definedToken: String?
    let edit: CompletionEdit

    /// Candidates for `shape` (each alternative of a `oneOf`), without duplicate labels.
    func candidates(for shape: ValueShape) -> (items: [CompletionCandidate], isIncomplete: Bool) {
        var items: [CompletionCandidate] = []
        var isIncomplete = false
        var seen: Set<String> = []
        for alternative in Self.alternatives(shape) {
            let part: [CompletionCandidate]
            switch alternative {
            case .symbol:
                let symbols = SymbolCompletionProvider.candidates(targets: targets, edit: edit)
                isIncomplete = isIncomplete || symbols.isIncomplete
                part = SymbolCompletionProvider.customCandidates(spec.imports.customSymbols, edit: edit) + symbols.items
            case .color: part = colors()
            case .font, .textStyle: part = fonts()
            case .componentKind: part = componentKinds()
            case .platformName: part = enumeration(FormatVocabulary.platformNames)
            case .osVersion: part = osVersions()
            case .enumeration(let values): part = enumeration(values)
            case .boolean:
                part = ["true", "false"].enumerated().map { index, value in
                    edit.candidate(value, kind: .value, sortText: CompletionEdit.sortText(group: 0, index: index), quoted: false)
                }
            default: part = []
            }
            items += part.filter { seen.insert($0.label).inserted }
        }
        return (items, isIncomplete)
    }

    /// The alternatives of a `oneOf`, flattened; other shapes alone.
    static func alternatives(_ shape: ValueShape) -> [ValueShape] {
        if case .oneOf(let shapes) = shape { return shapes.flatMap(alternatives) }
        return [shape]
    }

    // MARK: Colors

    /// The color tokens the file sees (its own, then imported ones), then the system colors.
    /// Documentation is the light value alone (hex, or `rgba()` when translucent), so editors draw a
    /// swatch; the detail gives light and dark, and the file an imported token comes from.
    private func colors() -> [CompletionCandidate] {
        let resolver = ColorResolver(spec: spec)
        var items: [CompletionCandidate] = []
        for (index, name) in spec.visibleColorTokenNames.enumerated() where name != definedToken {
            guard let token = spec.colorToken(named: name) else { continue }
            let resolved = token.valueNode.flatMap(resolver.resolve)
            let origin = tokenOrigin(name, kind: .color)
            items.append(
                edit.candidate(
                    token.name, kind: .colorToken,
                    detail: resolved.map { "Token\(origin): " + ColorDocumentation.detail($0) } ?? "Color token\(origin)",
                    documentation: resolved?[.light].color.map(ColorDocumentation.swatch),
                    sortText: CompletionEdit.sortText(group: 0, index: index)))
        }
        for (index, color) in SystemColorCatalog.shared.all.enumerated() where spec.colorToken(named: color.name) == nil {
            let resolved = resolver.resolveSystemColor(named: color.name)
            items.append(
                edit.candidate(
                    color.name, kind: .color, detail: resolved.map(ColorDocumentation.detail),
                    documentation: resolved?[.light].color.map(ColorDocumentation.swatch),
                    sortText: CompletionEdit.sortText(group: 1, index: index)))
        }
        var index = SystemColorCatalog.shared.all.count
        func add(_ name: String, detail: String, resolved: ResolvedColor?, documentation: String? = nil) {
            guard spec.colorToken(named: name) == nil else { return }
            items.append(
                edit.candidate(
                    name, kind: .color, detail: detail, documentation: documentation ?? resolved?[.light].color.map(ColorDocumentation.swatch),
                    sortText: CompletionEdit.sortText(group: 1, index: index)))
            index += 1
        }
        let accent = resolver.accentColor()
        let accentWords = spec.accentColorNode == nil ? "The app's accent color, as the system tint: " : "The app's accent color: "
        for name in SystemColorCatalog.accentColorNames {
            add(name, detail: accentWords + (accent.map(ColorDocumentation.detail) ?? "unresolved"), resolved: accent)
        }
        for (style, name) in SystemColorCatalog.hierarchicalStyles {
            let resolved = resolver.resolveSystemColor(named: name)
            add(style, detail: "Hierarchical style: `\(name)`" + (resolved.map { ", " + ColorDocumentation.detail($0) } ?? ""), resolved: resolved)
        }
        for (value, color) in FormatVocabulary.fixedColors {
            add(value.name, detail: "Fixed color " + color.hex, resolved: .constant(color, description: value.name))
        }
        for material in FormatVocabulary.materialStyles {
            add(material.name, detail: material.name == MaterialStyle.glass.rawValue ? "Glass" : "Material", resolved: nil, documentation: material.summary)
        }
        return items
    }

    // MARK: Fonts

    /// The type tokens the file sees (its own, then imported ones), then the text styles the targets
    /// have, then the other platforms' styles.
    private func fonts() -> [CompletionCandidate] {
        var items: [CompletionCandidate] = []
        let resolver = FontResolver(spec: spec)
        for (index, name) in spec.visibleTypographyTokenNames.enumerated() where name != definedToken {
            guard let token = spec.typographyToken(named: name) else { continue }
            let description = token.valueNode.flatMap(resolver.resolve)?.description
            let origin = tokenOrigin(name, kind: .typography)
            items.append(
                edit.candidate(
                    token.name, kind: .typographyToken, detail: description.map { "Token\(origin): \($0)" } ?? "Type token\(origin)",
                    sortText: CompletionEdit.sortText(group: 0, index: index)))
        }
        let platforms = Set(targets.map(\.platform))
        let catalog = TypographyCatalog.shared
        for (index, name) in catalog.textStyleNames.enumerated() where spec.typographyToken(named: name) == nil {
            let info = catalog.textStyle(named: name)
            let onTargets = info.map { !platforms.isDisjoint(with: $0.platforms) } ?? false
            let detail =
                FontDocumentation.detail(style: name, targets: targets)
                ?? "Text style on " + (info?.platforms.map(\.rawValue).joined(separator: ", ") ?? "other platforms")
            let documentation = info.map { "System text style `\(name)`.\n\n[Human Interface Guidelines](\($0.hig))" }
            items.append(
                edit.candidate(
                    name, kind: .textStyle, detail: detail, documentation: documentation,
                    sortText: CompletionEdit.sortText(group: onTargets ? 1 : 2, index: index)))
        }
        return items
    }

    /// " from tokens.design.jsonc" for an imported token, "" for the file's own.
    private func tokenOrigin(_ name: String, kind: TokenKind) -> String {
        spec.importedToken(named: name, kind: kind).map { " from \($0.file.displayPath)" } ?? ""
    }

    // MARK: OS versions

    /// Major OS versions per platform, from the SF Symbols data's introduction versions (computed once).
    private static let knownMajorVersions: [Platform: [Int]] = {
        var majors: [Platform: Set<Int>] = [:]
        for symbol in SymbolCatalog.shared.allSymbols {
            for (platform, version) in symbol.introduced { majors[platform, default: []].insert(version.major) }
        }
        for platform in Platform.allCases { majors[platform, default: []].insert(platform.newestKnownVersion.major) }
        return majors.mapValues { $0.sorted(by: >) }
    }()

    /// Deployment targets for the platform named by the key, newest first.
    private func osVersions() -> [CompletionCandidate] {
        guard let platform = propertyName.flatMap({ Platform(rawValue: $0) }) else { return [] }
        let majors = Self.knownMajorVersions[platform.symbolAvailabilityPlatform] ?? []
        return majors.enumerated().map { index, major in
            edit.candidate(
                "\(major).0", kind: .value, detail: "\(platform.rawValue) \(major).0",
                sortText: CompletionEdit.sortText(group: 0, index: index))
        }
    }

    // MARK: Vocabulary

    private func componentKinds() -> [CompletionCandidate] {
        FormatVocabulary.componentKinds.enumerated().map { index, kind in
            edit.candidate(
                kind.name, kind: .componentKind, detail: "Component",
                documentation: kind.summary + (kind.higURL.map { "\n\n[Human Interface Guidelines](\($0))" } ?? ""),
                sortText: CompletionEdit.sortText(group: 0, index: index))
        }
    }

    private func enumeration(_ values: [VocabularyValue]) -> [CompletionCandidate] {
        values.enumerated().map { index, value in
            edit.candidate(
                value.name, kind: .value, documentation: value.summary, sortText: CompletionEdit.sortText(group: 0, index: index))
        }
    }
}
