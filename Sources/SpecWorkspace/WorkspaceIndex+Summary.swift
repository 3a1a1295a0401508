import SpecAnalysis
import SpecModel
import SpecSyntax

/// What the workspace index keeps of one spec: where its imports lead and what it declares — never
/// its text or tree, so a workspace of a thousand specs stays small.
public struct SpecSummary: Sendable, Hashable {
    /// The spec's absolute, standardized path.
    public let path: String
    /// The specs its `"imports"` name directly (absolute paths inside its root, in the order written;
    /// strings that leave the root or do not name a spec file are left out).
    public let imports: [String]
    /// Its color and type tokens, then its screens, in document order.
    public let symbols: [IndexedSymbol]

    /// Summarises `tree`, the text of the spec at `path` (with its line index, when at hand), whose
    /// imports resolve inside `root`.
    public init(path: String, root: String, tree: SyntaxTree, lineIndex: LineIndex? = nil) {
        self.path = path
        let spec = DesignSpec(tree: tree, around: -1)
        let folder = WorkspacePaths.directory(of: path)
        var imports: [String] = []
        for reference in spec.importReferences where !reference.path.isEmpty {
            let target = WorkspacePaths.absolute(reference.path, relativeTo: folder)
            guard target != path, !imports.contains(target), DesignSpecFiles.isDesignSpec(path: target),
                  WorkspacePaths.isInside(target, root: root) else { continue }
            imports.append(target)
        }
        self.imports = imports
        let lineIndex = lineIndex ?? LineIndex(bytes: tree.bytes)
        func place(_ range: Range<Int>) -> SymbolPlace { SymbolPlace(range, in: lineIndex) }
        var symbols: [IndexedSymbol] = []
        for (tokens, kind, section) in [(spec.colorTokens, OutlineSymbol.Kind.colorToken, "colors"), (spec.typographyTokens, .typeToken, "typography")] {
            symbols += tokens.map { IndexedSymbol(name: $0.name, kind: kind, container: section, place: place($0.keyNode.range)) }
        }
        for (position, screen) in (tree.root?["screens"]?.children ?? []).enumerated() where screen.kind == .object {
            let id = screen["id"], title = screen["title"]
            let name = id?.stringValue ?? title?.stringValue ?? "screen \(position + 1)"
            symbols.append(IndexedSymbol(name: name, kind: .screen, container: "screens", place: place((id ?? title ?? screen).range)))
        }
        self.symbols = symbols
    }
}

/// A token or screen a spec declares, for workspace symbols.
public struct IndexedSymbol: Sendable, Hashable {
    /// The token's name, or the screen's id or title.
    public let name: String
    /// `colorToken`, `typeToken` or `screen`.
    public let kind: OutlineSymbol.Kind
    /// The section it is declared in: `colors`, `typography` or `screens`.
    public let container: String
    /// Where its name is.
    public let place: SymbolPlace
}

/// A range inside one line of a file the index does not keep: its line and the line's text up to the
/// range's end, enough to give positions in any encoding.
public struct SymbolPlace: Sendable, Hashable {
    /// The 0-based line.
    public let line: Int
    /// The line's bytes from its start to the range's end.
    private let linePrefix: [UInt8]
    /// Where the range starts in `linePrefix`.
    private let startColumn: Int

    /// The place of `range` (cut at its first line's end) in the text of `lineIndex`.
    init(_ range: Range<Int>, in lineIndex: LineIndex) {
        line = lineIndex.line(containing: range.lowerBound)
        let content = lineIndex.lineContentRange(line)
        let end = min(max(range.upperBound, range.lowerBound), content.upperBound)
        linePrefix = Array(lineIndex.bytes[content.lowerBound..<max(end, content.lowerBound)])
        startColumn = max(0, min(range.lowerBound - content.lowerBound, linePrefix.count))
    }

    /// The range's start and end in `encoding`.
    public func positions(encoding: PositionEncoding) -> (start: TextPosition, end: TextPosition) {
        let prefix = LineIndex(bytes: linePrefix)
        let start = prefix.position(of: startColumn, encoding: encoding).character
        let end = prefix.position(of: linePrefix.count, encoding: encoding).character
        return (TextPosition(line: line, character: start), TextPosition(line: line, character: end))
    }
}
