import Foundation
import SpecTokenSources

extension TokenSourceFiles {
    /// Token source files on disk inside `root`: files are read through `SpecFileGate` (inside the
    /// root with links resolved, regular files, bounded size); folders are listed only when they lie
    /// inside the root, links resolved.
    public static func gated(root: String) -> TokenSourceFiles {
        TokenSourceFiles(
            read: { path in
                SpecFileGate.read(path, root: root).map(\.bytes).mapError { Refusal(reason: $0.reason, isMissing: $0.isAbsent) }
            },
            list: { folder in
                var isFolder: ObjCBool = false
                guard WorkspacePaths.isInside(folder, root: root),
                      FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
                return try? FileManager.default.contentsOfDirectory(atPath: folder)
            })
    }
}
