/// How authoritative a piece of HIG text is: today's guidelines, or an older or unofficial source.
///
/// The raw values are the `authority` strings of the bundled corpus files.
public enum HIGAuthority: String, Sendable, CaseIterable {
    /// The current Human Interface Guidelines.
    case current
    /// An older official HIG chapter (2023–24), kept where today's pages moved or dropped the text.
    case olderOfficial = "older-official"
    /// The iOS 9-era HIG (2015), kept for components today's corpus does not cover.
    case legacy2015 = "older-ios-2015"
    /// A third-party summary: the lowest authority.
    case unofficial
    /// The Web Content Accessibility Guidelines (W3C), where a figure comes from WCAG rather than the HIG.
    case wcag
    /// The design spec format itself (`Schemas/design-spec.schema.json`), for checks of the spec's own
    /// structure that no HIG sentence speaks of.
    case format = "design-spec-format"

    /// A label to show next to the text; `nil` for current guidance.
    public var label: String? {
        switch self {
        case .current: nil
        case .olderOfficial: "Older guidance (Apple HIG, 2023–24)"
        case .legacy2015: "Older guidance (iOS HIG, 2015)"
        case .unofficial: "Unofficial summary (third-party)"
        case .wcag: "WCAG 2.2 (W3C)"
        case .format: "The design spec format"
        }
    }

    /// Whether rules resting on this source alone are off unless the `legacy` rule set is on:
    /// figures found only in the 2015 iOS HIG or in the unofficial summary.
    public var isLegacyRuleSet: Bool {
        self == .legacy2015 || self == .unofficial
    }

    /// Where a finding's figure comes from, appended to the messages of rules that do not rest on
    /// the current HIG; `nil` for current guidance and for the format's own checks.
    public var findingSource: String? {
        switch self {
        case .current: nil
        case .olderOfficial: "source: Apple HIG, 2023–24"
        case .legacy2015: "source: iOS HIG, 2015 (legacy rule set)"
        case .unofficial: "source: unofficial HIG summary (legacy rule set)"
        case .wcag: "source: WCAG 2.2"
        case .format: nil
        }
    }

    /// Sort rank: lower is more authoritative.
    var rank: Int {
        switch self {
        case .current: 0
        case .olderOfficial: 1
        case .legacy2015: 2
        case .unofficial: 3
        case .wcag: 4
        case .format: 5
        }
    }
}
