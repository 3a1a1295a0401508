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
    /// Which guidance the rule rests on. Rules resting only on the 2015 iOS HIG or the unofficial
    /// summary are off unless the `legacy` rule set is on; findings of rules not resting on the
    /// current HIG name their source.
    public let authority: HIGAuthority
    /// The sentence the rule enforces, verbatim from `authority`'s text (for the current HIG, the
    /// bundled HIG text; `RuleQuoteTests` checks it). The default severity follows its words.
    public let quote: String
    /// Documents that must produce violations exactly at their `↓` markers.
    public let triggeringExamples: [RuleExample]
    /// Documents that must produce no violations.
    public let nonTriggeringExamples: [RuleExample]
    /// What the rule's preferred fix does, as tests: every rule whose findings carry a fix has at least one.
    public let corrections: [RuleCorrection]
    /// What one run of the rule needs to see; `.document` (the default) is always correct,
    /// `.screen` lets the engine re-run the rule only for screens that changed.
    public let scope: RuleScope

    /// Creates a description.
    public init(
        id: String, title: String, category: RuleCategory, defaultSeverity: Severity, platforms: [Platform] = Platform.allCases,
        higURLs: [String], rationale: String, authority: HIGAuthority = .current, quote: String = "",
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], corrections: [RuleCorrection] = [],
        scope: RuleScope = .document
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.platforms = platforms
        self.higURLs = higURLs
        self.rationale = rationale
        self.authority = authority
        self.quote = quote
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.scope = scope
    }

    /// The primary HIG link.
    public var higURL: String { higURLs.first ?? HIGLink.root }
}

/// Whether a rule's findings can be computed one screen at a time.
public enum RuleScope: Sendable {
    /// The rule looks at the whole document at once (e.g. compares screens, or counts across them).
    case document
    /// What the rule reports inside a screen depends only on that screen and on what lies outside
    /// all screens (tokens, platforms, rule overrides), and what it reports outside screens depends
    /// on no screen. The engine then runs it on views of the document (`DesignSpec.view(of:)`): one
    /// without screens for the findings outside them, one per screen for that screen's findings, and
    /// caches each screen's findings, re-running the rule only where a screen's text or the context
    /// changed.
    case screen
}
