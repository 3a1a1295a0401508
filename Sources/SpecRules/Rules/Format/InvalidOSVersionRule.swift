import SpecKnowledge
import SpecModel

/// In a spec that uses SF Symbols, `platforms` values are OS versions the symbol checks know: not before
/// SF Symbols, not after the data.
public struct InvalidOSVersionRule: Rule {
    public static let description = RuleDescription(
        id: "invalid-os-version",
        title: "Platform versions are within the range the symbol checks know",
        category: .format,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("sf-symbols", "Overview")],
        rationale: """
            Each `platforms` value is the oldest OS version the app supports, written like "17.0". In a spec \
            that uses SF Symbols (a `symbol` anywhere), a version before SF Symbols is reported, since symbols \
            cannot be drawn there, and so is a version newer than the bundled data, which checks symbols as of \
            26.1. The first versions with SF Symbols (iOS, iPadOS and tvOS 13, macOS 11, watchOS 6, visionOS 1) \
            come from the SF Symbols availability data, not from a HIG figure; the HIG's sentence only says \
            that symbols are not available before they were introduced, so every finding is information. A \
            spec that uses no symbol is not judged. Values that are not versions at all are reported with \
            the rest of the format's vocabulary.
            """,
        quote: "Symbols and symbol features introduced in a given year aren’t available in earlier operating systems.",
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": ↓"12.4" }, \#(symbolScreen) }"#),
            RuleExample(#"{ "platforms": { "iOS": "17.0", "macOS": ↓"10.14" }, \#(symbolScreen) }"#),
            RuleExample(#"{ "platforms": { "watchOS": ↓"30.0" }, \#(symbolScreen) }"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "13.0", "macOS": "11", "watchOS": "6.0", "visionOS": "1.0" }, \#(symbolScreen) }"#),
            RuleExample(#"{ "platforms": { "iOS": "26.1", "tvOS": 17, "watchOS": "seventeen" }, \#(symbolScreen) }"#),
            // No symbol, nothing to judge (reported before the rule was held to specs that use symbols).
            RuleExample(#"{ "platforms": { "iOS": "12.4", "watchOS": "30.0" }, "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Hi" } ] } ] }"#)
        ],
        corrections: [
            RuleCorrection(
                #"{ "platforms": { "iOS": ↓"12.4" }, \#(symbolScreen) }"#,
                #"{ "platforms": { "iOS": "13.0" }, \#(symbolScreen) }"#)
        ])

    /// A screen that uses a symbol, for the examples.
    private static let symbolScreen = #""screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star" } ] } ]"#

    /// The oldest OS version with SF Symbols, per platform.
    static let oldestSupported: [Platform: OSVersion] = [
        .iOS: OSVersion(major: 13), .iPadOS: OSVersion(major: 13), .tvOS: OSVersion(major: 13),
        .macOS: OSVersion(major: 11), .watchOS: OSVersion(major: 6), .visionOS: OSVersion(major: 1)
    ]

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let platforms = context.spec.root?["platforms"], platforms.kind == .object else {
            return []
        }
        var violations: [RuleViolation] = []
        for property in platforms.properties {
            guard let name = property.keyName, let platform = Platform(rawValue: name), let node = property.value,
                let text = node.stringValue
            else { continue }
            // Malformed versions are reported by the vocabulary validator in SpecModel.
            guard let version = OSVersion(text) else { continue }
            if let oldest = Self.oldestSupported[platform], version < oldest {
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.tooOld(platform: platform, version: version, oldest: oldest),
                        fix: SuggestedFix(
                            title: "Use \(oldest)", range: node.range, newText: NameSuggestions.jsonQuoted(oldest.description))))
            } else if version > platform.newestKnownVersion {
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.newerThanKnown(platform: platform, version: version)))
            }
        }
        // Only a spec that uses a symbol is judged; asked last, since it walks every screen.
        return violations.isEmpty || context.symbolReferences.isEmpty ? [] : violations
    }

    /// The finding's message: `platform`'s `version` is older than `oldest`, the first with SF Symbols.
    static func tooOld(platform: Platform, version: OSVersion, oldest: OSVersion) -> String {
        let name = platform.rawValue
        return
            "\(name) \(version) is older than \(name) \(oldest), the first version with SF Symbols (from the SF Symbols availability data, not a HIG figure); the spec's symbols cannot be drawn there. Raise it to at least \(oldest)."
    }

    /// The finding's message: `platform`'s `version` is newer than the newest version designspec knows.
    static func newerThanKnown(platform: Platform, version: OSVersion) -> String {
        "\(platform.rawValue) \(version) is newer than the newest version designspec knows (\(platform.newestKnownVersion)); symbol availability is checked as of \(platform.newestKnownVersion)."
    }
}
