import SpecAnalysis
import SpecModel
import SpecSyntax
import SpecTokenSources

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
    /// Every place it writes a name a color or type token could have: the keys that declare its
    /// tokens, and each string where the vocabulary expects a color (or a font), kept whether or not
    /// a token of that name is visible there — which one is, the index works out from the imports.
    /// In document order.
    public let tokenUses: [IndexedTokenUse]
    /// The names of the color tokens it declares, and of its type tokens, for the index's lookups.
    private let declaredColorNames: Set<String>
    private let declaredTypeNames: Set<String>
    /// True when one of its `"imports"` names an asset catalog or a design tokens file: tokens the
    /// index does not hold, so which definition a name resolves to is known only by analysing it.
    public let importsTokenSources: Bool

    /// Summarises `tree`, the text of the spec at `path` (with its line index, when at hand), whose
    /// imports resolve inside `root`.
    public init(path: String, root: String, tree: SyntaxTree, lineIndex: LineIndex? = nil) {
        self.path = path
        let spec = DesignSpec(tree: tree, around: -1)
        let folder = WorkspacePaths.directory(of: path)
        var imports: [String] = []
        var importsTokenSources = false
        for reference in spec.importReferences where !reference.path.isEmpty {
            let target = WorkspacePaths.absolute(reference.path, relativeTo: folder)
            if TokenSources.isTokenSource(path: target) { importsTokenSources = true }
            guard target != path, !imports.contains(target), DesignSpecFiles.isDesignSpec(path: target),
                WorkspacePaths.isInside(target, root: root)
            else { continue }
            imports.append(target)
        }
        self.imports = imports
        self.importsTokenSources = importsTokenSources
        var columns = ColumnCounter(lineIndex: lineIndex ?? LineIndex(bytes: tree.bytes))
        func place(_ range: Range<Int>) -> SymbolPlace { SymbolPlace(range, columns: &columns) }
        var symbols: [IndexedSymbol] = []
        for (tokens, kind, section) in [
            (spec.colorTokens, OutlineSymbol.Kind.colorToken, "colors"), (spec.typographyTokens, .typeToken, "typography")
        ] {
            symbols += tokens.map { IndexedSymbol(name: $0.name, kind: kind, container: section, place: place($0.keyNode.range)) }
        }
        for (position, screen) in (tree.root?["screens"]?.children ?? []).enumerated() where screen.kind == .object {
            let id = screen["id"], title = screen["title"]
            let name = id?.stringValue ?? title?.stringValue ?? "screen \(position + 1)"
            symbols.append(IndexedSymbol(name: name, kind: .screen, container: "screens", place: place((id ?? title ?? screen).range)))
        }
        self.symbols = symbols
        var uses: [IndexedTokenUse] = []
        for (tokens, kind) in [(spec.colorTokens, TokenKind.color), (spec.typographyTokens, .typography)] {
            uses += tokens.map {
                IndexedTokenUse(name: $0.name, kind: kind, isDeclaration: true, range: $0.keyNode.range, place: place($0.keyNode.range))
            }
        }
        // The walk `TokenReferences` makes, without asking whether a token of the name is visible.
        ShapedValueWalk.visit(spec) { node, shape in
            guard node.kind == .string, let name = node.stringValue else { return }
            switch shape {
            case .color:
                uses.append(IndexedTokenUse(name: name, kind: .color, isDeclaration: false, range: node.range, place: place(node.range)))
            case .font:
                uses.append(
                    IndexedTokenUse(name: name, kind: .typography, isDeclaration: false, range: node.range, place: place(node.range)))
            default: break
            }
        }
        tokenUses = uses.sorted { $0.range.lowerBound < $1.range.lowerBound }
        declaredColorNames = Set(spec.colorTokens.map(\.name))
        declaredTypeNames = Set(spec.typographyTokens.map(\.name))
    }

    /// Whether the spec declares a token `name` of `kind` itself.
    func declares(_ name: String, kind: TokenKind) -> Bool {
        (kind == .color ? declaredColorNames : declaredTypeNames).contains(name)
    }
}

