import Foundation
import SpecFoundation

/// The private folder the server's preview pages go to: created on first use with `mkdtemp` under
/// the temporary directory (`designspec-preview-XXXXXX`, mode 0700, a name nobody can guess or
/// create first), so no other user can read the pages or redirect them with a symbolic link planted
/// in advance. Pages are written 0600 to a fresh temporary file, then renamed over the page, so a
/// refreshed page is never seen half written. One folder per server process; a folder removed
/// meanwhile (a temporary-file cleaner) is replaced by a new one.
final class PreviewDirectory: Sendable {
    /// The private folder, once created.
    private let folder = Locked<String?>(nil)

    /// Why a page could not be written.
    struct Failure: Error {
        /// What failed, with the path and the system's reason.
        let message: String
    }

    /// Writes `page` to `<private folder>/<subfolder>/<name>` and returns its file URL.
    func save(_ page: String, subfolder: String, name: String) throws(Failure) -> URL {
        let directory = try privateFolder() + "/" + subfolder
        guard mkdir(directory, 0o700) == 0 || errno == EEXIST else { throw Self.failure("cannot create", directory) }
        var template = Array((directory + "/.page-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw Self.failure("cannot create a page in", directory) }
        let temporary = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { String(cString: $0) } ?? "" }
        let bytes = Array(page.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + written, buffer.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let page = directory + "/" + name
        let failed = written < bytes.count ? Self.failure("cannot write", temporary) : nil
        close(descriptor)
        guard failed == nil, rename(temporary, page) == 0 else {
            let failure = failed ?? Self.failure("cannot write", page)
            unlink(temporary)
            throw failure
        }
        return URL(fileURLWithPath: page)
    }

    /// The private folder, created (again) when it does not exist.
    private func privateFolder() throws(Failure) -> String {
        try folder.withLock { folder in Result { () throws(Failure) in try Self.privateFolder(&folder) } }.get()
    }

    /// `folder`, or a new private folder stored there when it does not exist.
    private static func privateFolder(_ folder: inout String?) throws(Failure) -> String {
        var info = stat()
        if let folder, lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() {
            return folder
        }
        let parent = FileManager.default.temporaryDirectory.path
        var template = Array((parent + "/designspec-preview-XXXXXX").utf8CString)
        guard
            let created = template.withUnsafeMutableBufferPointer({ buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
            })
        else {
            throw Self.failure("cannot create a private folder in", parent)
        }
        folder = created
        return created
    }

    private static func failure(_ action: String, _ path: String) -> Failure {
        Failure(message: "\(action) \(path): \(String(cString: strerror(errno)))")
    }
}
