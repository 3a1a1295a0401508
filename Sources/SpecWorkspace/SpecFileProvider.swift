import SpecModel

/// Where a workspace reads specs from: disk, or an editor's open documents in front of disk.
public protocol SpecFileProvider: Sendable {
    /// The file at the absolute, standardized `path`, read only if it may be read inside `root`
    /// (`SpecFileGate`); `displayPath` is how messages name it.
    func lookUp(_ path: String, displayPath: String, root: String) -> SpecFileLookup
}

/// What a provider found at a path.
public enum SpecFileLookup: Sendable {
    /// A readable file, parsed.
    case file(SpecSourceFile)
    /// Nothing there.
    case missing
    /// A folder.
    case directory
    /// There but not read: `SpecFileGate` refused it (outside the root, not a regular file, too
    /// large, a link to nothing) or the system did (permissions); `reason` says which.
    case unreadable(reason: String)
}
