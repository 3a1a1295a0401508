import Foundation
import SpecModel
import SpecSyntax

/// Specs read from disk, each parsed once per modification: a file is parsed again only when its
/// size or modification date changed (or `forget(_:)` was called for it).
public final class DiskSpecFiles: SpecFileProvider, @unchecked Sendable {
    // `cache` is only touched while `lock` is held.
    private let lock = NSLock()
    private var cache: [String: Entry] = [:]

    private struct Entry {
        let size: Int
        let modified: Date
        let file: SpecSourceFile
    }

    /// An empty cache.
    public init() {}

    public func lookUp(_ path: String, displayPath: String) -> SpecFileLookup {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .missing }
        if attributes[.type] as? FileAttributeType == .typeDirectory { return .directory }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = attributes[.modificationDate] as? Date ?? .distantPast
        guard size <= SyntaxTree.maximumDocumentSize else { return .unreadable }
        lock.lock()
        let cached = cache[path]
        lock.unlock()
        if let cached, cached.size == size, cached.modified == modified, cached.file.displayPath == displayPath {
            return .file(cached.file)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
        let file = SpecSourceFile(path: path, displayPath: displayPath, bytes: [UInt8](data))
        lock.lock()
        cache[path] = Entry(size: size, modified: modified, file: file)
        lock.unlock()
        return .file(file)
    }

    /// Drops what is cached for `path` (the file changed on disk).
    public func forget(_ path: String) {
        lock.lock()
        cache[path] = nil
        lock.unlock()
    }
}
