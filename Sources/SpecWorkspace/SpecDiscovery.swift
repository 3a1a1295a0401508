#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import SpecAnalysis

/// Finds the spec files (`*.design.json`, `*.design.jsonc`) below a folder.
///
/// The walk reads folder entries only (`readdir`, with `lstat` where the entry's type is unknown):
/// no file is opened, no owner is looked up. It never descends into a symbolic link (no loops, no
/// leaving the folder), hidden folders (`.git`, `.vscode`, …), `.build` or `node_modules`, and skips
/// what editors leave beside a spec: hidden files (names starting with `.`, among them Emacs lock
/// files `.#name.design.jsonc`), backups (`name~`, `#name#`). A link named like a spec is listed:
/// `SpecFileGate` decides whether it may be read.
///
/// A walk may honour the root's `.gitignore` and stop after `entryLimit` folder entries; its
/// `Listing` then says whether it saw everything.
public struct SpecDiscovery: Sendable, Hashable {
    /// Skip what the root's `.gitignore` names (see `GitignorePatterns` for what is understood).
    public var honorsGitignore: Bool
    /// Stop after reading this many folder entries (nil: no bound).
    public var entryLimit: Int?

    /// Every spec below a folder: no `.gitignore`, no bound (`check <dir>`, the server's index).
    public static let complete = SpecDiscovery(honorsGitignore: false, entryLimit: nil)

    /// The walk `check <file>` makes when it needs the specs around the file (to find what imports
    /// it): lazily, skipping what `.gitignore` names, and at most `boundedEntryLimit` entries.
    public static let bounded = SpecDiscovery(honorsGitignore: true, entryLimit: boundedEntryLimit)

    /// How many folder entries a bounded walk reads: a generous spec workspace, far less than a
    /// home folder or a monorepo (which it gives up on, quickly, instead of walking for minutes).
    public static let boundedEntryLimit = 20_000

    /// Folder names never descended into (besides hidden folders).
    public static let skippedDirectories: Set<String> = [".build", ".git", "node_modules"]

    /// A walk with these options.
    public init(honorsGitignore: Bool, entryLimit: Int?) {
        self.honorsGitignore = honorsGitignore
        self.entryLimit = entryLimit
    }

    /// What a walk found.
    public struct Listing: Sendable, Equatable {
        /// The spec files, sorted, spelled as `directory` + `/` + the path below it.
        public var paths: [String]
        /// False when the walk stopped at `entryLimit` (or could not list a folder below the root).
        public var isComplete: Bool
    }

    /// True for a folder entry discovery never lists or enters: hidden names (lock files too) and
    /// editor backups.
    public static func isSkipped(name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#"))
    }

    /// True when a folder entry named `name` is not descended into.
    public static func isSkippedDirectory(name: String) -> Bool {
        isSkipped(name: name) || skippedDirectories.contains(name)
    }

    /// The specs below `directory`; nil when `directory` itself cannot be listed.
    public func specFiles(under directory: String) -> Listing? {
        guard let top = opendir(directory) else { return nil }
        closedir(top)
        let ignored = honorsGitignore ? GitignorePatterns(root: directory) : nil
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var found: [String] = []
        var entries = 0
        var isComplete = true
        var pending = [""]  // folders to list, relative to `directory`
        walk: while let relativeFolder = pending.popLast() {
            guard let stream = opendir(prefix + relativeFolder) else {
                isComplete = false
                continue
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = Self.name(of: entry)
                if name == "." || name == ".." { continue }
                entries += 1
                if let entryLimit, entries > entryLimit {
                    isComplete = false
                    break walk
                }
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                switch Self.kind(of: entry, at: prefix + relative) {
                case .directory:
                    guard !Self.isSkippedDirectory(name: name), ignored?.ignores(relative, isDirectory: true) != true else { continue }
                    pending.append(relative)
                case .other:
                    guard !Self.isSkipped(name: name), DesignSpecFiles.isDesignSpec(path: name),
                        ignored?.ignores(relative, isDirectory: false) != true
                    else { continue }
                    found.append(directory == "." ? relative : prefix + relative)
                }
            }
        }
        return Listing(paths: found.sorted(), isComplete: isComplete)
    }

    private enum EntryKind {
        /// A real folder (never a link to one).
        case directory
        /// Anything else: a file, a link, a FIFO, …
        case other
    }

    private static func kind(of entry: UnsafeMutablePointer<dirent>, at path: String) -> EntryKind {
        let type = Int32(entry.pointee.d_type)
        if type == Int32(DT_DIR) { return .directory }
        if type != Int32(DT_UNKNOWN) { return .other }
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }

    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
        }
    }
}

/// The patterns of a root's `.gitignore`, as far as discovery needs them.
///
/// Understood: blank lines and `#` comments; a trailing `/` (folders only); a pattern with no other
/// `/` matches a name at any depth, one with a `/` matches the path from the root (a leading `/`
/// dropped); `*`, `?` and `[…]` as `fnmatch` reads them (a `*` never crosses a `/`). Not understood,
/// and so ignored: negation (`!`), `**`, and `.gitignore` files below the root.
struct GitignorePatterns {
    private struct Pattern {
        let glob: String
        let anchored: Bool
        let directoriesOnly: Bool
    }

    private let patterns: [Pattern]

    /// The patterns of `root`'s `.gitignore` (none when it cannot be read through `SpecFileGate`).
    init(root: String) {
        let path = (root.hasSuffix("/") ? root : root + "/") + ".gitignore"
        guard case .success(let contents) = SpecFileGate.read(path, root: root) else {
            self.init(lines: [])
            return
        }
        self.init(lines: String(decoding: contents.bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init))
    }

    /// Patterns written one per line, as in a `.gitignore`.
    init(lines: [String]) {
        patterns = lines.compactMap { line in
            var text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix("!"), !text.contains("**") else { return nil }
            let directoriesOnly = text.hasSuffix("/")
            if directoriesOnly { text.removeLast() }
            let anchored = text.contains("/")
            if text.hasPrefix("/") { text.removeFirst() }
            return text.isEmpty ? nil : Pattern(glob: text, anchored: anchored, directoriesOnly: directoriesOnly)
        }
    }

    /// True when the file at `relative` (below the root), or a folder it lies in, is ignored.
    func ignoresFileOrFolder(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        for end in parts.indices {
            let path = parts[...end].joined(separator: "/")
            if ignores(path, isDirectory: end < parts.count - 1) { return true }
        }
        return false
    }

    /// True when the entry at `relative` (below the root) is ignored.
    func ignores(_ relative: String, isDirectory: Bool) -> Bool {
        let name = (relative as NSString).lastPathComponent
        return patterns.contains { pattern in
            guard isDirectory || !pattern.directoriesOnly else { return false }
            return pattern.anchored
                ? fnmatch(pattern.glob, relative, FNM_PATHNAME) == 0
                : fnmatch(pattern.glob, name, 0) == 0
        }
    }
}
