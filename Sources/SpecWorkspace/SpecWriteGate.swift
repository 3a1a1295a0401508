#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The one place that writes files, as `SpecFileGate` is the one place that reads specs: `format`,
/// `export`, `preview` and `install` write only through it.
///
/// **Rewriting a file in place** (`openForRewrite`, `format`): the file is admitted exactly as a read
/// is (its real path inside the root, a regular file, at most `SpecFileGate.maximumFileSize`), then
/// opened by its real path without following a final link and checked to be the file admitted. The
/// rewrite keeps the file's inode, so its mode, owner and links stay (`InPlaceFile`).
///
/// **Writing new files** (`write(_:into:)`, `export`, `preview`, `install`'s manifest): every file is
/// written to a temporary sibling (created exclusively, never through a link), synced, and renamed
/// over its target only when all of them were written, so a failed write leaves nothing behind. A
/// target is replaced only when it is missing, or is a regular file (not a link) that designspec
/// wrote (`Target.isOwn`), or the caller says to (`force`); a replaced file keeps its mode. A folder
/// target (an asset catalog) is built whole beside the old one and swapped in by two renames.
public enum SpecWriteGate {
    /// Why nothing was written.
    public struct Refusal: Error, Sendable, Equatable {
        /// Why, in words that complete "not written: …".
        public let reason: String

        /// A refusal saying `reason`.
        public init(_ reason: String) { self.reason = reason }

        fileprivate static func lastError(_ doing: String) -> Refusal {
            Refusal("\(doing): \(String(cString: strerror(errno)).lowercased())")
        }
    }

    /// What may be replaced at a target.
    public enum Ownership: Sendable {
        /// A regular file whose first 4 KiB hold this text (a generated file's header) is designspec's.
        case fileMarked(String)
        /// A folder holding only folders and regular files named `Contents.json` that hold this text
        /// (an asset catalog designspec exported) is designspec's.
        case catalogMarked(String)
    }

    /// Files to write at one target path.
    public struct Target: Sendable {
        /// The path to write (absolute or relative to the current directory).
        public let path: String
        /// For a file: its bytes, with an empty `relativePath`. For a folder: each file's path below
        /// the folder (`Brand/Accent.colorset/Contents.json`) and its bytes.
        public let files: [(relativePath: String, bytes: [UInt8])]
        /// True when `path` is a folder built from `files`.
        public let isFolder: Bool
        /// How designspec recognises its own earlier output at `path`.
        public let ownership: Ownership

        /// A single file.
        public init(file path: String, bytes: [UInt8], ownership: Ownership) {
            self.path = path
            self.files = [("", bytes)]
            self.isFolder = false
            self.ownership = ownership
        }

        /// A folder of `files`; every relative path must be made of names a caller has checked
        /// (see `TokenExport.fileNameProblem`); `..`, `.`, empty names and absolute paths are refused.
        public init(folder path: String, files: [(relativePath: String, bytes: [UInt8])], ownership: Ownership) {
            self.path = path
            self.files = files
            self.isFolder = true
            self.ownership = ownership
        }

        /// Whether the thing at `path` (not following a link) is designspec's own output.
        func isOwn(_ path: String) -> Bool {
            switch ownership {
            case .fileMarked(let mark): return SpecWriteGate.fileHolds(path, mark: mark)
            case .catalogMarked(let mark): return SpecWriteGate.folderHoldsOnlyMarked(path, mark: mark)
            }
        }
    }

    // MARK: Rewriting in place

    /// The file at `path`, admitted inside `root` as `SpecFileGate.read` admits it, opened for
    /// `InPlaceFile.replaceContents` when `forWriting` (else only read).
    public static func openForRewrite(_ path: String, root: String, forWriting: Bool) -> Result<InPlaceFile, Refusal> {
        let stamp: SpecFileGate.Stamp
        switch SpecFileGate.stamp(of: path, root: root) {
        case .failure(let refusal): return .failure(Refusal(refusal.reason))
        case .success(let found): stamp = found
        }
        guard let realPath = SpecFileGate.realPath(of: path) else { return .failure(.lastError("cannot resolve it")) }
        do {
            return .success(try InPlaceFile(realPath: realPath, forWriting: forWriting, expected: stamp))
        } catch {
            return .failure(Refusal(error.reason))
        }
    }

    // MARK: Writing new files

