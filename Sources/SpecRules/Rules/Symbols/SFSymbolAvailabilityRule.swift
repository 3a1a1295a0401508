import SpecKnowledge
import SpecModel
import SpecSyntax

/// A symbol must exist on the oldest OS version of every platform the spec targets.
public struct SFSymbolAvailabilityRule: Rule {
    public static let description = RuleDescription(
        id: "sf-symbol-availability",
        title: "SF Symbols are available on the targeted OS versions",
        category: .symbols,
        defaultSeverity: .error,
        higURLs: [HIGLink.url("sf-symbols", "Overview")],
        rationale: """
            Each SF Symbols release adds symbols that only exist on that year's OS versions or later \
            (SF Symbols 5: iOS 17, SF Symbols 6: iOS 18, SF Symbols 7: iOS 26), so a symbol introduced \
            after a platform's minimum version draws nothing on older devices. Symbol APIs on macOS need \
            macOS 11, even where Apple's data lists 10.15 for the first set. With a `symbolVariant`, the \
            name SwiftUI looks up (`heart` + `square.fill` → `heart.square.fill`) is judged too, with the \
            finding on the variant. Custom symbols of an imported asset catalog are not judged.
            """,
        quote: "Symbols and symbol features introduced in a given year aren’t available in earlier operating systems.",
        triggeringExamples: [
            .content(#"{ "type": "image", "symbol": ↓"1.calendar" }"#),
            .content(#"{ "type": "button", "title": "Copy", "symbol": ↓"document.on.document" }"#),
            .content(#"{ "type": "image", "symbol": ↓"star" }"#, platforms: #""macOS": "10.15""#),
            .content(#"{ "type": "image", "symbol": ↓"figure.walk.motion" }"#, platforms: #""iOS": "17.0", "watchOS": "8.0""#),
            .content(#"{ "type": "image", "symbol": "heart", "symbolVariant": ↓"square.fill" }"#, platforms: #""iOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "image", "symbol": "document.on.document" }"#, platforms: #""iOS": "18.0""#),
            .content(#"{ "type": "image", "symbol": "doc.on.doc" }"#),
            .content(#"{ "type": "image", "symbol": "star" }"#, platforms: #""macOS": "11.0""#),
            .content(#"{ "type": "image", "symbol": "no.such.symbol.anywhere" }"#),
            .content(#"{ "type": "button", "title": "Copy", "symbol": "document.on.document", "fallbackSymbol": "doc.on.doc" }"#),
            .content(#"{ "type": "image", "symbol": "heart", "symbolVariant": "square.fill" }"#, platforms: #""iOS": "15.0""#)
        ],
        corrections: [
            RuleCorrection(
                #"""
                {
                  "platforms": { "iOS": "17.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "image", "symbol": ↓"1.calendar" }
                  ] } ]
                }
                """#,
                #"""
                {
                  "platforms": { "iOS": "26.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "image", "symbol": "1.calendar" }
                  ] } ]
                }
                """#),
            .content(
                #"{ "type": "button", "title": "Copy", "symbol": ↓"document.on.document" }"#,
                #"{ "type": "button", "title": "Copy", "symbol": "doc.on.doc" }"#),
            RuleCorrection(
                #"""
                {
                  "platforms": { "macOS": "10.15" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "image", "symbol": ↓"star" }
                  ] } ]
                }
                """#,
                #"""
                {
                  "platforms": { "macOS": "11.0" },
                  "screens": [ { "id": "main", "content": [
                    { "type": "image", "symbol": "star" }
                  ] } ]
                }
                """#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let catalog = SymbolCatalog.shared
        var violations: [RuleViolation] = []
        for reference in context.sfSymbolReferences {
            guard let base = catalog.symbol(named: reference.name) else { continue }
            var judged = [(symbol: base, node: reference.node, isVariant: false)]
            if let (node, resolved) = reference.resolvedVariant, let variant = catalog.symbol(named: resolved) {
                judged.append((variant, node, true))
            }
            for (symbol, node, isVariant) in judged {
                if let violation = check(symbol, at: node, isVariant: isVariant, of: reference, context: context) {
                    violations.append(violation)
                }
            }
        }
        return violations
    }

    /// The finding about `symbol` (the reference's own, or the one its variant resolves to, at `node`), when a
    /// targeted version lacks it.
    private func check(_ symbol: SFSymbol, at node: SyntaxNode, isVariant: Bool, of reference: SymbolReference, context: RuleContext)
        -> RuleViolation?
    {
        let catalog = SymbolCatalog.shared
        let targets = context.judgedPlatforms(for: reference.screen, among: Self.description.platforms).map(\.target)
        var failing: [PlatformTarget] = []
        var needed: [(platform: Platform, version: OSVersion)] = []
        var missing: [Platform] = []
        for target in targets where !symbol.isAvailable(on: target.platform, minimumVersion: target.minimumVersion) {
            failing.append(target)
            if let introduced = symbol.introduced(on: target.platform) {
                needed.append((target.platform, introduced))
            } else {
                missing.append(target.platform)
            }
        }
        guard !failing.isEmpty else { return nil }
        // A `fallbackSymbol` (format extension) that these versions have covers them.
        if !isVariant, context.fallbackCovers(reference, on: failing) { return nil }
        let targeted = failing.filter { symbol.introduced(on: $0.platform) != nil }.map { ($0.platform, $0.minimumVersion) }
        // A renamed symbol may be available under its old name on the older versions.
        // (Not for a variant: its fix would replace the variant, not the name.)
        let olderName = isVariant ? nil : catalog.renames(toNewName: symbol.name).map(\.oldName).first { oldName in
            guard let old = catalog.symbol(named: oldName) else { return false }
            return failing.allSatisfy { old.isAvailable(on: $0.platform, minimumVersion: $0.minimumVersion) }
        }
        let message = Self.message(
            owner: SymbolOwnerName.describe(reference), symbol: symbol.name, needs: needed, targeted: targeted, unavailableOn: missing,
            olderName: olderName)
        let fix = olderName.map {
            SuggestedFix(title: "Use `\($0)`", range: node.range, newText: NameSuggestions.jsonQuoted($0))
        }
        let related = failing.compactMap { target in
            (target.valueNode ?? target.keyNode).map { RelatedLocation(range: $0.range, message: "\(target.label) is targeted here.") }
        }
        // Or raise each failing deployment target to the version that introduced the symbol.
        let raises = failing.compactMap { target -> FixEdit? in
            guard let node = target.valueNode, node.kind == .string, let introduced = symbol.introduced(on: target.platform) else {
                return nil
            }
            return FixEdit(range: node.range, newText: NameSuggestions.jsonQuoted(introduced.description))
        }
        var alternatives: [SuggestedFix] = []
        if let first = raises.first, raises.count == failing.count {
            alternatives.append(
                SuggestedFix(
                    title:
                        "Raise the minimum to \(NameSuggestions.sentence(failing.compactMap { target in symbol.introduced(on: target.platform).map { "\(target.platform.rawValue) \($0)" } }))",
                    range: first.range, newText: first.newText, additionalEdits: Array(raises.dropFirst())))
        }
        return RuleViolation(
            range: node.range, message: message, fix: fix ?? alternatives.first, related: related,
            alternativeFixes: fix == nil ? Array(alternatives.dropFirst()) : alternatives)
    }

    /// The finding's message: `owner` uses `symbol`, which `needs` newer versions than the `targeted` ones (each a
    /// platform and version) and is not on the `unavailableOn` platforms at all; it names `olderName`, the symbol's name
    /// before a rename that these versions have, when there is one.
    static func message(
        owner: String, symbol: String, needs: [(platform: Platform, version: OSVersion)],
        targeted: [(platform: Platform, version: OSVersion)], unavailableOn: [Platform], olderName: String?
    ) -> String {
        var problems: [String] = []
        if !needs.isEmpty {
            let needed = needs.map { "\($0.platform.rawValue) \($0.version)" }
            let targets = targeted.map { "\($0.platform.rawValue) \($0.version)" }
            problems.append("needs \(NameSuggestions.sentence(needed)), but the spec targets \(NameSuggestions.sentence(targets))")
        }
        if !unavailableOn.isEmpty {
            problems.append("is not available on \(NameSuggestions.sentence(unavailableOn.map(\.rawValue))) at all")
        }
        let advice =
            olderName.map { " Before the rename it was called `\($0)`, which these versions have." }
            ?? " Raise the minimum version or choose a symbol these versions have."
        return "\(owner): `\(symbol)` " + problems.joined(separator: ", and ") + "." + advice
    }
}
