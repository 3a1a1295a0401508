import Foundation
import SpecKnowledge
import SpecWorkspace

/// `designspec install [--prefix <dir>] [--force]`: copies the running binary and its data bundle to
/// `<prefix>/lib/designspec/` and links `<prefix>/bin/designspec` to it, so the command works from PATH
/// and the editor configs find it. The default prefix is `~/.local`.
///
/// Install owns only what it wrote: it lists that in an `InstallManifest`, and a later install replaces
/// and removes only the manifest's entries. Anything else in its way (a `bin/designspec` it did not
/// link, a symbolic link at `lib/designspec`, files inside its data bundle) is named and left alone
/// unless `--force` is given. The new copy is staged before anything is replaced, so reinstalling
/// from the installed binary works; a symbolic link at `lib/designspec` is never followed.
struct InstallCommand: Equatable {
    /// Every flag `install` accepts.
    static let flags = ["--prefix", "--force", "--help", "-h"]

    /// Where to install.
    var prefix: String
    /// Replace files and folders in the way that install did not write.
    var force = false

    /// Parses the arguments after `install`.
    static func parse(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError)
        -> InstallCommand
    {
        var prefix: String?
        var force = false
        var cursor = ArgumentCursor(arguments, command: "install")
        while let token = cursor.next() {
            switch token {
            case .operand(let operand):
                throw UsageError("unexpected operand '\(operand)'; use --prefix <dir>", command: "install")
            case .flag("--prefix", let inline):
                prefix = try cursor.value(of: "--prefix", inline: inline)
                guard prefix?.isEmpty == false else {
                    throw UsageError(
                        "--prefix needs a directory; an empty one would install into the current directory", command: "install")
                }
            case .flag("--force", nil):
                force = true
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
        guard let chosen = prefix ?? environment["HOME"].flatMap({ $0.isEmpty ? nil : $0 + "/.local" }) else {
            throw UsageError("HOME is not set; give --prefix <dir>", command: "install")
        }
        return InstallCommand(prefix: chosen, force: force)
    }

    /// Copies and links; exit 2 when something cannot be read or written, or is in the way.
    func run(console: Console) -> ExitCode {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        guard let resources = ResourceLoader.resourcesFolder, FileManager.default.isExecutableFile(atPath: executable.path) else {
            console.error("cannot find the running binary and its data bundle (\(ResourceLoader.bundleName)) to copy")
            return .usageOrIOError
        }
        let root = URL(fileURLWithPath: prefix, isDirectory: true).standardizedFileURL
        var installation = Installation(root: root)
        let foreign = installation.foreignEntries()
        if !foreign.isEmpty && !force {
            let names = foreign.map {
                "\(root.appendingPathComponent($0).path) (\(Installation.describe(root.appendingPathComponent($0).path)))"
            }
            console.error(
                """
                not replacing what designspec install did not write: \(names.joined(separator: ", ")); \
                move \(foreign.count == 1 ? "it" : "them") away, or run `designspec install --force` to replace \(foreign.count == 1 ? "it" : "them")
                """)
            return .usageOrIOError
        }
        let installedBinary = root.appendingPathComponent(InstallManifest.folder + "/designspec")
        let link = root.appendingPathComponent(InstallManifest.link)
        do {
            try installation.install(executable: executable, bundle: resources.deletingLastPathComponent(), replacing: foreign)
        } catch {
            console.error("cannot install into \(root.path): \(error.localizedDescription)")
            return .usageOrIOError
        }
        console.output("installed \(link.path) -> \(installedBinary.path)")
        let binDirectory = link.deletingLastPathComponent()
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        if !path.split(separator: ":").contains(where: { URL(fileURLWithPath: String($0)).standardizedFileURL.path == binDirectory.path }) {
            console.output("note: \(binDirectory.path) is not on PATH; add it, e.g. export PATH=\"\(binDirectory.path):$PATH\"")
        }
        return .success
    }
}

/// One prefix's installation: what its manifest says install owns, what is in the way, and the
/// staged copy that replaces it.
struct Installation {
    /// The prefix.
    let root: URL
    /// What the previous install wrote (empty when there was none, or `lib/designspec` is not a folder).
    private(set) var manifest: InstallManifest

    /// Reads the manifest under `root`, never through a symbolic link at `lib/designspec`.
    init(root: URL) {
        self.root = root
        let folder = root.appendingPathComponent(InstallManifest.folder).path
        if Self.kind(at: folder) == .directory,
            let data = FileManager.default.contents(atPath: root.appendingPathComponent(InstallManifest.relativePath).path)
        {
            manifest = InstallManifest(text: String(decoding: data, as: UTF8.self))
        } else {
            manifest = InstallManifest(entries: [])
        }
    }

    /// What an entry on disk is, seen without following a symbolic link.
    enum Kind: Equatable {
        case missing, file, directory, symbolicLink
    }

    /// The kind of `path` (`lstat`: a symbolic link is reported as one).
    static func kind(at path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .file
        }
    }

    /// "a directory", "a symbolic link" or "a file", for messages.
    static func describe(_ path: String) -> String {
        switch kind(at: path) {
        case .directory: return "a directory"
        case .symbolicLink: return "a symbolic link"
        case .file, .missing: return "a file"
        }
    }

    /// The paths (relative to the prefix) in the way of this install that the manifest does not list:
    /// the folder `lib/designspec` when it is not a real directory, and anything at the binary's, the
    /// data bundle's or the link's place — inside the bundle, entry by entry.
    func foreignEntries() -> [String] {
        let owned = Set(manifest.entries)
        let folderPath = InstallManifest.folder
        let folderKind = Self.kind(at: root.appendingPathComponent(folderPath).path)
        var foreign: [String] = []
        if folderKind != .missing && folderKind != .directory {
            foreign.append(folderPath)
        }
        let linkKind = Self.kind(at: root.appendingPathComponent(InstallManifest.link).path)
        if linkKind != .missing && !(linkKind == .symbolicLink && owned.contains(InstallManifest.link)) {
            foreign.append(InstallManifest.link)
        }
        guard folderKind == .directory else { return foreign }
        let binary = folderPath + "/designspec"
        let binaryKind = Self.kind(at: root.appendingPathComponent(binary).path)
        if binaryKind != .missing && !(binaryKind == .file && owned.contains(binary)) {
            foreign.append(binary)
        }
        let bundle = folderPath + "/" + ResourceLoader.bundleName
        switch Self.kind(at: root.appendingPathComponent(bundle).path) {
        case .missing:
            break
        case .directory where owned.contains(bundle + "/"):
            foreign += entries(under: bundle).filter { !owned.contains($0) }
        default:
            foreign.append(bundle)
        }
        return foreign
    }

    /// Every file and folder under `relativeFolder` (relative to the prefix; folders end in `/`),
    /// found without following symbolic links.
    private func entries(under relativeFolder: String) -> [String] {
        var result: [String] = []
        let base = root.appendingPathComponent(relativeFolder).path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return result }
        for name in names.sorted() {
            let relative = relativeFolder + "/" + name
            if Self.kind(at: base + "/" + name) == .directory {
                result.append(relative + "/")
                result += entries(under: relative)
            } else {
                result.append(relative)
            }
        }
        return result
    }

