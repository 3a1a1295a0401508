import SpecKnowledge
import SpecModel
import SpecSyntax

/// Interface text names the gesture of the device it shows on: no "click" on iPhone, no "tap" on a Mac.
public struct GestureVerbMatchesDeviceRule: Rule {
    public static let description = RuleDescription(
        id: "gesture-verb-matches-device",
        title: "Text says tap on iPhone, click on Mac",
        category: .writing,
        defaultSeverity: .warning,
        platforms: [.iOS, .macOS],
        higURLs: [HIGLink.url("offering-help", "Best-practices"), HIGLink.url("writing", "Best-practices")],
        rationale: """
            People tap on iPhone and click on a Mac; text that names the other device's gesture reads like a \
            port. The sentence names iPhone and Mac, and only those are judged: iPad takes a pointer as well \
            as touch, so "click" and "tap" both fit there. Copy shared by a screen that targets iPhone and Mac \
            is judged on each of them: give each platform its own screen, or use a word that fits both, such as \
            "choose" or "select". \
            The check reads the `text`, `title`, `message` and `placeholder` of every component.
            """,
        quote: "For example, don’t write copy that tells people to click a button on an iPhone or tap a menu item on a Mac.",
        triggeringExamples: [
            .content(#"{ "type": "text", "text": ↓"Click the plus button to add a recipe." }"#),
            .content(#"{ "type": "text", "text": ↓"Tap a row to open it." }"#, platforms: #""macOS": "14.0""#),
            // One screen for iPad and Mac: the text is judged on the Mac.
            .content(#"{ "type": "button", "title": ↓"Tap to Refresh" }"#, platforms: #""iPadOS": "17.0", "macOS": "14.0""#),
            .content(
                #"{ "type": "alert", "title": "Saved", "message": ↓"Clicking Undo restores the file.", "actions": [ { "title": "OK" } ] }"#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Tap the plus button to add a recipe." }"#),
            .content(#"{ "type": "text", "text": "Click a row to open it." }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "text", "text": "Choose a row to open it." }"#, platforms: #""iOS": "17.0", "macOS": "14.0""#),
            // Not the verb: part of another word, or a device the rule doesn't judge.
            .content(#"{ "type": "text", "text": "Tapas and clickbait" }"#),
            .content(#"{ "type": "text", "text": "Click the Digital Crown." }"#, platforms: #""watchOS": "10.0""#),
            // iPad has pointer input: either verb fits (this was reported before the rule was held to the
            // sentence's iPhone and Mac).
            .content(#"{ "type": "text", "text": "Click the plus button to add a recipe." }"#, platforms: #""iPadOS": "17.0""#)
        ], scope: .screen)

    /// Each judged platform's gesture verb and the forms of the other verb that don't belong there,
    /// as the HIG's sentence pairs them: tap on iPhone, click on a Mac.
    private static let wrongVerbs: [Platform: (use: String, avoid: [String])] = [
        .iOS: ("tap", ["clicking", "clicked", "clicks", "click"]),
        .macOS: ("click", ["tapping", "tapped", "taps", "tap"])
    ]

    private static let textKeys = ["text", "title", "message", "placeholder"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.spec.components {
            let platforms = context.judgedPlatforms(for: component, among: Self.description.platforms).platforms
            guard !platforms.isEmpty else { continue }
            for key in Self.textKeys {
                guard let node = component.value(key), let text = node.stringValue else { continue }
                var wrong: [(platform: Platform, word: String, use: String)] = []
                for platform in platforms {
                    guard let verbs = Self.wrongVerbs[platform], let word = WordMatch.first(of: verbs.avoid, in: text) else { continue }
                    wrong.append((platform, word, verbs.use))
                }
                guard let first = wrong.first else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(component: component.displayName, word: first.word, on: wrong.map(\.platform), use: first.use)
                    ))
            }
        }
        return violations
    }

    /// The finding's message: `component` says the gesture `word`, but on the `on` platforms people `use` another gesture.
    static func message(component: String, word: String, on platforms: [Platform], use: String) -> String {
        "\(component) says \"\(word)\", but on \(Platform.list(platforms)) people \(use); name the gesture of the device (\"\(use)\"), or, for copy shared by several platforms, a word that fits all of them such as \"choose\"."
    }
}
