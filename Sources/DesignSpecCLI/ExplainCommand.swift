import SpecAnalysis
import SpecFoundation
import SpecKnowledge
import SpecRules

/// `designspec explain <code>`: for a rule, its metadata, quote, rationale, HIG links and the HIG
/// section text; for a syntax, schema or import code, its title, paragraph and example.
struct ExplainCommand {
    /// The longest HIG excerpt printed.
    static let excerptLimit = 4000
    /// Column at which prose is wrapped.
    static let lineWidth = 100

    /// What is explained: a rule, or another diagnostic code.
    enum Subject {
        case rule(RuleDescription)
        case code(DiagnosticCodeDocumentation)
    }

    /// The code to explain.
    let subject: Subject

    /// The explained rule id or code.
    var code: String {
        switch subject {
        case .rule(let rule): rule.id
        case .code(let documentation): documentation.code
        }
    }

    /// Parses the arguments after `explain`; an unknown code is a usage error with a suggestion.
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
            throw UsageError(
                operands.isEmpty ? "explain needs a rule id or a diagnostic code" : "explain takes one code", command: "explain")
        }
        if let description = RuleRegistry.description(of: id) {
            return ExplainCommand(subject: .rule(description))
        }
        if let documentation = DiagnosticCodeDocumentation.of(id) {
            return ExplainCommand(subject: .code(documentation))
        }
        if let suggestion = Suggester.suggestion(for: id, in: DiagnosticCodeDocumentation.everyCode, policy: .closestOrContaining) {
            throw UsageError("unknown code '\(id)' (did you mean '\(suggestion)'?); `designspec rules` lists the rules", command: "explain")
        }
        throw UsageError("unknown code '\(id)'; \(codeList(near: id))", command: "explain")
    }

    /// Where the codes are listed: the codes of `id`'s family (`schema/…`) when it names one, else the
    /// families of the codes that are not rules.
    private static func codeList(near id: String) -> String {
        let codes = DiagnosticCodeDocumentation.all.map(\.code)
        if let slash = id.firstIndex(of: "/") {
            let family = id[...slash]
            let members = codes.filter { $0.hasPrefix(family) }
            if !members.isEmpty { return "the \(family) codes are \(members.joined(separator: ", "))" }
        }
        var families: [String] = []
        for code in codes {
            guard let slash = code.firstIndex(of: "/") else { continue }
            let family = String(code[...slash])
            if !families.contains(family) { families.append(family) }
        }
        return "`designspec rules` lists the rules; the other codes begin with \(families.joined(separator: ", "))"
    }

    /// The explanation text.
    func render(corpus: HIGCorpus = .shared) -> String {
        switch subject {
        case .rule(let rule): Self.render(rule, corpus: corpus)
        case .code(let documentation): Self.render(documentation)
        }
    }

    private static func render(_ documentation: DiagnosticCodeDocumentation) -> String {
        let lines = [
            "\(documentation.code): \(documentation.title)",
            "",
            documentation.paragraph,
            "",
            "Example",
            "  \(documentation.example)"
        ]
        return TextWrapping.wrap(lines.joined(separator: "\n"), width: lineWidth) + "\n"
    }

    private static func render(_ rule: RuleDescription, corpus: HIGCorpus) -> String {
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
            "HIG"
        ]
        lines += rule.higURLs.map { "  \($0)" }
        if let section = corpus.section(url: rule.higURL) {
            lines += [
                "",
                "\(section.articleTitle) › \(section.heading)",
                section.plainText(maxCharacters: excerptLimit)
            ]
        }
        lines += [
            "", "Configure it per file with \"rules\": { \"\(rule.id)\": \"off\" | \"hint\" | \"information\" | \"warning\" | \"error\" }."
        ]
        lines += ["", "Default severities follow the quoted sentence's words:"] + SeverityPolicy.textLines
        lines += ["--strict (or the \"strict\" setting) reports warnings as errors; per-rule severities still win."]
        return TextWrapping.wrap(lines.joined(separator: "\n"), width: lineWidth) + "\n"
    }
}
