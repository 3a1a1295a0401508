import Foundation
import SpecModel
import SpecSyntax

/// How a reader reaches files. The caller decides what may be read: the workspace passes a reader
/// that goes through `SpecFileGate` (inside the root, regular files, bounded size), tests and open
/// editor documents pass `inMemory`. This module never touches the disk itself.
public struct TokenSourceFiles: Sendable {
    /// Why a file was not read.
    public struct Refusal: Error, Sendable, Hashable {
        /// Words that complete "not read: …".
        public let reason: String
        /// True when nothing is there (a missing optional file is no finding).
        public let isMissing: Bool

        /// A refusal.
        public init(reason: String, isMissing: Bool) {
            self.reason = reason
            self.isMissing = isMissing
        }
    }

    /// The bytes of the file at a path, or why not.
    public let read: @Sendable (String) -> Result<[UInt8], Refusal>
    /// The names in the folder at a path (any order), or nil when it is no folder.
    public let list: @Sendable (String) -> [String]?

    /// A reader from two functions.
    public init(read: @escaping @Sendable (String) -> Result<[UInt8], Refusal>, list: @escaping @Sendable (String) -> [String]?) {
        self.read = read
        self.list = list
    }

    /// Files held in memory by absolute path; folders are the paths' ancestors.
    public static func inMemory(_ files: [String: [UInt8]]) -> TokenSourceFiles {
        TokenSourceFiles(
            read: { path in
                files[path].map { .success($0) } ?? .failure(Refusal(reason: "it does not exist", isMissing: true))
            },
            list: { folder in
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                let names = Set(
                    files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                        $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                    })
                return names.isEmpty ? nil : Array(names)
            })
    }
}

/// The entry point: which paths are token sources, and reading one into a `SynthesizedSpec`.
public enum TokenSources {
    /// Every format read, in the order a path is offered to them: the one list import resolution,
    /// the watched files, messages and the docs derive from.
    public static let readers: [any TokenSourceReader] = [AssetCatalogSource(), DesignTokensSource(), DesignTokensResolverSource()]

    /// Every reader's name endings, in `readers` order (for messages: "ends in .xcassets, …").
    public static var fileEndings: [String] { readers.flatMap(\.fileEndings) }

