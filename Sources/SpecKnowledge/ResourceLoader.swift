import Foundation

/// Finds the data files bundled with SpecKnowledge (under `Sources/SpecKnowledge/Resources/`) and
/// returns their bytes. A missing or unreadable file is reported as `nil` or as a `ResourceLoader.Failure`,
/// never as a crash, so a catalog can degrade to "no data" with a clear message.
public enum ResourceLoader {
    /// Why a bundled resource could not be read.
    enum Failure: Error, CustomStringConvertible, Equatable {
        /// No file with this relative path exists in the resource bundle.
        case missing(path: String)
        /// The file exists but reading it failed.
        case unreadable(path: String, reason: String)

        var description: String {
            switch self {
            case .missing(let path):
                return "bundled resource '\(path)' is missing from the SpecKnowledge resource bundle"
            case .unreadable(let path, let reason):
                return "bundled resource '\(path)' could not be read: \(reason)"
            }
        }
    }

    /// The bytes of `Resources/<subdirectory>/<name>.<extension>`, or nil when it is missing or unreadable.
    ///
    /// `subdirectory` is relative to the `Resources` folder (e.g. `"hig"`); nil means the folder itself.
    static func data(named name: String, extension fileExtension: String, subdirectory: String? = nil) -> Data? {
        try? load(named: name, extension: fileExtension, subdirectory: subdirectory)
    }

    /// The bytes of `Resources/<subdirectory>/<name>.<extension>`; throws `Failure` when it cannot be read.
    static func load(named name: String, extension fileExtension: String, subdirectory: String? = nil) throws -> Data {
        let relativePath = relativePath(named: name, extension: fileExtension, subdirectory: subdirectory)
        guard let url = url(named: name, extension: fileExtension, subdirectory: subdirectory) else {
            throw Failure.missing(path: relativePath)
        }
        do {
            return try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw Failure.unreadable(path: relativePath, reason: error.localizedDescription)
        }
    }

    /// The bytes of `Resources/<subdirectory>/<name>.<extension>` read straight into an array (one
    /// `read` per chunk, no intermediate `Data`); throws `Failure` when it cannot be read.
    static func loadBytes(named name: String, extension fileExtension: String, subdirectory: String? = nil) throws -> [UInt8] {
        let relativePath = relativePath(named: name, extension: fileExtension, subdirectory: subdirectory)
        guard let url = url(named: name, extension: fileExtension, subdirectory: subdirectory) else {
            throw Failure.missing(path: relativePath)
        }
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else {
            throw Failure.unreadable(path: relativePath, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw Failure.unreadable(path: relativePath, reason: String(cString: strerror(errno)))
        }
        let size = max(0, Int(info.st_size))
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initializedCount in
            initializedCount = 0
            guard let base = buffer.baseAddress else { return }
            while initializedCount < size {
                let count = read(descriptor, base + initializedCount, size - initializedCount)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 { return }
                initializedCount += count
            }
        }
        guard failure == 0 else {
            throw Failure.unreadable(path: relativePath, reason: String(cString: strerror(failure)))
        }
        return bytes
    }

    /// The file URL of `Resources/<subdirectory>/<name>.<extension>`, or nil when the file does not exist.
    static func url(named name: String, extension fileExtension: String, subdirectory: String? = nil) -> URL? {
        guard var folder = resourcesFolder else { return nil }
        if let subdirectory, !subdirectory.isEmpty {
            folder.appendPathComponent(subdirectory, isDirectory: true)
        }
        let file = folder.appendingPathComponent("\(name).\(fileExtension)")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The bundled `Resources` folder, found without SwiftPM's generated `Bundle.module` (which stops
    /// the program when its bundle is missing): the resource bundle next to the running executable (or
    /// test bundle), as `swift build` lays out products and `designspec install` copies them. The
    /// executable's path is resolved through symbolic links, so a link on PATH works; the source tree
    /// is never consulted, so a copied or installed binary behaves as it will for its users. When a
    /// SwiftPM plugin runs designspec, SwiftPM builds it as a tool, whose bundle names end in `-tool`.
    public static let resourcesFolder: URL? = {
        let bundleNames = [
            bundleName, "designspec_SpecKnowledge.bundle/Contents/Resources", "designspec_SpecKnowledge.bundle",
            "designspec_SpecKnowledge-tool.resources", "designspec_SpecKnowledge-tool.bundle/Contents/Resources",
            "designspec_SpecKnowledge-tool.bundle"
        ]
        var directories: [URL] = []
        for executable in [
            URL(fileURLWithPath: "/proc/self/exe"), Bundle.main.executableURL, CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
        ] {
            if let executable { directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent()) }
        }
        directories.append(Bundle.main.bundleURL)
        let candidates = directories.flatMap { directory in
            bundleNames.map { directory.appendingPathComponent($0).appendingPathComponent("Resources", isDirectory: true) }
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("PROVENANCE.md").path) }
    }()

    /// The name of the resource bundle `swift build` puts next to the executable.
    public static let bundleName = "designspec_SpecKnowledge.resources"

    /// `Resources/…/name.ext`, for messages.
    private static func relativePath(named name: String, extension fileExtension: String, subdirectory: String?) -> String {
        var path = "Resources/"
        if let subdirectory, !subdirectory.isEmpty {
            path += subdirectory + "/"
        }
        return path + name + "." + fileExtension
    }
}