    /// Stages a copy of `executable` and `bundle`, removes `foreign` and what the old manifest lists,
    /// moves the copy into place, links it, and writes the new manifest.
    mutating func install(executable: URL, bundle: URL, replacing foreign: [String]) throws {
        let fileManager = FileManager.default
        let folder = root.appendingPathComponent(InstallManifest.folder, isDirectory: true)
        if foreign.contains(InstallManifest.folder) {
            try remove(InstallManifest.folder)  // a link or file: removed itself, never followed
        }
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        try fileManager.createDirectory(at: root.appendingPathComponent("bin", isDirectory: true), withIntermediateDirectories: true)
        guard Self.kind(at: folder.path) == .directory else {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: folder.path])
        }
        // The copy comes first: the running binary and its bundle may be the ones being replaced.
        var template = Array((folder.path + "/.install-XXXXXX").utf8CString)
        guard
            let stagingPath = template.withUnsafeMutableBufferPointer({ buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
            })
        else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder.path])
        }
        let staging = URL(fileURLWithPath: stagingPath, isDirectory: true)
        defer { try? fileManager.removeItem(at: staging) }
        try fileManager.copyItem(at: executable, to: staging.appendingPathComponent("designspec"))
        try fileManager.copyItem(at: bundle, to: staging.appendingPathComponent(ResourceLoader.bundleName))

        for entry in foreign where entry != InstallManifest.folder {
            try remove(entry)
        }
        // Files first, then folders deepest first; a folder that still holds something is kept.
        for entry in manifest.entries where !entry.hasSuffix("/") {
            if Self.kind(at: root.appendingPathComponent(entry).path) != .missing { try remove(entry) }
        }
        for entry in manifest.entries.filter({ $0.hasSuffix("/") }).sorted(by: { $0.count > $1.count }) {
            _ = rmdir(root.appendingPathComponent(entry).path)
        }
        for name in ["designspec", ResourceLoader.bundleName] {
            guard rename(staging.appendingPathComponent(name).path, folder.appendingPathComponent(name).path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
        let installedBinary = folder.appendingPathComponent("designspec")
        try fileManager.createSymbolicLink(
            atPath: root.appendingPathComponent(InstallManifest.link).path, withDestinationPath: installedBinary.path)

        manifest = InstallManifest(
            entries: [InstallManifest.link, InstallManifest.folder + "/designspec"]
                + [InstallManifest.folder + "/" + ResourceLoader.bundleName + "/"]
                + entries(under: InstallManifest.folder + "/" + ResourceLoader.bundleName))
        // Whose the old manifest was is settled above (`foreign`); the gate still never writes through a link.
        let written = SpecWriteGate.write(
            [
                SpecWriteGate.Target(
                    file: root.appendingPathComponent(InstallManifest.relativePath).path, bytes: Array(manifest.text.utf8),
                    ownership: .fileMarked("# Written by `designspec install`"))
            ], force: true)
        if case .failure(let refusal) = written {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: refusal.reason])
        }
    }

    /// Removes `entry` (relative to the prefix): a folder with what it holds, anything else by
    /// unlinking it, so a symbolic link is removed and never followed.
    private func remove(_ entry: String) throws {
        let path = root.appendingPathComponent(entry).path
        if Self.kind(at: path) == .directory {
            try FileManager.default.removeItem(atPath: path)
        } else if unlink(path) != 0 && errno != ENOENT {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
}
