import SpecKnowledge
import SpecModel

/// The spec names the platforms it targets; otherwise iOS at the newest version is assumed.
public struct PlatformsDeclaredRule: Rule {
    public static let description = RuleDescription(
        id: "platforms-declared",
        title: "The spec declares its platforms",
        category: .format,
        defaultSeverity: .information,
        higURLs: [HIGLink.url("sf-symbols", "Overview"), HIGLink.url("layout", "Platform-considerations")],
        rationale: """
            Which HIG figures apply (touch targets of \(Self.controlSize(.iOS)) on iOS but \(Self.controlSize(.macOS)) on \
            macOS, minimum text sizes from \(Self.minimumTextSizes)) and which SF Symbols exist depend on the \
            platforms and their oldest \
            supported OS versions. Without `platforms` a spec is checked as iOS at the newest known \
            version (26.1), which hides availability problems on older versions.
            """,
        quote: "Availability of individual symbols and features varies based on the version of the system you’re targeting.",
        triggeringExamples: [
            RuleExample(#"↓{ "screens": [] }"#),
            RuleExample(#"{ "platforms": ↓{ "ios": "17.0" } }"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "17.0" }, "screens": [] }"#),
            RuleExample(#"{ "platforms": { "macOS": "14.0", "watchOS": "10.0" } }"#),
            RuleExample(#"{ "colors": { "brand": "systemBlue" }, "typography": { "heading": "title2" } }"#)
        ], scope: .screen)

    /// The default control size on `platform`, from its profile.
    static func controlSize(_ platform: Platform) -> String {
        PlatformCatalog.shared.profile(for: platform).defaultControlSize?.value.description ?? "no HIG figure"
    }

    /// "10 to 23 pt": the smallest and largest minimum text size across the platforms' profiles.
    static var minimumTextSizes: String {
        let sizes = Platform.allCases.compactMap { PlatformCatalog.shared.profile(for: $0).minimumTextSize?.value }
        guard let low = sizes.min(), let high = sizes.max() else { return "the HIG's table (which could not be read)" }
        return "\(PointSize.format(low)) to \(PointSize.format(high)) pt"
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        // A tokens-only spec is judged on the platforms of the specs that import it.
        guard let root = context.spec.root, !context.spec.declaresPlatforms, !context.spec.isTokensOnly else { return [] }
        let assumed = context.spec.targets.map(\.label)
        if let platforms = root["platforms"] {
            return [RuleViolation(range: platforms.range, message: Self.noKnownPlatform(assuming: assumed))]
        }
        let start = root.range.lowerBound
        return [RuleViolation(range: start..<(start + 1), message: Self.noPlatforms(assuming: assumed))]
    }

    /// What the messages show as an example of `platforms`.
    private static let example = #""platforms": { "iOS": "17.0" }"#

    /// The finding's message: `platforms` names no known platform, so the spec is judged on the `assuming` targets.
    static func noKnownPlatform(assuming targets: [String]) -> String {
        let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
        return
            "`platforms` names no known platform; assuming \(targets.joined(separator: ", ")). Use the platforms' exact names (\(known)) with the oldest OS versions you support, e.g. \(example)."
    }

    /// The finding's message: the spec has no `platforms`, so it is judged on the `assuming` targets.
    static func noPlatforms(assuming targets: [String]) -> String {
        "No platforms given; assuming \(targets.joined(separator: ", ")). Add \(example) (every platform you ship on, with the oldest OS version you support) so the right figures and SF Symbol availability are checked."
    }
}
