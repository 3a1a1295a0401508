import Foundation
import SpecFoundation
import SpecModel
import SpecSyntax

/// Specs read from disk through `SpecFileGate`, each parsed once per modification: a file is parsed
/// again only when its stamp (size, modification time, inode) changed (or `forget(_:)` was called).
public final class DiskSpecFiles: SpecFileProvider, Sendable {
    private let cache = Locked<[String: Entry]>([:])

    private struct Entry {
        let stamp: SpecFileGate.Stamp
        let file: SpecSourceFile
    }

    /// An empty cache.
    public init() {}

    public func lookUp(_ path: String, displayPath: String, root: String) -> SpecFileLookup {
        let stamp: SpecFileGate.Stamp
        switch SpecFileGate.stamp(of: path, root: root) {
        case .failure(let refusal): return Self.lookup(refusal)
        case .success(let found): stamp = found
        }
        let cached = cache.withLock { $0[path] }
        if let cached, cached.stamp == stamp, cached.file.displayPath == displayPath {
            return .file(cached.file)
        }
        let contents: SpecFileGate.Contents
        switch SpecFileGate.read(path, root: root) {
        case .failure(let refusal): return Self.lookup(refusal)
        case .success(let read): contents = read
        }
        let file = SpecSourceFile(path: path, displayPath: displayPath, bytes: contents.bytes)
        cache.withLock { $0[path] = Entry(stamp: contents.stamp, file: file) }
        return .file(file)
    }

    /// Drops what is cached for `path` (the file changed on disk).
    public func forget(_ path: String) {
        cache.withLock { $0[path] = nil }
    }

    /// The lookup answering a refusal.
    private static func lookup(_ refusal: SpecFileGate.Refusal) -> SpecFileLookup {
        switch refusal {
        case .missing: return .missing
        case .directory: return .directory
        default: return .unreadable(reason: refusal.reason)
        }
    }
}