    /// Every format with its name endings, for messages and docs: "Xcode asset catalog (`*.xcassets`),
    /// DTCG tokens file (`*.tokens.json`, `*.tokens`) or DTCG resolver document (`*.resolver.json`)".
    public static var formatList: String {
        let formats = readers.map { reader in
            reader.formatName + " (" + reader.fileEndings.map { "`*\($0)`" }.joined(separator: ", ") + ")"
        }
        guard let last = formats.last else { return "" }
        return formats.count == 1 ? last : formats.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The reader whose format `designspec export --as form` writes, nil when none.
    public static func reader(exportedAs form: String) -> (any TokenSourceReader)? {
        readers.first { $0.exportForm == form }
    }

    /// The glob patterns an editor watches so a change to any token source is seen.
    public static var watchPatterns: [String] { readers.flatMap(\.watchPatterns) }

    /// The reader for the source `path` names, nil when it names none.
    public static func reader(for path: String) -> (any TokenSourceReader)? {
        readers.first { $0.reads(path: path) }
    }

    /// True for a path some reader reads: an asset catalog folder name (`*.xcassets`), a DTCG file
    /// name (`*.tokens.json`, `*.tokens`) or a DTCG resolver document's (`*.resolver.json`).
    public static func isTokenSource(path: String) -> Bool {
        reader(for: path) != nil
    }

    /// Reads the source at `path` (absolute) through `files`, with the repository's `options`; nil when
    /// `path` names no token source.
    public static func read(_ path: String, files: TokenSourceFiles, options: TokenSourceOptions = .standard) -> SynthesizedSpec? {
        reader(for: path)?.read(path, files: files, options: options)
    }

    /// Reads a DTCG document whose name says nothing (Style Dictionary's `tokens.json`, `color.json`),
    /// as a spec that imports it explicitly asks: a resolver document when its top level has
    /// `resolutionOrder`, a tokens file when a token (`$value`) is found in it; nil when it is neither
    /// or cannot be read. (A name the readers know is read by `read`; a folder is never sniffed.)
    public static func readExplicitImport(_ path: String, files: TokenSourceFiles, options: TokenSourceOptions = .standard)
        -> SynthesizedSpec?
    {
        guard path.hasSuffix(".json"), case .success(let bytes) = files.read(path) else { return nil }
        let tree = SyntaxTree.parse(bytes: bytes)
        guard tree.diagnostics.isEmpty, let root = tree.root, root.kind == .object else { return nil }
        if root["resolutionOrder"] != nil { return DesignTokensResolverReader.read(path, files: files, options: options) }
        return holdsToken(root, depth: 0) ? DesignTokensReader.read(path, files: files) : nil
    }

    /// True when an object below `node` (within the parser's nesting bound) has a `$value`.
    private static func holdsToken(_ node: SyntaxNode, depth: Int) -> Bool {
        guard node.kind == .object, depth < SyntaxTree.maximumNestingDepth else { return false }
        if node["$value"] != nil { return true }
        return node.properties.contains { property in property.value.map { holdsToken($0, depth: depth + 1) } ?? false }
    }
}

/// Codes of the findings the readers report (`token-source/…`), at the source files.
public enum TokenSourceFindingCode: String, CaseIterable, Sendable {
    /// A file could not be read.
    case unreadable = "token-source/unreadable"
    /// A JSON file does not parse, or its top level is not an object.
    case malformedJSON = "token-source/malformed-json"
    /// A value has the wrong shape (a component that is no number, a color without components).
    case invalidValue = "token-source/invalid-value"
    /// A color space, type or feature this reader does not read yet.
    case notReadYet = "token-source/not-read-yet"
    /// An alias names no token.
    case unknownAlias = "token-source/unknown-alias"
    /// Aliases lead back to the token.
    case aliasCycle = "token-source/alias-cycle"
    /// Two definitions of one name.
    case duplicateName = "token-source/duplicate-name"
    /// A token with no `$type` (none of its own, from a group, an alias target or the same token in
    /// another appearance's file), so it cannot be read.
    case untyped = "token-source/untyped"
    /// A resolver's color token that some appearance's contexts do not define (that appearance shows
    /// the value it falls back to).
    case absentInAppearance = "token-source/absent-in-appearance"
    /// A reader's bound was reached (`TokenSourceLimits`, a resolver's set depth, a catalog's folder
    /// count): the rest of the source is not read, or its further findings are not listed.
    case limitReached = "token-source/limit-reached"

    /// A diagnostic with this code.
    func finding(at path: String, range: Range<Int>, severity: Severity, _ message: String) -> SourceFinding {
        SourceFinding(path: path, diagnostic: Diagnostic(range: range, severity: severity, code: rawValue, message: message))
    }
}

/// A JSON file parsed for a reader: the tree, or the findings that say why there is none.
struct ParsedSourceFile {
    let path: String
    let tree: SyntaxTree?
    let findings: [SourceFinding]
    /// The bytes read, nil when the file was not read.
    let bytes: [UInt8]?

    /// Reads and parses `path`; a missing file is `nil` when `optional`, else a finding.
    static func read(_ path: String, files: TokenSourceFiles, optional: Bool = false) -> ParsedSourceFile? {
        switch files.read(path) {
        case .failure(let refusal):
            if refusal.isMissing && optional { return nil }
            return ParsedSourceFile(
                path: path, tree: nil,
                findings: [
                    TokenSourceFindingCode.unreadable.finding(
                        at: path, range: 0..<0, severity: .error,
                        "`\((path as NSString).lastPathComponent)` is not read: \(refusal.reason).")
                ], bytes: nil)
        case .success(let bytes):
            let tree = SyntaxTree.parse(bytes: bytes)
            let syntax = tree.diagnostics.map {
                TokenSourceFindingCode.malformedJSON.finding(at: path, range: $0.range, severity: .error, "Malformed JSON: \($0.message)")
            }
            guard syntax.isEmpty else { return ParsedSourceFile(path: path, tree: nil, findings: syntax, bytes: bytes) }
            guard tree.root?.kind == .object else {
                return ParsedSourceFile(
                    path: path, tree: nil,
                    findings: [
                        TokenSourceFindingCode.malformedJSON.finding(
                            at: path, range: tree.root?.range ?? 0..<0, severity: .error, "The top level is not a JSON object.")
                    ], bytes: bytes)
            }
            return ParsedSourceFile(path: path, tree: tree, findings: [], bytes: bytes)
        }
    }
}
