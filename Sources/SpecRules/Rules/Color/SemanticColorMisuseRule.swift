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
                let via = tokens.isEmpty ? "" : " (through token `\(tokens[0].name)`)"
                let related = tokens.map { token in
                    RelatedLocation(
                        range: token.keyNode.range, message: "`\(token.name)` is defined here.",
                        file: context.spec.importedToken(named: token.name, kind: .color)?.file)
                }
                let owner = use.ownerName.prefix(1).uppercased() + use.ownerName.dropFirst()
                var message: String?
                var fix: SuggestedFix?
                if use.isBackground {
                    switch system.kind {
                    case .label, .link:
                        message =
                            "\(owner) uses the text color `\(system.name)` as its background\(via); use a background color such as `systemBackground` or `secondarySystemBackground`."
                        if tokens.isEmpty, let replacement = Self.backgroundForLabel[system.name] {
                            fix = SuggestedFix(title: "Use \(replacement)", range: node.range, newText: "\"\(replacement)\"")
                        }
                    default:
                        break
                    }
                } else {
                    switch system.kind {
                    case .background:
                        message =
                            "\(owner) uses the background color `\(system.name)` as its \(use.property == "color" ? "text" : use.property) color\(via); use a label color such as `label` or `secondaryLabel` for text and symbols."
                    case .separator:
                        message =
                            "\(owner) uses the separator color `\(system.name)` as its \(use.property == "color" ? "text" : use.property) color\(via); separators are for dividers, use `label` or `secondaryLabel`."
                    case .fill:
                        message =
                            "\(owner) uses the fill color `\(system.name)` as its \(use.property == "color" ? "text" : use.property) color\(via); fills are backgrounds for thin and small shapes, use `label` or `secondaryLabel`."
                    default:
                        break
                    }
                }
                if let message {
                    violations.append(RuleViolation(range: node.range, message: message, fix: fix, related: related))
                }
            }
        }
        return violations
    }
}
