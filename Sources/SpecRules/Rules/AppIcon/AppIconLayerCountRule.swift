import SpecKnowledge
import SpecModel

/// tvOS and visionOS app icons are layered images with a fixed range of layers.
public struct AppIconLayerCountRule: Rule {
    public static let description = RuleDescription(
        id: "app-icon-layer-count",
        title: "Layered app icons have the number of layers the platform needs",
        category: .appIcon,
        defaultSeverity: .information,
        platforms: [.tvOS, .visionOS],
        higURLs: [
            HIGLink.url("app-icons", "Layer-design"),
            HIGLink.url("images", "Layered-images")
        ],
        rationale: """
            tvOS app icons are layered images of 2 to 5 layers, which the parallax effect moves apart; \
            visionOS app icons have a background layer plus 1 or 2 layers on top (2 to 3 in all), which \
            the system renders in depth.
            """,
        quote: "tvOS app icons use between two and five layers to create a sense of dynamism as people bring them into focus.",
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "tvOS": "17.0" }, "appIcon": { "width": 800, "height": 480, "layers": ↓1 } }"#),
            RuleExample(#"{ "platforms": { "visionOS": "1.0" }, "appIcon": { "layers": ↓4 } }"#),
            RuleExample(#"{ "platforms": { "tvOS": "17.0" }, "appIcon": { "layers": ↓1e300 } }"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"{ "platforms": { "tvOS": "17.0" }, "appIcon": { "layers": 5 } }"#),
            RuleExample(#"{ "platforms": { "visionOS": "1.0" }, "appIcon": { "layers": 2 } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0", "tvOS": "17.0" }, "appIcon": { "layers": "many" } }"#)
        ], scope: .screen)

    /// Allowed layer counts per platform.
    static let layerRanges: [Platform: ClosedRange<Int>] = [.tvOS: 2...5, .visionOS: 2...3]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let icon = context.spec.root?["appIcon"], icon.kind == .object, let node = icon["layers"], let layers = node.numberValue
        else { return [] }
        var needs: [(platform: Platform, range: ClosedRange<Int>)] = []
        for target in context.judgedPlatforms(for: nil as Screen?, among: Self.description.platforms).map(\.target) {
            guard let range = Self.layerRanges[target.platform] else { continue }
            // Compared as doubles: converting an arbitrary JSON number to Int could trap.
            let fits = layers == layers.rounded() && layers >= Double(range.lowerBound) && layers <= Double(range.upperBound)
            guard !fits, !needs.contains(where: { $0.platform == target.platform }) else { continue }
            needs.append((target.platform, range))
        }
        guard !needs.isEmpty else { return [] }
        return [RuleViolation(range: node.range, message: Self.message(layers: layers, needs: needs))]
    }

    /// The finding's message: the icon's `layers` and the allowed range of each platform it misses.
    static func message(layers: Double, needs: [(platform: Platform, range: ClosedRange<Int>)]) -> String {
        let problems = needs.map { "\($0.platform.rawValue) needs \($0.range.lowerBound) to \($0.range.upperBound)" }
        return "App icon has \(FontResolver.format(layers)) layer\(layers == 1 ? "" : "s"); \(problems.joined(separator: ", "))."
    }
}
