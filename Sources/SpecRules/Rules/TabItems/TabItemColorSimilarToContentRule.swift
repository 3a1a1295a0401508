import SpecKnowledge
import SpecModel
import SpecSyntax

/// A tab's own colors stand apart from the content background behind the tab bar.
public struct TabItemColorSimilarToContentRule: Rule {
    public static let description = RuleDescription(
        id: "tab-item-color-similar-to-content",
        title: "A tab's own colors stand apart from the content background",
        category: .bars,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS],
        higURLs: [HIGLink.url("tab-bars", "Best-practices"), HIGLink.url("accessibility", "Vision")],
        rationale: """
            Real apps color their tabs (`color`, and `selectedColor` for the selected tab). The tab bar floats \
            over the app's content, so a tab label colored like the content background behind it disappears. \
            The HIG gives no ratio for "similar"; the check takes the lowest ratio of the HIG's contrast table, \
            \(Self.thresholdText), as the point below which two colors are similar, and compares each tab color \
            with the screen's `background` (`systemBackground` when absent) in every appearance of every \
            platform the screen targets. Tabs without their own colors are drawn by the system and not judged.
            """,
        quote: "Avoid applying a similar color to tab labels and content layer backgrounds.",
        triggeringExamples: [
            .screen(
                ##""background": "#FFF4E0", "tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "selectedColor": ↓"#FFB347" }, { "title": "Search", "symbol": "magnifyingglass" } ] }"##
            ),
            // Another platform, judged in its own (dark) appearance.
            .screen(
                ##""background": "#1C1C1E", "tabBar": { "items": [ { "title": "Movies", "symbol": "film", "color": ↓"#3A3A3C" } ] }"##,
                platforms: #""tvOS": "17.0""#),
            // Only the dark appearance fails.
            .screen(
                ##""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "color": ↓{ "light": "#0A4FA3", "dark": "#101820" } } ] }"##
            )
        ],
        nonTriggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "selectedColor": "systemBlue" }, { "title": "Search", "symbol": "magnifyingglass", "color": "secondaryLabel" } ] }"#
            ),
            .screen(
                ##""background": "#FFF4E0", "tabBar": { "items": [ { "title": "Home", "symbol": "house.fill", "selectedColor": "#8A3B00" } ] }"##
            ),
            // No own colors: the system draws the tabs.
            .screen(##""background": "#FFB347", "tabBar": { "items": [ { "title": "Home", "symbol": "house.fill" } ] }"##)
        ], scope: .screen)

    /// The ratio below which two colors count as similar: the contrast table's large-text figure.
    private static var threshold: Double? { HIGFigures.contrast?.largeText }

    private static var thresholdText: String {
        threshold.map { "\(PointSize.format($0)):1" } ?? "(the contrast table could not be read)"
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let threshold = Self.threshold else { return [] }
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            let judged = context.judgedPlatforms(for: screen, among: Self.description.platforms)
            guard !judged.isEmpty,
                let background = screen.background.flatMap(context.colors.resolve)
                    ?? context.colors.resolveSystemColor(named: "systemBackground")
            else { continue }
            let backgroundName = screen.background.map { Self.text(of: $0) } ?? "(systemBackground)"
            for item in TabItem.items(of: screen) {
                for key in ["color", "selectedColor"] {
                    guard let node = item.node[key], let foreground = context.colors.resolve(node) else { continue }
                    var lowest: (ratio: Double, appearance: Appearance, platform: Platform)?
                    for platform in judged {
                        for appearance in platform.profile.appearances.value {
                            guard let tab = foreground[appearance].color, let content = background[appearance].color else { continue }
                            let ratio = RGBAColor.contrastRatio(tab.composited(over: content), content)
                            if ratio + 0.005 < threshold, ratio < (lowest?.ratio ?? .infinity) {
                                lowest = (ratio, appearance, platform.platform)
                            }
                        }
                    }
                    guard let lowest else { continue }
                    let platform = Set(judged.map(\.platform)).count > 1 ? lowest.platform : nil
                    violations.append(
                        RuleViolation(
                            range: node.range,
                            message: Self.message(
                                item: item.name, key: key, color: Self.text(of: node), ratio: lowest.ratio, background: backgroundName,
                                appearance: lowest.appearance, platform: platform, threshold: threshold)))
                }
            }
        }
        return violations
    }

    /// The finding's message: `item`'s `key` color (`color`, as written) is `ratio`:1 against the content `background`
    /// (as written) in `appearance`, on `platform` when the screen is judged on several, below `threshold`:1.
    static func message(
        item: String, key: String, color: String, ratio: Double, background: String, appearance: Appearance, platform: Platform?,
        threshold: Double
    ) -> String {
        let on = platform.map { " on \($0.rawValue)" } ?? ""
        let written = PointSize.format((ratio * 100).rounded() / 100)
        return
            "\(item)'s \(key) \(color) is \(written):1 against the content background \(background) in \(appearance.displayName) appearance\(on), below \(PointSize.format(threshold)):1: a color similar to the content behind the tab bar. Use a color that stands apart from the background, or leave \"\(key)\" out so the system colors the tab."
    }

    /// How a color value was written, for messages.
    private static func text(of node: SyntaxNode) -> String {
        node.stringValue.map { "`\($0)`" } ?? "(per appearance)"
    }
}
