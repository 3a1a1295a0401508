import SpecKnowledge
import SpecModel

/// Old (renamed) SF Symbol names still work as aliases, but the new name is the one to use.
public struct SFSymbolRenamedRule: Rule {
    public static let description = RuleDescription(
        id: "sf-symbol-renamed",
        title: "Use the current name of renamed SF Symbols",
        category: .symbols,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("sf-symbols", "Overview")],
        rationale: """
            SF Symbols releases rename symbols (937 renames up to SF Symbols 7, e.g. `doc.on.doc` became \
            `document.on.document` in SF Symbols 6 / iOS 18); old names keep working as aliases but are \
            deprecated. Use the new name when every OS version of every platform the screen applies to has \
            it; while the spec still supports versions from before the rename the old name is the right one, \
            and nothing is reported (a finding whose advice is to change nothing is no finding).
            """,
        quote: "Availability of individual symbols and features varies based on the version of the system you’re targeting.",
        triggeringExamples: [
            .content(#"{ "type": "button", "title": "Copy", "symbol": ↓"doc.on.doc" }"#, platforms: #""iOS": "18.0""#),
            .screen(#""tabBar": { "items": [ { "title": "Numbers", "symbol": ↓"123.rectangle" } ] }"#, platforms: #""iOS": "26.0""#),
            .content(#"{ "type": "image", "symbol": ↓"doc.on.doc" }"#, platforms: #""macOS": "15.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Copy", "symbol": "document.on.document" }"#, platforms: #""iOS": "18.0""#),
            .content(#"{ "type": "image", "symbol": "star.fill" }"#),
            .content(#"{ "type": "image", "symbol": "not.a.symbol" }"#),
            .content(#"{ "type": "image", "symbol": "doc.on.doc" }"#, platforms: #""iOS": "17.0""#),
            .content(#"{ "type": "image", "symbol": "doc.on.doc" }"#, platforms: #""iOS": "18.0", "watchOS": "10.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "button", "title": "Copy", "symbol": ↓"doc.on.doc" }"#,
                #"{ "type": "button", "title": "Copy", "symbol": "document.on.document" }"#, platforms: #""iOS": "18.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let catalog = SymbolCatalog.shared
        var violations: [RuleViolation] = []
        for reference in context.sfSymbolReferences {
            guard let symbol = catalog.symbol(named: reference.name), symbol.status == .deprecated else { continue }
            let rename = catalog.rename(ofOldName: symbol.name)
            guard let newName = symbol.renamedTo ?? rename?.newName else { continue }
            let judged = context.judgedPlatforms(for: reference.screen, among: Self.description.platforms)
            let newSymbol = catalog.symbol(named: newName)
            // While a judged OS version predates the new name, the old name is the right one: nothing to report.
            guard let first = judged.first, let newSymbol,
                judged.allSatisfy({ newSymbol.isAvailable(on: $0.platform, minimumVersion: $0.target.minimumVersion) })
            else { continue }
            let release = rename.map(\.release).flatMap { $0.isEmpty ? nil : $0 } ?? "an earlier SF Symbols release"
            let renamedOS = rename?.renamedIn[first.platform.symbolAvailabilityPlatform] ?? newSymbol.introduced(on: first.platform)
            violations.append(
                RuleViolation(
                    range: reference.node.range,
                    message: Self.message(
                        owner: SymbolOwnerName.describe(reference), symbol: symbol.name, newName: newName, release: release,
                        renamedIn: renamedOS.map { (first.platform, $0) }),
                    fix: SuggestedFix(
                        title: "Use `\(newName)`", range: reference.node.range, newText: NameSuggestions.jsonQuoted(newName), isSafe: true),
                    tags: [.deprecated]))
        }
        return violations
    }

    /// The finding's message: `owner`'s `symbol` was renamed `newName` in SF Symbols `release`, which came with
    /// `renamedIn` (a platform and its version) when known.
    static func message(
        owner: String, symbol: String, newName: String, release: String, renamedIn: (platform: Platform, version: OSVersion)?
    ) -> String {
        let when = renamedIn.map { "\(release) (\($0.platform.rawValue) \($0.version))" } ?? release
        return "\(owner): `\(symbol)` was renamed to `\(newName)` in \(when); use the new name."
    }
}
