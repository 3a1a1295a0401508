import SpecKnowledge
import SpecModel

/// Ultralight, thin and light weights are hard to read, especially at small sizes.
public struct AvoidLightFontWeightsRule: Rule {
    public static let description = RuleDescription(
        id: "avoid-light-font-weights",
        title: "Avoid ultralight, thin and light font weights for text",
        category: .typography,
        defaultSeverity: .information,
        higURLs: [
            HIGLink.url("typography", "Ensuring-legibility"),
            HIGLink.url("accessibility", "Vision")
        ],
        rationale: """
            Ultralight, thin and light weights are hard to read, particularly at small sizes; prefer \
            regular, medium, semibold or bold. Below the platform's default size (\(PlatformFigureText.defaultTextSizes)) \
            this is a warning; at or above it, information.
            """,
        quote: "In general, avoid light font weights.",
        triggeringExamples: [
            .content(#"{ "type": "text", "text": "Subtle", "font": { "size": 15, "weight": ↓"thin" } }"#),
            .content(
                #"{ "type": "text", "text": "Hero", "font": "hero" }"#,
                extra: #""typography": { "hero": { "textStyle": "largeTitle", "weight": ↓"ultralight" } }"#),
            .content(
                #"{ "type": "text", "text": "Status", "font": { "textStyle": "body", "weight": ↓"light" } }"#,
                platforms: #""watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Plain", "font": { "size": 15, "weight": "regular" } }"#),
            .content(#"{ "type": "text", "text": "Title", "font": "title1" }"#),
            .content(#"{ "type": "text", "text": "Odd", "font": { "size": 15, "weight": "feather" } }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "text", "text": "Subtle", "font": { "size": 15, "weight": ↓"thin" } }"#,
                #"{ "type": "text", "text": "Subtle", "font": { "size": 15, "weight": "regular" } }"#)
        ], scope: .screen)

    /// The weights this rule discourages.
    static let lightWeights: Set<FontWeight> = [.ultralight, .thin, .light]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        var reported: Set<Int> = []
        for site in FontSite.all(in: context, among: Self.description.platforms) {
            guard let font = context.fonts.resolve(site.node), let weight = font.weight, Self.lightWeights.contains(weight),
                let weightNode = font.weightNode, site.contains(weightNode), reported.insert(weightNode.range.lowerBound).inserted
            else { continue }
            // The target where the text is smallest relative to the platform default.
            var smallest: (platform: Platform, size: Double?, recommended: Double)?
            for platform in site.platforms {
                guard let recommended = platform.profile.defaultTextSize?.value else { continue }
                let size = platform.textSize(of: font)
                let shortfall = recommended - (size ?? 0)
                if let current = smallest, current.recommended - (current.size ?? 0) >= shortfall { continue }
                smallest = (platform.platform, size, recommended)
            }
            guard let smallest else { continue }
            let belowDefault = smallest.size.map { $0 < smallest.recommended } ?? true
            let message =
                belowDefault
                ? Self.belowDefault(
                    subject: site.subject, weight: weight, size: smallest.size, platform: smallest.platform,
                    recommended: smallest.recommended)
                : Self.atOrAboveDefault(
                    subject: site.subject, weight: weight, size: smallest.size, platform: smallest.platform,
                    recommended: smallest.recommended)
            violations.append(
                RuleViolation(
                    range: weightNode.range, message: message,
                    severity: belowDefault ? .warning : .information,
                    fix: SuggestedFix(title: "Use regular", range: weightNode.range, newText: "\"regular\"")))
        }
        return violations
    }

    /// The finding's message (a warning) when `subject` uses the light `weight` at `size` pt (nil when unknown), below
    /// `platform`'s default text size `recommended`.
    static func belowDefault(subject: String, weight: FontWeight, size: Double?, platform: Platform, recommended: Double) -> String {
        "\(subject) uses the \(weight.rawValue) weight\(sizeText(size)), below the \(platform.rawValue) default of \(FontResolver.format(recommended)) pt, where ultralight, thin and light text is hardest to read. Use regular or heavier."
    }

    /// The finding's message (information) when `subject` uses the light `weight` at `size` pt, at or above `platform`'s
    /// default text size `recommended`.
    static func atOrAboveDefault(subject: String, weight: FontWeight, size: Double?, platform: Platform, recommended: Double) -> String {
        "\(subject) uses the \(weight.rawValue) weight\(sizeText(size)); ultralight, thin and light text is hard to read even at or above the \(platform.rawValue) default of \(FontResolver.format(recommended)) pt. Prefer regular or heavier."
    }

    private static func sizeText(_ size: Double?) -> String {
        size.map { " at \(FontResolver.format($0)) pt" } ?? ""
    }
}
