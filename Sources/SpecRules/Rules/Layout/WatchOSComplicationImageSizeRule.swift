import SpecKnowledge
import SpecModel

/// Images in watchOS complications have a size the HIG lists for the complication's family.
public struct WatchOSComplicationImageSizeRule: Rule {
    public static let description = RuleDescription(
        id: "watchos-complication-image-size",
        title: "Complication images have the sizes their family uses",
        category: .layout,
        defaultSeverity: .information,
        platforms: [.watchOS],
        higURLs: [
            HIGLink.url("complications", "Circular"),
            HIGLink.url("complications", "Corner"),
            HIGLink.url("complications", "Rectangular")
        ],
        rationale: """
            The system draws a complication's image at exactly the size its family and the watch case \
            call for; artwork of another size is scaled and blurs or loses detail. The HIG lists the sizes \
            per case size: a circular image is \(WatchTVFigureText.complicationImageSizes(.circular)), \
            with smaller sizes for gauges and stacks; corner, extra large and \
            rectangular families have their own tables. Inline images are given as ranges and are not \
            checked here.
            """,
        quote: "As you design images for a regular-size circular complication, use the following values for guidance.",
        triggeringExamples: [
            .content(
                #"{ "type": "complication", "family": "circular", "children": [ { "type": "image", "asset": "trail", "width": ↓40, "height": 40 } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "complication", "family": "rectangular", "children": [ { "type": "text", "text": "Ridge Loop" }, { "type": "image", "asset": "elevation", "width": ↓160, "height": 50 } ] }"#,
                platforms: #""iOS": "17.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            // Boundary: the 45mm circular image and the 41mm corner gauge.
            .content(
                #"{ "type": "complication", "family": "circular", "children": [ { "type": "image", "asset": "trail", "width": 50, "height": 50 } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "complication", "family": "corner", "children": [ { "type": "image", "asset": "gauge", "width": 21, "height": 21 } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "complication", "family": "inline", "children": [ { "type": "image", "asset": "flat", "width": 18, "height": 10 } ] }"#,
                platforms: #""watchOS": "10.0""#),
            .content(
                #"{ "type": "complication", "family": "circular", "children": [ { "type": "image", "asset": "trail", "width": 40, "height": 40 } ] }"#,
                platforms: #""iOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for complication in context.components(.complication, judgedOnAnyOf: Self.description.platforms) {
            guard let family = complication.string("family").flatMap(ComplicationFamily.init(rawValue:)), family != .inline,
                let sizes = HIGFigures.complicationImageSizes(family)?.value
            else { continue }
            for image in Self.descendants(of: complication, in: context.spec) where image.componentKind == .image {
                guard let widthNode = image.value("width"), let width = widthNode.numberValue, let height = image.number("height"),
                    !sizes.contains(where: { $0.size.width == width && $0.size.height == height })
                else { continue }
                let element = sizes.first?.element.lowercased() ?? "image"
                violations.append(
                    RuleViolation(
                        range: widthNode.range,
                        message: Self.message(family: family, size: PointSize(width: width, height: height), element: element)))
            }
        }
        return violations
    }

    /// The finding's message: a `family` complication's image is `size`, which the family doesn't use; it lists the
    /// sizes of the family's `element` (such as "circular image") per watch case.
    static func message(family: ComplicationFamily, size: PointSize, element: String) -> String {
        "This \(family.rawValue) complication's image is \(size), a size the family doesn't use; draw it at the size for each watch case, e.g. \(element) \(WatchTVFigureText.complicationImageSizes(family)), or another size the HIG lists for \(family.rawValue) complications."
    }

    /// Every component nested in `component`, depth first.
    private static func descendants(of component: Component, in spec: DesignSpec) -> [Component] {
        spec.children(of: component).flatMap { [$0] + descendants(of: $0, in: spec) }
    }
}
