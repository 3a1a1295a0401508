import SpecModel
import SpecSyntax

extension DocumentAnalysis {
    /// Candidates for the cursor at byte `offset`: the keys valid in the object there (minus those
    /// present), or values of the shape the key expects (SF Symbols, colors, fonts, component kinds,
    /// platform names, OS versions, enumerated values, booleans). Each candidate replaces the whole
    /// string or word being typed, quotes included; a new key gets `: ` (and a leading `, ` when the
    /// previous member lacks its comma). No snippets.
    ///
    /// Only nodes around the cursor are examined; symbol matching uses the catalog's index.
    public func completions(at offset: Int) -> CompletionResult {
        let spec = spec(around: offset)
        let location = SpecLocation(spec: spec, offset: offset)
        let edit = CompletionEdit(cursor: location.cursor, bytes: tree.bytes)
        switch location.cursor.slot {
        case .propertyKey(let object, let property):
            guard let context = location.context else { return .empty }
            return CompletionResult(items: KeyCompletionProvider.candidates(context: context, object: object, editing: property, edit: edit), isIncomplete: false)
        case .propertyValue(_, let node), .arrayElement(_, let node):
            guard node?.kind != .object, node?.kind != .array, let shape = location.expectedValue else { return .empty }
            return valueCompletions(shape, spec: spec, location: location, edit: edit)
        case .none:
            return .empty
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
