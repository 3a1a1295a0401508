import SpecKnowledge
import SpecModel
import SpecSyntax

/// A component or bar whose kind the HIG says a targeted platform does not support.
///
/// Generic over the vocabulary: a component kind's HIG article (`ComponentKindSpec.article`) and a screen
/// bar's article (its property's HIG link) are looked up in each platform profile's unsupported articles.
/// Sliders on tvOS are left to `slider-unsupported-tvos`, which says what to use instead.
public struct ComponentUnsupportedOnPlatformRule: Rule {
    public static let description = RuleDescription(
        id: "component-unsupported-on-platform",
        title: "Components exist on every platform their screen targets",
        category: .controls,
        defaultSeverity: .error,
        higURLs: [
            HIGLink.url("tab-bars", "Platform-considerations"),
            HIGLink.url("disclosure-controls", "Platform-considerations"),
            HIGLink.url("ornaments", "Platform-considerations"),
            HIGLink.url("sidebars", "Platform-considerations")
        ],
        rationale: """
            Each HIG component article ends with its platform considerations, and some say "Not supported": \
            tab bars in watchOS, disclosure controls in tvOS and watchOS, ornaments outside visionOS, \
            sliders in tvOS. A screen that shows such a component on such a platform can't be built as \
            designed. Limit the screen to the platforms that have the component with "platform", or use \
            the platform's own alternative (watchOS: a vertically paged tab view instead of a tab bar).
            """,
        quote: "No additional considerations for macOS. Not supported in watchOS.",
        triggeringExamples: [
            .screen(
                #""tabBar": ↓{ "items": [ { "title": "Now", "symbol": "clock" }, { "title": "Stats", "symbol": "chart.bar" } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .screen(
                #""tabBar": ↓{ "items": [ { "title": "Home", "symbol": "house" }, { "title": "Search", "symbol": "magnifyingglass" } ] }"#,
                platforms: #""iOS": "17.0", "watchOS": "10.0""#),
            .content(#"{ "type": ↓"disclosureButton", "title": "Advanced Options" }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": ↓"disclosureButton", "title": "Advanced Options" }"#,
                platforms: #""macOS": "14.0", "tvOS": "17.0", "watchOS": "10.0""#),
            .screen(
                #""ornaments": [ { "type": ↓"ornament", "edge": "bottom", "children": [ { "type": "button", "title": "Play", "width": 60, "height": 60 } ] } ], "content": []"#,
                platforms: #""iPadOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Search", "symbol": "magnifyingglass" } ] }"#),
            .screen(
                #""platform": "iOS", "tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Search", "symbol": "magnifyingglass" } ] }"#,
                platforms: #""iOS": "17.0", "watchOS": "10.0""#),
            .content(#"{ "type": "disclosureButton", "title": "Advanced Options" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "disclosureButton", "title": "Details" }"#, platforms: #""iPadOS": "17.0", "visionOS": "1.0""#),
            .content(#"{ "type": "slider", "title": "Volume" }"#, platforms: #""tvOS": "17.0""#),
            .screen(
                #""platform": "visionOS", "ornaments": [ { "type": "ornament", "edge": "bottom", "children": [] } ], "content": []"#,
                platforms: #""iPadOS": "17.0", "visionOS": "1.0""#),
            .screen(
                #""navigationBar": { "title": "Workout" }, "content": [ { "type": "button", "title": "Start" } ]"#,
                platforms: #""watchOS": "10.0""#)
        ], scope: .screen)

    /// Kinds and platforms another rule already reports, with more specific advice.
    static let reportedElsewhere: [(kind: ComponentKind, platform: Platform)] = [(.slider, .tvOS)]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            for bar in Self.screenBars {
                guard let value = screen.node[bar.name], value.kind == .object else { continue }
                let failing = context.judgedPlatforms(for: screen).filter { !$0.profile.supports(article: bar.article) }
                guard !failing.isEmpty else { continue }
                violations.append(
                    violation(
                        at: value.range, what: bar.words, failing: failing,
                        others: context.judgedPlatforms(for: screen).map(\.platform)))
            }
        }
        // The judged platforms follow from the screen's `platform` alone (see `JudgedPlatformsKey`), so
        // which of them a kind fails on is worked out once per screen platform and kind; a screen's
        // components come one after another, so its platform is read once.
        var failingByScreenPlatform: [Platform?: [ComponentKind: [JudgedPlatform]]] = [:]
        var screen: (index: Int, platform: Platform?)?
        for component in context.spec.components {
            guard let kind = component.componentKind, let typeNode = component.kindNode else { continue }
            if screen?.index != component.screenIndex {
                screen = (component.screenIndex, context.spec.screen(atIndex: component.screenIndex)?.platform)
            }
            let screenPlatform = screen?.platform
            let failing: [JudgedPlatform]
            if let known = failingByScreenPlatform[screenPlatform]?[kind] {
                failing = known
            } else {
                failing = context.judgedPlatforms(for: component).filter { judged in
                    !kind.spec.exists(on: judged.profile)
                        && !Self.reportedElsewhere.contains { $0.kind == kind && $0.platform == judged.platform }
                }
                failingByScreenPlatform[screenPlatform, default: [:]][kind] = failing
            }
            guard !failing.isEmpty else { continue }
            let judged = context.judgedPlatforms(for: component)
            violations.append(violation(at: typeNode.range, what: component.displayName, failing: failing, others: judged.map(\.platform)))
        }
        return violations
    }

    /// A screen bar (`tabBar`, `toolbar`, `navigationBar`), judged by the article its property links to.
    private struct ScreenBar: Sendable {
        /// The screen's property.
        let name: String
        /// The HIG article the property links to.
        let article: String
        /// The name for messages: `Tab bar`.
        let words: String
    }

    /// The screen bars, read from the vocabulary once.
    private static let screenBars: [ScreenBar] = FormatVocabulary.properties(in: .screen).compactMap { property in
        guard case .object = property.shape, let article = property.higURL.flatMap(HIGLink.article(of:)) else { return nil }
        return ScreenBar(name: property.name, article: article, words: words(property.name))
    }

    private func violation(at range: Range<Int>, what: String, failing: [JudgedPlatform], others: [Platform]) -> RuleViolation {
        let failingPlatforms = failing.map(\.platform)
        let supported = others.first { !failingPlatforms.contains($0) }
        return RuleViolation(range: range, message: Self.message(what: what, unsupportedOn: failingPlatforms, supportedOn: supported))
    }

    /// The finding's message: `what` (a bar or component) isn't supported on the `unsupportedOn` platforms the
    /// screen targets; it suggests narrowing the screen to `supportedOn` when another targeted platform has it.
    static func message(what: String, unsupportedOn failing: [Platform], supportedOn supported: Platform?) -> String {
        let alternative = "a component \(Platform.list(failing)) \(failing.count == 1 ? "has" : "have")"
        let fix =
            supported.map { "Give the screen \"platform\": \"\($0.rawValue)\", or use \(alternative) on a screen of its own." }
            ?? "Use \(alternative) instead."
        return "\(what) isn't supported on \(Platform.list(failing)), which the screen targets. \(fix)"
    }

    /// `tabBar` → `Tab bar`.
    private static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase { result += " " + character.lowercased() } else { result.append(character) }
        }
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}
