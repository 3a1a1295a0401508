import SpecKnowledge
import SpecModel

/// watchOS apps avoid indeterminate activity indicators.
public struct WatchOSAvoidActivityIndicatorRule: Rule {
    public static let description = RuleDescription(
        id: "watchos-avoid-activity-indicator",
        title: "watchOS apps avoid indeterminate activity indicators",
        category: .controls,
        defaultSeverity: .information,
        platforms: [.watchOS],
        higURLs: [
            HIGLink.url("loading", "watchOS"),
            HIGLink.url("feedback", "watchOS")
        ],
        rationale: """
            People expect quick interactions with Apple Watch. An animated, indeterminate indicator makes \
            them think they must keep watching the display; show content immediately and send a \
            notification when a long process completes. When content needs a second or two, an indicator \
            is still better than a blank screen, so this is information, not a warning. A determinate \
            progress view is fine.
            """,
        quote: "As much as possible, avoid showing a loading indicator in your watchOS experience.",
        triggeringExamples: [
            .content(#"{ "type": ↓"activityIndicator" }"#, platforms: #""watchOS": "10.0""#),
            .screen(
                #""platform": "watchOS", "content": [ { "type": "stack", "children": [ { "type": ↓"activityIndicator" }, { "type": "text", "text": "Syncing…" } ] } ]"#,
                platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: a determinate progress view says how long to wait.
            .content(#"{ "type": "progressView", "value": 0.4 }"#, platforms: #""watchOS": "10.0""#),
            .content(#"{ "type": "activityIndicator" }"#, platforms: #""iOS": "17.0""#),
            .screen(#""platform": "iOS", "content": [ { "type": "activityIndicator" } ]"#, platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        context.components(.activityIndicator, judgedOnAnyOf: Self.description.platforms).compactMap(\.kindNode).map { node in
            RuleViolation(range: node.range, message: Self.message())
        }
    }

    /// The finding's message: an indeterminate activity indicator on watchOS; show content or a determinate progress view.
    static func message() -> String {
        "An indeterminate activity indicator on watchOS makes people keep watching the display; show content immediately (or a determinate `progressView`) and notify people when the work completes."
    }
}
