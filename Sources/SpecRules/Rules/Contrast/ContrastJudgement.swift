import SpecKnowledge
import SpecModel

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
}

/// Judges a foreground against what it sits on, per platform and per appearance that platform has, and
/// words one finding for all the failures.
enum ContrastJudgement {
    /// The HIG's minimum contrast ratios; nil (nothing is judged) when the bundled table cannot be read.
    static var minimums: ContrastMinimums? { HIGTableFigures.shared.contrast }

    /// The failures of `foreground` over `background` in each appearance `platform` has.
    static func failures(foreground: ResolvedColor, background: ResolvedColor, required: Double, on platform: JudgedPlatform) -> [ContrastFailure] {
        platform.profile.appearances.value.compactMap { appearance in
            let text = foreground[appearance]
            let fill = background[appearance]
            guard let textColor = text.color, let fillColor = fill.color else { return nil }
            let ratio = RGBAColor.contrastRatio(textColor.composited(over: fillColor), fillColor)
            guard ratio + 0.005 < required else { return nil }
            return ContrastFailure(
                platform: platform.platform, appearance: appearance, ratio: ratio, required: required, foreground: text.description,
                background: fill.description, isUncertain: text.isUncertain || fill.isUncertain)
        }
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
        var message = "\(subject) has a contrast of \(format(worst.ratio)):1 in \(worst.appearance.displayName) appearance\(on) (\(worst.foreground) on \(worst.background)); \(requirement(worst))."
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
