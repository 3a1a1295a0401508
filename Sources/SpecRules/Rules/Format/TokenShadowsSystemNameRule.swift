import SpecKnowledge
import SpecModel

/// Token names must not hide a system color or text style of the same name.
public struct TokenShadowsSystemNameRule: Rule {
    public static let description = RuleDescription(
        id: "token-shadows-system-name",
        title: "Tokens do not shadow system names",
        category: .format,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("color", "System-colors"),
            HIGLink.url("typography", "Using-system-fonts")
        ],
        rationale: """
            System colors (systemRed, label, systemBackground and their SwiftUI aliases such as red) adapt \
            to light and dark appearances and Increase Contrast, and system text styles (body, headline, …) \
            scale with Dynamic Type. A color or type token with the same name silently replaces the system \
            value everywhere the name is used, so readers and tools cannot tell which one is meant. A check of \
            the design spec format, which gives tokens and system names one namespace per kind; the HIG's \
            nearest sentence is about colors only ("Avoid redefining the semantic meanings of dynamic system \
            colors."), so the rule quotes the format.
            """,
        authority: .format,
        quote: "Token names live in one namespace per kind and must not shadow a system name.",
        triggeringExamples: [
            RuleExample(##"{ "platforms": { "iOS": "17.0" }, "colors": { ↓"systemBlue": "#0055FF", "brand": "#B25E00" } }"##),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "typography": { ↓"headline": { "size": 20, "weight": "bold" } } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "colors": { ↓"red": "systemPink" } }"#)
        ],
        nonTriggeringExamples: [
            RuleExample(
                ##"{ "platforms": { "iOS": "17.0" }, "colors": { "brand": "#0055FF" }, "typography": { "cardTitle": "headline" } }"##),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "colors": { "headline": "label" }, "typography": { "label": "body" } }"#)
        ],
        corrections: [
            RuleCorrection(
                ##"{ "platforms": { "iOS": "17.0" }, "colors": { ↓"systemBlue": "#0055FF", "brand": "#B25E00" } }"##,
                ##"{ "platforms": { "iOS": "17.0" }, "colors": { "brandSystemBlue": "#0055FF", "brand": "#B25E00" } }"##)
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        // Only a shadowing token needs its uses (for the rename fix): most specs have none.
        lazy var references = TokenReferences(spec: context.spec)
        for token in context.spec.colorTokens {
            guard let system = SystemColorCatalog.shared.color(named: token.name) else { continue }
            violations.append(
                RuleViolation(
                    range: token.keyNode.range,
                    message: Self.shadowsSystemColor(token: token.name, systemColor: system.name),
                    fix: Self.rename(
                        token, kind: .color, to: "brand\(Self.capitalized(token.name))", references: references, spec: context.spec)))
        }
        for token in context.spec.typographyTokens where TypographyCatalog.shared.textStyle(named: token.name) != nil {
            violations.append(
                RuleViolation(
                    range: token.keyNode.range,
                    message: Self.shadowsTextStyle(token: token.name),
                    fix: Self.rename(
                        token, kind: .typography, to: "app\(Self.capitalized(token.name))", references: references, spec: context.spec)))
        }
        return violations
    }

    /// The finding's message: color `token` has the name of `systemColor` (or of its SwiftUI alias).
    static func shadowsSystemColor(token: String, systemColor: String) -> String {
        let alias = systemColor == token ? "the system color `\(systemColor)`" : "the system color `\(systemColor)` (SwiftUI `\(token)`)"
        return
            "Color token `\(token)` shadows \(alias), which adapts to appearance and contrast settings; rename the token (e.g. `brand\(capitalized(token))`)."
    }

    /// The finding's message: type `token` has the name of a system text style.
    static func shadowsTextStyle(token: String) -> String {
        "Type token `\(token)` shadows the system text style `\(token)`, which scales with Dynamic Type; rename the token (e.g. `app\(capitalized(token))`)."
    }

    /// The rename as a fix: the declaration and every use, like the editor's rename (which the
    /// language server extends to the specs importing the token); nil when the new name is taken.
    private static func rename(_ token: Token, kind: TokenKind, to newName: String, references: TokenReferences, spec: DesignSpec)
        -> SuggestedFix?
    {
        let taken = kind == .color ? spec.colorToken(named: newName) != nil : spec.typographyToken(named: newName) != nil
        guard !taken else { return nil }
        let edits = references.occurrences(of: token.name, kind: kind).map { FixEdit(range: $0.node.contentRange, newText: newName) }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard let first = edits.first else { return nil }
        return SuggestedFix(
            title: "Rename to `\(newName)` everywhere", range: first.range, newText: first.newText,
            additionalEdits: Array(edits.dropFirst()),
            renamesToken: TokenRename(kind: kind, declaration: token.keyNode.range, newName: newName))
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
