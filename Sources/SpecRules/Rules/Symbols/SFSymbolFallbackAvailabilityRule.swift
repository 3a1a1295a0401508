import SpecKnowledge
import SpecModel

/// A `fallbackSymbol` must exist on the minimum OS version of every targeted platform.
public struct SFSymbolFallbackAvailabilityRule: Rule {
    public static let description = RuleDescription(
        id: "sf-symbol-fallback-availability",
        title: "Fallback SF Symbols exist on every targeted OS version",
        category: .symbols,
        defaultSeverity: .error,
        higURLs: [HIGLink.url("sf-symbols", "Overview")],
        rationale: """
            Apps that adopt a newer symbol show an older one on OS versions that lack it (`"symbol"` with a \
            `"fallbackSymbol"`). The fallback is what people on the oldest supported versions see, so it \
            must exist on the minimum version of every targeted platform; otherwise those people see \
            nothing. Symbols from each SF Symbols release exist only from that year's OS versions on.
            """,
        quote: "Symbols and symbol features introduced in a given year aren’t available in earlier operating systems.",
        triggeringExamples: [
            .content(#"{ "type": "image", "symbol": "document.on.document", "fallbackSymbol": ↓"no.such.fallback" }"#),
            .content(
                #"{ "type": "button", "title": "Copy", "symbol": "document.on.document", "fallbackSymbol": ↓"document.on.clipboard" }"#),
            .screen(
                #""tabBar": { "items": [ { "title": "Clipboard", "symbol": "document.on.clipboard", "fallbackSymbol": ↓"document.on.document" } ] }"#,
                platforms: #""iPadOS": "17.0""#),
            .content(#"{ "type": "image", "symbol": "document.on.document", "fallbackSymbol": ↓"star" }"#, platforms: #""macOS": "10.15""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Copy", "symbol": "document.on.document", "fallbackSymbol": "doc.on.doc" }"#),
            .content(#"{ "type": "image", "symbol": "document.on.document", "fallbackSymbol": "star" }"#, platforms: #""macOS": "11.0""#),
            .content(#"{ "type": "image", "symbol": "star", "fallbackSymbol": "star" }"#, platforms: #""tvOS": "17.0", "watchOS": "10.0""#),
            .content(#"{ "type": "image", "symbol": "doc.on.doc" }"#, platforms: #""visionOS": "1.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "button", "title": "Copy", "symbol": "document.on.document", "fallbackSymbol": ↓"document.on.clipboard" }"#,
                #"{ "type": "button", "title": "Copy", "symbol": "document.on.document", "fallbackSymbol": "doc.on.clipboard" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let catalog = SymbolCatalog.shared
        var violations: [RuleViolation] = []
        for reference in context.symbolReferences {
            guard let node = reference.fallbackNode, let name = node.stringValue else { continue }
            // A custom symbol ships with the app: every version has it.
            if context.customSymbolCatalog(named: name) != nil { continue }
            let owner = SymbolOwnerName.describe(reference)
            guard let fallback = catalog.symbol(named: name) else {
                let suggestions = catalog.suggestions(for: name, limit: 1)
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.unknownFallback(owner: owner, fallback: name, symbol: reference.name, suggestion: suggestions.first),
                        fix: suggestions.first.map {
                            SuggestedFix(title: "Use `\($0)`", range: node.range, newText: NameSuggestions.jsonQuoted($0))
                        }))
                continue
            }
            let failing = context.spec.targets(for: reference.screen).filter {
                !fallback.isAvailable(on: $0.platform, minimumVersion: $0.minimumVersion)
            }
            guard !failing.isEmpty else { continue }
            let needs = failing.map { target in (platform: target.platform, version: fallback.introduced(on: target.platform)) }
            // An older name of a renamed fallback may exist on those versions.
            let older = catalog.renames(toNewName: fallback.name).map(\.oldName).first { oldName in
                guard let old = catalog.symbol(named: oldName) else { return false }
                return failing.allSatisfy { old.isAvailable(on: $0.platform, minimumVersion: $0.minimumVersion) }
            }
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: Self.unavailableFallback(
                        owner: owner, fallback: fallback.name, needs: needs, targeted: failing.map { ($0.platform, $0.minimumVersion) },
                        symbol: reference.name, olderName: older),
                    fix: older.map { SuggestedFix(title: "Use `\($0)`", range: node.range, newText: NameSuggestions.jsonQuoted($0)) }))
        }
        return violations
    }

    /// The finding's message when `owner`'s fallback for `symbol` is `fallback`, which is no SF Symbol; it offers
    /// `suggestion`, the nearest name, when there is one.
    static func unknownFallback(owner: String, fallback: String, symbol: String, suggestion: String?) -> String {
        let hint = suggestion.map { " Did you mean `\($0)`?" } ?? ""
        return "\(owner): fallback symbol `\(fallback)` is not an SF Symbol, so versions without `\(symbol)` show nothing.\(hint)"
    }

    /// The finding's message when `owner`'s fallback `fallback` for `symbol` is missing on the `targeted` versions:
    /// `needs` gives, per failing platform, the version that introduced it (nil when that platform lacks it); it names
    /// `olderName`, the fallback's name before a rename, when those versions have it.
    static func unavailableFallback(
        owner: String, fallback: String, needs: [(platform: Platform, version: OSVersion?)],
        targeted: [(platform: Platform, version: OSVersion)], symbol: String, olderName: String?
    ) -> String {
        let needed = needs.map { need in
            need.version.map { "\(need.platform.rawValue) \($0)" } ?? "a platform other than \(need.platform.rawValue)"
        }
        let targets = targeted.map { "\($0.platform.rawValue) \($0.version)" }
        let advice = olderName.map { " Its name before the rename, `\($0)`, exists there." } ?? " Choose a fallback those versions have."
        return
            "\(owner): fallback symbol `\(fallback)` needs \(NameSuggestions.sentence(needed)), but the spec targets \(NameSuggestions.sentence(targets)): the fallback must exist wherever `\(symbol)` may be missing.\(advice)"
    }
}
