import SpecKnowledge
import SpecModel

/// watchOS app icons don't use a black background.
public struct WatchOSAppIconNotBlackRule: Rule {
    public static let description = RuleDescription(
        id: "watchos-app-icon-not-black",
        title: "watchOS app icons have a background lighter than black",
        category: .appIcon,
        defaultSeverity: .warning,
        platforms: [.watchOS],
        higURLs: [HIGLink.url("app-icons", "watchOS")],
        rationale: """
            The Apple Watch display background is black, so an icon on a black background blends into it. \
            The HIG asks to avoid black for the icon's background and to lighten it. The check reads \
            `appIcon.background` (after compositing any transparency over the black display).
            """,
        quote: "Avoid using black for your icon’s background.",
        triggeringExamples: [
            RuleExample(
                ##"{ "platforms": { "watchOS": "10.0" }, "appIcon": { "width": 1088, "height": 1088, "background": ↓"#000000" } }"##),
            RuleExample(
                ##"{ "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "colors": { "iconBase": "#00000000" }, "appIcon": { "background": ↓"iconBase" } }"##
            )
        ],
        nonTriggeringExamples: [
            // Boundary: a very dark gray is already lighter than the display.
            RuleExample(##"{ "platforms": { "watchOS": "10.0" }, "appIcon": { "background": "#1C1C1E" } }"##),
            RuleExample(##"{ "platforms": { "iOS": "17.0" }, "appIcon": { "background": "#000000" } }"##),
            RuleExample(##"{ "platforms": { "watchOS": "10.0" }, "appIcon": { "width": 1088, "height": 1088 } }"##)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let icon = context.spec.root?["appIcon"], icon.kind == .object, let node = icon["background"],
            let color = context.colors.resolve(node),
            let platform = context.judgedPlatforms(for: nil, among: Self.description.platforms).first
        else { return [] }
        let display = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
        let shown = platform.profile.appearances.value.compactMap { color[$0].color?.composited(over: display) }
        guard !shown.isEmpty, shown.allSatisfy({ $0.relativeLuminance == 0 }) else { return [] }
        return [
            RuleViolation(
                range: node.range,
                message: Self.message()
            )
        ]
    }

    /// The finding's message: the watchOS icon's background is black and blends into the display.
    static func message() -> String {
        "The watchOS app icon's background is black, the color of the watch display, so the icon blends into it; lighten the background (the HIG gives no figure for how much)."
    }
}
