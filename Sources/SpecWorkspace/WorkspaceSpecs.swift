import SpecAnalysis

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
}
