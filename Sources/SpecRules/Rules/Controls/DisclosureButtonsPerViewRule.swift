import SpecKnowledge
import SpecModel

/// At most one disclosure button in a view.
public struct DisclosureButtonsPerViewRule: Rule {
    public static let description = RuleDescription(
        id: "disclosure-buttons-per-view",
        title: "One disclosure button per view",
        category: .controls,
        defaultSeverity: .warning,
        platforms: Platform.allCases.filter { ComponentKind.disclosureButton.spec.exists(on: PlatformCatalog.shared.profile(for: $0)) },
        higURLs: [HIGLink.url("disclosure-controls", "Disclosure-buttons")],
        rationale: """
            "Use no more than one disclosure button in a single view. Multiple disclosure buttons add \
            complexity and can be confusing." Each extra button hides another set of choices that people \
            must find and open; group the advanced options behind one button, or show them in a list with \
            disclosure triangles. The figure (at most 1) is read from the HIG's component count table; \
            disclosure controls exist in iOS, iPadOS, macOS and visionOS.
            """,
        quote: "Use no more than one disclosure button in a single view.",
        triggeringExamples: [
            .content(
                #"{ "type": "disclosureButton", "title": "Advanced Options" }, { "type": ↓"disclosureButton", "title": "More Formats" }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "disclosureButton", "title": "Details" }, { "type": "stack", "children": [ { "type": ↓"disclosureButton", "title": "Shipping" } ] }"#
            ),
            .content(
                #"{ "type": "disclosureButton", "title": "Filters" }, { "type": ↓"disclosureButton", "title": "Sorting" }, { "type": ↓"disclosureButton", "title": "Layout" }"#,
                platforms: #""iPadOS": "17.0", "visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "disclosureButton", "title": "Advanced Options", "children": [ { "type": "toggle", "title": "Include Metadata" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "disclosureButton", "title": "Details" }"#, platforms: #""iPadOS": "17.0", "visionOS": "1.0""#),
            RuleExample(
                #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "disclosureButton", "title": "Details" } ] }, { "id": "b", "content": [ { "type": "disclosureButton", "title": "Shipping" } ] } ] }"#
            )
        ], scope: .screen)

    /// The HIG figure this rule reads.
    static let figure = CountFigure.disclosureButtonsPerView

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        context.violationsBeyondLimit(
            of: .disclosureButton, limit: Self.figure, among: Self.description.platforms
        ) {
            Self.message(
                button: $0.component.displayName, position: $0.position, screen: $0.screen.displayName, platforms: $0.platforms,
                limit: $0.limit, first: $0.all[0].displayName)
        }
    }

    /// The finding's message: `button` is disclosure button number `position` on `screen` (`platforms` is the
    /// failing platforms' suffix, such as " on iOS", or empty when all fail), over the per-view `limit`; its options
    /// belong behind the `first` disclosure button.
    static func message(button: String, position: Int, screen: String, platforms: String, limit: Int, first: String) -> String {
        "\(button) is disclosure button \(position) on \(screen)\(platforms); use no more than \(limit) per view. Group its options behind \(first)."
    }
}
