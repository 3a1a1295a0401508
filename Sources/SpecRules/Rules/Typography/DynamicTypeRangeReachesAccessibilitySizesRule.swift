import SpecKnowledge
import SpecModel
import SpecSyntax

/// A Dynamic Type range (`.dynamicTypeSize(...)`) reaches the accessibility sizes.
public struct DynamicTypeRangeReachesAccessibilitySizesRule: Rule {
    public static let description = RuleDescription(
        id: "dynamic-type-range-reaches-accessibility-sizes",
        title: "A Dynamic Type range reaches the accessibility sizes",
        category: .typography,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS, .watchOS],
        higURLs: [HIGLink.url("accessibility", "Vision"), HIGLink.url("typography", "Supporting-Dynamic-Type")],
        rationale: """
            SwiftUI's `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` caps the text size an app or screen takes; the spec \
            writes it as `dynamicTypeRange`. People who need larger text turn on Larger Accessibility Text Sizes \
            (\(SupportDynamicTypeRule.bodyGrowth)); a range whose `max` stops before `accessibility1` gives them none of \
            it. macOS has no Dynamic Type, so a macOS-only range is not judged.
            """,
        quote: "Support larger text sizes.",
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "dynamicTypeRange": { "max": ↓"xxxLarge" }, "screens": [] }"#),
            .screen(#""dynamicTypeRange": { "min": "small", "max": ↓"large" }"#, platforms: #""watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "dynamicTypeRange": { "max": "accessibility2" }, "screens": [] }"#),
            .screen(#""dynamicTypeRange": { "min": "large" }"#),
            .screen(#""dynamicTypeRange": { "max": "xLarge" }"#, platforms: #""macOS": "14.0""#)
        ],
        corrections: [
            .screen(#""dynamicTypeRange": { "max": ↓"xxxLarge" }"#, #""dynamicTypeRange": { "max": "accessibility5" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        if let range = context.spec.root?[Self.key], !context.judgedPlatforms(for: nil, among: Self.description.platforms).isEmpty,
            let violation = Self.violation(range, owner: "The app")
        {
            violations.append(violation)
        }
        for screen in context.spec.screens {
            guard let range = screen.node[Self.key], !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty,
                let violation = Self.violation(range, owner: screen.displayName.prefix(1).uppercased() + screen.displayName.dropFirst())
            else { continue }
            violations.append(violation)
        }
        return violations
    }

    /// `dynamicTypeRange`.
    static let key = "dynamicTypeRange"

    /// The finding on `range`'s `max` when it stops before the accessibility sizes.
    private static func violation(_ range: SyntaxNode, owner: String) -> RuleViolation? {
        guard range.kind == .object, let maxNode = range["max"], let name = maxNode.stringValue,
            let size = ContentSizeCategory(dynamicTypeSizeName: name), !size.isAccessibilitySize,
            let largest = ContentSizeCategory.allCases.last
        else { return nil }
        return RuleViolation(
            range: maxNode.range, message: message(owner: owner, max: name),
            fix: SuggestedFix(
                title: "Reach \(largest.dynamicTypeSizeName)", range: maxNode.range, newText: "\"\(largest.dynamicTypeSizeName)\""))
    }

    /// The finding's message: `owner`'s Dynamic Type range stops at `max`, below the accessibility sizes.
    static func message(owner: String, max: String) -> String {
        "\(owner) caps Dynamic Type at \(max), so people who turn on Larger Accessibility Text Sizes get no larger text; let the range reach accessibility5 (or remove `max`)."
    }
}
