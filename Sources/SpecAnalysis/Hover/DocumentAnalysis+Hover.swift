import SpecModel

extension DocumentAnalysis {
    /// Documentation for what is at byte `offset`: a key or component kind (its HIG section), an SF
    /// Symbol (availability, categories, renames, availability at the spec's targets), a color
    /// (values per appearance, where a token is defined, contrast against its background), a font
    /// (metrics at the default and accessibility sizes), an enumerated value, and the diagnostics
    /// whose range covers the offset (message, the rule's rationale and HIG link) — when this
    /// version's diagnostics are already computed; hover never runs the rule set itself.
    ///
    /// - Returns: nil when there is nothing to show. The range is the hovered node's (or, when only
    ///   diagnostics apply, the first diagnostic's).
    public func hover(at offset: Int, format: MarkupFormat) -> HoverResult? {
        let spec = spec(around: offset)
        var location = SpecLocation(spec: spec, offset: offset)
        // A hover on an opening quote belongs to the string it opens.
        if location.cursor.node == nil, offset >= 0, offset < tree.bytes.count, tree.bytes[offset] == UInt8(ascii: "\"") {
            location = SpecLocation(spec: spec, offset: offset + 1)
        }
        let node = HoverBuilder(spec: spec, lineIndex: lineIndex, location: location, format: format).build()
        let problems = (diagnosticsIfComputed() ?? []).filter { diagnostic in
            let range = diagnostic.range
            return range.contains(offset) || (range.isEmpty && range.lowerBound == offset)
        }
        guard let range = node?.range ?? problems.first?.range else { return nil }
        var parts: [String] = []
        if !problems.isEmpty { parts.append(RuleDocumentation.render(problems, format: format)) }
        if let node { parts.append(node.contents) }
        return HoverResult(range: range, contents: parts.joined(separator: format == .markdown ? "\n\n---\n\n" : "\n\n"))
    }
}
