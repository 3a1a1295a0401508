import SpecKnowledge
import SpecModel

/// The tvOS tab bar's height and position are fixed.
public struct TVOSTabBarMetricsRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-tab-bar-metrics",
        title: "The tvOS tab bar keeps its fixed height and position",
        category: .bars,
        defaultSeverity: .error,
        platforms: [.tvOS],
        higURLs: [HIGLink.url("tab-bars", "tvOS")],
        rationale: """
            The tvOS tab bar is \(WatchTVFigureText.tvOSTabBar); the HIG says neither value can be \
            changed, so a design that draws it otherwise can't be built. \
            The check reads a tab bar's `height` and `topOffset`.
            """,
        quote:
            "The height of a tab bar is 68 points, and its top edge is 46 points from the top of the screen; you can’t change either of these values.",
        triggeringExamples: [
            .screen(
                #""tabBar": { "height": ↓90, "items": [ { "title": "Watch Now" }, { "title": "Library" } ] }, "content": []"#,
                platforms: #""tvOS": "17.0""#),
            .screen(
                #""platform": "tvOS", "tabBar": { "height": 68, "topOffset": ↓0, "items": [ { "title": "Home" } ] }, "content": []"#,
                platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: exactly the fixed figures, or left to the system.
            .screen(
                #""tabBar": { "height": 68, "topOffset": 46, "items": [ { "title": "Watch Now" } ] }, "content": []"#,
                platforms: #""tvOS": "17.0""#),
            .screen(#""tabBar": { "items": [ { "title": "Watch Now" } ] }, "content": []"#, platforms: #""tvOS": "17.0""#),
            .screen(
                #""tabBar": { "height": 83, "items": [ { "title": "Home", "symbol": "house.fill" } ] }, "content": []"#,
                platforms: #""iOS": "17.0""#)
        ],
        corrections: [
            .screen(
                #""tabBar": { "height": ↓90, "items": [ { "title": "Watch Now" }, { "title": "Library" } ] }, "content": []"#,
                #""tabBar": { "height": 68, "items": [ { "title": "Watch Now" }, { "title": "Library" } ] }, "content": []"#,
                platforms: #""tvOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let metrics: [(key: String, figure: PlatformFigure, what: String)] = [
            ("height", .tabBarHeight, "tall"),
            ("topOffset", .tabBarTopOffset, "from the top of the screen")
        ]
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            guard let tabBar = screen.tabBar, let platform = context.judgedPlatforms(for: screen, among: Self.description.platforms).first
            else { continue }
            for metric in metrics {
                let violation = RuleViolation.number(
                    tabBar[metric.key], against: HIGFigures.figure(metric.figure, on: platform.platform)?.value, fails: !=
                ) { value, fixed in
                    Self.message(value: value, fixed: fixed, what: metric.what)
                }
                violation.map { violations.append($0) }
            }
        }
        return violations
    }

    /// The finding's message: the tab bar's metric is `value` pt `what` (as written, such as "tall"), not the
    /// `fixed` figure of tvOS.
    static func message(value: String, fixed: String, what: String) -> String {
        "The tab bar is \(value) pt \(what); the tvOS tab bar is always \(fixed) pt \(what) and can't be changed. Use \(fixed) pt."
    }
}
