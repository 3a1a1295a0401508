#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import SpecTokenSources

extension TokenSourceFiles {
    /// Token source files on disk inside `root`: files are read through `SpecFileGate` (inside the
    /// root with links resolved, regular files, bounded size). A folder is listed only when it lies
    /// inside the root (links resolved) and, below the folder named by `source`, is no symbolic link:
    /// a catalog's links to folders are not followed, so a link to a parent cannot make a walk loop.
    public static func gated(root: String) -> TokenSourceFiles {
        TokenSourceFiles(
            read: { path in
                SpecFileGate.read(path, root: root).map(\.bytes).mapError { Refusal(reason: $0.reason, isMissing: $0.isAbsent) }
            },
            list: { folder in
                var isFolder: ObjCBool = false
                guard let realFolder = SpecFileGate.realPath(of: folder),
                    WorkspacePaths.isInside(realFolder, root: SpecFileGate.realPath(of: root) ?? root),
                    !isSymbolicLink(folder) || isTokenSourceRoot(folder),
                    FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
                else { return nil }
                return try? FileManager.default.contentsOfDirectory(atPath: folder)
            })
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The folder an import names (`Assets.xcassets`) may itself be a link; folders inside it may not.
    private static func isTokenSourceRoot(_ path: String) -> Bool {
        TokenSources.isTokenSource(path: path)
    }
}
