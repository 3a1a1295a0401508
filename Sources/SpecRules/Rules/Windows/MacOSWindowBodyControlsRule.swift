import SpecKnowledge
import SpecModel
import SpecSyntax

/// macOS keeps switches, checkboxes, radio buttons and help buttons in the window body, out of the toolbar.
public struct MacOSWindowBodyControlsRule: Rule {
    public static let description = RuleDescription(
        id: "macos-window-body-controls",
        title: "Switches, checkboxes, radio buttons and help buttons stay out of the macOS toolbar",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.macOS],
        higURLs: [HIGLink.url("toggles", "macOS"), HIGLink.url("buttons", "Help-buttons")],
        rationale: """
            In macOS, switches, checkboxes and radio buttons belong in the window body, not the window frame: \
            avoid them in a toolbar or status bar. The same holds for help buttons. In the toolbar (and the \
            navigation bar items macOS shows there) use toolbar items instead: a toggle drawn as a button, a \
            pop-up button or a segmented control.
            """,
        quote:
            "Use switches, checkboxes, and radio buttons in the window body, not the window frame. In particular, avoid using these components in a toolbar or status bar.",
        triggeringExamples: [
            .screen(
                #""toolbar": { "items": [ { "type": "toggle", "title": "Unread Only", "style": ↓"checkbox" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""toolbar": { "items": [ { "type": "picker", "title": "Sort", "options": ["Date", "Title"], "style": ↓"radioGroup" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""navigationBar": { "trailingItems": [ { "type": "button", "style": ↓"help", "accessibilityLabel": "Help" } ] }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""toolbar": { "items": [ { "type": "toggle", "title": "Unread Only", "symbol": "line.3.horizontal.decrease.circle", "style": "button" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""content": [ { "type": "toggle", "title": "Show previews", "style": "checkbox" }, { "type": "button", "style": "help", "accessibilityLabel": "Help" } ]"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""toolbar": { "items": [ { "type": "menu", "title": "View", "items": [ { "type": "toggle", "title": "Show Images", "style": "switch" } ] } ] }"#,
                platforms: #""macOS": "14.0""#),
            // An iOS screen's toolbar is not a macOS window frame.
            .screen(
                #""platform": "iOS", "toolbar": { "items": [ { "type": "toggle", "title": "Wi-Fi", "style": "switch" } ] }"#,
                platforms: #""iOS": "17.0", "macOS": "14.0""#)
        ],
        corrections: [
            .screen(
                #""toolbar": { "items": [ { "type": "toggle", "title": "Unread Only", "style": ↓"checkbox" } ] }"#,
                #""toolbar": { "items": [ { "type": "toggle", "title": "Unread Only", "style": "button" } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""toolbar": { "items": [ { "type": "picker", "title": "Sort", "options": ["Date", "Title"], "style": ↓"radioGroup" } ] }"#,
                #""toolbar": { "items": [ { "type": "picker", "title": "Sort", "options": ["Date", "Title"], "style": "menu" } ] }"#,
                platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.components(placedWhere: { $0.isBarItem || $0 == .children }) {
            guard let styleNode = component.value("style"), context.spec.isInWindowFrame(component),
                !context.judgedPlatforms(for: component, among: Self.description.platforms).isEmpty
            else { continue }
            let message: String
            var fix: SuggestedFix?
            if component.componentKind == .toggle, let style = component.toggleStyle, style.belongsInWindowBody {
                message = Self.toggle(component: component.displayName, style: style)
                fix = SuggestedFix(
                    title: "Show it as a toolbar button", range: styleNode.range, newText: "\"\(ToggleStyle.button.rawValue)\"")
            } else if component.componentKind == .picker, let style = component.pickerStyle, style.belongsInWindowBody {
                message = Self.radioGroup(component: component.displayName)
                fix = SuggestedFix(title: "Show it as a pop-up button", range: styleNode.range, newText: "\"\(PickerStyle.menu.rawValue)\"")
            } else if component.componentKind == .button, let style = component.buttonStyle, style.belongsInWindowBody {
                message = Self.helpButton(component: component.displayName)
            } else {
                continue
            }
            violations.append(RuleViolation(range: styleNode.range, message: message, fix: fix))
        }
        return violations
    }

    /// The finding's message when toggle `component`, shown as a `style` (switch or checkbox), is in the window frame.
    static func toggle(component: String, style: ToggleStyle) -> String {
        inWindowFrame(
            component, is: "a \(style.rawValue)",
            remedy: "show it as a toolbar button that stays highlighted while on (\"style\": \"\(ToggleStyle.button.rawValue)\")")
    }

    /// The finding's message when picker `component`, shown as radio buttons, is in the window frame.
    static func radioGroup(component: String) -> String {
        inWindowFrame(
            component, is: "a group of radio buttons",
            remedy: "use a pop-up button (\"style\": \"\(PickerStyle.menu.rawValue)\") or a segmented control")
    }

    /// The finding's message when help button `component` is in the window frame.
    static func helpButton(component: String) -> String {
        inWindowFrame(
            component, is: "a help button",
            remedy: "move it into the window body, in the lower corner of the dialog or settings pane it explains")
    }

    private static func inWindowFrame(_ component: String, is what: String, remedy: String) -> String {
        "\(component) is \(what) in the window frame; macOS keeps switches, checkboxes, radio buttons and help buttons in the window body, not in the toolbar; \(remedy)."
    }
}
