import SpecKnowledge
import SpecModel
import SpecSyntax

/// Images that carry meaning have a description; decorative ones say so.
public struct MeaningfulImageDescriptionRule: Rule {
    public static let description = RuleDescription(
        id: "meaningful-image-description",
        title: "Meaningful images have an accessibility label",
        category: .accessibility,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("accessibility", "Vision"),
            HIGLink.url("charting-data", "Best-practices")
        ],
        rationale: """
            "Describe your app’s interface and content for VoiceOver." (Accessibility › Vision). Images that \
            convey meaning are content: the older chapter (Apple HIG, 2023–24) said it in so many words, \
            "Provide alternative descriptions for all images that convey meaning." VoiceOver describes an \
            image only through its accessibility label; an asset image without one \
            is skipped or announced by its file name. Give images that convey meaning (photos, \
            illustrations, infographics, charts) an accessibilityLabel, and mark purely decorative ones \
            with "isDecorative": true so assistive technologies hide them.
            """,
        quote: "Describe your app’s interface and content for VoiceOver.",
        triggeringExamples: [
            .content(#"{ "type": "image", "asset": ↓"hero-banner" }"#),
            .content(
                #"{ "type": "card", "children": [ { "type": "image", "asset": ↓"chart-weekly", "accessibilityLabel": " ", "isDecorative": false } ] }"#,
                platforms: #""visionOS": "2.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "image", "asset": "hero-banner", "accessibilityLabel": "A bowl of ramen on a wooden table" }"#),
            .content(#"{ "type": "image", "asset": "divider-flourish", "isDecorative": true }"#),
            .content(#"{ "type": "image", "symbol": "star.fill" }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "image", "asset": ↓"hero-banner" }"#,
                #"{ "type": "image", "asset": "hero-banner", "isDecorative": true }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for image in context.components(.image) {
            guard let assetNode = image.value("asset"), let asset = assetNode.stringValue, !asset.isEmpty,
                image.boolean("isDecorative") != true
            else { continue }
            if let label = image.value("accessibilityLabel") {
                guard label.kind == .string, (label.stringValue ?? "").isBlank else { continue }
            }
            // Only the author knows what the image shows; marking it decorative is the mechanical choice.
            let end = assetNode.range.upperBound
            let decorative = SuggestedFix(title: "Mark it decorative", range: end..<end, newText: ", \"isDecorative\": true")
            violations.append(
                RuleViolation(
                    range: assetNode.range,
                    message: Self.message(asset: asset),
                    fix: decorative))
        }
        return violations
    }

    /// The finding's message: image `asset` has no accessibilityLabel; describe it or mark it decorative.
    static func message(asset: String) -> String {
        "Image \"\(asset)\" has no accessibilityLabel, so VoiceOver can't describe it; add a short description of what it shows, or \"isDecorative\": true if it only decorates."
    }
}
