import SpecModel

/// Where a workspace reads specs from: disk, or an editor's open documents in front of disk.
public protocol SpecFileProvider: Sendable {
    /// The file at the absolute, standardized `path`; `displayPath` is how messages name it.
    func lookUp(_ path: String, displayPath: String) -> SpecFileLookup
}

/// What a provider found at a path.
public enum SpecFileLookup: Sendable {
    /// A readable file, parsed.
    case file(SpecSourceFile)
    /// Nothing there.
    case missing
    /// A folder.
    case directory
    /// There but unreadable (permissions, or larger than a spec may be).
    case unreadable
}