    /// Writes every target, or none: each goes to a temporary sibling first, and they are renamed into
    /// place only when all were written. Refused (nothing written) when a target is a symbolic link,
    /// or is there and not designspec's (unless `force`), or when a target is, holds or lies in one
    /// of `inputs` (the files the output is made from, which are never overwritten). Returns the
    /// paths written (each target's `path`).
    public static func write(_ targets: [Target], force: Bool = false, inputs: [String] = []) -> Result<[String], Refusal> {
        let inputPaths = inputs.map { SpecFileGate.realPath(of: $0) ?? WorkspacePaths.absolute($0, relativeTo: currentDirectory) }
        for target in targets {
            if let refusal = admission(of: target, force: force, inputs: inputPaths) { return .failure(refusal) }
        }
        var staged: [(staging: String, target: Target)] = []
        var createdFolders: [String] = []
        func discardStaged() {
            for entry in staged { removeTree(entry.staging) }
            for folder in createdFolders.reversed() { rmdir(folder) }
        }
        for target in targets {
            let parent = WorkspacePaths.directory(of: WorkspacePaths.absolute(target.path, relativeTo: currentDirectory))
            if let refusal = createFolders(parent, created: &createdFolders) {
                discardStaged()
                return .failure(refusal)
            }
            switch stage(target) {
            case .success(let staging): staged.append((staging, target))
            case .failure(let refusal):
                discardStaged()
                return .failure(refusal)
            }
        }
        var written: [String] = []
        for (index, entry) in staged.enumerated() {
            if let refusal = commit(staging: entry.staging, to: entry.target.path) {
                for rest in staged[index...] { removeTree(rest.staging) }
                return .failure(refusal)
            }
            written.append(entry.target.path)
        }
        return .success(written)
    }

