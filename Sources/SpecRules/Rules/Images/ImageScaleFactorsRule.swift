import SpecKnowledge
import SpecModel
import SpecSyntax

/// Bitmap image assets come in the scale factors each targeted platform's displays need.
public struct ImageScaleFactorsRule: Rule {
    public static let description = RuleDescription(
        id: "image-scale-factors",
        title: "Image assets have each platform's scale factors",
        category: .images,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("images", "Resolution")],
        rationale: """
            Bitmap artwork needs a version for each scale factor of the devices it shows on, or the system \
            scales it and it looks blurry or wastes memory. The HIG's Resolution table: iOS @2x and @3x; \
            iPadOS and watchOS @2x; macOS and tvOS @1x and @2x; visionOS @2x or higher. The figures are read \
            from that table for each platform a screen targets; an image with an `asset` and `scaleFactors` \
            (an extension) is judged. Vector assets (PDF, SVG) and SF Symbols scale by themselves: leave \
            `scaleFactors` out for them.
            """,
        quote: "Provide high-resolution assets for all bitmap images in your app, for every device you support.",
        triggeringExamples: [
            .content(#"{ "type": "image", "asset": "hero", "scaleFactors": ↓["@2x"], "isDecorative": true }"#),
            .content(
                #"{ "type": "image", "asset": "hero", "scaleFactors": ↓["@2x", "@3x"], "isDecorative": true }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#),
            .content(
                #"{ "type": "image", "asset": "poster", "scaleFactors": ↓["@2x"], "accessibilityLabel": "Poster" }"#,
                platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "image", "asset": "badge", "scaleFactors": ↓["@1x"], "isDecorative": true }"#,
                platforms: #""iPadOS": "17.0", "watchOS": "10.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "image", "asset": "hero", "scaleFactors": ["@2x", "@3x"], "isDecorative": true }"#),
            .content(
                #"{ "type": "image", "asset": "hero", "scaleFactors": ["@1x", "@2x"], "isDecorative": true }"#,
                platforms: #""macOS": "14.0", "tvOS": "17.0""#),
            .content(
                #"{ "type": "image", "asset": "badge", "scaleFactors": ["@2x"], "isDecorative": true }"#,
                platforms: #""iPadOS": "17.0", "watchOS": "10.0""#),
            .content(
                #"{ "type": "image", "asset": "orb", "scaleFactors": ["@3x"], "isDecorative": true }"#, platforms: #""visionOS": "1.0""#),
            .content(#"{ "type": "image", "asset": "vector-logo", "isDecorative": true }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "image", "asset": "hero", "scaleFactors": ↓["@2x"], "isDecorative": true }"#,
                #"{ "type": "image", "asset": "hero", "scaleFactors": ["@2x", "@3x"], "isDecorative": true }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for image in context.components(.image) where image.string("asset") != nil {
            guard let node = image.value("scaleFactors"), node.kind == .array else { continue }
            let given = node.elements.compactMap(\.stringValue).compactMap(Self.factor)
            var needs: [(platform: Platform, requirement: ScaleFactorRequirement)] = []
            var missing: Set<Int> = []
            for judged in context.judgedPlatforms(for: image) {
                guard let requirement = HIGFigures.imageScaleFactors(on: judged.platform)?.value else { continue }
                let lacking = requirement.missing(from: given)
                guard !lacking.isEmpty else { continue }
                needs.append((judged.platform, requirement))
                missing.formUnion(lacking)
            }
            guard !needs.isEmpty else { continue }
            let all = Set(given).union(missing).sorted()
            let replacement = "[" + all.map { "\"@\($0)x\"" }.joined(separator: ", ") + "]"
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: Self.message(
                        image: image.displayName, asset: image.string("asset") ?? "", given: given, needs: needs, missing: missing.sorted()),
                    fix: SuggestedFix(
                        title: "Supply \(all.map { "@\($0)x" }.joined(separator: ", "))", range: node.range, newText: replacement)))
        }
        return violations
    }

    /// The finding's message: `image`'s `asset` has the scale factors `given`; each of `needs` is a platform and the
    /// requirement it misses, and `missing` the factors to add.
    static func message(
        image: String, asset: String, given: [Int], needs: [(platform: Platform, requirement: ScaleFactorRequirement)], missing: [Int]
    ) -> String {
        let supplied = given.isEmpty ? "no scale factors" : given.map { "@\($0)x" }.joined(separator: ", ")
        let problems = needs.map { "\($0.platform.rawValue) needs \($0.requirement)" }
        return
            "\(image) asset \"\(asset)\" has \(supplied); \(problems.joined(separator: "; ")). Add \(missing.map { "@\($0)x" }.joined(separator: " and ")), or use a vector asset."
    }

    /// `@2x` → 2.
    static func factor(_ name: String) -> Int? {
        guard name.hasPrefix("@"), name.hasSuffix("x") else { return nil }
        return Int(name.dropFirst().dropLast())
    }
}
