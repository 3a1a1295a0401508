import SpecKnowledge
import SpecModel
import SpecSyntax

/// A control people can choose has something VoiceOver can speak: a title, a symbol with a label, or an
/// accessibility label.
public struct ControlHasAccessibleNameRule: Rule {
    public static let description = RuleDescription(
        id: "control-has-accessible-name",
        title: "Controls have a name VoiceOver can speak",
        category: .accessibility,
        defaultSeverity: .warning,
        higURLs: [
            HIGLink.url("accessibility", "Vision"),
            HIGLink.url("buttons", "Content")
        ],
        rationale: """
            VoiceOver announces a control by its label, and Voice Control users say that label to use it. A \
            button, link, menu or bar item with no title, no symbol and no accessibilityLabel — a color \
            swatch, an image-only tile — gives VoiceOver nothing to say, so people who can't see it can't \
            tell what it does. Give it an accessibilityLabel that names what choosing it does ("Red", \
            "Open photo"). Symbol-only controls without a label are reported by icon-button-accessibility-label.
            """,
        quote: "Describe your app’s interface and content for VoiceOver.",
        triggeringExamples: [
            .content(##"{ "type": ↓"button", "background": "#FF3B30", "width": 44, "height": 44 }"##),
            .content(
                ##"{ "type": ↓"button", "title": "  ", "accessibilityLabel": "", "background": "#34C759", "width": 60, "height": 60 }"##,
                platforms: #""visionOS": "1.0""#),
            .screen(#""toolbar": { "items": [ { "type": ↓"button" } ] }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": ↓"link", "url": "https://example.com" }"#, platforms: #""watchOS": "10.0""#),
            .content(
                ##"{ "type": "card", "children": [ { "type": ↓"button", "background": "#0A84FF", "width": 250, "height": 150 } ] }"##,
                platforms: #""tvOS": "17.0""#),
            .screen(
                #""navigationBar": { "title": "Colors", "trailingItems": [ { "type": ↓"button", "accessibilityLabel": " " } ] }"#,
                platforms: #""iPadOS": "17.0""#),
            // A tappable container whose label shows only a picture.
            .content(#"{ "type": ↓"link", "url": "https://example.com", "label": [ { "type": "image", "asset": "banner", "isDecorative": true } ] }"#),
            .content(
                #"{ "type": ↓"button", "label": [ { "type": "stack", "children": [ { "type": "image", "symbol": "star.fill", "isDecorative": true } ] } ] }"#,
                platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "button", "background": "#FF3B30", "accessibilityLabel": "Red", "width": 44, "height": 44 }"##),
            .content(#"{ "type": "button", "title": "Done" }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "button", "symbol": "plus" }"#),
            .content(#"{ "type": "text", "text": "" }, { "type": "image", "asset": "photo" }"#),
            .content(
                #"{ "type": "menu", "accessibilityLabel": "More", "items": [ { "type": "button", "title": "Rename" } ] }"#,
                platforms: #""macOS": "14.0""#),
            // A tappable card: VoiceOver speaks the text in its label.
            .content(
                #"{ "type": "button", "label": [ { "type": "card", "children": [ { "type": "image", "asset": "cover", "isDecorative": true }, { "type": "text", "text": "Chapter 1" } ] } ] }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        let namedByLabel = Self.controlsNamedByTheirLabel(in: context.spec)
        for component in context.components(with: .actsWhenChosen) {
            guard component.visibleText == nil, !namedByLabel.contains(component.index),
                Self.isBlank(component.value("symbol")), Self.isBlank(component.value("accessibilityLabel")),
                !context.judgedPlatforms(for: component, among: Self.description.platforms).isEmpty
            else { continue }
            let range = (component.kindNode ?? component.node).range
            violations.append(
                RuleViolation(
                    range: range,
                    message: Self.message(control: component.displayName)
                ))
        }
        return violations
    }

    /// The indices of the buttons and links whose `label` content holds something VoiceOver speaks: a text, a
    /// symbol that is not decorative or an accessibilityLabel anywhere inside. One pass from the last component to the first
    /// (children come after their parent), so nested tappable containers cost O(components).
    static func controlsNamedByTheirLabel(in spec: DesignSpec) -> Set<Int> {
        let offset = spec.components.first?.index ?? 0
        var subtreeNamed = [Bool](repeating: false, count: spec.components.count)
        var named: Set<Int> = []
        for component in spec.components.reversed() {
            let position = component.index - offset
            guard subtreeNamed.indices.contains(position) else { continue }
            // VoiceOver skips a decorative image, whatever symbol it shows.
            let speaks =
                subtreeNamed[position]
                || (component.traits.contains(.showsText) && component.visibleText != nil)
                || !isBlank(component.value("accessibilityLabel"))
                || (!isBlank(component.value("symbol")) && component.boolean("isDecorative") != true)
            guard speaks, let parent = component.parentIndex, subtreeNamed.indices.contains(parent - offset) else { continue }
            switch component.placement {
            case .label:
                named.insert(parent)
                subtreeNamed[parent - offset] = true
            case .children:
                subtreeNamed[parent - offset] = true
            default:
                break
            }
        }
        return named
    }

    /// The finding's message: `control` has nothing VoiceOver can speak, so it needs an accessibilityLabel.
    static func message(control: String) -> String {
        "\(control) has no title, no symbol and no accessibilityLabel, so VoiceOver has nothing to say about it; add \"accessibilityLabel\" naming what choosing it does."
    }

    /// True when `node` is absent or a string of only whitespace (other value types count as absent too:
    /// the vocabulary reports them).
    private static func isBlank(_ node: SyntaxNode?) -> Bool {
        guard let node, node.kind == .string else { return true }
        return !(node.stringValue ?? "").contains { !$0.isWhitespace }
    }
}
