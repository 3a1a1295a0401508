import SpecKnowledge
import SpecModel

/// A rule's metadata. The published rule set (`Schemas/rules.json`), `designspec rules`,
/// `designspec explain`, SARIF rule metadata and LSP `codeDescription` links all come from here.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, e.g. `min-touch-target`.
    public let id: String
    /// One-line title.
    public let title: String
    /// The group the rule belongs to.
    public let category: RuleCategory
    /// Severity when neither the file nor the editor overrides it.
    public let defaultSeverity: Severity
    /// Platforms the rule applies to.
    public let platforms: [Platform]
    /// HIG sections (full URLs with anchors) the rule rests on; the first is the primary link.
    public let higURLs: [String]
    /// Why the rule exists, in a few sentences, with the HIG's figures.
    public let rationale: String
    /// Which guidance the rule rests on; rules resting only on older or unofficial text default to
    /// information or warning and say so in their rationale.
    public let authority: HIGAuthority
    /// Documents that must produce violations exactly at their `↓` markers.
    public let triggeringExamples: [RuleExample]
    /// Documents that must produce no violations.
    public let nonTriggeringExamples: [RuleExample]

    /// Creates a description.
    public init(
        id: String, title: String, category: RuleCategory, defaultSeverity: Severity, platforms: [Platform] = Platform.allCases,
        higURLs: [String], rationale: String, authority: HIGAuthority = .current,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.platforms = platforms
        self.higURLs = higURLs
        self.rationale = rationale
        self.authority = authority
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The primary HIG link.
    public var higURL: String { higURLs.first ?? HIGLink.root }
}
