import SpecKnowledge
import SpecModel
import SpecSyntax

/// The color that marks borderless buttons and links as interactive is not also the color of static text.
public struct InteractiveColorOnStaticTextRule: Rule {
    public static let description = RuleDescription(
        id: "interactive-color-on-static-text",
        title: "Static text doesn't use the color that marks controls as interactive",
        category: .color,
        defaultSeverity: .warning,
        higURLs: [HIGLink.url("color", "Best-practices")],
        rationale: """
            When a color tells people that borderless buttons or links are interactive, the same color on \
            noninteractive text makes that text look tappable. The check collects, per screen, the foreground \
            color (`color`, else `tint`) of plain, borderless and unstyled buttons and of links, and reports \
            text on the same screen whose `color` resolves to the same color in every appearance. A button \
            with a bezel or a `background` of its own is marked by that shape and is not collected. Neutral \
            colors carry no meaning of their own and are not judged: the system's label, gray, separator, \
            background and fill colors, and grays.
            """,
        quote: "Avoid using the same color to mean different things.",
        triggeringExamples: [
            .content(
                ##"{ "type": "button", "title": "Edit", "color": "#B25E00" }, { "type": "text", "text": "Featured", "color": ↓"#B25E00" }"##),
            .content(
                #"{ "type": "link", "title": "Terms", "url": "https://example.com", "tint": "brand" }, { "type": "stack", "children": [ { "type": "text", "text": "Today", "color": ↓"brand" } ] }"#,
                platforms: #""macOS": "14.0", "watchOS": "10.0""#,
                extra: ##""colors": { "brand": { "light": "#B25E00", "dark": "#F5A524" } }"##),
            .content(
                #"{ "type": "button", "symbol": "heart", "accessibilityLabel": "Like", "style": "plain", "color": "systemPink" }, { "type": "text", "text": "Liked", "color": ↓"systemPink" }"#,
                platforms: #""tvOS": "17.0", "visionOS": "1.0", "iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            // A bordered button's tint fills a shape: the shape, not the color alone, marks it interactive.
            .content(
                ##"{ "type": "button", "title": "Edit", "style": "borderedProminent", "tint": "#B25E00" }, { "type": "text", "text": "Featured", "color": "#B25E00" }"##),
            // So does a button that draws its own background (AC Helper's bar buttons: a symbol on a rounded
            // rectangle of its color at 20 %); the app's text color on it means text, not "tap me".
            .content(
                ##"{ "type": "button", "symbol": "info.circle", "accessibilityLabel": "About", "color": "#6E5F47", "background": { "color": "#6E5F47", "opacity": 0.2 }, "width": 36, "height": 36 }, { "type": "text", "text": "Featured", "color": "#6E5F47" }"##),
            .content(
                #"{ "type": "button", "title": "Edit", "color": "label" }, { "type": "text", "text": "Featured", "color": "label" }"#),
            .content(
                ##"{ "type": "button", "title": "Edit", "color": "#555555" }, { "type": "text", "text": "Featured", "color": "#555555" }"##),
            .content(
                ##"{ "type": "button", "title": "Edit", "color": "#B25E00" }, { "type": "text", "text": "Featured", "color": "#8A3B00" }"##),
            // Different screens.
            RuleExample(
                ##"""
                { "platforms": { "iOS": "17.0" }, "screens": [
                  { "id": "a", "content": [ { "type": "button", "title": "Edit", "color": "#B25E00" } ] },
                  { "id": "b", "content": [ { "type": "text", "text": "Featured", "color": "#B25E00" } ] } ] }
                """##)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var interactiveByScreen: [Int: [(color: ResolvedColor, control: String)]] = [:]
        for control in context.components(with: .actsWhenChosen) {
            guard control.componentKind == .button || control.componentKind == .link,
                control.buttonStyle.map({ !$0.hasBezel }) ?? true, control.value("background") == nil,
                let node = control.value("color") ?? control.value("tint"),
                let color = meaningfulColor(node, in: context)
            else { continue }
            interactiveByScreen[control.screenIndex, default: []].append((color, control.displayName))
        }
        guard !interactiveByScreen.isEmpty else { return [] }
        var violations: [RuleViolation] = []
        for text in context.components(.text) {
            guard let controls = interactiveByScreen[text.screenIndex], let node = text.value("color"),
                let color = meaningfulColor(node, in: context),
                let match = controls.first(where: { Self.same($0.color, color) })
            else { continue }
            violations.append(
                RuleViolation(range: node.range, message: Self.message(text: text.displayName, control: match.control)))
        }
        return violations
    }

    /// The color `node` resolves to, nil when it is neutral (a system label, gray, separator, background
    /// or fill color, or a gray in every appearance) or can't be resolved.
    private func meaningfulColor(_ node: SyntaxNode, in context: RuleContext) -> ResolvedColor? {
        if let system = SystemColorLookup.systemColor(for: node, in: context.spec)?.color,
            [.label, .gray, .separator, .background, .fill].contains(system.kind)
        {
            return nil
        }
        guard let color = context.colors.resolve(node) else { return nil }
        let values = color.values.values.compactMap(\.color)
        guard !values.isEmpty, !values.allSatisfy({ $0.red == $0.green && $0.green == $0.blue }) else { return nil }
        return color
    }

    /// True when `a` and `b` are the same color in every appearance either defines.
    static func same(_ a: ResolvedColor, _ b: ResolvedColor) -> Bool {
        let appearances = Set(a.values.keys).union(b.values.keys)
        return !appearances.isEmpty && appearances.allSatisfy { a[$0].color != nil && a[$0].color == b[$0].color }
    }

    /// The finding's message: static text `text` has the color that marks `control` as interactive.
    static func message(text: String, control: String) -> String {
        "\(text) uses the color that marks \(control) as interactive, so it looks tappable; avoid using the same color to mean different things. Give static text a label color, or mark the control another way."
    }
}
