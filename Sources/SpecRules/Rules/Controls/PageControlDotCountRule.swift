import SpecKnowledge
import SpecModel
import SpecSyntax

/// A page control has about ten dots at most; beyond about twenty pages use another arrangement.
public struct PageControlDotCountRule: Rule {
    public static let description = RuleDescription(
        id: "page-control-dot-count",
        title: "Page controls have few enough dots to count",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("page-controls")],
        rationale: """
            Older guidance (iOS HIG, 2015): more than about 10 dots are hard to count at a glance, and more \
            than about 20 pages call for a different, nonsequential arrangement such as a grid or a list. \
            More than 10 pages is reported as information, more than 20 as a warning.
            """,
        authority: .legacy2015,
        quote:
            "Avoid displaying too many dots. More than about 10 dots are hard for users to count at a glance and more than about 20 open views are time consuming to visit in sequence.",
        triggeringExamples: [
            .content(#"{ "type": "pageControl", "pages": ↓12 }"#),
            .content(#"{ "type": "pageControl", "pages": ↓25 }"#, platforms: #""iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "pageControl", "pages": 10 }"#),
            .content(#"{ "type": "pageControl", "pages": "30" }"#),
            .content(#"{ "type": "pageControl", "pages": 30 }"#, platforms: #""watchOS": "10.0""#)
        ], scope: .screen)

    /// Above this, dots are hard to count (information). From the HIG's component count table; nil (nothing is checked) without it.
    static let countableLimit: Int? = HIGFigures.count(.pageControlDotsCountable, on: .iOS)?.value
    /// Above this, use a nonsequential arrangement (warning). From the HIG's component count table; nil (nothing is checked) without it.
    static let sequentialLimit: Int? = HIGFigures.count(.pageControlDotsSequential, on: .iOS)?.value

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let sequentialLimit = Self.sequentialLimit else { return [] }
        guard let countableLimit = Self.countableLimit else { return [] }
        var violations: [RuleViolation] = []
        for control in context.components(.pageControl) {
            guard !context.judgedPlatforms(for: control, among: Self.description.platforms).isEmpty,
                let node = control.value("pages"), let pages = node.numberValue, pages > Double(countableLimit)
            else { continue }
            if pages > Double(sequentialLimit) {
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.tooManyPages(pages: pages, limit: sequentialLimit),
                        severity: .warning))
            } else {
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.hardToCount(pages: pages, limit: countableLimit),
                        severity: .information))
            }
        }
        return violations
    }

    /// The finding's message when a page control has `pages` pages, beyond the sequential `limit`.
    static func tooManyPages(pages: Double, limit: Int) -> String {
        "Page control has \(FontResolver.format(pages)) pages; beyond about \(limit) use a nonsequential arrangement such as a grid or a list."
    }

    /// The finding's message when a page control's `pages` dots are more than the countable `limit`.
    static func hardToCount(pages: Double, limit: Int) -> String {
        "Page control has \(FontResolver.format(pages)) dots; more than about \(limit) are hard to count at a glance."
    }
}
