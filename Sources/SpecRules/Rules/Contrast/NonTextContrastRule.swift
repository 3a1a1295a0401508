import SpecKnowledge
import SpecModel
import SpecSyntax

/// Symbols and icons that carry meaning have at least 3:1 contrast with what they sit on, in every
/// appearance of every platform the screen applies to.
public struct NonTextContrastRule: Rule {
    public static let description = RuleDescription(
        id: "non-text-contrast",
        title: "Symbols and icons have enough contrast with their background",
        category: .contrast,
        defaultSeverity: .information,
        higURLs: [
            HIGLink.url("accessibility", "Vision"),
            HIGLink.url("icons", "Best-practices"),
            HIGLink.url("color", "Inclusive-color")
        ],
        rationale: """
            A symbol people must recognize — an icon-only button, a status glyph — has to stand out from \
            what it sits on. The HIG asks for enough contrast between "foreground text and icons and \
            background colors" (Accessibility › Vision); its table gives figures for text only: \
            \(ContrastJudgement.minimumsText). designspec applies the large-text figure to symbols, which is \
            also WCAG 2.1's minimum for non-text content, 3:1 (SC 1.4.11). As the HIG allows, a color that misses it by default but meets \
            it with Increase Contrast on (a system color's accessible variant) passes. Judged per \
            platform, in the appearances each has, with the same backgrounds as text: the effective \
            background in the app's content, a prominent button's fill, and on bars and menus the system \
            color standing in for their material, only where the spec sets the symbol's color; sidebars and ornaments, whose materials have no \
            stand-in color, are not judged. Symbols \
            beside a visible title in the same color are left to text-contrast-minimum. Control boundaries \
            are not judged: the format has no border, and a fill need not contrast when it is not what \
            identifies the control.
            """,
        quote:
            "To ensure all information in your app is legible, it’s important that there’s enough contrast between foreground text and icons and background colors.",
        triggeringExamples: [
            .content(##"{ "type": "image", "symbol": "star.fill", "color": ↓"#E5E5EA" }"##),
            .content(
                ##"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "color": ↓"#3A3A3C" }"##,
                platforms: #""watchOS": "10.0""#),
            .content(
                ##"{ "type": "button", "symbol": "heart", "accessibilityLabel": "Like", "tint": ↓"#D1D1D6" }"##,
                platforms: #""macOS": "14.0""#),
            .screen(
                ##""toolbar": { "items": [ { "type": "button", "symbol": "trash", "accessibilityLabel": "Delete", "color": ↓"#C7C7CC" } ] }"##,
                platforms: #""iOS": "17.0", "visionOS": "1.0""#),
            .content(
                ##"{ "type": "card", "background": "#1C1C1E", "children": [ { "type": "image", "symbol": "play.fill", "color": ↓"#3A3A3C" } ] }"##,
                platforms: #""tvOS": "17.0""#),
            .content(
                ##"{ "type": "button", "symbol": "bookmark", "accessibilityLabel": "Save", "style": "borderedProminent", "tint": ↓"#E5E5EA" }"##,
                platforms: #""iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "image", "symbol": "star.fill", "color": "systemOrange" }"##),
            .content(##"{ "type": "image", "symbol": "star.fill", "color": "#949494" }"##),
            .content(##"{ "type": "button", "title": "Add", "symbol": "plus", "color": "#E5E5EA" }"##),
            .content(
                ##"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "color": "#3A3A3C", "background": "#FFFFFF" }"##,
                platforms: #""tvOS": "17.0""#),
            .content(##"{ "type": "image", "symbol": "moon.fill", "color": "#D1D1D6" }"##, platforms: #""watchOS": "10.0""#),
            .screen(
                ##""toolbar": { "items": [ { "type": "button", "symbol": "trash", "accessibilityLabel": "Delete", "color": "#C7C7CC" } ] }"##,
                platforms: #""visionOS": "1.0""#),
            .content(
                ##"{ "type": "button", "symbol": "bookmark", "accessibilityLabel": "Save", "style": "borderedProminent", "tint": "#0040DD" }"##,
                platforms: #""iPadOS": "17.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let minimums = ContrastJudgement.minimums else { return [] }
        let required = minimums.largeText
        var violations: [RuleViolation] = []
        for component in context.components(withAnyOf: [.showsSymbol, .actsWhenChosen]) {
            guard let kind = component.componentKind,
                let symbol = component.string("symbol"), !symbol.isEmpty,
                // A title beside the symbol in the same color is judged, more strictly, as text.
                !(kind.traits.contains(.showsText) && component.visibleText != nil)
            else { continue }
            let judged = context.judgedPlatforms(for: component, among: Self.description.platforms)
            let (failures, notes, backgroundNode) = ContrastJudgement.judge(
                component, kind: kind, on: judged, context: context, increasedContrastSuffices: true
            ) { _ in required }
            guard !failures.isEmpty else { continue }
            let message = Self.message(
                control: component.displayName, symbol: symbol, failures: failures, judged: judged.platforms, notes: notes,
                required: required)
            let range = (component.value("color") ?? component.value("tint") ?? component.value("symbol") ?? component.node).range
            let related = backgroundNode.map { [RelatedLocation(range: $0.range, message: "The background comes from here.")] } ?? []
            violations.append(RuleViolation(range: range, message: message, related: related))
        }
        return violations
    }

    /// The finding's message: `control`'s `symbol` has the contrast `failures` on the `judged` platforms (with the
    /// judgement's `notes`), below the `required` ratio for symbols.
    static func message(
        control: String, symbol: String, failures: [ContrastFailure], judged: [Platform], notes: [String], required: Double
    ) -> String {
        let subject = "\(control)'s `\(symbol)` symbol"
        let message = ContrastJudgement.message(subject: subject, failures: failures, judged: judged, notes: notes) { _ in
            "symbols and icons need at least \(ContrastJudgement.format(required)):1"
        }
        return message + " Choose a color with more contrast, such as `label` or a system color."
    }
}
