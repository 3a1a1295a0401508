#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import SpecFoundation
import SpecModel
import SpecTokenSources

/// Asset catalogs and DTCG files read as tokens-only specs (`SynthesizedSpec`) for the import
/// resolver, each read again only when a file it read or a folder it listed changed (the resolver
/// runs after every edit of an importing spec). Thread-safe.
final class TokenSourceCache: Sendable {
    /// The cache every resolver shares.
    static let shared = TokenSourceCache()

    /// One source as read, with what it was read from.
    private struct Entry {
        let root: String
        let stamps: [String: FileStamp?]
        let spec: SynthesizedSpec
        let file: SpecSourceFile
    }

    private let entries = Locked<[String: Entry]>([:])

    /// The source at `path` (absolute; an `*.xcassets` folder or a `*.tokens.json` file) read inside
    /// `root`, as an imported spec file named `displayPath`; nil when nothing is there.
    /// `explicitImport`: a spec names this `*.json` file in its imports, so a DTCG document under any name is read.
    func source(at path: String, displayPath: String, root: String, explicitImport: Bool = false) -> (
        spec: SynthesizedSpec, file: SpecSourceFile
    )? {
        let known = entries.withLock { $0[path] }
        if let known, known.root == root, known.stamps.allSatisfy({ FileStamp(of: $0.key) == $0.value }) {
            return (known.spec, known.file)
        }
        // The repository configuration says how resolver contexts map to appearances: a change to it reads the source again.
        let configurationFiles = RepositoryConfiguration.fileNames.map { (root as NSString).appendingPathComponent($0) }
        let options = RepositoryConfiguration.load(root: root).tokenSourceOptions
        let files = TokenSourceFiles.gated(root: root)
        guard FileStamp(of: path) != nil,
            let spec = TokenSources.read(path, files: files, options: options)
                ?? (explicitImport ? TokenSources.readExplicitImport(path, files: files, options: options) : nil)
        else { return nil }
        let watched = spec.filesRead + spec.foldersListed + [path] + configurationFiles
        let entry = Entry(
            root: root, stamps: Dictionary(watched.map { ($0, FileStamp(of: $0)) }, uniquingKeysWith: { first, _ in first }),
            spec: spec, file: spec.sourceFile(displayPath: displayPath, originDisplayPath: { WorkspacePaths.display($0, root: root) }))
        entries.withLock { $0[path] = entry }
        return (spec, entry.file)
    }

    /// True when `path` was read as a token source (a DTCG document under another name included).
    func isSource(_ path: String) -> Bool {
        entries.withLock { $0[path] != nil }
    }

    /// Drops every source that read, listed or lies around one of `paths` (absolute paths an editor
    /// reported changed: a `Contents.json`, a colorset or catalog folder, a tokens file), so the next
    /// resolution reads it again even where a file's stamp did not change. Returns the sources'
    /// paths dropped.
    @discardableResult
    func forget(changed paths: [String]) -> [String] {
        entries.withLock { entries in
            let dropped = entries.filter { path, entry in
                paths.contains { changed in
                    entry.stamps[changed] != nil || changed == path || changed.hasPrefix(path + "/") || path.hasPrefix(changed + "/")
                }
            }.keys.sorted()
            for path in dropped { entries[path] = nil }
            return dropped
        }
    }
}

/// What identifies one version of a file or folder: size, modification time and inode (`lstat`).
struct FileStamp: Hashable {
    let size: Int
    let seconds: Int
    let nanoseconds: Int
    let inode: UInt64

    /// The stamp of whatever is at `path`, nil when nothing is.
    init?(of path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        #if os(Linux)
            let modified = status.st_mtim
        #else
            let modified = status.st_mtimespec
        #endif
        size = Int(status.st_size)
        seconds = Int(modified.tv_sec)
        nanoseconds = Int(modified.tv_nsec)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}

extension ImportResolver {
    /// Forgets what was read of the asset catalogs and tokens files that the absolute `paths` (files
    /// or folders an editor reported changed) belong to, so the next resolution reads them again;
    /// returns those sources' paths (an importing spec's imports name them).
    public static func forgetTokenSources(changed paths: [String]) -> [String] {
        TokenSourceCache.shared.forget(changed: paths)
    }
}
