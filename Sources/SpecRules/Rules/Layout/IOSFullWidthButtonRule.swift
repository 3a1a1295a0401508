import SpecKnowledge
import SpecModel
import SpecSyntax

/// iOS buttons respect the system margins instead of spanning the full width of the screen.
public struct IOSFullWidthButtonRule: Rule {
    public static let description = RuleDescription(
        id: "ios-full-width-button",
        title: "iOS buttons are inset from the edges of the screen",
        category: .layout,
        defaultSeverity: .warning,
        platforms: [.iOS],
        higURLs: [HIGLink.url("layout", "iOS")],
        rationale: """
            Buttons feel at home in iOS when they respect the system-defined margins and are inset from the \
            edges of the screen. A button whose `width` is exactly the portrait width of an iPhone screen in the \
            HIG's device table (\(Self.widthsText)), or wider than the widest of them, spans the full width of \
            the screen. Where a full-width button is needed, it has to harmonize with the curvature of the \
            hardware and align with adjacent safe areas; this check can't see that, so it reports the width.
            """,
        quote: "Avoid full-width buttons.",
        triggeringExamples: [
            .content(#"{ "type": "button", "title": "Check Out", "style": "borderedProminent", "width": ↓393, "height": 50 }"#),
            .content(
                #"{ "type": "stack", "children": [ { "type": "button", "title": "Continue", "width": ↓375, "height": 50 } ] }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#),
            .content(#"{ "type": "button", "title": "Buy", "width": ↓500, "height": 50 }"#)
        ],
        nonTriggeringExamples: [
            // 375 − 2 × 16: inset by the margins.
            .content(#"{ "type": "button", "title": "Check Out", "style": "borderedProminent", "width": 343, "height": 50 }"#),
            .content(#"{ "type": "button", "title": "Continue", "width": 393, "height": 50 }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "text", "text": "Banner", "width": 393 }"#),
            .screen(
                #""platform": "iPadOS", "content": [ { "type": "button", "title": "Continue", "width": 393, "height": 50 } ]"#,
                platforms: #""iOS": "17.0", "iPadOS": "17.0""#)
        ], scope: .screen)

    /// The iPhone screens of the HIG's device table.
    private static var iPhones: [DeviceScreen] { DeviceCatalog.shared.screens(for: .iOS) }

    private static var widthsText: String {
        let widths = Set(iPhones.map(\.width)).sorted().map(PointSize.format)
        return widths.isEmpty ? "the table could not be read" : "\(widths.joined(separator: ", ")) pt"
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let iPhones = Self.iPhones
        guard let widest = iPhones.map(\.width).max() else { return [] }
        var violations: [RuleViolation] = []
        for button in context.components(.button, judgedOnAnyOf: Self.description.platforms) where !button.placement.isBarItem {
            guard let node = button.value("width"), let width = node.numberValue else { continue }
            if let iPhone = iPhones.first(where: { abs($0.width - width) < 0.5 }) {
                violations.append(RuleViolation(range: node.range, message: Self.message(width: width, iPhone: iPhone.name)))
            } else if width > widest {
                violations.append(RuleViolation(range: node.range, message: Self.message(width: width, iPhone: nil)))
            }
        }
        return violations
    }

    /// The finding's message: a button `width` pt wide spans the screen of `iPhone` (nil: is wider than every iPhone's).
    static func message(width: Double, iPhone: String?) -> String {
        let spans = iPhone.map { "the full width of an \($0) screen" } ?? "wider than every iPhone screen"
        return
            "Button is \(PointSize.format(width)) pt wide, \(spans); avoid full-width buttons in iOS. Inset it from the edges of the screen to respect the system-defined margins."
    }
}
