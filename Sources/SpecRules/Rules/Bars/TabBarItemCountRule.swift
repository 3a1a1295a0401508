import SpecKnowledge
import SpecModel
import SpecSyntax

/// A tab bar shows three to five tabs on iPhone and iPad.
public struct TabBarItemCountRule: Rule {
    public static let description = RuleDescription(
        id: "tab-bar-item-count",
        title: "Tab bars have five or fewer tabs",
        category: .bars,
        defaultSeverity: .information,
        platforms: Platform.allCases.filter { TabBarItemCountRule.maximum(on: $0) != nil },
        higURLs: [
            HIGLink.url("tab-bars"),
            HIGLink.url("tab-bars", "Best-practices"),
            HIGLink.url("tab-bars", "iPadOS")
        ],
        rationale: """
            Fewer tabs are easier to navigate. In the 2015 iOS HIG a tab bar in a compact width shows no more \
            than five tabs: with more, it shows four and moves the rest into a More tab, which hides sections \
            and costs a tap. Today's HIG gives a figure only for customizable iPad tab bars ("If you let \
            people select their own tabs, aim for a default list of five or fewer"), so iPad tab bars are \
            counted only with "isCustomizable": true. The figures are read per platform from the HIG's \
            component count table; on iPhone a typical range is three to five, so one or two tabs is \
            reported too (that range comes from an unofficial summary). Every finding is information: the \
            2015 sentence describes what the tab bar displays, and iPad's says "aim for". The HIG gives no tab \
            count for macOS, tvOS or visionOS, so they are not judged; watchOS has no tab bar.
            """,
        authority: .legacy2015,
        quote:
            "Displays no more than five tabs at one time in a horizontally compact environment (if there are more tabs, the tab bar displays four of them and adds the More tab, which reveals the additional tabs in a list)",
        triggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" }, ↓{ "title": "F" }, { "title": "G" } ] }"#
            ),
            .screen(#""tabBar": { "items": ↓[ { "title": "Home", "symbol": "house" }, { "title": "Saved", "symbol": "bookmark" } ] }"#),
            // "If you let people select their own tabs, aim for a default list of five or fewer": iPad's figure
            // holds for customizable tab bars only.
            .screen(
                #""tabBar": { "isCustomizable": true, "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" }, ↓{ "title": "F" } ] }"#,
                platforms: #""iPadOS": "18.0", "visionOS": "2.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" } ] }"#),
            .screen(#""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" } ] }"#),
            .screen(
                #""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" }, { "title": "F" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Saved", "symbol": "bookmark" } ] }"#,
                platforms: #""iPadOS": "18.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" }, { "title": "F" } ] }"#,
                platforms: #""iPadOS": "18.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" }, { "title": "F" }, { "title": "G" } ] }"#,
                platforms: #""tvOS": "17.0", "visionOS": "2.0""#)
        ], scope: .screen)

    /// The most tabs on `platform` (iPhone: "no more than 5 visible"; iPad's customizable tab bar: "a
    /// default list of 5 or fewer"); nil where the HIG gives no figure.
    static func maximum(on platform: Platform) -> Int? {
        HIGFigures.count(.tabBarTabs, on: platform)?.value
    }

    /// The low end of the typical range on `platform` ("typically 3-5", from an unofficial summary).
    static func typicalMinimum(on platform: Platform) -> Int? {
        HIGFigures.count(.tabBarTabsTypicalMinimum, on: platform)?.value
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            let customizable = screen.tabBar?["isCustomizable"]?.booleanValue == true
            // iPad's figure is the default list of a customizable tab bar; others are not counted on iPad.
            let judged = context.judgedPlatforms(for: screen, among: Self.description.platforms).map(\.platform)
                .filter { $0 != .iPadOS || customizable }
            guard !judged.isEmpty, let items = screen.tabBar?["items"], items.kind == .array else { continue }
            let count = items.elements.count
            let over = judged.compactMap { platform in Self.maximum(on: platform).flatMap { count > $0 ? (platform, $0) : nil } }
            if let iPhone = over.first(where: { $0.0 == .iOS }) ?? over.first {
                let limit = iPhone.1
                let message =
                    iPhone.0 == .iOS
                    ? Self.tooManyOnIPhone(count: count, maximum: limit, alsoIPad: over.contains { $0.0 == .iPadOS })
                    : Self.tooManyOnIPad(count: count, maximum: limit)
                violations.append(RuleViolation(range: items.elements[min(limit, count - 1)].range, message: message))
                continue
            }
            let few = judged.compactMap { platform in Self.typicalMinimum(on: platform).flatMap { count > 0 && count < $0 ? $0 : nil } }
            if let minimum = few.first, let maximum = judged.compactMap(Self.maximum(on:)).first {
                violations.append(
                    RuleViolation(
                        range: items.range,
                        message: Self.tooFew(count: count, minimum: minimum, maximum: maximum)))
            }
        }
        return violations
    }

    /// The finding's message: the tab bar has `count` items, more than iPhone's `maximum`; when `alsoIPad`, it
    /// adds that a customizable iPad tab bar starts from as few.
    static func tooManyOnIPhone(count: Int, maximum: Int, alsoIPad: Bool) -> String {
        "Tab bar has \(count) items; keep it to \(maximum) or fewer on iPhone so none move into a More tab."
            + (alsoIPad ? " Customizable iPad tab bars also start from \(maximum) or fewer." : "")
    }

    /// The finding's message: the customizable tab bar has `count` items, more than iPad's default list of `maximum`.
    static func tooManyOnIPad(count: Int, maximum: Int) -> String {
        "Customizable tab bar has \(count) items; on iPad aim for a default list of \(maximum) or fewer, so the tab bar stays the same in compact and regular widths."
    }

    /// The finding's message: the tab bar has `count` items, fewer than the typical `minimum` to `maximum`.
    static func tooFew(count: Int, minimum: Int, maximum: Int) -> String {
        "Tab bar has \(count) item\(count == 1 ? "" : "s"); tab bars typically have \(minimum) to \(maximum). With fewer sections, consider another navigation style."
    }
}
