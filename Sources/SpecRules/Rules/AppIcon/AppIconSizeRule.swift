import SpecKnowledge
import SpecModel

/// App icon artwork has the layout size each targeted platform expects.
public struct AppIconSizeRule: Rule {
    public static let description = RuleDescription(
        id: "app-icon-size",
        title: "App icon artwork has the platform's layout size",
        category: .appIcon,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("app-icons", "Specifications")],
        rationale: """
            Each platform takes one app icon at a fixed layout size and scales it down for every other use \
            (App icons › Specifications): \(PlatformFigureText.appIconSizes). Artwork of another size is \
            blurry or rejected. With `appIcon.variants` (an extension) a platform's `layout` variant is judged \
            instead of the top-level size; App Store and Top Shelf sizes have no figure in the bundled HIG \
            tables and are not judged.
            """,
        quote: "The layout, size, style, and appearances of app icons vary by platform.",
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "width": ↓512, "height": 512 } }"#),
            RuleExample(#"{ "platforms": { "tvOS": "17.0" }, "appIcon": { "width": 800, "height": ↓800 } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "appIcon": { "width": ↓1024, "height": 1024 } }"#),
            RuleExample(
                #"{ "platforms": { "iOS": "17.0", "tvOS": "17.0" }, "appIcon": { "width": 1024, "height": 1024, "variants": [ { "platform": "tvOS", "width": ↓1280, "height": 768 } ] } }"#
            ),
            RuleExample(
                #"{ "platforms": { "watchOS": "10.0" }, "appIcon": { "variants": [ { "platform": "watchOS", "role": "layout", "width": 1088, "height": ↓1024 } ] } }"#
            )
        ],
        nonTriggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "width": 1024, "height": 1024 } }"#),
            RuleExample(#"{ "platforms": { "tvOS": "17.0" }, "appIcon": { "width": 800, "height": 480 } }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "appIcon": { "layers": 2 } }"#),
            RuleExample(
                #"{ "platforms": { "iOS": "17.0", "tvOS": "17.0" }, "appIcon": { "width": 1024, "height": 1024, "variants": [ { "platform": "tvOS", "width": 800, "height": 480 }, { "platform": "tvOS", "role": "appStore", "width": 1280, "height": 768 } ] } }"#
            ),
            RuleExample(
                #"{ "platforms": { "macOS": "14.0", "visionOS": "1.0" }, "appIcon": { "width": 1024, "height": 1024, "variants": [ { "platform": "iOS", "width": 512, "height": 512 } ] } }"#
            )
        ],
        corrections: [
            RuleCorrection(
                #"{ "platforms": { "iOS": "17.0" }, "appIcon": { "width": ↓512, "height": 512 } }"#,
                #"{ "platforms": { "iOS": "17.0" }, "appIcon": { "width": 1024, "height": 1024 } }"#),
            RuleCorrection(
                #"{ "platforms": { "tvOS": "17.0" }, "appIcon": { "width": 800, "height": ↓800 } }"#,
                #"{ "platforms": { "tvOS": "17.0" }, "appIcon": { "width": 800, "height": 480 } }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let icon = context.spec.root?["appIcon"], icon.kind == .object else { return [] }
        // `variants` (format extension): a platform's layout variant replaces the top-level size.
        let variantViolations = AppIconVariantSizes.violations(in: context)
        let coveredByVariant = context.spec.platformsWithLayoutIconVariant
        let widthNode = icon["width"]
        let heightNode = icon["height"]
        let width = widthNode?.numberValue
        let height = heightNode?.numberValue
        guard width != nil || height != nil else { return variantViolations }
        var failures: [(platform: Platform, width: Double, height: Double)] = []
        let judged = context.judgedPlatforms(for: nil as Screen?, among: Self.description.platforms)
        for platform in judged where !coveredByVariant.contains(platform.platform) {
            guard let required = platform.profile.appIconSize?.value, !failures.contains(where: { $0.platform == platform.platform }) else {
                continue
            }
            if (width.map { $0 != required.width } ?? false) || (height.map { $0 != required.height } ?? false) {
                failures.append((platform.platform, required.width, required.height))
            }
        }
        guard let first = failures.first else { return variantViolations }
        let widthWrong = width.map { $0 != first.width } ?? false
        guard let node = widthWrong ? widthNode : heightNode else { return variantViolations }
        let perPlatform = Set(failures.map { "\($0.width)x\($0.height)" }).count > 1 || failures.count < judged.count
        let message = Self.wrongSize(width: width, height: height, needs: failures, perPlatform: perPlatform)
        // Platforms that need different sizes have no one right size: then no fix (a variant per platform is the way).
        let requiredSizes = Set(
            judged.filter { !coveredByVariant.contains($0.platform) }.compactMap { $0.profile.appIconSize?.value.description })
        let fix =
            requiredSizes.count == 1
            ? SuggestedFix.size(width: widthNode, height: heightNode, to: PointSize(width: first.width, height: first.height), unit: "px") {
                $0 != $1
            }
            : nil
        return variantViolations + [RuleViolation(range: node.range, message: message, fix: fix)]
    }

    /// The finding's message: the icon's `width`×`height` (`?` where absent), the size each platform in `needs`
    /// requires, and, when `perPlatform`, the advice to give each platform its own icon.
    static func wrongSize(width: Double?, height: Double?, needs: [(platform: Platform, width: Double, height: Double)], perPlatform: Bool)
        -> String
    {
        let format = FontResolver.format
        let given = "\(width.map(format) ?? "?")×\(height.map(format) ?? "?") px"
        let needed = needs.map { "\($0.platform.rawValue) needs \(format($0.width))×\(format($0.height)) px" }.joined(separator: "; ")
        let message = "App icon is \(given); \(needed)."
        return perPlatform ? message + " Provide a separate icon per platform where the sizes differ." : message
    }

    /// The finding's message for a `layout` variant of `platform`: its `width`×`height` (`?` where absent) and the
    /// `required` size.
    static func wrongVariantSize(platform: Platform, width: Double?, height: Double?, required: PointSize) -> String {
        let format = PointSize.format
        let given = "\(width.map(format) ?? "?")×\(height.map(format) ?? "?") px"
        return
            "The \(platform.rawValue) layout icon is \(given); \(platform.rawValue) needs \(format(required.width))×\(format(required.height)) px. Give other sizes (App Store, Top Shelf) their own \"role\"."
    }
}
