import SpecModel
import SpecRules

/// Documentation of the diagnostics at a position: the message, the rule's rationale and its HIG link.
enum RuleDocumentation {
    /// Renders `diagnostics` one after the other.
    static func render(_ diagnostics: [Diagnostic], format: MarkupFormat) -> String {
        var writer = MarkupWriter(format: format)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { writer.separator() }
            let severity = diagnostic.severity.rawValue.prefix(1).uppercased() + diagnostic.severity.rawValue.dropFirst()
            writer.lines([writer.bold(severity) + " " + writer.code(diagnostic.code) + ": " + diagnostic.message])
            if let rule = RuleRegistry.description(of: diagnostic.code) {
                writer.paragraph(writer.bold(rule.title))
                writer.paragraph(quotation(rule))
                writer.paragraph(rule.rationale)
                writer.paragraph(rule.higURLs.map(writer.higLink).joined(separator: " · "))
            } else if let url = diagnostic.documentationURL {
                writer.paragraph(writer.link("Documentation", url))
            }
        }
        return writer.text
    }

    /// Rule descriptions for a key of `rules`: title, default severity, rationale and links.
    static func rule(id: String, format: MarkupFormat) -> String? {
        guard let rule = RuleRegistry.description(of: id) else { return nil }
        var writer = MarkupWriter(format: format)
        writer.lines([writer.bold(writer.code(rule.id)) + " — " + rule.title, "Default severity: \(rule.defaultSeverity.rawValue)"])
        writer.paragraph(quotation(rule))
        writer.paragraph(rule.rationale)
        writer.paragraph(rule.higURLs.map(writer.higLink).joined(separator: " · "))
        return writer.text
    }

    /// The sentence the rule enforces, with its source.
    private static func quotation(_ rule: RuleDescription) -> String {
        "\u{201C}\(rule.quote)\u{201D} — \(rule.authority.label ?? "Human Interface Guidelines")"
    }
}
