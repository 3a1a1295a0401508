import Foundation

/// A file read, and perhaps rewritten, through one open descriptor: `format`'s way to change a file's
/// text and nothing else about it. Opened only by `SpecWriteGate.openForRewrite`, which admits the
/// file as `SpecFileGate` admits a read.
///
/// The new text goes into the same inode (written from offset 0, then the file is cut to the new
/// length), never into a new file renamed over the old one, so the file keeps its mode, owner, group,
/// hard links, ACLs and extended attributes, and a symbolic link stays a link to the file it named,
/// which is the one rewritten. The trade-off: a crash or power loss during the write can leave the file
/// half written, where a rename would have left either text. Space for a longer text is reserved
/// before the first byte changes, so a full disk fails the rewrite with the file untouched.
public final class InPlaceFile {
    /// Why a file could not be opened, read or written.
    public struct Failure: Error {
        /// What went wrong, e.g. "Permission denied".
        public let reason: String

        fileprivate static func lastError() -> Failure { Failure(reason: String(cString: strerror(errno))) }
    }

    /// The file's bytes when it was opened.
    public let bytes: [UInt8]
    private let descriptor: Int32
    private let writable: Bool
    /// Why the file could not be opened for writing, when it could not.
    private let writeRefusal: Failure?

    /// Opens and reads `realPath` (a path without links: a final link is not followed), for writing as
    /// well when `forWriting` and the file allows it; a file that allows only reading is still read, and
    /// refuses `replaceContents`. The opened file must be the regular file `expected` names (device and
    /// inode): one swapped in since it was admitted is refused.
    init(realPath: String, forWriting: Bool, expected: SpecFileGate.Stamp) throws(Failure) {
        var refusal: Failure?
        var descriptor: Int32 = -1
        if forWriting {
            descriptor = open(realPath, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
            if descriptor < 0 { refusal = .lastError() }
        }
        if descriptor < 0 {
            descriptor = open(realPath, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        }
        guard descriptor >= 0 else { throw .lastError() }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw Failure(reason: "not a regular file")
        }
        guard UInt64(truncatingIfNeeded: info.st_dev) == expected.device, UInt64(truncatingIfNeeded: info.st_ino) == expected.inode
        else {
            close(descriptor)
            throw Failure(reason: "it changed while being opened")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let failure = Failure.lastError()
                close(descriptor)
                throw failure
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        self.bytes = bytes
        self.descriptor = descriptor
        self.writable = refusal == nil && forWriting
        self.writeRefusal = refusal
    }

    deinit { close(descriptor) }

    /// Replaces the file's contents with `newBytes` in place (see the type's notes), then syncs it.
    public func replaceContents(with newBytes: [UInt8]) throws(Failure) {
        guard writable else { throw writeRefusal ?? Failure(reason: "not opened for writing") }
        #if os(Linux)
            if newBytes.count > bytes.count {
                let result = posix_fallocate(descriptor, off_t(bytes.count), off_t(newBytes.count - bytes.count))
                guard result == 0 || result == EOPNOTSUPP || result == EINVAL else {
                    throw Failure(reason: String(cString: strerror(result)))
                }
            }
        #endif
        var written = 0
        while written < newBytes.count {
            let count = newBytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return pwrite(descriptor, base + written, buffer.count - written, off_t(written))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .lastError()
            }
            written += count
        }
        guard ftruncate(descriptor, off_t(newBytes.count)) == 0, fsync(descriptor) == 0 else { throw .lastError() }
    }
}
