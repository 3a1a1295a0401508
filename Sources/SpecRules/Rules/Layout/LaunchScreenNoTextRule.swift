import SpecKnowledge
import SpecModel
import SpecSyntax

/// A launch screen shows no text.
public struct LaunchScreenNoTextRule: Rule {
    public static let description = RuleDescription(
        id: "launch-screen-no-text",
        title: "Launch screens show no text",
        category: .layout,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS],
        higURLs: [HIGLink.url("launching", "Launch-screens")],
        rationale: """
            The content of a launch screen doesn't change, so any text on it won't be localized. On a screen \
            marked `"isLaunchScreen": true` the check reports every component that shows text (a `text`, or a \
            control's `title`) and a navigation bar title. Launch screens exist in iOS, iPadOS and tvOS.
            """,
        quote: "Avoid including text on your launch screen, even if your first screen displays text.",
        triggeringExamples: [
            .screen(#""isLaunchScreen": true, "content": [ { "type": "text", "text": ↓"Loading…" } ]"#),
            .screen(
                #""isLaunchScreen": true, "navigationBar": { "title": ↓"Recipes" }, "content": [ { "type": "stack", "children": [ { "type": "button", "title": ↓"Start" } ] } ]"#,
                platforms: #""tvOS": "17.0", "iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .screen(#""isLaunchScreen": true, "background": "systemBackground", "navigationBar": { "title": "" }, "content": [ { "type": "image", "asset": "Backdrop", "isDecorative": true } ]"#),
            .screen(#""content": [ { "type": "text", "text": "Welcome" } ]"#),
            // macOS, visionOS and watchOS have no launch screens.
            .screen(#""isLaunchScreen": true, "content": [ { "type": "text", "text": "Loading" } ]"#, platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        var launchScreens: Set<Int> = []
        for screen in context.spec.screens where screen.node["isLaunchScreen"]?.booleanValue == true {
            guard !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty else { continue }
            launchScreens.insert(screen.index)
            if let node = screen.navigationBar?["title"], let title = node.stringValue, !title.isBlank {
                violations.append(RuleViolation(range: node.range, message: Self.message(text: title)))
            }
        }
        guard !launchScreens.isEmpty else { return [] }
        for component in context.components(with: .showsText) where launchScreens.contains(component.screenIndex) {
            guard let text = component.visibleText,
                let node = ["title", "text"].lazy.compactMap(component.value).first(where: { $0.stringValue == text })
            else { continue }
            violations.append(RuleViolation(range: node.range, message: Self.message(text: text)))
        }
        return violations.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The finding's message: the launch screen shows `text`.
    static func message(text: String) -> String {
        "The launch screen shows the text \"\(text)\"; avoid text on a launch screen: its content never changes, so the text won't be localized. Leave it out and show it on the first screen."
    }
}
