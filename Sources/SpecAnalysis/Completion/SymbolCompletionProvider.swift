import SpecKnowledge
import SpecModel

/// SF Symbol names matching what was typed, from the catalog's precomputed index: ranked by how well
/// the name matches (exact, prefix, word part, substring, fuzzy) first and availability second — within
/// one match tier, names missing at the spec's targets sort after the available ones and say so.
enum SymbolCompletionProvider {
    /// The most candidates returned; the result is marked incomplete when more match.
    static let limit = 100

    /// Candidates for `edit.typedPrefix` at `targets`; documentation is resolved lazily (`symbol:<name>`).
    static func candidates(targets: [PlatformTarget], edit: CompletionEdit) -> (items: [CompletionCandidate], isIncomplete: Bool) {
        let (matches, isIncomplete) = SymbolCatalog.shared.completions(matching: edit.typedPrefix, limit: limit)
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
