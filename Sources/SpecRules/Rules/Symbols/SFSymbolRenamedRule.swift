import SpecKnowledge
import SpecModel

/// Old (renamed) SF Symbol names still work as aliases, but the new name is the one to use.
public struct SFSymbolRenamedRule: Rule {
    public static let description = RuleDescription(
        id: "sf-symbol-renamed",
        title: "Use the current name of renamed SF Symbols",
        category: .symbols,
        defaultSeverity: .warning,
        higURLs: ["https://developer.apple.com/design/human-interface-guidelines/sf-symbols#Overview"],
        rationale: """
            SF Symbols releases rename symbols (937 renames up to SF Symbols 7, e.g. `doc.on.doc` became \
            `document.on.document` in SF Symbols 6 / iOS 18); old names keep working as aliases but are \
            deprecated. Use the new name when every targeted OS version has it; when the spec still \
            supports versions from before the rename, the old name remains right and this is only information.
            """,
        triggeringExamples: [
            .content(#"{ "type": "button", "title": "Copy", "symbol": ↓"doc.on.doc" }"#, platforms: #""iOS": "18.0""#),
            .screen(#""tabBar": { "items": [ { "title": "Numbers", "symbol": ↓"123.rectangle" } ] }"#, platforms: #""iOS": "26.0""#),
            .content(#"{ "type": "image", "symbol": ↓"doc.on.doc" }"#, platforms: #""iOS": "17.0""#),
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "title": "Copy", "symbol": "document.on.document" }"#, platforms: #""iOS": "18.0""#),
            .content(#"{ "type": "image", "symbol": "star.fill" }"#),
            .content(#"{ "type": "image", "symbol": "not.a.symbol" }"#),
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let catalog = SymbolCatalog.shared
        var violations: [RuleViolation] = []
        for reference in context.symbolReferences {
            guard let symbol = catalog.symbol(named: reference.name), symbol.status == .deprecated else { continue }
            let rename = catalog.rename(ofOldName: symbol.name)
            guard let newName = symbol.renamedTo ?? rename?.newName else { continue }
            let targets = context.spec.targets(for: reference.screen)
            let newSymbol = catalog.symbol(named: newName)
            let release = rename.map(\.release).flatMap { $0.isEmpty ? nil : $0 } ?? "an earlier SF Symbols release"
            let platform = targets.first?.platform ?? .iOS
            let renamedOS = rename?.renamedIn[platform.symbolAvailabilityPlatform] ?? newSymbol?.introduced(on: platform)
            let when = renamedOS.map { "\(release) (\(platform.rawValue) \($0))" } ?? release
            let owner = SymbolOwnerName.describe(reference)
            let missing = targets.filter { target in
                !(newSymbol?.isAvailable(on: target.platform, minimumVersion: target.minimumVersion) ?? false)
            }
            if missing.isEmpty {
                violations.append(
                    RuleViolation(
                        range: reference.node.range,
                        message: "\(owner): `\(symbol.name)` was renamed to `\(newName)` in \(when); use the new name.",
                        fix: SuggestedFix(title: "Use `\(newName)`", range: reference.node.range, newText: NameSuggestions.jsonQuoted(newName)),
                        tags: [.deprecated]))
            } else {
                let needs = missing.map { target in
                    let version = newSymbol?.introduced(on: target.platform).map { "\(target.platform.rawValue) \($0)" } ?? "a newer \(target.platform.rawValue)"
                    return "\(version) (the spec targets \(target.label))"
                }.joined(separator: ", ")
                violations.append(
                    RuleViolation(
                        range: reference.node.range,
                        message: "\(owner): `\(symbol.name)` was renamed to `\(newName)` in \(when), but the new name needs \(needs); keep the old name while you support older versions.",
                        severity: .information, tags: [.deprecated]))
            }
        }
        return violations
    }
}
