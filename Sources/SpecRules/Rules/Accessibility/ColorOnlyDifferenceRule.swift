import SpecKnowledge
import SpecModel
import SpecSyntax

/// Images side by side that differ only in color are told apart some other way too.
public struct ColorOnlyDifferenceRule: Rule {
    public static let description = RuleDescription(
        id: "color-only-difference",
        title: "Objects aren't told apart by color alone",
        category: .accessibility,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("color", "Inclusive-color"), HIGLink.url("accessibility", "Vision")],
        rationale: """
            People with color blindness or other visual disabilities can't tell objects apart by color. The \
            check finds images side by side in one container that show the same symbol or asset in different \
            colors, with no visible text in that container to tell them apart (status dots, colored flags). \
            Give each a distinct symbol or shape, or a text label beside it.
            """,
        quote: "Avoid relying solely on color to differentiate between objects, indicate interactivity, or communicate essential information.",
        triggeringExamples: [
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "image", "symbol": "circle.fill", "color": "systemGreen", "accessibilityLabel": "Online" },
                  { "type": "image", "symbol": "circle.fill", "color": ↓"systemRed", "accessibilityLabel": "Offline" } ] }
                """#),
            .content(
                #"""
                { "type": "image", "symbol": "flag.fill", "color": "systemOrange", "accessibilityLabel": "Low" },
                { "type": "image", "symbol": "flag.fill", "color": ↓"systemRed", "accessibilityLabel": "High" },
                { "type": "image", "symbol": "flag.fill", "color": ↓"systemPurple", "accessibilityLabel": "Urgent" }
                """#, platforms: #""macOS": "14.0", "watchOS": "10.0""#)
        ],
        nonTriggeringExamples: [
            // A text label tells them apart.
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "image", "symbol": "circle.fill", "color": "systemGreen", "isDecorative": true }, { "type": "text", "text": "Online" },
                  { "type": "image", "symbol": "circle.fill", "color": "systemRed", "isDecorative": true }, { "type": "text", "text": "Offline" } ] }
                """#),
            // Different symbols.
            .content(
                #"""
                { "type": "stack", "axis": "horizontal", "children": [
                  { "type": "image", "symbol": "checkmark.circle.fill", "color": "systemGreen", "accessibilityLabel": "Online" },
                  { "type": "image", "symbol": "xmark.circle.fill", "color": "systemRed", "accessibilityLabel": "Offline" } ] }
                """#),
            // Same symbol, same color.
            .content(
                #"{ "type": "image", "symbol": "star.fill", "color": "systemYellow", "isDecorative": true }, { "type": "image", "symbol": "star.fill", "color": "systemYellow", "isDecorative": true }"#,
                platforms: #""tvOS": "17.0", "visionOS": "1.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var groups: [String: [Component]] = [:]
        for component in context.components(withAnyOf: [.showsText, .showsSymbol]) {
            groups[Self.containerKey(of: component), default: []].append(component)
        }
        var violations: [RuleViolation] = []
        for members in groups.values {
            guard !members.contains(where: { $0.traits.contains(.showsText) && $0.visibleText != nil }) else { continue }
            var firstColorByImage: [String: (color: ResolvedColor, name: String)] = [:]
            for image in members where image.componentKind == .image {
                guard let picture = image.string("symbol") ?? image.string("asset"), let node = image.value("color"),
                    let color = context.colors.resolve(node)
                else { continue }
                guard let first = firstColorByImage[picture] else {
                    firstColorByImage[picture] = (color, Self.text(of: node))
                    continue
                }
                guard first.color.values.mapValues(\.color) != color.values.mapValues(\.color) else { continue }
                violations.append(
                    RuleViolation(range: node.range, message: Self.message(image: picture, color: Self.text(of: node), other: first.name)))
            }
        }
        return violations.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Identifies the container `component` sits in: its parent, or its screen and placement at the top level.
    private static func containerKey(of component: Component) -> String {
        component.parentIndex.map { "component \($0)" } ?? "screen \(component.screenIndex) \(component.placement.rawValue)"
    }

    /// How a color value was written, for messages: `systemRed`, or "a per-appearance color" for a variants object.
    private static func text(of node: SyntaxNode) -> String {
        node.stringValue.map { "`\($0)`" } ?? "a per-appearance color"
    }

    /// The finding's message: image `image` in `color` differs from a neighbor in `other` by color alone.
    static func message(image: String, color: String, other: String) -> String {
        "Image \"\(image)\" in \(color) differs from the \"\(image)\" beside it in \(other) only by color; avoid relying solely on color to differentiate between objects. Use a distinct symbol or shape, or add a text label."
    }
}
