import SpecKnowledge
import SpecModel

/// The app icon's background layer is opaque, edge to edge.
public struct AppIconBackgroundOpaqueRule: Rule {
    public static let description = RuleDescription(
        id: "app-icon-background-opaque",
        title: "App icon backgrounds are opaque",
        category: .appIcon,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("app-icons", "Layer-design"),
            HIGLink.url("images", "Layered-images")
        ],
        rationale: """
            An app icon's background layer must be full-bleed and fully opaque (alpha 1 for every pixel); \
            foreground layers may be translucent. tvOS rejects layered icons with a transparent \
            background at build time, and elsewhere the system fills transparent areas unpredictably.
            """,
        quote: "If you do import a background layer, make sure it’s full-bleed and opaque.",
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "opaqueBackground": ↓false } }"#),
            RuleExample(#"{ "platforms": { "tvOS": "17.0" }, "appIcon": { "width": 800, "height": 480, "opaqueBackground": ↓false } }"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "opaqueBackground": true } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "width": 1024 } }"#)
        ],
        corrections: [
            RuleCorrection(
                #"{ "platforms": { "iOS": "17.0" }, "appIcon": { "opaqueBackground": ↓false } }"#,
                #"{ "platforms": { "iOS": "17.0" }, "appIcon": { "opaqueBackground": true } }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let icon = context.spec.root?["appIcon"], icon.kind == .object, let node = icon["opaqueBackground"],
            node.booleanValue == false
        else { return [] }
        let platforms = Platform.list(context.judgedPlatforms(for: nil as Screen?, among: Self.description.platforms).platforms)
        return [
            RuleViolation(
                range: node.range,
                message: Self.message(platforms: platforms),
                fix: SuggestedFix(title: "Make the background opaque", range: node.range, newText: "true"))
        ]
    }

    /// The finding's message: the icon's background is not opaque, which the named `platforms` require.
    static func message(platforms: String) -> String {
        "App icon background is not opaque; the background layer must be fully opaque edge to edge on \(platforms) (translucency belongs in foreground layers)."
    }
}
