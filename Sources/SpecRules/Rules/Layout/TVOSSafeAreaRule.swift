import SpecKnowledge
import SpecModel

/// tvOS primary content stays inside the safe area: 60 pt from the top and bottom, 80 pt from the sides.
public struct TVOSSafeAreaRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-safe-area",
        title: "tvOS primary content stays inside the safe area",
        category: .layout,
        defaultSeverity: .warning,
        platforms: [.tvOS],
        higURLs: [HIGLink.url("layout", "tvOS")],
        rationale: """
            TVs may crop the edges of the picture (overscan) and content close to the edges is hard to \
            see, so the HIG insets primary tvOS content \(WatchTVFigureText.tvOSSafeArea). Only partially displayed content that deliberately flows offscreen (a shelf that \
            scrolls sideways) may go beyond. The check reads a screen's `verticalMargin` and \
            `horizontalMargin`.
            """,
        quote: "Inset primary content 60 points from the top and bottom of the screen, and 80 points from the sides.",
        triggeringExamples: [
            .screen(#""horizontalMargin": ↓40, "verticalMargin": 60, "content": []"#, platforms: #""tvOS": "17.0""#),
            .screen(#""horizontalMargin": 80, "verticalMargin": ↓30, "content": []"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: exactly the HIG's insets.
            .screen(#""horizontalMargin": 80, "verticalMargin": 60, "content": []"#, platforms: #""tvOS": "17.0""#),
            .screen(#""horizontalMargin": 90, "verticalMargin": 100, "content": []"#, platforms: #""tvOS": "17.0""#),
            .screen(#""horizontalMargin": 16, "verticalMargin": 0, "content": []"#, platforms: #""iOS": "17.0""#),
            .screen(#""platform": "iOS", "horizontalMargin": 16, "content": []"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        corrections: [
            .screen(
                #""horizontalMargin": ↓40, "verticalMargin": 60, "content": []"#,
                #""horizontalMargin": 80, "verticalMargin": 60, "content": []"#, platforms: #""tvOS": "17.0""#),
            .screen(
                #""horizontalMargin": 80, "verticalMargin": ↓30, "content": []"#,
                #""horizontalMargin": 80, "verticalMargin": 60, "content": []"#, platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let edges: [(key: String, figure: PlatformFigure, sides: String)] = [
            ("horizontalMargin", .safeAreaHorizontalInset, "sides"),
            ("verticalMargin", .safeAreaVerticalInset, "top and bottom")
        ]
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            guard let platform = context.judgedPlatforms(for: screen, among: Self.description.platforms).first else { continue }
            for edge in edges {
                let violation = RuleViolation.number(
                    screen.node[edge.key], against: HIGFigures.figure(edge.figure, on: platform.platform)?.value, fails: <
                ) { margin, inset in
                    Self.message(margin: margin, sides: edge.sides, inset: inset)
                }
                violation.map { violations.append($0) }
            }
        }
        return violations
    }

    /// The finding's message: primary content is `margin` pt from the screen's `sides` ("sides", "top and bottom"),
    /// less than the tvOS safe-area `inset` (as written in messages).
    static func message(margin: String, sides: String, inset: String) -> String {
        "Primary content is \(margin) pt from the \(sides) of the screen; tvOS insets it \(inset) pt from the \(sides) so overscan doesn't crop it. Use at least \(inset) pt; only content that deliberately flows offscreen may go beyond."
    }
}
