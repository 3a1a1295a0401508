import SpecKnowledge
import SpecModel
import SpecSyntax

/// macOS radio groups hold two to five options.
public struct MacOSRadioGroupSizeRule: Rule {
    public static let description = RuleDescription(
        id: "macos-radio-group-size",
        title: "macOS radio groups hold two to five options",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.macOS],
        higURLs: [HIGLink.url("toggles", "Radio-buttons")],
        rationale: """
            Radio buttons are typically displayed in groups of two to five mutually exclusive choices. A long \
            list of radio buttons takes up space and can be overwhelming: for more than about five options use \
            a pop-up button ("Avoid listing too many radio buttons in a set", a warning). To present a single \
            setting that can be on or off, prefer a checkbox ("prefer", so a single radio button is \
            information). The range is read from the HIG's component count table.
            """,
        quote: "Avoid listing too many radio buttons in a set.",
        triggeringExamples: [
            .content(
                #"{ "type": "picker", "title": "Refresh", "style": "radioGroup", "options": ↓["Every 10 minutes", "Every 30 minutes", "Every hour", "Every 2 hours", "Every 4 hours", "Every 8 hours"] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "picker", "title": "Sync", "style": "radioGroup", "options": ↓["Sync articles"] }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(
                #"{ "type": "picker", "title": "Open links", "style": "radioGroup", "options": ["In the app", "In the default browser"] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "picker", "title": "Sort", "style": "radioGroup", "options": ["Newest", "Oldest", "Title", "Author", "Feed"] }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "picker", "title": "Refresh", "style": "menu", "options": ["1", "2", "3", "4", "5", "6", "7"] }"#,
                platforms: #""macOS": "14.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "picker", "title": "Refresh", "style": "radioGroup", "options": ↓["Every 10 minutes", "Every 30 minutes", "Every hour", "Every 2 hours", "Every 4 hours", "Every 8 hours"] }"#,
                #"{ "type": "picker", "title": "Refresh", "style": "menu", "options": ["Every 10 minutes", "Every 30 minutes", "Every hour", "Every 2 hours", "Every 4 hours", "Every 8 hours"] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let range = HIGFigures.range(.radioButtonsPerGroup)?.value else { return [] }
        var violations: [RuleViolation] = []
        for picker in context.components(.picker) where picker.pickerStyle == .radioGroup {
            guard let options = picker.value("options"), options.kind == .array, !options.elements.isEmpty,
                !context.judgedPlatforms(for: picker, among: Self.description.platforms).isEmpty
            else { continue }
            let count = options.elements.count
            if count > range.upperBound {
                let fix = picker.value("style").map {
                    SuggestedFix(title: "Use a pop-up button", range: $0.range, newText: "\"\(PickerStyle.menu.rawValue)\"")
                }
                violations.append(
                    RuleViolation(
                        range: options.range,
                        message: Self.tooMany(picker: picker.displayName, count: count, range: range),
                        fix: fix))
            } else if count < range.lowerBound {
                violations.append(
                    RuleViolation(
                        range: options.range,
                        message: Self.singleButton(picker: picker.displayName, range: range),
                        severity: .information))
            }
        }
        return violations
    }

    /// The finding's message when `picker` shows `count` radio buttons, more than `range` allows; it suggests a pop-up button.
    static func tooMany(picker: String, count: Int, range: ClosedRange<Int>) -> String {
        "\(picker) shows \(count) radio buttons; \(limits(range)), so use a pop-up button (\"style\": \"\(PickerStyle.menu.rawValue)\") for \(count) choices."
    }

    /// The finding's message when `picker` is a single radio button, fewer than `range` allows; it suggests a checkbox.
    static func singleButton(picker: String, range: ClosedRange<Int>) -> String {
        "\(picker) is a single radio button; \(limits(range)), and a setting that is on or off reads more clearly as a checkbox (a toggle with \"style\": \"\(ToggleStyle.checkbox.rawValue)\")."
    }

    private static func limits(_ range: ClosedRange<Int>) -> String {
        "macOS radio groups hold \(range.lowerBound) to \(range.upperBound) options"
    }
}
