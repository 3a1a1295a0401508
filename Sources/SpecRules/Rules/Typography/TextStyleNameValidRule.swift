import SpecKnowledge
import SpecModel

/// A text style must exist on every platform the font is used on.
public struct TextStyleNameValidRule: Rule {
    public static let description = RuleDescription(
        id: "text-style-name-valid",
        title: "Text styles exist on the targeted platforms",
        category: .typography,
        defaultSeverity: .warning,
        higURLs: [
            "https://developer.apple.com/design/human-interface-guidelines/typography#Specifications",
            "https://developer.apple.com/design/human-interface-guidelines/typography#tvOS-built-in-text-styles",
            "https://developer.apple.com/design/human-interface-guidelines/typography#macOS-built-in-text-styles",
        ],
        rationale: """
            Each platform has its own set of text styles: iOS, iPadOS and macOS offer largeTitle, \
            title1–title3, headline, body, callout, subheadline, footnote, caption1 and caption2; tvOS has \
            no largeTitle, subheadline or footnote but adds subtitle1; watchOS has no callout or \
            subheadline and splits footnote into footnote1 and footnote2; visionOS adds extraLargeTitle1 \
            and extraLargeTitle2. Use only styles the targeted platforms have, so the system can size and \
            scale them.
            """,
        triggeringExamples: [
            .content(#"{ "type": "text", "text": "Welcome", "font": ↓"largeTitle" }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "text", "text": "Hint", "font": { "textStyle": ↓"callout" } }"#, platforms: #""iOS": "17.0", "watchOS": "10.0""#),
            .content(#"{ "type": "text", "text": "Hero", "font": ↓"extraLargeTitle1" }"#),
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Welcome", "font": "title1" }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "text", "text": "Hero", "font": "extraLargeTitle1" }"#, platforms: #""visionOS": "1.0""#),
            .content(#"{ "type": "text", "text": "Hint", "font": "callout" }"#),
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let typography = TypographyCatalog.shared
        var violations: [RuleViolation] = []
        for site in FontSite.all(in: context) {
            guard let node = site.systemTextStyleNode(in: context.spec), let name = node.stringValue,
                let style = typography.textStyle(named: name)
            else { continue }
            var platforms: [Platform] = []
            for target in site.targets where !style.platforms.contains(target.platform) && !platforms.contains(target.platform) {
                platforms.append(target.platform)
            }
            guard let first = platforms.first else { continue }
            let offered = typography.textStyleNames.filter { typography.textStyle(named: $0)?.platforms.contains(first) ?? false }
            let names = NameSuggestions.sentence(platforms.map(\.rawValue))
            let available = style.platforms.map(\.rawValue).joined(separator: ", ")
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: "\(site.subject): `\(name)` is not a text style on \(names) (only on \(available)); \(first.rawValue) offers \(offered.joined(separator: ", ")).")
            )
        }
        return violations
    }
}
