import SpecModel

/// The one reviewed list of rules whose default severity is not the one `SeverityPolicy` derives from
/// the words of their quote, each with its severity and the reason. `RuleSeverityPolicyTests` fails on
/// a mismatch missing here and on an entry that no longer differs; change this list only in review.
enum SeverityPolicyExceptions {
    /// Rule id → the rule's default severity and why it differs from the one its quote's words call for.
    static let byRule: [String: (severity: Severity, reason: String)] = [
        // Error follows the situation, not the words: the spec cannot work as written.
        "unknown-text-style": (.error, "an unknown text style or type token: the spec names a font that does not exist"),
        "unknown-color": (.error, "an unknown color or token: the spec names a color that does not exist"),
        "sf-symbol-exists": (.error, "a symbol that SF Symbols does not have cannot be drawn"),
        "sf-symbol-availability": (.error, "a symbol unavailable on a deployment target with no fallback: the app would break there"),
        "sf-symbol-fallback-availability": (.error, "a fallback symbol unavailable on its deployment target: the app would break there"),
        "tvos-tab-bar-metrics": (.error, "“you can’t change either of these values”: a tab bar of another height or inset is one tvOS cannot draw"),
        "slider-unsupported-tvos": (.error, "a component the platform lacks (“Not supported in tvOS.”)"),
        "component-unsupported-on-platform": (.error, "a component the platform lacks (“Not supported in watchOS.”)"),

        // Words the table does not list, read as the table's own words.
        "visionos-control-center-spacing": (.information, "“Aim to place buttons…” asks for an effort, as “strive” does"),
        "visionos-ornament-width": (.information, "“Aim to keep an ornament’s width…” asks for an effort, as “strive” does"),
        "watchos-avoid-activity-indicator": (
            .information, "“As much as possible, avoid…” softens “avoid” as “in general” does (avoid-light-font-weights)"
        ),
        "visionos-small-buttons-in-row": (
            .information, "“it’s usually best to avoid…” softens “avoid” as “in general” does (avoid-light-font-weights)"
        ),
        "tab-item-title-single-word": (
            .information, "“Use single words whenever possible”: “whenever possible” leaves room, as “strive” does"
        ),
        "watchos-complication-image-size": (
            .information, "“use the following values for guidance”: the figures are offered as guidance, not required"
        ),
        "visionos-volume-ornament-count": (
            .information,
            "enforces the sentence's second half, “prefer creating only one additional ornament”; its first half (“avoid placing an ornament on the same edge”) is visionos-ornament-edge, a warning"
        ),
        "tab-bar-and-toolbar-exclusive": (
            .information, "“They never appear at the same time” describes the two bars (unofficial summary); it instructs nothing"
        ),
        "alert-title-required": (.warning, "“Displays a required title”: the 2015 HIG calls the title required, which asks as much as “must”"),
        "segmented-control-max-segments": (.warning, "“should have five or fewer segments” instructs, as a plain “use” does"),

        // Not a HIG sentence: the format's own contract.
        "unknown-rule-id": (
            .warning,
            "the format definition describes the `rules` object; an id that names no rule is an override that silently does nothing"
        )
    ]
}
