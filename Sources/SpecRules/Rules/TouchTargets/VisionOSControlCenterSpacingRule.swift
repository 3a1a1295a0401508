import SpecKnowledge
import SpecModel
import SpecSyntax

/// visionOS controls side by side keep their centers far enough apart to look at one at a time.
public struct VisionOSControlCenterSpacingRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-control-center-spacing",
        title: "visionOS controls keep their centers 60 pt apart",
        category: .touchTargets,
        defaultSeverity: .information,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("buttons", "visionOS"), HIGLink.url("layout", "visionOS")],
        rationale: """
            People aim with their eyes in visionOS. Include enough space around interactive components that \
            identifying one is easy and comfortable and the system's hover effect doesn't cover its neighbor: \
            place buttons so their centers are always at least 60 pt apart. In a stack with a `spacing`, two \
            neighboring controls' centers are half of each one's size along the stack's axis plus the spacing \
            apart. The figure is read from the platform profile. The HIG says "Aim to place buttons", so this \
            is information.
            """,
        quote: "Aim to place buttons so their centers are always at least 60 pts apart.",
        triggeringExamples: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": ↓8, "children": [ { "type": "button", "symbol": "heart", "accessibilityLabel": "Like", "width": 44, "height": 44 }, { "type": "button", "symbol": "arrow.2.squarepath", "accessibilityLabel": "Repost", "width": 44, "height": 44 } ] }"#,
                platforms: #""visionOS": "1.0""#),
            .content(
                #"{ "type": "stack", "spacing": ↓0, "children": [ { "type": "button", "title": "Sign In", "height": 52 }, { "type": "button", "title": "Create Account", "height": 52 } ] }"#,
                platforms: #""iOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            // 44 / 2 + 16 + 44 / 2 = 60 pt: exactly the figure.
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 16, "children": [ { "type": "button", "symbol": "heart", "accessibilityLabel": "Like", "width": 44, "height": 44 }, { "type": "button", "symbol": "arrow.2.squarepath", "accessibilityLabel": "Repost", "width": 44, "height": 44 } ] }"#,
                platforms: #""visionOS": "1.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 8, "children": [ { "type": "button", "title": "Like", "width": 44 }, { "type": "text", "text": "12" }, { "type": "button", "title": "Reply", "width": 44 } ] }"#,
                platforms: #""visionOS": "1.0""#),
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": 8, "children": [ { "type": "button", "title": "Like", "width": 44 }, { "type": "button", "title": "Reply", "width": 44 } ] }"#
            )
        ],
        corrections: [
            .content(
                #"{ "type": "stack", "axis": "horizontal", "spacing": ↓8, "children": [ { "type": "button", "symbol": "heart", "accessibilityLabel": "Like", "width": 44, "height": 44 }, { "type": "button", "symbol": "arrow.2.squarepath", "accessibilityLabel": "Repost", "width": 44, "height": 44 } ] }"#,
                #"{ "type": "stack", "axis": "horizontal", "spacing": 16, "children": [ { "type": "button", "symbol": "heart", "accessibilityLabel": "Like", "width": 44, "height": 44 }, { "type": "button", "symbol": "arrow.2.squarepath", "accessibilityLabel": "Repost", "width": 44, "height": 44 } ] }"#,
                platforms: #""visionOS": "1.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for stack in context.components(.stack) {
            guard let spacingNode = stack.value("spacing"), let spacing = spacingNode.numberValue,
                let children = stack.value("children"), children.kind == .array,
                let judged = context.judgedPlatforms(for: stack, among: Self.description.platforms).first,
                let required = HIGFigures.figure(.controlCenterSpacing, on: judged.platform)?.value
            else { continue }
            let extentKey = (stack.axis ?? .vertical) == .horizontal ? "width" : "height"
            let items = children.elements.map { element in context.spec.component(at: element) }
            var closest: Double?
            for (first, second) in zip(items, items.dropFirst()) {
                guard let first, let second, first.isInteractive, second.isInteractive,
                    let a = first.number(extentKey), let b = second.number(extentKey)
                else { continue }
                let distance = a / 2 + spacing + b / 2
                if distance < (closest ?? .infinity) { closest = distance }
            }
            guard let closest, closest < required else { continue }
            let fixed = PointSize.format(spacing + required - closest)
            violations.append(
                RuleViolation(
                    range: spacingNode.range,
                    message: Self.message(
                        axis: stack.axis ?? .vertical, distance: closest, required: required, spacing: spacing + required - closest),
                    fix: SuggestedFix(title: "Set spacing to \(fixed) pt", range: spacingNode.range, newText: fixed)))
        }
        return violations
    }

    /// The finding's message: controls in an `axis` stack have centers `distance` pt apart, less than visionOS's
    /// `required`; `spacing` is the stack spacing that keeps them apart.
    static func message(axis: Axis, distance: Double, required: Double, spacing: Double) -> String {
        "Controls in this \(axis.rawValue) stack have centers \(PointSize.format(distance)) pt apart; in visionOS keep the centers of interactive elements at least \(PointSize.format(required)) pt apart so people can look at one without the hover effect covering the next. Set \"spacing\" to at least \(PointSize.format(spacing))."
    }
}
