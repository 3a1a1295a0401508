import SpecKnowledge
import SpecRules

/// `designspec explain <rule-id>`: a rule's metadata, rationale, HIG links and the HIG section text.
struct ExplainCommand {
    /// The longest HIG excerpt printed.
    static let excerptLimit = 4000
    /// Column at which prose is wrapped.
    static let lineWidth = 100

    /// The rule to explain.
    let description: RuleDescription

    /// Parses the arguments after `explain`; an unknown id is a usage error with a suggestion.
    static func parse(_ arguments: [String]) throws(UsageError) -> ExplainCommand {
        var operands: [String] = []
        var cursor = ArgumentCursor(arguments, command: "explain")
        while let token = cursor.next() {
            switch token {
            case .operand(let operand): operands.append(operand)
            case .flag(let name, _): throw cursor.unknownFlag(name, known: ["--help", "-h"])
            }
        }
        guard operands.count == 1, let id = operands.first else {
            throw UsageError(operands.isEmpty ? "explain needs a rule id" : "explain takes one rule id", command: "explain")
        }
        guard let description = RuleRegistry.description(of: id) else {
            let ids = RuleRegistry.descriptions.map(\.id)
            let hint = SpellingSuggestion.closest(to: id, among: ids).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError("unknown rule '\(id)'\(hint); `designspec rules` lists them", command: "explain")
        }
        return ExplainCommand(description: description)
    }

    /// The explanation text.
    func render(corpus: HIGCorpus = .shared) -> String {
        let rule = description
        var lines = [
            "\(rule.id): \(rule.title)",
            "",
            "Category:         \(rule.category.title) (\(rule.category.rawValue))",
            "Default severity: \(rule.defaultSeverity.rawValue)",
            "Platforms:        \(rule.platforms.map(\.rawValue).joined(separator: ", "))",
            "Authority:        \(rule.authority.label ?? "Current Human Interface Guidelines")",
            "",
            "Quote",
            "  \u{201C}\(rule.quote)\u{201D}",
            "",
            "Why",
            rule.rationale,
            "",
            "HIG",
        ]
        lines += rule.higURLs.map { "  \($0)" }
        if let section = corpus.section(url: rule.higURL) {
            lines += [
                "",
                "\(section.articleTitle) › \(section.heading)",
                section.plainText(maxCharacters: Self.excerptLimit),
            ]
        }
        lines += ["", "Configure it per file with \"rules\": { \"\(rule.id)\": \"off\" | \"hint\" | \"information\" | \"warning\" | \"error\" }."]
        lines += ["", "Default severities follow the quoted sentence's words:"] + SeverityPolicy.textLines
        lines += ["--strict (or the \"strict\" setting) reports warnings as errors; per-rule severities still win."]
        return TextWrapping.wrap(lines.joined(separator: "\n"), width: Self.lineWidth) + "\n"
    }
}
