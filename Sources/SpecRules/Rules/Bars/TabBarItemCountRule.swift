import SpecKnowledge
import SpecModel
import SpecSyntax

/// A tab bar shows three to five tabs on iPhone and iPad.
public struct TabBarItemCountRule: Rule {
    public static let description = RuleDescription(
        id: "tab-bar-item-count",
        title: "Tab bars have five or fewer tabs",
        category: .bars,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [
            "https://developer.apple.com/design/human-interface-guidelines/tab-bars#Best-practices",
            "https://developer.apple.com/design/human-interface-guidelines/tab-bars#iPadOS",
        ],
        rationale: """
            Fewer tabs are easier to navigate. On iPhone a tab bar with more than five tabs shows four and \
            moves the rest into a More tab, which hides sections and costs a tap; customizable iPad tab \
            bars also default to five or fewer. The five-tab figure comes from the 2015 iOS HIG and the \
            iPadOS customization default; a typical range is three to five, so one or two tabs is reported \
            as information (fewer than three comes from an unofficial summary).
            """,
        triggeringExamples: [
            .screen(
                #""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" }, ↓{ "title": "F" }, { "title": "G" } ] }"#),
            .screen(#""tabBar": { "items": ↓[ { "title": "Home", "symbol": "house" }, { "title": "Saved", "symbol": "bookmark" } ] }"#, platforms: #""iPadOS": "18.0""#),
        ],
        nonTriggeringExamples: [
            .screen(#""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" } ] }"#),
            .screen(#""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" } ] }"#),
            .screen(#""tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" }, { "title": "D" }, { "title": "E" }, { "title": "F" } ] }"#, platforms: #""macOS": "14.0""#),
        ], scope: .screen)

    /// The most tabs that fit without a More tab.
    static let maximum = 5
    /// The low end of the typical range.
    static let typicalMinimum = 3

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            let platforms = Set(context.spec.targets(for: screen).map(\.platform))
            guard !platforms.isDisjoint(with: [.iOS, .iPadOS]), let items = screen.tabBar?["items"], items.kind == .array else { continue }
            let count = items.elements.count
            let device = platforms.contains(.iOS) ? "iPhone" : "iPad"
            if count > Self.maximum {
                violations.append(
                    RuleViolation(
                        range: items.elements[Self.maximum].range,
                        message: "Tab bar has \(count) items; keep it to \(Self.maximum) or fewer on \(device) so none move into a More tab."))
            } else if count > 0 && count < Self.typicalMinimum {
                violations.append(
                    RuleViolation(
                        range: items.range,
                        message: "Tab bar has \(count) item\(count == 1 ? "" : "s"); tab bars typically have \(Self.typicalMinimum) to \(Self.maximum). With fewer sections, consider another navigation style.",
                        severity: .information))
            }
        }
        return violations
    }
}
