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
            "https://developer.apple.com/design/human-interface-guidelines/typography#Ensuring-legibility",
            "https://developer.apple.com/design/human-interface-guidelines/accessibility#Vision",
        ],
        rationale: """
            Text below a platform's minimum size is hard to read for most people, with system and custom \
            fonts alike. Minimum / default sizes: iOS and iPadOS 11 / 17 pt, macOS 10 / 13 pt, tvOS 23 / 29 pt, \
            visionOS 12 / 17 pt, watchOS 12 / 16 pt. Explicit sizes and text styles (at the default \
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
        let typography = TypographyCatalog.shared
        var violations: [RuleViolation] = []
        var reported: Set<Int> = []
        for site in FontSite.all(in: context) {
            guard let font = context.fonts.resolve(site.node) else { continue }
            // The node that sets the size here: an explicit size, or a system text style named here.
            let explicitSize = site.contains(font.sizeNode) ? font.sizeNode : nil
            guard let node = explicitSize ?? (font.size == nil ? site.systemTextStyleNode(in: context.spec) : nil) else { continue }
            var worst: (platform: Platform, size: Double, minimum: Double)?
            for target in site.targets {
                let minimum = typography.minimumFontSize(for: target.platform)
                guard let size = font.pointSize(on: target.platform), size < minimum else { continue }
                if let current = worst, current.minimum >= minimum { continue }
                worst = (target.platform, size, minimum)
            }
            guard let worst, reported.insert(node.range.lowerBound).inserted else { continue }
            let size = FontResolver.format(worst.size)
            let minimum = FontResolver.format(worst.minimum)
            let recommended = FontResolver.format(typography.defaultFontSize(for: worst.platform))
            let styleNote = explicitSize == nil ? " (\(font.description) at the default text size)" : ""
            let message = "\(site.subject) is \(size) pt\(styleNote); \(worst.platform.rawValue) text must be at least \(minimum) pt (default \(recommended) pt)."
            let fix = explicitSize.map { SuggestedFix(title: "Set to \(minimum) pt", range: $0.range, newText: minimum) }
            violations.append(RuleViolation(range: node.range, message: message, fix: fix))
        }
        return violations
    }
}