    /// Nil when `target` may be written, else why not.
    private static func admission(of target: Target, force: Bool, inputs: [String]) -> Refusal? {
        let path = target.path
        let absolute = WorkspacePaths.absolute(path, relativeTo: currentDirectory)
        let parent = WorkspacePaths.directory(of: absolute)
        let realParent = SpecFileGate.realPath(of: parent) ?? parent
        let realTarget = (realParent.hasSuffix("/") ? realParent : realParent + "/") + (absolute as NSString).lastPathComponent
        for input in inputs where input == realTarget || input.hasPrefix(realTarget + "/") {
            return Refusal("\(path) is an input of this command; writing there would replace it")
        }
        for file in target.files where target.isFolder {
            let parts = file.relativePath.split(separator: "/", omittingEmptySubsequences: false)
            if file.relativePath.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                return Refusal("\(file.relativePath) is not a path below \(path)")
            }
        }
        var status = stat()
        guard lstat(absolute, &status) == 0 else {
            return errno == ENOENT ? nil : .lastError("cannot look at \(path)")
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            return Refusal("\(path) is a symbolic link; designspec does not write through links")
        case S_IFDIR where !target.isFolder:
            return Refusal("\(path) is a folder")
        case S_IFREG, S_IFDIR:
            if force || target.isOwn(absolute) { return nil }
            return Refusal(
                "\(path) is there and designspec did not write it; move it away or pass --force to replace it")
        default:
            return Refusal("\(path) is not a regular file or folder")
        }
    }

    /// Writes `target` to a new temporary sibling; returns its path.
    private static func stage(_ target: Target) -> Result<String, Refusal> {
        let absolute = WorkspacePaths.absolute(target.path, relativeTo: currentDirectory)
        let staging = temporarySibling(of: absolute, purpose: "new")
        var existing = stat()
        let keptMode: mode_t? =
            lstat(absolute, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode & 0o7777 : nil
        if !target.isFolder {
            let bytes = target.files.first?.bytes ?? []
            if let refusal = createFile(staging, bytes: bytes, mode: keptMode) { return .failure(refusal) }
            return .success(staging)
        }
        guard mkdir(staging, 0o777) == 0 else { return .failure(.lastError("cannot create a folder beside \(target.path)")) }
        var folders: Set<String> = [""]
        for file in target.files {
            let parts = file.relativePath.split(separator: "/").map(String.init)
            var folder = ""
            for part in parts.dropLast() {
                folder = folder.isEmpty ? part : folder + "/" + part
                if folders.insert(folder).inserted, mkdir(staging + "/" + folder, 0o777) != 0 {
                    let refusal = Refusal.lastError("cannot create \(folder) in \(target.path)")
                    removeTree(staging)
                    return .failure(refusal)
                }
            }
            if let refusal = createFile(staging + "/" + file.relativePath, bytes: file.bytes, mode: nil) {
                removeTree(staging)
                return .failure(Refusal("\(file.relativePath) in \(target.path): \(refusal.reason)"))
            }
        }
        return .success(staging)
    }

    /// Creates `folder` and the folders above it that are missing, adding each it created to
    /// `created` (topmost first) so a failed write can remove them again.
    private static func createFolders(_ folder: String, created: inout [String]) -> Refusal? {
        var missing: [String] = []
        var current = folder
        var status = stat()
        while current != "/", !current.isEmpty, stat(current, &status) != 0 {
            missing.append(current)
            current = WorkspacePaths.directory(of: current)
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o777) == 0 else { return .lastError("cannot create \(path)") }
            created.append(path)
        }
        return nil
    }

    /// Moves the staged `staging` to `path`: a file by one rename; a folder by moving the old one
    /// aside, renaming the new one in and removing the old one (put back if the rename fails).
    private static func commit(staging: String, to path: String) -> Refusal? {
        let absolute = WorkspacePaths.absolute(path, relativeTo: currentDirectory)
        var status = stat()
        let replacesFolder = lstat(absolute, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        guard replacesFolder else {
            guard rename(staging, absolute) == 0 else {
                let refusal = Refusal.lastError("cannot write \(path)")
                removeTree(staging)
                return refusal
            }
            return nil
        }
        let old = temporarySibling(of: absolute, purpose: "old")
        guard rename(absolute, old) == 0 else {
            let refusal = Refusal.lastError("cannot replace \(path)")
            removeTree(staging)
            return refusal
        }
        guard rename(staging, absolute) == 0 else {
            let refusal = Refusal.lastError("cannot write \(path)")
            _ = rename(old, absolute)
            removeTree(staging)
            return refusal
        }
        removeTree(old)
        return nil
    }

    /// Creates the new file `path` (never through a link, never over a file), writes and syncs
    /// `bytes`, and gives it `mode` when set.
    private static func createFile(_ path: String, bytes: [UInt8], mode: mode_t?) -> Refusal? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return .lastError("cannot create it") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Foundation.write(descriptor, base + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let refusal = Refusal.lastError("cannot write it")
                unlink(path)
                return refusal
            }
            written += count
        }
        if let mode, fchmod(descriptor, mode) != 0 {
            let refusal = Refusal.lastError("cannot keep its mode")
            unlink(path)
            return refusal
        }
        guard fsync(descriptor) == 0 else {
            let refusal = Refusal.lastError("cannot write it")
            unlink(path)
            return refusal
        }
        return nil
    }

    /// A name beside `path` that nothing uses: `.<name>.designspec-<purpose>-<pid>-<random>`.
    private static func temporarySibling(of path: String, purpose: String) -> String {
        let parent = WorkspacePaths.directory(of: path)
        let name = (path as NSString).lastPathComponent
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        return (parent.hasSuffix("/") ? parent : parent + "/") + ".\(name).designspec-\(purpose)-\(getpid())-\(suffix)"
    }

    /// Removes `path` and, for a folder, everything in it; links are removed, never followed.
    private static func removeTree(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    private static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    // MARK: Ownership

    /// Whether the regular file at `path` (not a link) holds `mark` in its first 4 KiB.
    static func fileHolds(_ path: String, mark: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        return String(decoding: buffer[0..<count], as: UTF8.self).contains(mark)
    }

    /// Whether the folder at `path` holds only folders and regular `Contents.json` files that hold
    /// `mark` (no link, no other file), looking at no more than 100,000 entries.
    static func folderHoldsOnlyMarked(_ path: String, mark: String) -> Bool {
        var pending = [path]
        var seen = 0
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
            for name in names {
                seen += 1
                guard seen <= 100_000 else { return false }
                let child = folder + "/" + name
                var status = stat()
                guard lstat(child, &status) == 0 else { return false }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: pending.append(child)
                case S_IFREG where name == "Contents.json" && fileHolds(child, mark: mark): continue
                default: return false
                }
            }
        }
        return true
    }
}
