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
            "https://developer.apple.com/design/human-interface-guidelines/accessibility#Mobility",
            "https://developer.apple.com/design/human-interface-guidelines/buttons#Best-practices",
        ],
        rationale: """
            People select controls by touch, pointer, eyes or remote; small hit regions cause missed taps. \
            Default / minimum sizes: iOS and iPadOS 44×44 pt / 28×28 pt, macOS 28×28 pt / 20×20 pt, \
            tvOS 66×66 pt / 56×56 pt, visionOS 60×60 pt / 28×28 pt, watchOS 44×44 pt / 28×28 pt. \
            Below the minimum is an error; below the default a warning.
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

    /// Default and minimum hit-region edge in points for each platform.
    static let sizes: [Platform: (default: Double, minimum: Double)] = [
        .iOS: (44, 28), .iPadOS: (44, 28), .macOS: (28, 20), .tvOS: (66, 56), .visionOS: (60, 28), .watchOS: (44, 28),
    ]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.spec.components where component.isInteractive {
            let widthNode = component.value("width")
            let heightNode = component.value("height")
            let width = widthNode?.numberValue
            let height = heightNode?.numberValue
            guard width != nil || height != nil else { continue }
            // Report against the failing target with the strictest requirement, preferring one whose
            // minimum is also missed.
            let smallest = min(width ?? .infinity, height ?? .infinity)
            var worst: (target: PlatformTarget, belowMinimum: Bool, required: (default: Double, minimum: Double))?
            for target in context.spec.targets(for: component) {
                guard let required = Self.sizes[target.platform], smallest < required.default else { continue }
                let belowMinimum = smallest < required.minimum
                if let current = worst, (current.belowMinimum ? 1 : 0, current.required.default) >= (belowMinimum ? 1 : 0, required.default) {
                    continue
                }
                worst = (target, belowMinimum, required)
            }
            guard let worst else { continue }
            let required = worst.required
            let offending = (width ?? .infinity) < required.default ? widthNode : heightNode
            guard let node = offending else { continue }
            let size: String
            switch (width, height) {
            case (let width?, let height?): size = "\(Self.format(width))×\(Self.format(height)) pt"
            case (let width?, nil): size = "\(Self.format(width)) pt wide"
            default: size = "\(Self.format(height)) pt tall"
            }
            let platform = worst.target.platform.rawValue
            let message = worst.belowMinimum
                ? "\(component.displayName) is \(size), below the \(platform) minimum of \(Self.format(required.minimum))×\(Self.format(required.minimum)) pt; make it at least \(Self.format(required.default))×\(Self.format(required.default)) pt."
                : "\(component.displayName) is \(size); \(platform) needs at least \(Self.format(required.default))×\(Self.format(required.default)) pt (minimum \(Self.format(required.minimum))×\(Self.format(required.minimum)) pt)."
            violations.append(
                RuleViolation(
                    range: node.range, message: message, severity: worst.belowMinimum ? .error : .warning,
                    fix: SuggestedFix(title: "Set to \(Self.format(required.default)) pt", range: node.range, newText: Self.format(required.default))))
        }
        return violations
    }

    private static func format(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "?" }
        return FontResolver.format(value)
    }
}
