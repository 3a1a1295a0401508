import SpecKnowledge
import SpecModel
import SpecSyntax

/// Controls strive for a hit region of at least the platform's default size, and never below its minimum.
///
/// The hit region is `hitWidth`/`hitHeight` where given, else the drawn `width`/`height` — except for
/// system controls, which the system gives the default hit region whatever their drawn size (a 51×31 pt
/// switch, a checkbox, a stepper, a slider, and visionOS buttons from the Regular size up).
public struct MinTouchTargetRule: Rule {
    public static let description = RuleDescription(
        id: "min-touch-target",
        title: "Controls have a large enough hit region",
        category: .touchTargets,
        defaultSeverity: .information,
        higURLs: [
            HIGLink.url("accessibility", "Mobility"),
            HIGLink.url("buttons", "Best-practices")
        ],
        rationale: """
            People select controls by touch, pointer, eyes or remote; small hit regions cause missed taps. \
            Default / minimum sizes (Accessibility › Mobility): \(PlatformFigureText.controlSizes). \
            Each platform a screen applies to is judged with its own sizes. The HIG asks apps to strive for \
            these sizes ("As a general rule, a button needs a hit region of at least 44x44 pt"), so a smaller \
            hit region is information, below the minimum as well as below the default. A control's hit \
            region is `hitWidth`/`hitHeight` where the spec gives them, else its drawn `width`/`height`; \
            system controls (switches, checkboxes, steppers, sliders, and visionOS buttons from the \
            Regular size up) get the default hit region from the system, so only `hitWidth`/`hitHeight` \
            are judged for them.
            """,
        quote:
            "Strive to meet the recommended minimum control size for each platform to ensure controls and menus are comfortable for all when tapping and clicking.",
        triggeringExamples: [
            .content(#"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": ↓30, "height": 30 }"#),
            .content(#"{ "type": "button", "title": "Go", "width": 44, "height": ↓20 }"#),
            .content(#"{ "type": "button", "title": "Play", "width": ↓60, "height": 60 }"#, platforms: #""tvOS": "17.0""#),
            .content(#"{ "type": "segmentedControl", "segments": ["Day", "Week"], "height": ↓24 }"#),
            // A hit region the spec states is judged, even for a system control.
            .content(#"{ "type": "toggle", "title": "Wi-Fi", "width": 51, "height": 31, "hitWidth": 51, "hitHeight": ↓31 }"#),
            // A drawn 44×44 pt button whose hit region is only the drawn glyph.
            .content(
                #"{ "type": "button", "symbol": "xmark", "accessibilityLabel": "Close", "width": 44, "height": 44, "hitWidth": ↓24, "hitHeight": 24 }"#
            ),
            // Below visionOS's Regular size, a button's drawn size is its hit region.
            .content(
                #"{ "type": "button", "symbol": "play.fill", "accessibilityLabel": "Play", "width": ↓32, "height": 32 }"#,
                platforms: #""visionOS": "2.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": 44, "height": 44 }"#),
            .content(#"{ "type": "button", "title": "Open", "width": 28, "height": 28 }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "text", "text": "Tiny", "width": 10, "height": 10 }"#),
            .content(#"{ "type": "button", "title": "No size given" }"#),
            // Apple's own switch is drawn 51×31 pt; the system gives it its hit region.
            .content(#"{ "type": "toggle", "title": "Wi-Fi", "width": 51, "height": 31 }"#),
            .content(
                #"{ "type": "toggle", "title": "Show hidden files", "style": "checkbox", "width": 14, "height": 14 }"#,
                platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "stepper", "title": "Copies", "width": 94, "height": 32 }, { "type": "slider", "title": "Volume", "height": 4 }"#
            ),
            // visionOS Regular (44 pt) buttons get a 60×60 pt hit region from the system.
            .content(#"{ "type": "button", "title": "Play", "width": 120, "height": 44 }"#, platforms: #""visionOS": "2.0""#),
            // A small drawn button with a hit region that meets the default.
            .content(
                #"{ "type": "button", "symbol": "xmark", "accessibilityLabel": "Close", "width": 24, "height": 24, "hitWidth": 44, "hitHeight": 44 }"#
            )
        ],
        corrections: [
            .content(
                #"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": ↓30, "height": 30 }"#,
                #"{ "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": 44, "height": 44 }"#),
            .content(
                #"{ "type": "button", "title": "Go", "width": 44, "height": ↓20 }"#,
                #"{ "type": "button", "title": "Go", "width": 44, "height": 44 }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for component in context.components(with: .interactive) {
            let judged = context.judgedPlatforms(for: component, among: Self.description.platforms)
            var failing:
                [(platform: Platform, belowMinimum: Bool, recommended: PointSize, minimum: PointSize, region: HitRegionDeclaration)] = []
            for (platform, region) in zip(judged, component.hitRegions(on: judged.map(\.platform))) {
                guard let region,
                    let recommended = platform.profile.defaultControlSize?.value, let minimum = platform.profile.minimumControlSize?.value,
                    region.isBelow(recommended)
                else { continue }
                failing.append((platform.platform, region.isBelow(minimum), recommended, minimum, region))
            }
            // Report the strictest requirement, preferring a platform whose minimum is also missed.
            guard
                let worst = failing.max(by: {
                    ($0.belowMinimum ? 1 : 0, $0.recommended.width) < ($1.belowMinimum ? 1 : 0, $1.recommended.width)
                })
            else { continue }
            let region = worst.region
            let widthShort = region.width.map { $0 < worst.recommended.width } ?? false
            guard let node = widthShort ? region.widthNode : region.heightNode else { continue }
            let platforms = failing.filter { $0.belowMinimum == worst.belowMinimum && $0.recommended == worst.recommended }.map(\.platform)
            let what = region.isStated ? "\(component.displayName)'s hit region" : component.displayName
            let passing = judged.map(\.platform).filter { platform in !failing.contains { $0.platform == platform } }
            let others = failing.filter { !($0.belowMinimum == worst.belowMinimum && $0.recommended == worst.recommended) }
            let message = Self.message(
                target: what, width: region.width, height: region.height,
                worst: Shortfall(
                    platforms: platforms, belowMinimum: worst.belowMinimum, recommended: worst.recommended, minimum: worst.minimum),
                others: others.map {
                    Shortfall(platforms: [$0.platform], belowMinimum: $0.belowMinimum, recommended: $0.recommended, minimum: $0.minimum)
                }, passing: passing)
            let fix = SuggestedFix.size(width: region.widthNode, height: region.heightNode, to: worst.recommended, unit: "pt") { $0 < $1 }
            violations.append(RuleViolation(range: node.range, message: message, fix: fix))
        }
        return violations
    }

    /// Platforms on which a target misses the recommended size, and whether it misses the minimum too.
    struct Shortfall {
        /// The platforms sharing these figures.
        let platforms: [Platform]
        /// True when the target is below `minimum`, not only below `recommended`.
        let belowMinimum: Bool
        /// The platforms' default control size.
        let recommended: PointSize
        /// The platforms' minimum control size.
        let minimum: PointSize
    }

    /// The finding's message: `target` (a component or its hit region), `width` by `height` pt (either may be
    /// unstated), falls short on the `worst` platforms; it adds a sentence per platform in `others` and names the
    /// `passing` platforms where it is large enough.
    static func message(
        target: String, width: Double?, height: Double?, worst: Shortfall, others: [Shortfall], passing: [Platform]
    ) -> String {
        let size = sizeText(width: width, height: height)
        let platforms = Platform.list(worst.platforms)
        var message =
            worst.belowMinimum
            ? "\(target) is \(size), below the \(platforms) minimum of \(worst.minimum); strive for \(worst.recommended)."
            : "\(target) is \(size); strive for \(worst.recommended) on \(platforms) (minimum \(worst.minimum))."
        for other in others {
            message +=
                " On \(Platform.list(other.platforms)) it is below the \(other.belowMinimum ? "minimum of \(other.minimum)" : "default of \(other.recommended)")."
        }
        if !passing.isEmpty {
            message += " It is large enough on \(Platform.list(passing))."
        }
        return message
    }

    /// `30×30 pt`, `30 pt wide` or `20 pt tall`.
    private static func sizeText(width: Double?, height: Double?) -> String {
        switch (width, height) {
        case (let width?, let height?): PointSize(width: width, height: height).description
        case (let width?, nil): "\(PointSize.format(width)) pt wide"
        default: "\(PointSize.format(height ?? 0)) pt tall"
        }
    }
}
