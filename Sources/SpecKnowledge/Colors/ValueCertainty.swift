/// How well sourced a system color value is, from the data's `status` field.
public enum ValueCertainty: String, Sendable {
    /// Two or more independent sources agree.
    case confirmed
    /// Only copies of Apple's HIG page (authoritative, no second transcription checked).
    case higOnly
    /// One source only.
    case singleSource
    /// A 26-era Figma kit value equal to the confirmed legacy value.
    case figmaMatchesLegacy
    /// A 26-era value seen in two extractions of the same Apple Figma kit.
    case figmaTwoExtractions
    /// Sources disagree; the value is the preferred one and `SystemColorValue.alternatives` lists others.
    case conflict
    /// No source was found; the value is absent.
    case unknown

    /// Maps the data's spelling (`hig-only`, `single-source`, …); unrecognized statuses become `.unknown`.
    init(dataValue: String) {
        switch dataValue {
        case "confirmed": self = .confirmed
        case "hig-only": self = .higOnly
        case "single-source": self = .singleSource
        case "figma-matches-legacy": self = .figmaMatchesLegacy
        case "figma-two-extractions": self = .figmaTwoExtractions
        case "conflict": self = .conflict
        default: self = .unknown
        }
    }

    /// Whether messages must call the value uncertain (sources conflict, or no value is known).
    public var isUncertain: Bool {
        self == .conflict || self == .unknown
    }

    /// A short phrase for hovers and diagnostics.
    public var summary: String {
        switch self {
        case .confirmed: return "confirmed by two or more independent sources"
        case .higOnly: return "from Apple's HIG only"
        case .singleSource: return "from a single source"
        case .figmaMatchesLegacy: return "from Apple's Figma kit, equal to the earlier value"
        case .figmaTwoExtractions: return "from two extractions of Apple's Figma kit"
        case .conflict: return "value uncertain: sources disagree"
        case .unknown: return "value unknown: no source found"
        }
    }
}
