import SpecKnowledge
import SpecModel
import SpecSyntax

/// Dynamic system colors are used for the job their name says: label colors for text, background
/// colors for backgrounds.
public struct SemanticColorMisuseRule: Rule {
    public static let description = RuleDescription(
        id: "semantic-color-misuse",
        title: "Semantic system colors are used for their purpose",
        category: .color,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .macOS, .visionOS],
        higURLs: [
            HIGLink.url("color", "System-colors"),
            HIGLink.url("color", "iOS-iPadOS"),
            HIGLink.url("color", "macOS"),
            HIGLink.url("dark-mode", "Text")
        ],
        rationale: """
            Dynamic system colors are defined by purpose: label, secondaryLabel, tertiaryLabel, \
            quaternaryLabel and placeholderText for text; systemBackground and the grouped backgrounds in \
            three levels for backgrounds; separator and opaqueSeparator for dividers; the four fills for \
            thin and small shapes. Each adapts correctly only in its role: a label color as a background or \
            a background color as text loses its contrast when the appearance changes.
            """,
        quote: "Avoid redefining the semantic meanings of dynamic system colors.",
        triggeringExamples: [
            .content(#"{ "type": "card", "background": ↓"secondaryLabel", "children": [] }"#),
            .content(#"{ "type": "text", "text": "Hi", "color": ↓"systemBackground" }"#),
            .content(#"{ "type": "text", "text": "Hi", "color": ↓"line" }"#, extra: #""colors": { "line": "separator" }"#),
            .content(
                #"{ "type": "text", "text": "Hi", "color": { "light": ↓"systemFill", "dark": "label" } }"#, platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Hi", "color": "secondaryLabel", "background": "secondarySystemBackground" }"#),
            .content(#"{ "type": "button", "title": "Go", "color": "link", "background": "tertiarySystemFill" }"#),
            .content(#"{ "type": "text", "text": "Hi", "color": "systemBackground" }"#, platforms: #""tvOS": "17.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "card", "background": ↓"secondaryLabel", "children": [] }"#,
                #"{ "type": "card", "background": "secondarySystemBackground", "children": [] }"#)
        ], scope: .screen)

    /// Background colors that replace label colors of the same level.
    static let backgroundForLabel: [String: String] = [
        "label": "systemBackground", "secondaryLabel": "secondarySystemBackground", "tertiaryLabel": "tertiarySystemBackground"
    ]

    public init() {}

    /// True for the system color families that are wrong as a text or symbol color: backgrounds,
    /// separators and fills.
    static func misusedAsForeground(_ kind: SystemColorKind) -> Bool {
        kind == .background || kind == .separator || kind == .fill
    }

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for use in context.colorUses where use.isForeground || use.isBackground {
            guard !context.judgedPlatforms(for: use, among: Self.description.platforms).isEmpty else { continue }
            for node in use.stringNodes {
                guard let (system, tokens) = SystemColorLookup.systemColor(for: node, in: context.spec) else { continue }
                let token = tokens.first?.name
                // Named only for a finding: most system colors are used as meant.
                var owner: String { use.ownerName.prefix(1).uppercased() + use.ownerName.dropFirst() }
                var message: String?
                var fix: SuggestedFix?
                if use.isBackground {
                    switch system.kind {
                    case .label, .link:
                        message = Self.textColorAsBackground(owner: owner, color: system.name, token: token)
                        if tokens.isEmpty, let replacement = Self.backgroundForLabel[system.name] {
                            fix = SuggestedFix(title: "Use \(replacement)", range: node.range, newText: "\"\(replacement)\"")
                        }
                    default:
                        break
                    }
                } else {
                    switch system.kind {
                    case .background:
                        message = Self.backgroundColorAsForeground(owner: owner, color: system.name, property: use.property, token: token)
                    case .separator:
                        message = Self.separatorColorAsForeground(owner: owner, color: system.name, property: use.property, token: token)
                    case .fill:
                        message = Self.fillColorAsForeground(owner: owner, color: system.name, property: use.property, token: token)
                    default:
                        break
                    }
                }
                if let message {
                    let related = tokens.map { token in
                        RelatedLocation(
                            range: token.keyNode.range, message: "`\(token.name)` is defined here.",
                            file: context.spec.importedToken(named: token.name, kind: .color)?.file)
                    }
                    violations.append(RuleViolation(range: node.range, message: message, fix: fix, related: related))
                }
            }
        }
        return violations
    }

    /// The finding's message: `owner` (capitalized) uses the text color `color` (through `token`, when set through
    /// one) as its background.
    static func textColorAsBackground(owner: String, color: String, token: String?) -> String {
        "\(owner) uses the text color `\(color)` as its background\(through(token)); use a background color such as `systemBackground` or `secondarySystemBackground`."
    }

    /// The finding's message: `owner` (capitalized) uses the background color `color` (through `token`, when set
    /// through one) as the color of `property`.
    static func backgroundColorAsForeground(owner: String, color: String, property: String, token: String?) -> String {
        "\(owner) uses the background color `\(color)` as its \(foreground(property)) color\(through(token)); use a label color such as `label` or `secondaryLabel` for text and symbols."
    }

    /// The finding's message: `owner` (capitalized) uses the separator color `color` (through `token`, when set
    /// through one) as the color of `property`.
    static func separatorColorAsForeground(owner: String, color: String, property: String, token: String?) -> String {
        "\(owner) uses the separator color `\(color)` as its \(foreground(property)) color\(through(token)); separators are for dividers, use `label` or `secondaryLabel`."
    }

    /// The finding's message: `owner` (capitalized) uses the fill color `color` (through `token`, when set through
    /// one) as the color of `property`.
    static func fillColorAsForeground(owner: String, color: String, property: String, token: String?) -> String {
        "\(owner) uses the fill color `\(color)` as its \(foreground(property)) color\(through(token)); fills are backgrounds for thin and small shapes, use `label` or `secondaryLabel`."
    }

    /// " (through token `name`)" when the color is set through a token, else nothing.
    private static func through(_ token: String?) -> String {
        token.map { " (through token `\($0)`)" } ?? ""
    }

    /// The name a message gives the colored property: "text" for `color`, else the property's own name.
    private static func foreground(_ property: String) -> String {
        property == "color" ? "text" : property
    }
}
