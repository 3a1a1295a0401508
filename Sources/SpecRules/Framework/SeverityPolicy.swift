import Foundation
import SpecModel

/// How a rule's default severity follows the words of the sentence it enforces. `designspec explain`
/// prints this table and `docs/rules.md` shows it; `RuleSeverityPolicyTests` holds every rule to it
/// through `severity(ofSentence:)`, with the reviewed exceptions listed beside that test.
public enum SeverityPolicy {
    /// Words that make a sentence a warning wherever they stand (matched as whole words; `avoid` also as
    /// `avoided`, `avoiding`).
    public static let warningWords = ["don’t", "do not", "never", "must not", "avoid"]
    /// Words that make a sentence a warning when they instruct ("make sure it…"), not when they give a
    /// purpose ("to make sure…").
    public static let warningInstructions = ["make sure", "ensure"]
    /// Words that make a sentence information (`generally` also as "in general" and "as a general rule";
    /// `can` as "you can", the HIG's way of offering a choice).
    public static let informationWords = ["strive", "consider", "prefer", "can", "generally"]

    /// Each row: a default severity and the words (or the situation) that call for it.
    public static let table: [(severity: String, when: String)] = [
        (
            "error",
            "the spec is invalid or the app would break on its declared targets: syntax and schema errors, unknown tokens, a symbol unavailable on a deployment target with no fallback, a component the platform lacks, import problems"
        ),
        (
            "warning",
            "the HIG says \(quotedList(warningWords, last: "or")) (or, as an instruction, \(quotedList(warningInstructions, last: "or"))); a sentence without these words that instructs (\"Use…\", \"Include…\") is a warning too"
        ),
        (
            "information",
            "the HIG says \(quotedList(informationWords, last: "or")); a sentence without these words that only describes (\"… vary by platform\") is information too"
        ),
        (
            "off",
            "figures found only in the 2015 iOS HIG or the unofficial summary: the legacy rule set (--legacy, or the \"legacy\" setting) turns them on, and their messages name the source"
        )
    ]

    /// The table as aligned text lines.
    public static var textLines: [String] {
        let width = table.map(\.severity.count).max() ?? 0
        return table.map { "  \($0.severity.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.when)" }
    }

    /// The default severity the words of `sentence` call for, with the words that decided it: the
    /// first of the table's words in the sentence; without any, `.warning` when the sentence's main
    /// clause starts with an instruction verb (`instructionVerbs`) and `.information` when it describes.
    /// Error (a spec that cannot work) follows the situation, not the words, so it is never returned.
    public static func severity(ofSentence sentence: String) -> (severity: Severity, because: String) {
        let text = sentence.replacingOccurrences(of: "'", with: "’").lowercased()
        var first: (position: String.Index, severity: Severity, word: String)?
        func consider(_ pattern: String, _ severity: Severity, _ word: String) {
            guard let range = text.range(of: pattern, options: .regularExpression) else { return }
            if first.map({ range.lowerBound < $0.position }) ?? true { first = (range.lowerBound, severity, word) }
        }
        for word in warningWords {
            consider(word == "avoid" ? #"\bavoid(s|ed|ing)?\b"# : #"\b\#(word)\b"#, .warning, word)
        }
        for word in warningInstructions {
            consider(#"(?<!\bto )\b\#(word)\b"#, .warning, word)
        }
        for word in informationWords {
            switch word {
            case "can": consider(#"\byou can\b"#, .information, word)
            case "generally": consider(#"\b(generally|in general|as a general rule)\b"#, .information, word)
            default: consider(#"\b\#(word)\b"#, .information, word)
            }
        }
        if let first { return (first.severity, "“\(first.word)”") }
        let opening = mainClauseOpening(text)
        if instructionVerbs.contains(opening) { return (.warning, "an instruction (“\(opening)”)") }
        return (.information, "a description (“\(opening)”)")
    }

    /// Verbs that open the HIG's instructions ("Use…", "Include…"); a sentence without the table's words
    /// whose main clause opens with one of them is a warning.
    public static let instructionVerbs: Set<String> = [
        "add", "aim", "align", "be", "choose", "combine", "create", "describe", "design", "display", "establish",
        "follow", "give", "group", "help", "identify", "include", "inset", "keep", "label", "let", "limit", "make",
        "offer", "pair", "place", "position", "present", "provide", "put", "remove", "reserve", "show", "specify",
        "support", "test", "use", "write"
    ]

    /// Words that open a leading clause ("If you…, use…"); the main clause follows its comma.
    private static let leadingClauseOpeners: Set<String> = [
        "if", "although", "when", "for", "as", "to", "in", "using", "on", "instead", "while", "because"
    ]

    /// The first word of the sentence's main clause, after a leading clause and the adverbs "always",
    /// "only" and "also".
    private static func mainClauseOpening(_ text: String) -> String {
        func words(_ part: Substring) -> [String] {
            part.split(whereSeparator: { $0.isWhitespace }).map { $0.trimmingCharacters(in: .punctuationCharacters) }
                .filter { !$0.isEmpty && !["always", "only", "also"].contains($0) }
        }
        let parts = text.split(separator: ",")
        guard let opener = words(parts.first ?? Substring(text)).first else { return "" }
        guard leadingClauseOpeners.contains(opener), parts.count > 1 else { return opener }
        // "Instead of A, or B, establish…": the main clause is the first part that does not continue a list.
        for part in parts.dropFirst() {
            if let word = words(part).first, !["or", "and", "including"].contains(word) { return word }
        }
        return opener
    }

    private static func quotedList(_ words: [String], last: String) -> String {
        let quoted = words.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " \(last) " + (quoted.last ?? "")
    }
}
