import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// A text replacement in byte offsets.
public struct TextReplacement: Sendable, Hashable {
    /// The bytes replaced.
    public let range: Range<Int>
    /// The new text.
    public let newText: String

    /// Replaces the bytes of `range` with `newText`.
    public init(range: Range<Int>, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// What can be renamed at a cursor: the name's range (without quotes) and its current text.
public struct RenameTarget: Sendable, Hashable {
    /// The name's range, quotes excluded.
    public let range: Range<Int>
    /// The current name.
    public let placeholder: String
}

/// Why a rename was refused.
public struct RenameRefusal: Error, Sendable, Hashable {
    /// A message for the user.
    public let message: String

    /// A refusal saying `message`.
    public init(message: String) {
        self.message = message
    }
}

/// Go to definition, find references and rename of color tokens, type tokens and screen ids.
extension DocumentAnalysis {
    /// The token declared or used at `offset` (its own or an imported one), if any.
    public func tokenOccurrence(at offset: Int) -> TokenOccurrence? {
        tokenReferences.occurrence(at: offset)
    }

    /// Every place this document writes the token `name` of `kind`, declaration first (none when
    /// the token is imported), then the uses in document order.
    public func tokenOccurrences(of name: String, kind: TokenKind) -> [TokenOccurrence] {
        tokenReferences.occurrences(of: name, kind: kind)
    }

    /// Each string of `"imports"` whose file was read, with that file (none while the imports are
    /// not resolved: a spec read on its own).
    public var resolvedImports: [(reference: ImportReference, file: SpecSourceFile)] {
        let references = importReferences
        guard references.count == imports.entries.count else { return [] }
        return zip(references, imports.entries).compactMap { reference, entry in
            guard case .resolved = entry.status, let file = entry.reachedFiles.first else { return nil }
            return (reference, file)
        }
    }

    /// The declaration of the token used or declared at `offset` (the key's range, quotes included).
    public func definition(at offset: Int) -> Range<Int>? {
        let references = tokenReferences
        guard let occurrence = references.occurrence(at: offset) else { return nil }
        return references.occurrences(of: occurrence.name, kind: occurrence.kind).first(where: \.isDeclaration)?.node.range
    }

    /// Every place the token at `offset` is written (string ranges, quotes included), in document
    /// order; the declaration only when `includeDeclaration`.
    public func references(at offset: Int, includeDeclaration: Bool) -> [Range<Int>] {
        let references = tokenReferences
        guard let occurrence = references.occurrence(at: offset) else { return [] }
        return references.occurrences(of: occurrence.name, kind: occurrence.kind)
            .filter { includeDeclaration || !$0.isDeclaration }
            .map(\.node.range)
            .sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The name at `offset` that can be renamed: a token (declaration or use) or a screen's id.
    public func prepareRename(at offset: Int) -> RenameTarget? {
        if let occurrence = tokenReferences.occurrence(at: offset) {
            return RenameTarget(range: occurrence.node.contentRange, placeholder: occurrence.name)
        }
        if let idNode = screenIDNode(at: offset), let id = idNode.stringValue {
            return RenameTarget(range: idNode.contentRange, placeholder: id)
        }
        return nil
    }

    /// The edits that rename the token or screen id at `offset` to `newName`: the declaration and every
    /// use, nothing else (comments and layout untouched). Refused with a message when the new name is
    /// empty, already taken, or a system name the token would shadow.
    public func rename(at offset: Int, to newName: String) -> Result<[TextReplacement], RenameRefusal> {
        let quoted = JSONStringLiteral.quoted(newName)
        let replacementText = String(quoted.dropFirst().dropLast())
        guard newName.contains(where: { !$0.isWhitespace }) else {
            return .failure(RenameRefusal(message: "A name cannot be empty."))
        }
        let references = tokenReferences
        if let occurrence = references.occurrence(at: offset) {
            if newName == occurrence.name { return .success([]) }
            if let refusal = renameRefusal(kind: occurrence.kind, to: newName) { return .failure(refusal) }
            let edits = references.occurrences(of: occurrence.name, kind: occurrence.kind).map {
                TextReplacement(range: $0.node.contentRange, newText: replacementText)
            }
            return .success(edits.sorted { $0.range.lowerBound < $1.range.lowerBound })
        }
        if let idNode = screenIDNode(at: offset) {
            if spec.screens.contains(where: { $0.id == newName && $0.node["id"] != idNode }) {
                return .failure(RenameRefusal(message: "Another screen already has the id \"\(newName)\"; screen ids must be unique."))
            }
            return .success([TextReplacement(range: idNode.contentRange, newText: replacementText)])
        }
        return .failure(RenameRefusal(message: "Only color tokens, type tokens and screen ids can be renamed."))
    }

    /// Why a token of `kind` in this document cannot be renamed to `newName`: the document already
    /// sees a token of that name (its own or an imported one), or a system name the token would hide;
    /// nil when nothing stands in the way.
    public func renameRefusal(kind: TokenKind, to newName: String) -> RenameRefusal? {
        switch kind {
        case .color:
            if spec.colorToken(named: newName) != nil {
                return RenameRefusal(message: "A color token named \"\(newName)\" already exists.")
            }
            if SystemColorCatalog.shared.color(named: newName) != nil {
                return RenameRefusal(
                    message: "\"\(newName)\" is a system color; a token with that name would hide it. Choose another name.")
            }
        case .typography:
            if spec.typographyToken(named: newName) != nil {
                return RenameRefusal(message: "A type token named \"\(newName)\" already exists.")
            }
            if TypographyCatalog.shared.textStyle(named: newName) != nil {
                return RenameRefusal(
                    message: "\"\(newName)\" is a system text style; a token with that name would hide it. Choose another name.")
            }
        }
        return nil
    }

    /// The `id` value node of the screen whose id string contains `offset`.
    private func screenIDNode(at offset: Int) -> SyntaxNode? {
        guard let screen = spec.screen(containing: offset), let idNode = screen.node["id"], idNode.kind == .string,
            idNode.range.contains(offset) || idNode.range.upperBound == offset
        else { return nil }
        return idNode
    }
}
