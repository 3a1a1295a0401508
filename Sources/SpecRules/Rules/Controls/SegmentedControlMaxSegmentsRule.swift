import SpecKnowledge
import SpecModel
import SpecSyntax

/// On iPhone a segmented control has two to five segments.
public struct SegmentedControlMaxSegmentsRule: Rule {
    public static let description = RuleDescription(
        id: "segmented-control-max-segments",
        title: "iPhone segmented controls have two to five segments",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.iOS],
        higURLs: [HIGLink.url("segmented-controls")],
        rationale: """
            Older guidance (iOS HIG, 2015), echoed by an unofficial summary: on iPhone a segmented control \
            has five or fewer segments, because wider segments are easier to tap and each needs room for its \
            title; a single segment offers no choice, so use at least two. For more choices use a picker or a \
            menu.
            """,
        authority: .legacy2015,
        quote: "On iPhone, a segmented control should have five or fewer segments.",
        triggeringExamples: [
            .content(#"{ "type": "segmentedControl", "segments": [ "1D", "1W", "1M", "3M", "1Y", ↓"5Y" ] }"#),
            .content(#"{ "type": "segmentedControl", "segments": ↓[ "Only" ] }"#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "segmentedControl", "segments": [ "1D", "1W", "1M", "3M", "1Y" ] }"#),
            .content(
                #"{ "type": "segmentedControl", "segments": [ "1D", "1W", "1M", "3M", "1Y", "5Y" ] }"#, platforms: #""iPadOS": "17.0""#),
            .screen(
                #""platform": "macOS", "content": [ { "type": "segmentedControl", "segments": [ "A", "B", "C", "D", "E", "F" ] } ]"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#)
        ], scope: .screen)

    /// The most segments on iPhone. From the HIG's component count table; nil (nothing is checked) without it.
    static let maximum: Int? = HIGFigures.count(.segmentedControlSegments, on: .iOS)?.value
    /// The fewest segments that offer a choice.
    static let minimum = 2

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let maximum = Self.maximum else { return [] }
        var violations: [RuleViolation] = []
        for control in context.components(.segmentedControl) {
            guard !context.judgedPlatforms(for: control, among: Self.description.platforms).isEmpty,
                let segments = control.value("segments"), segments.kind == .array
            else { continue }
            let count = segments.elements.count
            if count > maximum {
                violations.append(
                    RuleViolation(
                        range: segments.elements[maximum].range,
                        message: Self.tooMany(count: count, maximum: maximum)))
            } else if count < Self.minimum {
                violations.append(
                    RuleViolation(
                        range: segments.range,
                        message: Self.tooFew(count: count, minimum: Self.minimum)))
            }
        }
        return violations
    }

    /// The finding's message when a segmented control has `count` segments, more than the iPhone `maximum`.
    static func tooMany(count: Int, maximum: Int) -> String {
        "Segmented control has \(count) segments; on iPhone keep it to \(maximum) or fewer, or use a picker or menu for more choices."
    }

    /// The finding's message when a segmented control has `count` segments, fewer than the `minimum` that offers a choice.
    static func tooFew(count: Int, minimum: Int) -> String {
        "Segmented control has \(count) segment\(count == 1 ? "" : "s"); it needs at least \(minimum) to offer a choice."
    }
}
