import SpecKnowledge
import SpecModel
import SpecSyntax

/// Buttons side by side or stacked keep about 12 pt between them with a bezel, about 24 pt without.
public struct ControlPaddingRule: Rule {
    public static let description = RuleDescription(
        id: "control-padding",
        title: "Enough padding between neighboring buttons",
        category: .touchTargets,
        defaultSeverity: .information,
        platforms: Self.touchPlatforms,
        higURLs: [HIGLink.url("accessibility", "Mobility")],
        rationale: """
            Padding between controls reduces the chance that someone taps the wrong one. The check reads a \
            stack's `spacing` between neighboring buttons and links: the larger of their paddings applies, \
            \(Self.figuresText). A button has a bezel when its style draws one (`bordered`, the prominent and \
            glass styles, `help`); plain, borderless and unstyled buttons and links have none. The figures are \
            read from the platform profiles, which give them for iPhone and iPad (watchOS puts two or three \
            buttons side by side on a narrow screen; visionOS has its own 60 pt between control centers). The \
            HIG says "In general, it works well", so this is information.
            """,
        quote:
            "In general, it works well to add about 12 points of padding around elements that include a bezel. For elements without a bezel, about 24 points of padding works well around the element’s visible edges.",
        triggeringExamples: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": ↓4, "children": [ { "type": "button", "title": "Cancel", "style": "bordered" }, { "type": "button", "title": "Save", "style": "borderedProminent" } ] }"#),
            .content(
                #"{ "type": "stack", "spacing": ↓12, "children": [ { "type": "button", "title": "Forgot Password" }, { "type": "link", "title": "Privacy Policy", "url": "https://example.com" } ] }"#,
                platforms: #""iPadOS": "17.0", "macOS": "14.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": ↓8, "children": [ { "type": "button", "title": "Reply", "style": "bordered" }, { "type": "button", "symbol": "trash", "accessibilityLabel": "Delete" } ] }"#,
                platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 12, "children": [ { "type": "button", "title": "Cancel", "style": "bordered" }, { "type": "button", "title": "Save", "style": "borderedProminent" } ] }"#),
            .content(
                #"{ "type": "stack", "spacing": 24, "children": [ { "type": "button", "title": "Forgot Password" }, { "type": "link", "title": "Privacy Policy", "url": "https://example.com" } ] }"#),
            // Not neighbors: text between them.
            .content(
                #"{ "type": "stack", "spacing": 4, "children": [ { "type": "button", "title": "Edit" }, { "type": "text", "text": "or" }, { "type": "button", "title": "Share" } ] }"#),
            // Platforms without the figure: macOS (pointer), tvOS (focus), watchOS (narrow rows).
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 4, "children": [ { "type": "button", "title": "Cancel" }, { "type": "button", "title": "Save" } ] }"#,
                platforms: #""macOS": "14.0", "tvOS": "17.0", "watchOS": "10.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": ↓4, "children": [ { "type": "button", "title": "Cancel", "style": "bordered" }, { "type": "button", "title": "Save", "style": "borderedProminent" } ] }"#,
                #"{ "type": "stack", "axis": "horizontal", "spacing": 12, "children": [ { "type": "button", "title": "Cancel", "style": "bordered" }, { "type": "button", "title": "Save", "style": "borderedProminent" } ] }"#)
        ], scope: .screen)

    /// The platforms whose profiles give the padding (iOS and iPadOS).
    private static var touchPlatforms: [Platform] {
        Platform.allCases.filter { HIGFigures.figure(.controlPaddingWithBezel, on: $0) != nil }
    }

    private static var figuresText: String {
        guard let platform = touchPlatforms.first else { return "(the platform profiles give no padding)" }
        let withBezel = HIGFigures.figure(.controlPaddingWithBezel, on: platform).map { PointSize.format($0.value) } ?? "?"
        let withoutBezel = HIGFigures.figure(.controlPaddingWithoutBezel, on: platform).map { PointSize.format($0.value) } ?? "?"
        return "about \(withBezel) pt around a control with a bezel and about \(withoutBezel) pt around one without"
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for stack in context.components(.stack) {
            guard let spacingNode = stack.value("spacing"), let spacing = spacingNode.numberValue else { continue }
            let judged = context.judgedPlatforms(for: stack, among: Self.description.platforms)
            guard !judged.isEmpty else { continue }
            let children = context.spec.children(of: stack)
            var needed: (padding: Double, bezeled: Bool)?
            for (first, second) in zip(children, children.dropFirst()) {
                guard let firstBezel = Self.hasBezel(first), let secondBezel = Self.hasBezel(second) else { continue }
                // Without a bezel on either side, the larger padding applies.
                let bezeled = firstBezel && secondBezel
                let figure: PlatformFigure = bezeled ? .controlPaddingWithBezel : .controlPaddingWithoutBezel
                for platform in judged {
                    guard let padding = HIGFigures.figure(figure, on: platform.platform)?.value, padding > spacing,
                        needed.map({ $0.padding < padding }) ?? true
                    else { continue }
                    needed = (padding, bezeled)
                }
            }
            guard let needed else { continue }
            let fixed = PointSize.format(needed.padding)
            violations.append(
                RuleViolation(
                    range: spacingNode.range,
                    message: Self.message(spacing: spacing, padding: needed.padding, bezeled: needed.bezeled),
                    fix: SuggestedFix(title: "Set spacing to \(fixed) pt", range: spacingNode.range, newText: fixed)))
        }
        return violations
    }

    /// Whether `component`, a button or link, draws a bezel; nil for other components.
    static func hasBezel(_ component: Component) -> Bool? {
        switch component.componentKind {
        case .button: return component.buttonStyle?.hasBezel ?? false
        case .link: return false
        default: return nil
        }
    }

    /// The finding's message: neighboring buttons `spacing` pt apart, less than the `padding` that works well
    /// (`bezeled` when both have a bezel).
    static func message(spacing: Double, padding: Double, bezeled: Bool) -> String {
        let which = bezeled ? "buttons with a bezel" : "buttons and links without a bezel"
        return
            "Neighboring buttons in this stack are \(PointSize.format(spacing)) pt apart; about \(PointSize.format(padding)) pt of padding works well around \(which), so people don't tap the wrong one. Set \"spacing\" to \(PointSize.format(padding))."
    }
}
