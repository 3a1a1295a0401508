import SpecKnowledge
import SpecModel

/// A font name must be a system text style or a type token.
public struct UnknownTextStyleRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-text-style",
        title: "Font names are text styles or type tokens",
        category: .typography,
        defaultSeverity: .error,
        higURLs: [
            HIGLink.url("typography", "Using-system-fonts"),
            HIGLink.url("typography", "Specifications"),
            HIGLink.url("typography", "Supporting-Dynamic-Type")
        ],
        rationale: """
            A font value written as a name (or an object's `textStyle`) must be one of the system text \
            styles (largeTitle, title1–title3, headline, body, callout, subheadline, footnote, caption1, \
            caption2, and the platform extras such as tvOS subtitle1, watchOS footnote1/footnote2 and \
            visionOS extraLargeTitle1/extraLargeTitle2) or a token in `typography`; anything else resolves \
            to no font, and the text loses Dynamic Type.
            """,
        quote:
            "The system-defined text styles give you a convenient and consistent way to convey your information hierarchy through font size and weight.",
        triggeringExamples: [
            .content(#"{ "type": "text", "text": "Hello", "font": ↓"Body" }"#),
            .content(
                #"{ "type": "text", "text": "Card", "font": { "textStyle": ↓"cardTitel" } }"#,
                extra: #""typography": { "cardTitle": { "textStyle": "headline" } }"#),
            .content(
                #"{ "type": "text", "text": "Card", "font": "cardTitle" }"#,
                extra: #""typography": { "cardTitle": ↓"subhead" }"#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Hello", "font": "body" }"#),
            .content(
                #"{ "type": "text", "text": "Card", "font": { "textStyle": "cardTitle", "size": 18 } }"#,
                extra: #""typography": { "cardTitle": { "textStyle": "headline" } }"#),
            .content(#"{ "type": "text", "text": "Odd", "font": 17 }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "text", "text": "Hello", "font": ↓"Body" }"#,
                #"{ "type": "text", "text": "Hello", "font": "body" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let typography = TypographyCatalog.shared
        guard !typography.textStyleNames.isEmpty else { return [] }
        let tokenNames = context.spec.typographyTokenNameIndex
        var violations: [RuleViolation] = []
        for site in FontSite.all(in: context, among: Self.description.platforms) {
            guard let node = site.styleNameNode, let name = node.stringValue,
                context.spec.typographyToken(named: name) == nil, typography.textStyle(named: name) == nil
            else { continue }
            var suggestions = typography.suggestions(for: name, limit: 3)
            for token in tokenNames.suggestions(for: name) where !suggestions.contains(token) {
                suggestions.append(token)
            }
            // Prefer exact case-insensitive matches ("Body" → body).
            suggestions.sort { ($0.lowercased() == name.lowercased() ? 0 : 1) < ($1.lowercased() == name.lowercased() ? 0 : 1) }
            let message = Self.message(subject: site.subject, name: name, suggestions: Array(suggestions.prefix(3)))
            let fix = suggestions.first.map {
                SuggestedFix(title: "Use `\($0)`", range: node.range, newText: NameSuggestions.jsonQuoted($0))
            }
            violations.append(RuleViolation(range: node.range, message: message, fix: fix))
        }
        return violations
    }

    /// The finding's message: `subject`'s `name` is neither a text style nor a type token; it offers `suggestions`.
    static func message(subject: String, name: String, suggestions: [String]) -> String {
        "\(subject): `\(name)` is neither a text style nor a type token"
            + (suggestions.isEmpty
                ? "; use a text style such as `body` or `headline`, or define `\(name)` in `typography`."
                : "; did you mean \(NameSuggestions.list(suggestions))?")
    }
}
