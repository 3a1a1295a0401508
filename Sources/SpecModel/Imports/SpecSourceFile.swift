import SpecFoundation
import SpecSyntax

/// One version of a design spec file that another spec imports: its path, text and declared tokens.
///
/// Made by the workspace (from disk or from an editor's open document) and shared by every spec that
/// imports it; immutable. Two files are equal when they have the same path and the same text.
public final class SpecSourceFile: Sendable, Hashable {
    /// The file's absolute, standardized path.
    public let path: String
    /// The path relative to the workspace root, for messages (`tokens/brand.design.jsonc`).
    public let displayPath: String
    /// The file's text and line index (for positions in other files).
    public let lineIndex: LineIndex
    /// What lies outside the file's screens: its tokens and its own `imports`.
    public let spec: DesignSpec
    /// A hash of the text, computed once.
    public let contentHash: Int
    /// For a file read from another format (an asset catalog, a DTCG file): where each token is
    /// defined in its own file, by the byte offset of the token's key in this file's text.
    public let origins: [Int: ImportedTokenOrigin]
    /// True for a file read from an asset catalog: there a system color's name in a value is that
    /// system color (Xcode's `reference`), never a token of the same name in the catalog.
    public let namesSystemColors: Bool
    /// For a file read from an asset catalog: the names of its custom symbols (`*.symbolset`), which a
    /// spec that imports the catalog may use wherever an SF Symbol goes.
    public let customSymbolNames: Set<String>

    /// Parses `bytes`, the text of the file at `path`.
    public convenience init(path: String, displayPath: String, bytes: [UInt8]) {
        self.init(path: path, displayPath: displayPath, lineIndex: LineIndex(bytes: bytes))
    }

    /// Parses the text of `lineIndex` (an open document's, whose line index exists already); `origins`
    /// for a file read from another format, and `namesSystemColors` and `customSymbolNames` for one read
    /// from an asset catalog.
    public convenience init(
        path: String, displayPath: String, lineIndex: LineIndex, origins: [Int: ImportedTokenOrigin] = [:], namesSystemColors: Bool = false,
        customSymbolNames: Set<String> = []
    ) {
        WorkLog.record(.fullParse, path: path)
        self.init(
            path: path, displayPath: displayPath, lineIndex: lineIndex, tree: SyntaxTree.parse(bytes: lineIndex.bytes), origins: origins,
            namesSystemColors: namesSystemColors, customSymbolNames: customSymbolNames)
    }

    /// The text of `lineIndex` already parsed as `tree` (an open document's tree, made by its own
    /// analysis), so the file is not parsed a second time.
    public init(
        path: String, displayPath: String, lineIndex: LineIndex, tree: SyntaxTree, origins: [Int: ImportedTokenOrigin] = [:],
        namesSystemColors: Bool = false, customSymbolNames: Set<String> = []
    ) {
        self.path = path
        self.displayPath = displayPath
        self.lineIndex = lineIndex
        self.origins = origins
        self.namesSystemColors = namesSystemColors
        self.customSymbolNames = customSymbolNames
        spec = DesignSpec(tree: tree, around: -1)
        var hasher = Hasher()
        hasher.combine(path)
        lineIndex.bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        // The synthesized text has no symbols: a symbol set added or removed must change the hash too.
        for name in customSymbolNames.sorted() { hasher.combine(name) }
        contentHash = hasher.finalize()
    }

    /// The 1-based line of byte `offset`, for messages ("tokens.design.jsonc:4").
    public func lineNumber(of offset: Int) -> Int {
        lineIndex.line(containing: offset) + 1
    }

    /// `displayPath:line` of byte `offset`; for a token read from another format, the place in its own file.
    public func place(of offset: Int) -> String {
        if let origin = origins[offset] { return origin.file.place(of: origin.range.lowerBound) }
        return "\(displayPath):\(lineNumber(of: offset))"
    }

    public static func == (lhs: SpecSourceFile, rhs: SpecSourceFile) -> Bool {
        lhs === rhs
            || (lhs.path == rhs.path && lhs.contentHash == rhs.contentHash && lhs.lineIndex.bytes == rhs.lineIndex.bytes
                && lhs.customSymbolNames == rhs.customSymbolNames)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentHash)
    }
}
