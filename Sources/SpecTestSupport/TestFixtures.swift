import Foundation

/// Fixture files of a test target, read from the source tree: `Tests/<Target>/Fixtures/<relative path>`.
///
/// The target is the one holding the calling file (found from its `#filePath`), so a test names only
/// the path inside its own `Fixtures` folder. Each such folder is excluded from its target in
/// `Package.swift`: nothing is bundled, the checked-in file is the fixture. Files are read byte for
/// byte (a file ending in a line break gives a text ending in one).
public struct TestFixtures: Sendable {
    /// The `Fixtures` folder of the caller's test target.
    public let folder: URL

    /// The fixtures of the test target holding `callerFile` (leave it to its default, `#filePath`).
    public init(callerFile: StaticString = #filePath) {
        folder = Self.targetFolder(of: URL(fileURLWithPath: "\(callerFile)")).appendingPathComponent("Fixtures", isDirectory: true)
    }

    /// The text of `relativePath` in the caller's target's `Fixtures` folder.
    public static func text(_ relativePath: String, callerFile: StaticString = #filePath) throws -> String {
        try TestFixtures(callerFile: callerFile).text(relativePath)
    }

    /// The fixture `relativePath` with its `1️⃣`…`9️⃣` and `↓` markers taken out (`MarkedText`).
    public static func marked(_ relativePath: String, callerFile: StaticString = #filePath) throws -> MarkedText {
        MarkedText(try TestFixtures(callerFile: callerFile).text(relativePath))
    }

    /// Every file below the fixture folder `relativeFolder`, keyed by its path relative to that
    /// folder (`"features/a.design.jsonc"`): a whole workspace in one call, e.g. for `MarkedWorkspace`.
    public static func files(under relativeFolder: String, callerFile: StaticString = #filePath) throws -> [String: String] {
        try TestFixtures(callerFile: callerFile).files(under: relativeFolder)
    }

    /// The absolute location of `relativePath` (which need not exist).
    public func url(_ relativePath: String) -> URL {
        folder.appendingPathComponent(relativePath)
    }

    /// The text of `relativePath`; throws `FixtureError` naming the path when it is missing or not UTF-8.
    public func text(_ relativePath: String) throws -> String {
        let location = url(relativePath)
        guard let data = FileManager.default.contents(atPath: location.path) else {
            throw FixtureError(path: location.path, problem: "no such fixture")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FixtureError(path: location.path, problem: "the fixture is not UTF-8")
        }
        return text
    }

    /// Every file below `relativeFolder`, keyed by its path relative to that folder; throws
    /// `FixtureError` naming the folder when it is missing or holds no file.
    public func files(under relativeFolder: String) throws -> [String: String] {
        let base = url(relativeFolder)
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: base.path)) ?? []
        var files: [String: String] = [:]
        for name in names {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base.appendingPathComponent(name).path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files[name] = try text(relativeFolder + "/" + name)
        }
        if files.isEmpty { throw FixtureError(path: base.path, problem: "no fixture files in this folder") }
        return files
    }

    /// The test target's folder: the ancestor of `file` whose parent is `Tests` (the file's own
    /// folder when there is none, so the error still names a path).
    private static func targetFolder(of file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if folder.deletingLastPathComponent().lastPathComponent == "Tests" { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}

/// A fixture that could not be read; its description names the path.
public struct FixtureError: Error, CustomStringConvertible {
    /// The absolute path that was looked for.
    public let path: String
    /// What is wrong with it.
    public let problem: String

    /// The problem, then the path: `no such fixture: /…/Tests/SpecModelTests/Fixtures/x.json`.
    public var description: String { "\(problem): \(path)" }
}
