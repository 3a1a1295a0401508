import SpecKnowledge
import SpecModel

/// App icons provide dark, clear and tinted appearances.
public struct AppIconAppearanceVariantsRule: Rule {
    public static let description = RuleDescription(
        id: "app-icon-appearance-variants",
        title: "App icons provide dark, clear and tinted appearances",
        category: .appIcon,
        defaultSeverity: .information,
        platforms: [.iOS, .iPadOS, .macOS],
        higURLs: [
            HIGLink.url("app-icons", "Appearances"),
            HIGLink.url("app-icons", "Specifications"),
        ],
        rationale: """
            On iOS, iPadOS and macOS people can show app icons in six appearances: default, dark, clear \
            light, clear dark, tinted light and tinted dark. The system generates the ones an app omits, \
            which rarely looks as intended, so design each variant with the same core artwork. This is \
            information for the primary icon, since the system fills in missing variants.
            """,
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "18.0" }, "appIcon": { "width": 1024, "height": 1024, "appearances": ↓["default"] } }"#),
            RuleExample(#"{ "platforms": { "macOS": "26.0" }, "appIcon": { "appearances": ↓["default", "dark", "tintedLight", "tintedDark"] } }"#),
        ],
        nonTriggeringExamples: [
            RuleExample(
                #"{ "platforms": { "iOS": "26.0" }, "appIcon": { "appearances": ["default", "dark", "clearLight", "clearDark", "tintedLight", "tintedDark"] } }"#),
            RuleExample(#"{ "platforms": { "iOS": "26.0" }, "appIcon": { "width": 1024, "height": 1024 } }"#),
            RuleExample(#"{ "platforms": { "iOS": "26.0" }, "appIcon": { "appearances": "all" } }"#),
        ])

    /// Every appearance the HIG lists, in its order.
    static let appearances = ["default", "dark", "clearLight", "clearDark", "tintedLight", "tintedDark"]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let icon = context.spec.root?["appIcon"], icon.kind == .object, let node = icon["appearances"], node.kind == .array else { return [] }
        let given = Set(node.elements.compactMap(\.stringValue))
        let missing = Self.appearances.filter { !given.contains($0) }
        guard !missing.isEmpty else { return [] }
        return [
            RuleViolation(
                range: node.range,
                message: "App icon has \(Self.appearances.count - missing.count) of \(Self.appearances.count) appearances; add \(missing.joined(separator: ", ")) so the system need not generate them.")
        ]
    }
}
