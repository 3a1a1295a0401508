import SpecAnalysis
import SpecModel

/// The specs of a workspace as cross-file features see them: which specs exist, each one analysed
/// with its imports, and who imports whom.
///
/// `SpecFolder` answers by reading the folder; the language server's index answers from memory,
/// with open documents in front of disk.
public protocol WorkspaceSpecs: Sendable {
    /// Absolute paths of every spec in the workspace, sorted (possibly incomplete while indexing).
    func specPaths() -> [String]
    /// The spec at `path` analysed with its imports, or nil when it cannot be read.
    func analysis(ofSpecAt path: String) -> DocumentAnalysis?
    /// The specs that import the spec at `path`, directly or through other imports, sorted.
    func importers(of path: String) -> [String]
    /// Which definition of the token `name` of `kind` the spec at `path` sees and where it writes
    /// the name, when an index knows without analysing the spec; nil when it must be analysed.
    func indexedTokenUses(ofSpecAt path: String, name: String, kind: TokenKind) -> IndexedTokenUses?
}

extension WorkspaceSpecs {
    /// Nothing is known without analysing the spec (a folder read from disk keeps no index).
    public func indexedTokenUses(ofSpecAt path: String, name: String, kind: TokenKind) -> IndexedTokenUses? { nil }
}

/// Where one spec sees a token's definition, and where it writes the token's name — what
/// references and rename need of a spec, answered from a workspace index.
public struct IndexedTokenUses: Sendable, Hashable {
    /// The spec whose declaration of the name the spec sees (its own path when it declares it);
    /// nil when no token of the name is visible there.
    public let definitionPath: String?
    /// The places the spec writes the token (its declaration and its uses) in document order; empty
    /// when no token of the name is visible there.
    public let places: [IndexedTokenUse]
}
