#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The one place that decides whether a file may be read, and the one place that reads specs (and
/// what they import) from disk: `check`, `preview`, the workspace index and the language server all
/// read through it.
///
/// **Invariant:** a file's contents are read only when
/// 1. its real path (every symbolic link resolved) is inside the real path of the given root,
/// 2. it is a regular file — not a folder, FIFO, socket or device — and
/// 3. it holds at most `maximumFileSize` bytes.
///
/// Anything else is a `Refusal` saying why, and nothing is read. The type is checked with `stat`
/// before opening (a device is never opened) and again with `fstat` on the opened descriptor, which
/// is opened without following a final link and without blocking (a FIFO swapped in meanwhile never
/// stalls the reader), so a file replaced between the check and the read is refused, not read.
///
/// A hard link is a regular file: one whose name lies inside the root is read like any other file
/// there (a hard link cannot name a folder, and its other names are not ours to know).
///
/// File status comes from `stat`, never from `FileManager.attributesOfItem`, which looks up the
/// owner's and group's names (opening `/etc/passwd`) for every file.
public enum SpecFileGate {
    /// The largest file read: 256 MiB. Generated specs of 50 MB and more are real (benchmarks,
    /// exported design systems), and the parser's offsets reach 2 GiB, but a file beyond this is no
    /// hand-kept spec; refusing it keeps one stray file from holding gigabytes of memory.
    public static let maximumFileSize = 256 << 20

    /// What identifies one version of a file: a changed stamp means the file changed.
    public struct Stamp: Hashable, Sendable {
        /// Size in bytes.
        public let size: Int
        /// Modification time, seconds and nanoseconds since 1970.
        public let modifiedSeconds: Int
        public let modifiedNanoseconds: Int
        /// Device and inode: a file replaced by another (renamed over it) has another inode.
        public let device: UInt64
        public let inode: UInt64
    }

    /// A file's contents, read through the gate.
    public struct Contents: Sendable {
        /// The bytes.
        public let bytes: [UInt8]
        /// The version read.
        public let stamp: Stamp
    }

    /// Why a file was not read.
    public enum Refusal: Error, Hashable, Sendable {
        /// Nothing is there.
        case missing
        /// A symbolic link to nothing (an editor's lock file, a link whose target was removed).
        case danglingLink
        /// A folder.
        case directory
        /// The real path (links resolved) lies outside the root.
        case outsideRoot(realPath: String)
        /// A FIFO, socket or device.
        case notRegularFile(kind: String)
        /// Larger than `maximumFileSize`.
        case tooLarge(size: Int)
        /// The system refused to open or read it (permissions, I/O error).
        case unreadable(reason: String)

        /// Why, in words that complete "not read: …".
        public var reason: String {
            switch self {
            case .missing: return "it does not exist"
            case .danglingLink: return "it is a symbolic link to nothing"
            case .directory: return "it is a folder"
            case .outsideRoot(let realPath): return "it leads outside the workspace root (to \(realPath))"
            case .notRegularFile(let kind): return "it is a \(kind), not a regular file"
            case .tooLarge(let size): return "it holds \(size) bytes, more than the \(SpecFileGate.maximumFileSize) a spec may"
            case .unreadable(let reason): return reason
            }
        }

        /// True when the file is not there (any more): gone, or a link to nothing.
        public var isAbsent: Bool {
            self == .missing || self == .danglingLink
        }
    }

    /// The stamp of the file at `path` if it may be read inside `root`; nothing is opened.
    public static func stamp(of path: String, root: String) -> Result<Stamp, Refusal> {
        admitted(path, root: root).map(\.stamp)
    }

    /// The contents of the file at `path` if it may be read inside `root` (see the invariant).
    public static func read(_ path: String, root: String) -> Result<Contents, Refusal> {
        let admission: Admission
        switch admitted(path, root: root) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let found): admission = found
        }
        let descriptor = open(admission.realPath, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.unreadable(reason: describe(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason: describe(errno))) }
        if let refusal = refusal(forType: status.st_mode) { return .failure(refusal) }
        let stamp = Self.stamp(status)
        guard stamp == admission.stamp else { return .failure(.unreadable(reason: "it changed while being opened")) }
        // Read to the end (the file may have grown since `fstat`), never more than the bound.
        var bytes = [UInt8](repeating: 0, count: min(stamp.size, maximumFileSize) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= maximumFileSize else { return .failure(.tooLarge(size: count)) }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, maximumFileSize + 1 - bytes.count)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: describe(errno)))
            }
            if got == 0 { break }
            count += got
        }
        guard count <= maximumFileSize else { return .failure(.tooLarge(size: count)) }
        bytes.removeSubrange(count...)
        return .success(Contents(bytes: bytes, stamp: stamp))
    }

    // MARK: Helpers

    /// A file that may be read: its real path and its stamp then.
    private struct Admission {
        let realPath: String
        let stamp: Stamp
    }

    private static func admitted(_ path: String, root: String) -> Result<Admission, Refusal> {
        guard let realPath = realPath(of: path) else {
            let failure = errno
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return .failure(.danglingLink) }
            if failure == ENOENT || failure == ENOTDIR { return .failure(.missing) }
            return .failure(.unreadable(reason: describe(failure)))
        }
        let realRoot = Self.realPath(of: root) ?? root
        guard isInside(realPath, root: realRoot) else { return .failure(.outsideRoot(realPath: realPath)) }
        var status = stat()
        guard stat(realPath, &status) == 0 else {
            return .failure(errno == ENOENT ? .missing : .unreadable(reason: describe(errno)))
        }
        if let refusal = refusal(forType: status.st_mode) { return .failure(refusal) }
        let stamp = Self.stamp(status)
        guard stamp.size <= maximumFileSize else { return .failure(.tooLarge(size: stamp.size)) }
        return .success(Admission(realPath: realPath, stamp: stamp))
    }

    /// Nil for a regular file, else why it is refused.
    private static func refusal(forType mode: mode_t) -> Refusal? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .directory
        case S_IFIFO: return .notRegularFile(kind: "FIFO")
        case S_IFSOCK: return .notRegularFile(kind: "socket")
        case S_IFCHR: return .notRegularFile(kind: "character device")
        case S_IFBLK: return .notRegularFile(kind: "block device")
        default: return .notRegularFile(kind: "special file")
        }
    }

    private static func stamp(_ status: stat) -> Stamp {
        #if os(Linux)
            let modified = status.st_mtim
        #else
            let modified = status.st_mtimespec
        #endif
        return Stamp(
            size: Int(status.st_size), modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
            device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
    }

    /// `path` with every link resolved, or nil (with `errno` set) when that fails.
    static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when `path` is `root` or lies below it (both real paths).
    private static func isInside(_ path: String, root: String) -> Bool {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path == root || path.hasPrefix(prefix)
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
