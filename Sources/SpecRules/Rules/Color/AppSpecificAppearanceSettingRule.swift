import SpecKnowledge
import SpecModel
import SpecSyntax

/// An app follows the systemwide appearance instead of offering its own light/dark setting.
public struct AppSpecificAppearanceSettingRule: Rule {
    public static let description = RuleDescription(
        id: "app-specific-appearance-setting",
        title: "No app-specific appearance setting",
        category: .color,
        defaultSeverity: .warning,
        platforms: Platform.having([.light, .dark]),
        higURLs: [HIGLink.url("dark-mode", "Best-practices")],
        rationale: """
            People choose light or dark appearance for the whole system; an app-specific appearance mode \
            makes them adjust more than one setting, and an app that ignores the systemwide choice looks \
            broken. The check finds such a setting by its words: a picker or segmented control that offers \
            both a light and a dark choice, or a toggle whose title names dark mode (a dark theme or \
            appearance). It judges the platforms that have both appearances (not visionOS or watchOS).
            """,
        quote: "Avoid offering an app-specific appearance setting.",
        triggeringExamples: [
            .content(#"{ "type": ↓"segmentedControl", "segments": [ "System", "Light", "Dark" ] }"#),
            .content(
                #"{ "type": ↓"picker", "title": "Appearance", "options": [ "Automatic", "Light Mode", "Dark Mode" ] }"#,
                platforms: #""macOS": "14.0", "tvOS": "17.0""#),
            .content(#"{ "type": ↓"toggle", "title": "Dark Mode" }"#, platforms: #""iPadOS": "17.0""#),
            .content(#"{ "type": ↓"segmentedControl", "segments": [ { "title": "Light" }, { "symbol": "moon", "title": "Dark" } ] }"#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "segmentedControl", "segments": [ "Day", "Week", "Month" ] }"#),
            // Light and dark as content, not appearance: a roast.
            .content(#"{ "type": "picker", "title": "Roast", "options": [ "Light", "Medium" ] }"#),
            .content(#"{ "type": "toggle", "title": "Darken Photos" }"#),
            // No dark mode to choose on watchOS.
            .content(#"{ "type": "segmentedControl", "segments": [ "Light", "Dark" ] }"#, platforms: #""watchOS": "10.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let screens = context.judgedScreens(among: Self.description.platforms)
        var violations: [RuleViolation] = []
        for component in context.components(with: .interactive) where screens[component.screenIndex] != nil {
            guard let node = component.kindNode, let choices = Self.appearanceChoices(of: component) else { continue }
            violations.append(RuleViolation(range: node.range, message: Self.message(control: component.displayName, choices: choices)))
        }
        return violations
    }

    /// The words that make `component` an appearance setting: the light and dark choices of a picker or
    /// segmented control, or a toggle's title naming dark mode; nil when it is none.
    static func appearanceChoices(of component: Component) -> [String]? {
        switch component.componentKind {
        case .picker, .segmentedControl:
            let choices = (component.value("options") ?? component.value("segments"))?.elements.compactMap { element in
                element.stringValue ?? element["title"]?.stringValue
            } ?? []
            guard let light = choices.first(where: { words(of: $0).contains("light") }),
                let dark = choices.first(where: { words(of: $0).contains("dark") })
            else { return nil }
            return [light, dark]
        case .toggle:
            guard let title = component.string("title") else { return nil }
            let words = words(of: title)
            return words.contains("dark") && !words.isDisjoint(with: ["mode", "theme", "appearance"]) ? [title] : nil
        default:
            return nil
        }
    }

    /// The lowercased words of `text`.
    private static func words(of text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    }

    /// The finding's message: `control` offers the appearance choices `choices`.
    static func message(control: String, choices: [String]) -> String {
        let offered = choices.map { "\"\($0)\"" }.joined(separator: " and ")
        return
            "\(control) offers an app-specific appearance setting (\(offered)); avoid it. People set light or dark appearance for the whole system, and the app should follow their systemwide choice."
    }
}
