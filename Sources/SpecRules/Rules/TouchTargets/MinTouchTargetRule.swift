import SpecKnowledge
import SpecModel
import SpecSyntax

/// Controls need a hit region of at least the platform's default size, and never below its minimum.
public struct MinTouchTargetRule: Rule {
    public static let description = RuleDescription(
        id: "min-touch-target",
        title: "Controls have a large enough hit region",
        category: .touchTargets,
        defaultSeverity: .error,
        higURLs: [
            HIGLink.url("accessibility", "Mobility"),
            HIGLink.url("buttons", "Best-practices"),
        ],
        rationale: """
            People select controls by touch, pointer, eyes or remote; small hit regions cause missed taps. \
            Default / minimum sizes (Accessibility › Mobility): \(PlatformFigureText.controlSizes). \
            Each platform a screen applies to is judged with its own sizes. Below the minimum is an error; \
            below the default a warning.
            """,
        triggeringExamples: [
            .content(#"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": ↓30, "height": 30 }"#),
            .content(#"{ "type": "button", "title": "Go", "width": 44, "height": ↓20 }"#),
            .content(#"{ "type": "toggle", "title": "Wi-Fi", "width": ↓60, "height": 60 }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "segmentedControl", "segments": ["Day", "Week"], "height": ↓24 }"#),
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": 44, "height": 44 }"#),
            .content(#"{ "type": "button", "title": "Open", "width": 28, "height": 28 }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "text", "text": "Tiny", "width": 10, "height": 10 }"#),
            .content(#"{ "type": "button", "title": "No size given" }"#),
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.spec.components where component.isInteractive {
            let widthNode = component.value("width")
            let heightNode = component.value("height")
            let width = widthNode?.numberValue
            let height = heightNode?.numberValue
            guard width != nil || height != nil else { continue }
            let judged = context.judgedPlatforms(for: component, among: Self.description.platforms)
            var failing: [(platform: Platform, belowMinimum: Bool, recommended: PointSize, minimum: PointSize)] = []
            for platform in judged {
                guard let recommended = platform.profile.defaultControlSize?.value, let minimum = platform.profile.minimumControlSize?.value,
                    Self.isBelow(width, height, recommended)
                else { continue }
                failing.append((platform.platform, Self.isBelow(width, height, minimum), recommended, minimum))
            }
            // Report the strictest requirement, preferring a platform whose minimum is also missed.
            guard let worst = failing.max(by: { ($0.belowMinimum ? 1 : 0, $0.recommended.width) < ($1.belowMinimum ? 1 : 0, $1.recommended.width) }) else { continue }
            let widthShort = width.map { $0 < worst.recommended.width } ?? false
            guard let node = widthShort ? widthNode : heightNode else { continue }
            let size: String
            switch (width, height) {
            case (let width?, let height?): size = PointSize(width: width, height: height).description
            case (let width?, nil): size = "\(Self.format(width)) pt wide"
            default: size = "\(Self.format(height)) pt tall"
            }
            let platforms = Platform.list(failing.filter { $0.belowMinimum == worst.belowMinimum && $0.recommended == worst.recommended }.map(\.platform))
            var message = worst.belowMinimum
                ? "\(component.displayName) is \(size), below the \(platforms) minimum of \(worst.minimum); make it at least \(worst.recommended)."
                : "\(component.displayName) is \(size); \(platforms) needs at least \(worst.recommended) (minimum \(worst.minimum))."
            let passing = judged.platforms.filter { platform in !failing.contains { $0.platform == platform } }
            let others = failing.filter { !($0.belowMinimum == worst.belowMinimum && $0.recommended == worst.recommended) }
            for other in others {
                message += " On \(other.platform.rawValue) it is below the \(other.belowMinimum ? "minimum of \(other.minimum)" : "default of \(other.recommended)")."
            }
            if !passing.isEmpty {
                message += " It is large enough on \(Platform.list(passing))."
            }
            let fix = SuggestedFix.size(width: widthNode, height: heightNode, to: worst.recommended, unit: "pt") { $0 < $1 }
            violations.append(
                RuleViolation(
                    range: node.range, message: message, severity: worst.belowMinimum ? .error : .warning, fix: fix))
        }
        return violations
    }

    /// True when a given width or height is smaller than `size`'s.
    private static func isBelow(_ width: Double?, _ height: Double?, _ size: PointSize) -> Bool {
        (width.map { $0 < size.width } ?? false) || (height.map { $0 < size.height } ?? false)
    }

    private static func format(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "?" }
        return FontResolver.format(value)
    }
}
