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
        triggeringExamples: [
            .content(#"{ "type": "disclosureButton", "title": "Advanced Options" }, { "type": ↓"disclosureButton", "title": "More Formats" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "disclosureButton", "title": "Details" }, { "type": "stack", "children": [ { "type": ↓"disclosureButton", "title": "Shipping" } ] }"#),
            .content(
                #"{ "type": "disclosureButton", "title": "Filters" }, { "type": ↓"disclosureButton", "title": "Sorting" }, { "type": ↓"disclosureButton", "title": "Layout" }"#,
                platforms: #""iPadOS": "17.0", "visionOS": "1.0""#),
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "disclosureButton", "title": "Advanced Options", "children": [ { "type": "toggle", "title": "Include Metadata" } ] }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "disclosureButton", "title": "Details" }"#, platforms: #""iPadOS": "17.0", "visionOS": "1.0""#),
            RuleExample(
                #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [ { "type": "disclosureButton", "title": "Details" } ] }, { "id": "b", "content": [ { "type": "disclosureButton", "title": "Shipping" } ] } ] }"#),
        ])

    /// The row of the HIG's count table this rule reads.
    static let countedComponent = "Disclosure buttons per view"

    /// The figure in the table row.
    static func figure(_ row: CountLimit) -> Int? { row.number(after: "at most") }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens {
            let buttons = screen.componentIndices.map { context.spec.components[$0] }.filter { $0.componentKind == .disclosureButton }
            guard buttons.count > 1 else { continue }
            let judgement = context.countLimits(Self.countedComponent, for: screen, among: Self.description.platforms, figure: Self.figure)
            for (position, button) in buttons.enumerated() {
                let failing = judgement.platforms(exceededBy: position + 1)
                guard let limit = judgement.limit(on: failing), let node = button.kindNode else { continue }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: "\(button.displayName) is disclosure button \(position + 1) on \(screen.displayName)\(judgement.naming(failing)); use no more than \(limit) per view. Group its options behind \(buttons[0].displayName)."))
            }
        }
        return violations
    }
}
