import SpecModel

/// Documentation of the format's vocabulary: keys, component kinds and enumerated values, with the
/// HIG section each links to.
enum VocabularyDocumentation {
    /// A key: what it holds, its summary and the HIG section it rests on.
    static func property(_ spec: PropertySpec, in context: VocabularyContext, format: MarkupFormat) -> String {
        var writer = MarkupWriter(format: format)
        writer.lines([
            writer.bold(writer.code(spec.name)) + " — property of \(context.phrase)",
            "Value: " + MarkupWriter.plain(spec.shape.phrase)
        ])
        writer.paragraph(spec.summary)
        if let url = spec.higURL { writer.higExcerpt(url: url) }
        return writer.text
    }

    /// A component kind: its summary and the HIG section about that control or view.
    static func componentKind(_ kind: ComponentKindSpec, format: MarkupFormat) -> String {
        var writer = MarkupWriter(format: format)
        writer.lines([writer.bold(writer.code(kind.name)) + " — component kind"])
        writer.paragraph(kind.summary)
        if let url = kind.higURL { writer.higExcerpt(url: url) }
        return writer.text
    }

    /// One enumerated value of `property`, with the other allowed values.
    static func value(_ value: VocabularyValue, of property: PropertySpec?, allowed: [String], format: MarkupFormat) -> String {
        var writer = MarkupWriter(format: format)
        let owner = property.map { " — value of " + writer.code($0.name) } ?? ""
        writer.lines([writer.bold(writer.code(value.name)) + owner])
        writer.paragraph(value.summary)
        if allowed.count > 1 {
            writer.paragraph("Allowed: " + allowed.map { writer.code($0) }.joined(separator: ", "))
        }
        if let url = property?.higURL { writer.paragraph(writer.higLink(url)) }
        return writer.text
    }

    /// Completion documentation for a key: the summary and a link, without HIG text (kept cheap).
    static func keySummary(_ spec: PropertySpec) -> String {
        var text = spec.summary
        if let url = spec.higURL { text += "\n\n[Human Interface Guidelines](\(url))" }
        return text
    }
}
