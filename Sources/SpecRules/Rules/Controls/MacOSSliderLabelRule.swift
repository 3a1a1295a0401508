import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// A macOS slider's label uses sentence-style capitalization and ends with a colon.
public struct MacOSSliderLabelRule: Rule {
    public static let description = RuleDescription(
        id: "macos-slider-label",
        title: "macOS slider labels are sentence case and end with a colon",
        category: .controls,
        defaultSeverity: .information,
        platforms: [.macOS],
        higURLs: [HIGLink.url("sliders", "macOS")],
        rationale: """
            In macOS, consider using a label to introduce a slider; such labels generally use sentence-style \
            capitalization and end with a colon ("Icon size:"). A slider's `title` is its label. Capitalization \
            is judged only when every word of a label of two or more words starts with a capital letter.
            """,
        quote: "Consider using a label to introduce a slider. Labels generally use sentence-style capitalization and end with a colon.",
        triggeringExamples: [
            .content(#"{ "type": "slider", "title": ↓"Icon Size", "value": 0.5 }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "slider", "title": ↓"Brightness" }"#, platforms: #""iOS": "17.0", "macOS": "14.0""#),
            .content(#"{ "type": "slider", "title": ↓"Text Size:" }"#, platforms: #""macOS": "14.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "slider", "title": "Icon size:" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "slider", "title": "Dock size on iCloud Mac:" }"#, platforms: #""macOS": "14.0""#),
            .content(#"{ "type": "slider", "title": "Brightness" }"#),
            .content(#"{ "type": "slider", "accessibilityLabel": "Volume" }"#, platforms: #""macOS": "14.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "slider", "title": ↓"Icon Size", "value": 0.5 }"#,
                #"{ "type": "slider", "title": "Icon size:", "value": 0.5 }"#, platforms: #""macOS": "14.0""#),
            .content(
                #"{ "type": "slider", "title": ↓"Volume", "value": 0.5 }"#,
                #"{ "type": "slider", "title": "Volume:", "value": 0.5 }"#, platforms: #""macOS": "14.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for slider in context.components(.slider) {
            guard let titleNode = slider.value("title"), let title = titleNode.stringValue?.trimmingWhitespace,
                !title.isEmpty,
                !context.judgedPlatforms(for: slider, among: Self.description.platforms).isEmpty
            else { continue }
            let hasColon = title.hasSuffix(":")
            let words = (hasColon ? String(title.dropLast()) : title).split(separator: " ")
            let titleCase = words.count >= 2 && words.allSatisfy { $0.first?.isUppercase == true }
            guard !hasColon || titleCase else { continue }
            let suggestion = titleCase ? Self.sentenceCase(words) : title + ":"
            let fix = SuggestedFix(
                title: titleCase ? "Use \"\(suggestion)\"" : "End the label with a colon", range: titleNode.range,
                newText: JSONStringLiteral.quoted(suggestion))
            violations.append(
                RuleViolation(
                    range: titleNode.range,
                    message: Self.message(title: title, lacksSentenceCase: titleCase, lacksColon: !hasColon, suggestion: suggestion),
                    fix: fix))
        }
        return violations
    }

    /// The finding's message: slider label `title` lacks sentence-style capitalization, a closing colon or both,
    /// and would read like `suggestion`.
    static func message(title: String, lacksSentenceCase: Bool, lacksColon: Bool, suggestion: String) -> String {
        var missing: [String] = []
        if lacksSentenceCase { missing.append("sentence-style capitalization") }
        if lacksColon { missing.append("a closing colon") }
        return
            "Slider label \"\(title)\" lacks \(missing.joined(separator: " and ")); in macOS a label introducing a slider generally reads like \"\(suggestion)\"."
    }

    /// `["Icon", "Size"]` → `Icon size:`.
    private static func sentenceCase(_ words: [Substring]) -> String {
        (words.prefix(1).map(String.init) + words.dropFirst().map { $0.lowercased() }).joined(separator: " ") + ":"
    }
}
