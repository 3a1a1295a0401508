import SpecModel
import SpecSyntax

extension DocumentAnalysis {
    /// Candidates for the cursor at byte `offset`: the keys valid in the object there (minus those
    /// present), or values of the shape the key expects (SF Symbols, colors, fonts, component kinds,
    /// platform names, OS versions, enumerated values, booleans). A key candidate replaces the whole
    /// key being typed, quotes included, and gets `: ` (and a leading `, ` when the previous member
    /// lacks its comma); a value candidate inside a string replaces the string's contents (see
    /// `CompletionEdit`). Where a new component or screen goes, and in an empty document, templates are
    /// offered with a snippet form for clients that take snippets.
    ///
    /// Only nodes around the cursor are examined; symbol matching uses the catalog's index.
    ///
    /// In a string of the top-level `"imports"` array the candidates are `importablePaths()` (other
    /// specs, relative to this one's folder, asked for only there) minus those already imported.
    public func completions(at offset: Int, importablePaths: () -> [String] = { [] }) -> CompletionResult {
        let spec = spec(around: offset)
        let location = SpecLocation(spec: spec, offset: offset)
        let edit = CompletionEdit(cursor: location.cursor, bytes: tree.bytes)
        if case .arrayElement(let array, let element) = location.cursor.slot, array == tree.root?["imports"],
            (element?.kind ?? .string) == .string
        {
            let imported = Set(spec.importReferences.filter { $0.node != element }.map(\.path))
            let pathEdit = edit.insideStringValue(location.cursor.string, cursor: offset, bytes: tree.bytes)
            let items = importablePaths().filter { !imported.contains($0) }.enumerated().map { index, path in
                pathEdit.candidate(path, kind: .specFile, detail: "Spec", sortText: CompletionEdit.sortText(group: 0, index: index))
            }
            return CompletionResult(items: items, isIncomplete: false)
        }
        switch location.cursor.slot {
        case .propertyKey(let object, let property):
            guard let context = location.context else { return .empty }
            return CompletionResult(
                items: KeyCompletionProvider.candidates(context: context, object: object, editing: property, edit: edit),
                isIncomplete: false)
        case .propertyValue(_, let node), .arrayElement(_, let node):
            guard node?.kind != .object, node?.kind != .array, let shape = location.expectedValue else { return .empty }
            if node == nil, case .arrayElement = location.cursor.slot, case .object(let context) = shape {
                // A new element of a component or screen list: templates.
                switch context {
                case .component:
                    return CompletionResult(
                        items: SnippetCompletionProvider.components(targets: spec.targets(for: location.screen), edit: edit),
                        isIncomplete: false)
                case .screen: return CompletionResult(items: SnippetCompletionProvider.screen(edit: edit), isIncomplete: false)
                default: break
                }
            }
            return valueCompletions(
                shape, spec: spec, location: location, edit: edit.insideStringValue(location.cursor.string, cursor: offset, bytes: tree.bytes))
        case .none:
            // An empty document: a whole spec.
            guard tree.root == nil, tree.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return .empty }
            return CompletionResult(items: [SnippetCompletionProvider.specSkeleton(at: offset)], isIncomplete: false)
        }
    }

    /// Documentation for a candidate whose `documentation` was left out (`resolveKey` set), or nil
    /// when the key is unknown. Keys: `symbol:<name>`.
    public static func resolveDocumentation(for key: String, format: MarkupFormat) -> String? {
        guard key.hasPrefix(SymbolCompletionProvider.resolveKeyPrefix) else { return nil }
        let name = String(key.dropFirst(SymbolCompletionProvider.resolveKeyPrefix.count))
        return SymbolDocumentation.render(name: name, targets: nil, format: format)
    }

    private func valueCompletions(_ shape: ValueShape, spec: DesignSpec, location: SpecLocation, edit: CompletionEdit) -> CompletionResult {
        let isTokenDefinition = location.context == .colors || location.context == .typography
        let provider = ValueCompletionProvider(
            spec: spec, targets: spec.targets(for: location.screen), propertyName: location.propertyName,
            definedToken: isTokenDefinition ? location.propertyName : nil, edit: edit)
        let (items, isIncomplete) = provider.candidates(for: shape)
        return CompletionResult(items: items, isIncomplete: isIncomplete)
    }
}
