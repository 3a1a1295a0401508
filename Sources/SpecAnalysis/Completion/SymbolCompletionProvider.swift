import SpecKnowledge
import SpecModel

/// SF Symbol names matching what was typed, from the catalog's precomputed index: ranked by how well
/// the name matches (exact, prefix, word part, substring, fuzzy) first and availability second — within
/// one match tier, names missing at the spec's targets sort after the available ones and say so. When
/// some names begin with what was typed, substring and fuzzy matches are left out. An empty value
/// offers the HIG's standard action symbols first.
enum SymbolCompletionProvider {
    /// The most candidates returned; the result is marked incomplete when more match.
    static let limit = 100

    /// The custom symbols (an imported asset catalog's `*.symbolset` folders) whose names contain what
    /// was typed, ignoring case, those that begin with it first; each says the catalog it comes from.
    static func customCandidates(_ customSymbols: [String: SpecSourceFile], edit: CompletionEdit) -> [CompletionCandidate] {
        guard !customSymbols.isEmpty else { return [] }
        let typed = edit.typedPrefix.lowercased()
        var matches: [(name: String, isPrefix: Bool)] = []
        for name in customSymbols.keys {
            let lowered = name.lowercased()
            if typed.isEmpty || lowered.hasPrefix(typed) {
                matches.append((name, true))
            } else if lowered.contains(typed) {
                matches.append((name, false))
            }
        }
        matches.sort { ($0.isPrefix ? 0 : 1, $0.name) < ($1.isPrefix ? 0 : 1, $1.name) }
        return matches.prefix(limit).enumerated().map { index, match in
            let catalog = customSymbols[match.name]?.displayPath ?? ""
            return edit.candidate(
                match.name, kind: .symbol, detail: "Custom symbol from \(catalog)",
                documentation: SymbolDocumentation.customSymbol(name: match.name, catalog: catalog, format: .markdown),
                sortText: CompletionEdit.sortText(group: match.isPrefix ? 0 : 1, index: index))
        }
    }

    /// Candidates for `edit.typedPrefix` at `targets`; documentation is resolved lazily (`symbol:<name>`).
    static func candidates(targets: [PlatformTarget], edit: CompletionEdit) -> (items: [CompletionCandidate], isIncomplete: Bool) {
        var (matches, isIncomplete) = SymbolCatalog.shared.completions(matching: edit.typedPrefix, limit: limit)
        if edit.typedPrefix.isEmpty {
            // Nothing typed yet: the HIG's standard action symbols (share, delete, add, …), not `0.circle`;
            // the list is incomplete, so the first letter typed asks again.
            let common = Set(HIGFigures.standardActionSymbols.value.values)
            let commonMatches = common.sorted().compactMap { SymbolCatalog.shared.symbol(named: $0) }.map {
                SymbolMatch(symbol: $0, quality: .exact)
            }
            if !commonMatches.isEmpty { matches = Array(commonMatches.prefix(limit)) }
            isIncomplete = true
        } else if matches.contains(where: { $0.quality <= .prefix }) {
            // Names that begin with what was typed must come first in every client, whatever it sorts
            // by (Emacs' flex style ranks short loose matches such as `chart.bar` above
            // `cart.badge.plus` for `cart.b`): loose matches (substring, fuzzy) are left out, except
            // the new names of offered deprecated ones, and the list is incomplete, so typing on asks
            // again.
            let renamed = Set(matches.compactMap { $0.symbol.status == .deprecated ? $0.symbol.renamedTo : nil })
            let count = matches.count
            matches.removeAll { $0.quality > .wordPrefix && !renamed.contains($0.symbol.name) }
            isIncomplete = isIncomplete || matches.count < count
        }
        let items = matches.enumerated().map { index, match in
            let symbol = match.symbol
            let missing = SymbolDocumentation.missingTargets(symbol, targets: targets)
            var detail: String
            if let first = missing.first {
                detail = "Not available on \(first.label)"
            } else if let target = targets.first, let version = symbol.introduced(on: target.platform) {
                detail = "SF Symbol, \(target.platform.rawValue) \(version)+"
            } else {
                detail = "SF Symbol"
            }
            let isDeprecated = symbol.status == .deprecated
            if isDeprecated, let newName = symbol.renamedTo { detail = "Deprecated: use \(newName). " + detail }
            return edit.candidate(
                symbol.name, kind: .symbol, detail: detail,
                sortText: CompletionEdit.sortText(group: match.quality.rawValue * 2 + (missing.isEmpty ? 0 : 1), index: index),
                isDeprecated: isDeprecated, resolveKey: resolveKeyPrefix + symbol.name)
        }
        return (items, isIncomplete)
    }

    /// `resolveKey` prefix of symbol candidates.
    static let resolveKeyPrefix = "symbol:"
}
