import SpecModel
import SpecRules
import SpecSyntax

/// Property keys valid in the object at the cursor, minus those already present.
enum KeyCompletionProvider {
    /// Keys for `object` in `context`; `editing` is the property whose key is being typed, if any.
    static func candidates(context: VocabularyContext, object: SyntaxNode, editing: SyntaxNode?, edit: CompletionEdit)
        -> [CompletionCandidate]
    {
        var present = Set(object.keys)
        if let name = editing?.keyName { present.remove(name) }
        // Append `: ` only when the key has no colon yet.
        let suffix = editing?.colonOffset == nil ? ": " : ""
        // A new key right after a member that lacks its comma gets one.
        let prefix = editing == nil && edit.needsLeadingComma ? ", " : ""
        if context == .rules {
            return RuleRegistry.descriptions.enumerated().compactMap { index, rule in
                guard !present.contains(rule.id) else { return nil }
                return edit.candidate(
                    rule.id, kind: .property, detail: "\(rule.title) (default: \(rule.defaultSeverity.rawValue))",
                    documentation: rule.rationale + "\n\n[Human Interface Guidelines](\(rule.higURL))",
                    sortText: CompletionEdit.sortText(group: 0, index: index), prefix: prefix, suffix: suffix)
            }
        }
        return FormatVocabulary.properties(in: context).enumerated().compactMap { index, property in
            guard !present.contains(property.name) else { return nil }
            return edit.candidate(
                property.name, kind: .property, detail: MarkupWriter.plain(property.shape.phrase),
                documentation: VocabularyDocumentation.keySummary(property),
                sortText: CompletionEdit.sortText(group: 0, index: index), prefix: prefix, suffix: suffix)
        }
    }
}
