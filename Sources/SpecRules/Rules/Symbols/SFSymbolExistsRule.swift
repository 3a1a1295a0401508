import SpecKnowledge
import SpecModel

/// Every `symbol` value names an SF Symbol (current, localized variant, or an old name that
/// `sf-symbol-renamed` reports instead) or a custom symbol of an imported asset catalog, and a
/// `symbolVariant` resolves to an SF Symbol that exists.
public struct SFSymbolExistsRule: Rule {
    public static let description = RuleDescription(
        id: "sf-symbol-exists",
        title: "SF Symbol names exist",
        category: .symbols,
        defaultSeverity: .error,
        higURLs: [HIGLink.url("sf-symbols", "Custom-symbols"), HIGLink.url("sf-symbols", "Overview")],
        rationale: """
            A misspelled SF Symbol name draws nothing at run time. Names are checked against SF Symbols 7 \
            (OS 26.1): 7,007 current names, 1,295 localized variants and 882 old names kept as aliases \
            of renamed symbols. A custom symbol (a `*.symbolset` of an imported asset catalog) is valid \
            by its name. With a `symbolVariant`, the name SwiftUI looks up (`heart` + `slash.square` → \
            `heart.slash.square`) must exist too; the finding is on the variant. Old names are reported by \
            sf-symbol-renamed, availability on the targeted OS versions by sf-symbol-availability.
            """,
        quote: "If you need a symbol that SF Symbols doesn’t provide, you can create your own.",
        triggeringExamples: [
            .content(#"{ "type": "button", "title": "Share", "symbol": ↓"square.and.arow.up" }"#),
            .screen(#""tabBar": { "items": [ { "title": "Browse", "symbol": ↓"house.fil" } ] }"#),
            .content(#"{ "type": "image", "symbol": ↓"" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "image", "symbol": "heart", "symbolVariant": ↓"slash.square" }"#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Share", "symbol": "square.and.arrow.up" }"#),
            .content(#"{ "type": "image", "symbol": "0.circle.ar" }"#),
            .content(#"{ "type": "image", "symbol": "doc.on.doc" }"#),
            .content(#"{ "type": "image", "symbol": 42 }"#),
            .content(#"{ "type": "image", "symbol": "heart", "symbolVariant": "slash.circle.fill" }"#),
            .content(#"{ "type": "image", "symbol": "person.crop.circle", "symbolVariant": "fill" }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "button", "title": "Share", "symbol": ↓"square.and.arow.up" }"#,
                #"{ "type": "button", "title": "Share", "symbol": "square.and.arrow.up" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let catalog = SymbolCatalog.shared
        guard catalog.count > 0 else { return [] }
        var violations: [RuleViolation] = []
        for reference in context.sfSymbolReferences {
            guard catalog.symbol(named: reference.name) == nil else {
                if let (node, resolved) = reference.resolvedVariant, catalog.symbol(named: resolved) == nil {
                    let variant = node.stringValue ?? ""
                    violations.append(
                        RuleViolation(
                            range: node.range,
                            message: Self.noVariant(
                                owner: SymbolOwnerName.describe(reference), symbol: reference.name, variant: variant, resolved: resolved)))
                }
                continue
            }
            let owner = SymbolOwnerName.describe(reference)
            guard !reference.name.isEmpty else {
                violations.append(
                    RuleViolation(range: reference.node.range, message: Self.emptyName(owner: owner)))
                continue
            }
            let suggestions = catalog.suggestions(for: reference.name, limit: 3)
            let message = Self.unknown(owner: owner, name: reference.name, suggestions: suggestions)
            // One fix per nearby name, the nearest preferred.
            let fixes = suggestions.map {
                SuggestedFix(title: "Use `\($0)`", range: reference.node.range, newText: NameSuggestions.jsonQuoted($0))
            }
            violations.append(
                RuleViolation(range: reference.node.range, message: message, fix: fixes.first, alternativeFixes: Array(fixes.dropFirst())))
        }
        return violations
    }

    /// The finding's message when `owner` names an empty symbol.
    static func emptyName(owner: String) -> String {
        "\(owner) has an empty symbol name; name an SF Symbol or remove `symbol`."
    }

    /// The finding's message when `owner`'s `symbol` with its `variant` resolves to `resolved`, which is no SF Symbol.
    static func noVariant(owner: String, symbol: String, variant: String, resolved: String) -> String {
        "\(owner): `\(symbol)` has no `\(variant)` variant: `\(resolved)` is not an SF Symbol in SF Symbols 7, so the variant is not drawn."
    }

    /// The finding's message when `owner` uses `name`, which is no SF Symbol; it offers the nearby `suggestions`.
    static func unknown(owner: String, name: String, suggestions: [String]) -> String {
        "\(owner) uses `\(name)`, which is not an SF Symbol in SF Symbols 7"
            + (suggestions.isEmpty ? "; check the name in the SF Symbols app." : "; did you mean \(NameSuggestions.list(suggestions))?")
    }
}
