import SpecKnowledge
import SpecModel
import SpecSyntax

/// Text is never smaller than the platform's minimum size.
public struct MinFontSizeRule: Rule {
    public static let description = RuleDescription(
        id: "min-font-size",
        title: "Text is at least the platform's minimum size",
        category: .typography,
        defaultSeverity: .error,
        higURLs: [
            HIGLink.url("typography", "Ensuring-legibility"),
            HIGLink.url("accessibility", "Vision"),
        ],
        rationale: """
            Text below a platform's minimum size is hard to read for most people, with system and custom \
            fonts alike. Minimum / default sizes: \(PlatformFigureText.minimumAndDefaultTextSizes). Explicit sizes and text styles (at the default \
            content size) are checked; a type token is reported where it is defined.
            """,
        triggeringExamples: [
            .content(#"{ "type": "text", "text": "Fine print", "font": { "size": ↓9 } }"#),
            .content(
                #"{ "type": "text", "text": "Legal", "font": "tiny" }"#,
                extra: #""typography": { "tiny": { "family": "Avenir Next", "size": ↓10.5, "weight": "regular" } }"#),
            .content(#"{ "type": "text", "text": "Caption", "font": { "size": ↓20 } }"#, platforms: #""tvOS": "17.0""#),
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Boundary", "font": { "size": 11 } }"#),
            .content(#"{ "type": "text", "text": "Small", "font": "caption2" }"#),
            .content(#"{ "type": "text", "text": "Mac", "font": { "size": 10 } }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "text", "text": "Odd", "font": { "size": "small" } }"#),
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        var reported: Set<Int> = []
        for site in FontSite.all(in: context, among: Self.description.platforms) {
            guard let font = context.fonts.resolve(site.node) else { continue }
            // The node that sets the size here: an explicit size, or a system text style named here.
            let explicitSize = site.contains(font.sizeNode) ? font.sizeNode : nil
            guard let node = explicitSize ?? (font.size == nil ? site.systemTextStyleNode(in: context.spec) : nil) else { continue }
            var failing: [(platform: JudgedPlatform, size: Double, minimum: Double)] = []
            for platform in site.platforms {
                guard let minimum = platform.profile.minimumTextSize?.value, let size = platform.textSize(of: font), size < minimum else { continue }
                failing.append((platform, size, minimum))
            }
            guard let worst = failing.max(by: { $0.minimum < $1.minimum }), reported.insert(node.range.lowerBound).inserted else { continue }
            let size = FontResolver.format(worst.size)
            let minimum = FontResolver.format(worst.minimum)
            let recommended = worst.platform.profile.defaultTextSize.map { " (default \(FontResolver.format($0.value)) pt)" } ?? ""
            let styleNote = explicitSize == nil ? " (\(font.description) at the default text size)" : ""
            let platforms = Platform.list(failing.filter { $0.minimum == worst.minimum }.map(\.platform.platform))
            var message = "\(site.subject) is \(size) pt\(styleNote); \(platforms) text must be at least \(minimum) pt\(recommended)."
            for other in failing where other.minimum != worst.minimum {
                message += " Also below the \(other.platform.platform.rawValue) minimum of \(FontResolver.format(other.minimum)) pt."
            }
            let passing = site.platforms.map(\.platform).filter { platform in !failing.contains { $0.platform.platform == platform } }
            if !passing.isEmpty {
                message += " It is large enough on \(Platform.list(passing))."
            }
            let fix = explicitSize.map { SuggestedFix(title: "Set to \(minimum) pt", range: $0.range, newText: minimum) }
            violations.append(RuleViolation(range: node.range, message: message, fix: fix))
        }
        return violations
    }
}
