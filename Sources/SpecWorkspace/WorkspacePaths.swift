import Foundation

/// Path arithmetic for a workspace: absolute standardized paths, whether a path lies inside a root,
/// and how a path is shown relative to it.
public enum WorkspacePaths {
    /// `path` made absolute (against `directory`) and standardized (`.` and `..` removed).
    public static func absolute(_ path: String, relativeTo directory: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// The folder holding the file at `path`.
    public static func directory(of path: String) -> String {
        // As `NSString.deletingLastPathComponent` answers, on the bytes (the resolver asks this of
        // every import): trailing slashes go, then the last component; `/a` → `/`, `a` → ``.
        var bytes = path.utf8[...]
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes = bytes.dropLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        var folder = bytes[..<slash]
        while folder.count > 1, folder.last == UInt8(ascii: "/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(decoding: folder, as: UTF8.self)
    }

    /// True when `path` is `root` or lies below it, both as written and with symbolic links resolved
    /// (so a link inside the root that points outside it does not count).
    public static func isInside(_ path: String, root: String) -> Bool {
        lexicallyInside(path, root: root) && lexicallyInside(resolvingLinks(path), root: resolvingLinks(root))
    }

    private static func lexicallyInside(_ path: String, root: String) -> Bool {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path == root || path.hasPrefix(prefix)
    }

    private static func resolvingLinks(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// `path` relative to `root` when inside it, else `path` itself.
    public static func display(_ path: String, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
