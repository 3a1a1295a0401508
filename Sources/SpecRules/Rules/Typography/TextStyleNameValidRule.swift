import SpecKnowledge
import SpecModel

/// A text style must exist on every platform the font is used on.
public struct TextStyleNameValidRule: Rule {
    public static let description = RuleDescription(
        id: "text-style-name-valid",
        title: "Text styles are in the targeted platforms' tables",
        category: .typography,
        defaultSeverity: .information,
        higURLs: [
            HIGLink.url("typography", "Using-system-fonts"),
            HIGLink.url("typography", "Specifications"),
            HIGLink.url("typography", "tvOS-built-in-text-styles"),
            HIGLink.url("typography", "macOS-built-in-text-styles")
        ],
        rationale: """
            Each platform's HIG table lists its own text styles: iOS, iPadOS and macOS list largeTitle, \
            title1–title3, headline, body, callout, subheadline, footnote, caption1 and caption2; tvOS lists \
            no largeTitle, subheadline or footnote but adds subtitle1; watchOS lists no callout or \
            subheadline and splits footnote into footnote1 and footnote2; visionOS adds extraLargeTitle1 \
            and extraLargeTitle2. A style missing from a platform's table is not unavailable — SwiftUI \
            offers footnote and callout on watchOS, for one — but the HIG gives no size for it there, so \
            the other rules judge the text at that platform's default text size, and the message says so. \
            Information: the HIG asks you to consider the built-in text styles, which this style is.
            """,
        quote: "Consider using the built-in text styles.",
        triggeringExamples: [
            .content(#"{ "type": "text", "text": "Welcome", "font": ↓"largeTitle" }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "text", "text": "Hint", "font": { "textStyle": ↓"callout" } }"#, platforms: #""iOS": "17.0", "watchOS": "10.0""#
            ),
            .content(#"{ "type": "text", "text": "Hero", "font": ↓"extraLargeTitle1" }"#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Welcome", "font": "title1" }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "text", "text": "Hero", "font": "extraLargeTitle1" }"#, platforms: #""visionOS": "1.0""#),
            .content(#"{ "type": "text", "text": "Hint", "font": "callout" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let typography = TypographyCatalog.shared
        var violations: [RuleViolation] = []
        for site in FontSite.all(in: context, among: Self.description.platforms) {
            guard let node = site.systemTextStyleNode(in: context.spec), let name = node.stringValue,
                let style = typography.textStyle(named: name)
            else { continue }
            var lacking: [JudgedPlatform] = []
            for platform in site.platforms
            where !style.platforms.contains(platform.platform) && !lacking.contains(where: { $0.platform == platform.platform }) {
                lacking.append(platform)
            }
            guard let first = lacking.first else { continue }
            let listed = typography.textStyleNames.filter { typography.textStyle(named: $0)?.platforms.contains(first.platform) ?? false }
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: Self.message(
                        subject: site.subject, name: name, lacking: lacking.map { ($0.platform, $0.profile.defaultTextSize?.value) },
                        listed: listed)))
        }
        return violations
    }

    /// The finding's message: `subject`'s text style `name` is missing from the text style tables of the `lacking`
    /// platforms (each with its default text size, nil when the HIG gives none); `listed` is the first such platform's
    /// table.
    static func message(subject: String, name: String, lacking: [(platform: Platform, defaultSize: Double?)], listed: [String]) -> String {
        let fallbacks = lacking.map { platform in
            platform.defaultSize.map { "the \(platform.platform.rawValue) default text size, \(FontResolver.format($0)) pt" }
                ?? "no size on \(platform.platform.rawValue) (the HIG gives no default text size there)"
        }
        let first = lacking.first.map(\.platform.rawValue) ?? ""
        return
            "\(subject): `\(name)` is not in the HIG's text style table for \(Platform.list(lacking.map(\.platform))), so the HIG gives no size for it there; designspec judges it at \(NameSuggestions.sentence(fallbacks)). The \(first) table lists \(listed.joined(separator: ", "))."
    }
}
