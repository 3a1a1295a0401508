/// What a spec's `"imports"` brought in: one entry per import string, in the order written, and the
/// color and type tokens the spec can use from them.
///
/// Imports are transitive: an imported spec's own imports are visible too. Among them, the first
/// import in order wins, depth first (a file's own tokens before those it imports); the spec's own
/// tokens win over every imported one. Made by the workspace's import resolver; `none` for a spec
/// read on its own.
public struct SpecImports: Sendable {
    /// No imports: a spec read on its own.
    public static let none = SpecImports(entries: [], colorTokens: [:], typographyTokens: [:], conflicts: [])

    /// One per string in the spec's `imports` array, in order.
    public let entries: [ImportEntry]
    /// Visible imported color tokens by name (the winning definition).
    public let colorTokens: [String: ImportedToken]
    /// Visible imported type tokens by name (the winning definition).
    public let typographyTokens: [String: ImportedToken]
    /// Names that two imported files define with different values.
    public let conflicts: [TokenConflict]
    /// A hash of everything imported (paths and texts): analyses whose imports have the same
    /// fingerprint see the same tokens.
    public let fingerprint: Int
    /// Custom symbols (an imported asset catalog's `*.symbolset` folders) by name, each with the
    /// catalog that defines it (the first import's, when two define one name): valid wherever an SF
    /// Symbol name goes. A dictionary, so asking about a name costs the same for any number of sets.
    public let customSymbols: [String: SpecSourceFile]

    /// Collects the resolver's results.
    public init(
        entries: [ImportEntry], colorTokens: [String: ImportedToken], typographyTokens: [String: ImportedToken], conflicts: [TokenConflict]
    ) {
        self.entries = entries
        self.colorTokens = colorTokens
        self.typographyTokens = typographyTokens
        self.conflicts = conflicts
        var hasher = Hasher()
        for entry in entries {
            hasher.combine(entry.written)
            hasher.combine(entry.status)
        }
        for file in entries.flatMap(\.reachedFiles) {
            hasher.combine(file.path)
            hasher.combine(file.contentHash)
        }
        fingerprint = hasher.finalize()
        var symbols: [String: SpecSourceFile] = [:]
        for file in entries.flatMap(\.reachedFiles) {
            for name in file.customSymbolNames where symbols[name] == nil { symbols[name] = file }
        }
        customSymbols = symbols
    }

    /// Every file the imports reach (directly or through other imports), in resolution order.
    public var files: [SpecSourceFile] {
        var seen: Set<String> = []
        var result: [SpecSourceFile] = []
        for entry in entries {
            for file in entry.reachedFiles where seen.insert(file.path).inserted {
                result.append(file)
            }
        }
        return result
    }

    /// Imports that cannot be followed from where the spec is: each of `references` with `reason`.
    public static func notResolved(_ references: [ImportReference], reason: String) -> SpecImports {
        SpecImports(
            entries: references.map { ImportEntry(written: $0.path, status: .notResolved(reason: reason)) },
            colorTokens: [:], typographyTokens: [:], conflicts: [])
    }

    /// The imported token `name` of `kind`, if any import defines it.
    public func token(named name: String, kind: TokenKind) -> ImportedToken? {
        kind == .color ? colorTokens[name] : typographyTokens[name]
    }
}

/// One string of a spec's `imports` and what became of it.
public struct ImportEntry: Sendable, Hashable {
    /// The path as written.
    public let written: String
    /// Whether it was resolved, and why not.
    public let status: ImportStatus
    /// The files this import reaches: the imported file first, then what it imports that no earlier
    /// import reached (those are listed at the import that reached them first); none unless resolved.
    public let reachedFiles: [SpecSourceFile]

    /// Records one import.
    public init(written: String, status: ImportStatus, reachedFiles: [SpecSourceFile] = []) {
        self.written = written
        self.status = status
        self.reachedFiles = reachedFiles
    }
}

/// What became of one import.
public enum ImportStatus: Sendable, Hashable {
    /// The file was read; its path relative to the workspace root.
    case resolved(displayPath: String)
    /// No file at the path; `nearest` is the path as written with the closest spec name in that folder.
    case missing(nearest: String?)
    /// The path leads outside the workspace root (nothing there is read).
    case outsideWorkspace(root: String)
    /// The path names something that is not a design spec; the reason says what it is.
    case notASpec(reason: String)
    /// Following imports from this one comes back to a spec already on the way; the chain of display paths.
    case cycle([String])
    /// The spec imports itself.
    case importsItself
    /// The same file is imported earlier in the array (by its position there).
    case duplicate(firstPosition: Int)
    /// Imports cannot be followed from where the spec is (the reason says why: e.g. a document that
    /// is not a file).
    case notResolved(reason: String)
}

/// A color or type token defined in another spec.
public struct ImportedToken: Sendable, Hashable {
    /// The token, its nodes in `file`'s tree.
    public let token: Token
    /// The spec that defines it.
    public let file: SpecSourceFile
    /// The position in the importing spec's `imports` through which it is visible.
    public let entryPosition: Int

    /// Records where a visible token comes from.
    public init(token: Token, file: SpecSourceFile, entryPosition: Int) {
        self.token = token
        self.file = file
        self.entryPosition = entryPosition
    }

    /// The token's value text as written (for comparing definitions), or "" while it has none.
    public var valueText: String {
        guard let value = token.valueNode else { return "" }
        return String(decoding: file.lineIndex.bytes[value.range], as: UTF8.self)
    }
}

/// A token name that two imported files define with different values: the spec uses `winner`.
public struct TokenConflict: Sendable, Hashable {
    /// Which namespace.
    public let kind: TokenKind
    /// The token's name.
    public let name: String
    /// The definition the spec uses (the first import's).
    public let winner: ImportedToken
    /// The other definition.
    public let loser: ImportedToken

    /// Records a conflict.
    public init(kind: TokenKind, name: String, winner: ImportedToken, loser: ImportedToken) {
        self.kind = kind
        self.name = name
        self.winner = winner
        self.loser = loser
    }
}
