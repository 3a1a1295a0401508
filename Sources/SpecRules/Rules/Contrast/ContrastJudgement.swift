import SpecKnowledge
import SpecModel
import SpecSyntax

/// One appearance on one platform where a foreground misses the contrast it needs.
struct ContrastFailure {
    /// The platform judged.
    let platform: Platform
    /// The appearance judged (one the platform has).
    let appearance: Appearance
    /// The contrast ratio found.
    let ratio: Double
    /// The ratio needed.
    let required: Double
    /// How the foreground was written: `systemBlue`, `#C7C7CC`.
    let foreground: String
    /// How the background was written.
    let background: String
    /// True when a system color value involved is uncertain in the reference data.
    let isUncertain: Bool
    /// The ratio in the matching increased-contrast appearance, when the platform has it.
    var increasedContrastRatio: Double? = nil

    /// True when the colors meet the required ratio with Increase Contrast on.
    var passesWithIncreasedContrast: Bool {
        increasedContrastRatio.map { $0 + 0.005 >= required } ?? false
    }
}

/// Judges a foreground against what it sits on, per platform and per appearance that platform has, and
/// words one finding for all the failures.
enum ContrastJudgement {
    /// The HIG's minimum contrast ratios; nil (nothing is judged) when the bundled table cannot be read.
    static var minimums: ContrastMinimums? { HIGFigures.contrast }

    /// The table's minimums worded for rationales: "4.5:1 for text below 18 pt, 3:1 for text of 18 pt and
    /// larger or bold text".
    static var minimumsText: String {
        guard let minimums else { return "the figures of the HIG's contrast table (which could not be read)" }
        let size = FontResolver.format(minimums.largeTextSize)
        return
            "\(format(minimums.normalText)):1 for text below \(size) pt, \(format(minimums.largeText)):1 for text of \(size) pt and larger or bold text"
    }

    /// The failures of `foreground` over `background` in each appearance `platform` has. With
    /// `increasedContrastSuffices`, a light or dark failure is dropped when the platform has the matching
    /// increased-contrast appearance and the colors pass there (the HIG: "If your app doesn't provide this
    /// minimum contrast by default, ensure it at least provides a higher contrast color scheme when the
    /// system setting Increase Contrast is turned on").
    static func failures(
        foreground: ResolvedColor, background: ResolvedColor, required: Double, on platform: JudgedPlatform,
        increasedContrastSuffices: Bool = false
    ) -> [ContrastFailure] {
        func ratio(_ appearance: Appearance) -> Double? {
            guard let textColor = foreground[appearance].color, let fillColor = background[appearance].color else { return nil }
            return RGBAColor.contrastRatio(textColor.composited(over: fillColor), fillColor)
        }
        let appearances = platform.profile.appearances.value
        return appearances.compactMap { appearance in
            guard let found = ratio(appearance), found + 0.005 < required else { return nil }
            let stronger = Appearance.allCases.first { $0.standardCounterpart == appearance }.flatMap {
                appearances.contains($0) ? ratio($0) : nil
            }
            if increasedContrastSuffices, let stronger, stronger + 0.005 >= required {
                return nil
            }
            return ContrastFailure(
                platform: platform.platform, appearance: appearance, ratio: found, required: required,
                foreground: foreground[appearance].description,
                background: background[appearance].description,
                isUncertain: foreground[appearance].isUncertain || background[appearance].isUncertain,
                increasedContrastRatio: stronger)
        }
    }

    /// The failures of `component`'s foreground over what it sits on, on each of `judged`, with the notes
    /// naming stand-in backgrounds and the first explicit background involved. `required` gives the ratio
    /// needed on a platform (nil: not judged there).
    static func judge(
        _ component: Component, kind: ComponentKind, on judged: [JudgedPlatform], context: RuleContext,
        increasedContrastSuffices: Bool = false,
        required: (JudgedPlatform) -> Double?
    ) -> (failures: [ContrastFailure], notes: [String], backgroundNode: SyntaxNode?) {
        var failures: [ContrastFailure] = []
        var notes: [String] = []
        var backgroundNode: SyntaxNode?
        let colors = ContrastColors(of: component, kind: kind, judgedOn: judged, context: context)
        for platform in judged {
            guard let (foreground, background, note, node) = colors.on(platform), let ratio = required(platform)
            else { continue }
            let found = ContrastJudgement.failures(
                foreground: foreground, background: background, required: ratio, on: platform,
                increasedContrastSuffices: increasedContrastSuffices)
            guard !found.isEmpty else { continue }
            failures += found
            if let note, !notes.contains(note) { notes.append(note) }
            backgroundNode = backgroundNode ?? node
        }
        return (failures, notes, backgroundNode)
    }

    /// One message for `failures` (not empty): the worst case with its figures, the other failing
    /// appearances, and — when several platforms are judged — which fail and which pass.
    /// `requirement` words what the worst case needs ("17 pt text needs at least 4.5:1").
    static func message(
        subject: String, failures: [ContrastFailure], judged: [Platform], notes: [String], requirement: (ContrastFailure) -> String
    ) -> String {
        guard let worst = failures.min(by: { $0.ratio < $1.ratio }) else { return "" }
        let several = Set(judged).count > 1
        let on = several ? " on \(worst.platform.rawValue)" : ""
        var message =
            "\(subject) has a contrast of \(format(worst.ratio)):1 in \(worst.appearance.displayName) appearance\(on) (\(worst.foreground) on \(worst.background)); \(requirement(worst))."
        var others: [String] = []
        for failure in failures where !(failure.platform == worst.platform && failure.appearance == worst.appearance) {
            let text = "\(failure.appearance.displayName)\(several ? " on \(failure.platform.rawValue)" : "") (\(format(failure.ratio)):1)"
            if !others.contains(text) { others.append(text) }
        }
        if !others.isEmpty {
            message += " Also too low in " + others.joined(separator: ", ") + "."
        }
        if several {
            var failing: [Platform] = []
            for failure in failures where !failing.contains(failure.platform) { failing.append(failure.platform) }
            var passing: [Platform] = []
            for platform in judged where !failing.contains(platform) && !passing.contains(platform) { passing.append(platform) }
            if !passing.isEmpty {
                message += " Fails on \(Platform.list(failing)); passes on \(Platform.list(passing))."
            }
        }
        for note in notes {
            message += " (\(note).)"
        }
        if failures.contains(where: \.isUncertain) {
            message += " (A system color value involved is uncertain in the reference data.)"
        }
        return message
    }

    /// Ratios are shown with two decimals, trimmed: `4.5`, `2.38`.
    static func format(_ ratio: Double) -> String {
        FontResolver.format((ratio * 100).rounded() / 100)
    }
}
