import SpecKnowledge
import SpecModel
import SpecSyntax

/// Text is never smaller than the platform's minimum size.
public struct MinFontSizeRule: Rule {
    public static let description = RuleDescription(
        id: "min-font-size",
        title: "Text is at least the platform's minimum size",
        category: .typography,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("typography", "Ensuring-legibility"),
            HIGLink.url("accessibility", "Vision")
        ],
        rationale: """
            Text below a platform's minimum size is hard to read for most people, with system and custom \
            fonts alike. Minimum / default sizes: \(PlatformFigureText.minimumAndDefaultTextSizes). Explicit sizes are \
            checked; a type token is reported where it is defined. The system text styles are Apple's own \
            sizes for each platform and are never too small, so they are not judged (visionOS, for one, has \
            no size table in the HIG, and its styles are not iOS's).
            """,
        quote:
            "Follow the recommended default and minimum text sizes for each platform — for both custom and system fonts — to ensure your text is legible on all devices.",
        triggeringExamples: [
            .content(#"{ "type": "text", "text": "Fine print", "font": { "size": ↓9 } }"#),
            .content(
                #"{ "type": "text", "text": "Legal", "font": "tiny" }"#,
                extra: #""typography": { "tiny": { "family": "Avenir Next", "size": ↓10.5, "weight": "regular" } }"#),
            .content(#"{ "type": "text", "text": "Caption", "font": { "size": ↓20 } }"#, platforms: #""tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Boundary", "font": { "size": 11 } }"#),
            .content(#"{ "type": "text", "text": "Small", "font": "caption2" }"#),
            // "Follow the recommended default and minimum text sizes for each platform": Apple's text styles are those sizes.
            .content(#"{ "type": "text", "text": "Small", "font": "caption2" }"#, platforms: #""visionOS": "2.0""#),
            .content(#"{ "type": "text", "text": "Note", "font": { "textStyle": "footnote" } }"#, platforms: #""watchOS": "10.0""#),
            .content(#"{ "type": "text", "text": "Mac", "font": { "size": 10 } }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "text", "text": "Odd", "font": { "size": "small" } }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "text", "text": "Fine print", "font": { "size": ↓9 } }"#,
                #"{ "type": "text", "text": "Fine print", "font": { "size": 11 } }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        var reported: Set<Int> = []
        for site in FontSite.all(in: context, among: Self.description.platforms) {
            guard let font = context.fonts.resolve(site.node) else { continue }
            // Only a size set here is judged; a text style is the system's own size.
            guard let node = font.sizeNode, site.contains(node) else { continue }
            var failing: [(platform: JudgedPlatform, size: Double, minimum: Double)] = []
            for platform in site.platforms {
                guard let minimum = platform.profile.minimumTextSize?.value, let size = platform.textSize(of: font), size < minimum else {
                    continue
                }
                failing.append((platform, size, minimum))
            }
            guard let worst = failing.max(by: { $0.minimum < $1.minimum }), reported.insert(node.range.lowerBound).inserted else {
                continue
            }
            let minimum = FontResolver.format(worst.minimum)
            let passing = site.platforms.map(\.platform).filter { platform in !failing.contains { $0.platform.platform == platform } }
            let message = Self.message(
                subject: site.subject, size: worst.size, platforms: failing.filter { $0.minimum == worst.minimum }.map(\.platform.platform),
                minimum: worst.minimum, recommended: worst.platform.profile.defaultTextSize?.value,
                others: failing.filter { $0.minimum != worst.minimum }.map { ($0.platform.platform, $0.minimum) }, passing: passing)
            let fix = SuggestedFix(title: "Set to \(minimum) pt", range: node.range, newText: minimum)
            violations.append(RuleViolation(range: node.range, message: message, fix: fix))
        }
        return violations
    }

    /// The finding's message: `subject` is `size` pt, below the `minimum` text size of `platforms` (whose default is
    /// `recommended`, when the HIG gives one); it adds each of `others` (a platform and its smaller minimum) and names
    /// the `passing` platforms.
    static func message(
        subject: String, size: Double, platforms: [Platform], minimum: Double, recommended: Double?,
        others: [(platform: Platform, minimum: Double)], passing: [Platform]
    ) -> String {
        let recommendedText = recommended.map { " (default \(FontResolver.format($0)) pt)" } ?? ""
        var message =
            "\(subject) is \(FontResolver.format(size)) pt; the HIG's minimum for \(Platform.list(platforms)) text is \(FontResolver.format(minimum)) pt\(recommendedText)."
        for other in others {
            message += " Also below the \(other.platform.rawValue) minimum of \(FontResolver.format(other.minimum)) pt."
        }
        if !passing.isEmpty {
            message += " It is large enough on \(Platform.list(passing))."
        }
        return message
    }
}
