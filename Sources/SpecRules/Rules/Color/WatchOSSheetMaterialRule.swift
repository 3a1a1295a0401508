import SpecKnowledge
import SpecModel

/// watchOS modal sheets keep their default material background.
public struct WatchOSSheetMaterialRule: Rule {
    public static let description = RuleDescription(
        id: "watchos-sheet-material",
        title: "watchOS sheets keep their material background",
        category: .color,
        defaultSeverity: .warning,
        platforms: [.watchOS],
        higURLs: [HIGLink.url("materials", "watchOS")],
        rationale: """
            Full-screen modal views are common on Apple Watch; the material layer behind them orients \
            people and sets controls and system elements apart from other content. The HIG asks not to \
            remove or replace the material backgrounds the system provides for modal sheets.
            """,
        quote: "Avoid removing or replacing material backgrounds for modal sheets when they’re provided by default.",
        triggeringExamples: [
            .content(
                ##"{ "type": "sheet", "background": ↓"#0A2540", "children": [ { "type": "text", "text": "Workout saved" } ] }"##,
                platforms: ##""watchOS": "10.0""##),
            .screen(
                ##""platform": "watchOS", "content": [ { "type": "sheet", "background": ↓"systemIndigo", "children": [] } ]"##,
                platforms: ##""iOS": "17.0", "watchOS": "10.0""##)
        ],
        nonTriggeringExamples: [
            .content(
                ##"{ "type": "sheet", "children": [ { "type": "text", "text": "Workout saved" } ] }"##, platforms: ##""watchOS": "10.0""##),
            // Boundary: a card inside the sheet may have its own fill; iOS sheets are not judged here.
            .content(
                ##"{ "type": "sheet", "children": [ { "type": "card", "background": "#0A2540", "children": [] } ] }"##,
                platforms: ##""watchOS": "10.0""##),
            .content(##"{ "type": "sheet", "background": "#0A2540", "children": [] }"##, platforms: ##""iOS": "17.0""##)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        context.components(.sheet, judgedOnAnyOf: Self.description.platforms).compactMap { component in
            guard let node = component.value("background"), node.isColorValue else { return nil }
            return RuleViolation(
                range: node.range,
                message: Self.message()
            )
        }
    }

    /// The finding's message: the sheet's own background replaces watchOS's sheet material.
    static func message() -> String {
        "This sheet replaces the material background watchOS gives modal sheets; remove `background` so the system material orients people and sets controls apart from content."
    }
}
