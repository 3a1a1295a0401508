import SpecKnowledge
import SpecModel

/// Focusable tvOS images are layered images of two to five layers.
public struct TVOSFocusableImageLayersRule: Rule {
    public static let description = RuleDescription(
        id: "tvos-focusable-image-layers",
        title: "Focusable tvOS images are layered",
        category: .focus,
        defaultSeverity: .information,
        platforms: [.tvOS],
        higURLs: [
            HIGLink.url("images", "Layered-images"),
            HIGLink.url("images", "Parallax-effect")
        ],
        rationale: """
            When a tvOS image comes into focus its layers separate and move (the parallax effect), which \
            is how people see what is focused. A layered image has \(WatchTVFigureText.tvOSLayeredImageLayers) layers; for focusable \
            images such as posters and Top Shelf images layers are strongly encouraged though optional, so \
            a flat image and a layer count outside that range are information. App icons are checked by \
            `app-icon-layer-count`. The check reads `layers` on asset images that are focusable or sit in \
            a focusable component.
            """,
        quote: "For other focusable images in your app, including Top Shelf images, layered images are strongly encouraged, but optional.",
        triggeringExamples: [
            .content(
                #"{ "type": ↓"image", "asset": "poster-dune", "isFocusable": true, "accessibilityLabel": "Dune" }"#,
                platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "card", "isFocusable": true, "children": [ { "type": "image", "asset": "poster-dune", "accessibilityLabel": "Dune", "layers": ↓7 } ] }"#,
                platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "card", "isFocusable": true, "children": [ { "type": "image", "asset": "poster", "layers": ↓1 } ] }"#,
                platforms: #""iOS": "17.0", "tvOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: two and five layers.
            .content(#"{ "type": "image", "asset": "poster-dune", "isFocusable": true, "layers": 2 }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "card", "isFocusable": true, "children": [ { "type": "image", "asset": "poster", "layers": 5 } ] }"#,
                platforms: #""tvOS": "17.0""#),
            // Not focusable, a symbol, or not on tvOS.
            .content(#"{ "type": "image", "asset": "backdrop", "isDecorative": true }"#, platforms: #""tvOS": "17.0""#),
            .content(
                #"{ "type": "image", "symbol": "star.fill", "isFocusable": true, "accessibilityLabel": "Favorite" }"#,
                platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "image", "asset": "poster", "isFocusable": true }"#, platforms: #""iOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let range = HIGFigures.range(.tvOSLayeredImageLayers)?.value else { return [] }
        var violations: [RuleViolation] = []
        for image in context.components(.image) where image.value("asset") != nil {
            let focusable = image.isFocusable || context.spec.parent(of: image)?.isFocusable == true
            guard focusable, !context.judgedPlatforms(for: image, among: Self.description.platforms).isEmpty else { continue }
            if let node = image.value("layers"), let layers = node.numberValue {
                // Compared as doubles: converting an arbitrary JSON number to Int could trap.
                guard layers != layers.rounded() || layers < Double(range.lowerBound) || layers > Double(range.upperBound) else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.wrongLayerCount(layers: layers, range: range)
                    ))
            } else if image.value("layers") == nil, let node = image.kindNode {
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.flat(range: range)
                    ))
            }
        }
        return violations
    }

    /// The finding's message: the focusable image has `layers`, outside the `range` a layered image has.
    static func wrongLayerCount(layers: Double, range: ClosedRange<Int>) -> String {
        "This focusable tvOS image has \(PointSize.format(layers)) layer\(layers == 1 ? "" : "s"); a layered image has \(range.lowerBound) to \(range.upperBound) layers so the parallax effect can move them apart when it has focus."
    }

    /// The finding's message: the focusable image is flat; it should have layers in `range`.
    static func flat(range: ClosedRange<Int>) -> String {
        "This focusable tvOS image is flat; make it a layered image of \(range.lowerBound) to \(range.upperBound) layers (set `layers`) so it moves with the parallax effect when it has focus."
    }
}