/// A place a spec writes a color or type token's name: a key declaring the token, or a string value
/// where the vocabulary expects a color (a font), which is a use when a token of that name is visible.
public struct IndexedTokenUse: Sendable, Hashable {
    /// The name written.
    public let name: String
    /// The token namespace the place belongs to.
    public let kind: TokenKind
    /// True for the key in `colors` / `typography` that declares the token.
    public let isDeclaration: Bool
    /// The string's bytes, quotes included, in the text the spec was summarised from.
    public let range: Range<Int>
    /// Where the string is (quotes included).
    public let place: SymbolPlace

    /// The name's bytes, without the quotes.
    public var contentRange: Range<Int> { (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1) }
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

/// A range inside one line of a file the index does not keep: its line and its start and end
/// columns in every encoding — a few integers, never the line's text, so a spec written on one line
/// costs the index memory in proportion to its symbols, not to their number times the line's length.
public struct SymbolPlace: Sendable, Hashable {
    /// The 0-based line.
    public let line: Int
    /// Where the range starts in the line.
    private let start: LineColumns
    /// Where the range ends in the line.
    private let end: LineColumns

    /// The place of `range` (cut at its first line's end) in the text `columns` counts in.
    init(_ range: Range<Int>, columns: inout ColumnCounter) {
        let lineIndex = columns.lineIndex
        line = lineIndex.line(containing: range.lowerBound)
        let content = lineIndex.lineContentRange(line)
        let endOffset = max(min(max(range.upperBound, range.lowerBound), content.upperBound), content.lowerBound)
        let startOffset = content.lowerBound + max(0, min(range.lowerBound - content.lowerBound, endOffset - content.lowerBound))
        start = columns.columns(at: startOffset, line: line)
        end = columns.columns(at: endOffset, line: line)
    }

    /// The place of the string's content: one column in from each quote (a quote is one unit in every
    /// encoding).
    public var insideQuotes: SymbolPlace {
        let start = LineColumns(utf8: self.start.utf8 + 1, utf16: self.start.utf16 + 1, utf32: self.start.utf32 + 1)
        let end = LineColumns(
            utf8: max(start.utf8, self.end.utf8 - 1), utf16: max(start.utf16, self.end.utf16 - 1),
            utf32: max(start.utf32, self.end.utf32 - 1))
        return SymbolPlace(line: line, start: start, end: end)
    }

    private init(line: Int, start: LineColumns, end: LineColumns) {
        self.line = line
        self.start = start
        self.end = end
    }

    /// The range's start and end in `encoding`.
    public func positions(encoding: PositionEncoding) -> (start: TextPosition, end: TextPosition) {
        (TextPosition(line: line, character: start.column(encoding)), TextPosition(line: line, character: end.column(encoding)))
    }
}

/// A column counted in each position encoding.
struct LineColumns: Sendable, Hashable {
    var utf8 = 0
    var utf16 = 0
    var utf32 = 0

    func column(_ encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return utf8
        case .utf16: return utf16
        case .utf32: return utf32
        }
    }
}

/// Counts columns in every encoding, carrying on from the last offset asked for when the next one
/// lies further along the same line: offsets asked for in document order cost one pass over the
/// text, however many symbols a line holds.
struct ColumnCounter {
    let lineIndex: LineIndex
    private var line = -1
    private var offset = 0
    private var counted = LineColumns()

    init(lineIndex: LineIndex) {
        self.lineIndex = lineIndex
    }

    /// The columns of `offset`, a byte offset inside `line`'s content at a character boundary.
    mutating func columns(at offset: Int, line: Int) -> LineColumns {
        if line != self.line || offset < self.offset {
            self.line = line
            self.offset = lineIndex.lineContentRange(line).lowerBound
            counted = LineColumns()
        }
        if offset > self.offset {
            let stretch = LineIndex(bytes: Array(lineIndex.bytes[self.offset..<offset]))
            counted.utf8 += offset - self.offset
            counted.utf16 += stretch.position(of: offset - self.offset, encoding: .utf16).character
            counted.utf32 += stretch.position(of: offset - self.offset, encoding: .utf32).character
            self.offset = offset
        }
        return counted
    }
}
