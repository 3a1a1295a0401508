import Foundation

/// A folder of fixture specs with cursor markers, written to a fresh temporary directory: the
/// multi-file counterpart of `MarkedText`. Each file keeps its own markers.
public final class MarkedWorkspace {
    /// The temporary folder (absolute, standardized) holding the files.
    public let root: String
    /// Each file's marked text, by its path relative to `root`.
    public let files: [String: MarkedText]

    /// Writes `files` (relative path → marked text) below a new temporary folder.
    public init(_ files: [String: String]) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("designspec-workspace-\(UUID().uuidString)", isDirectory: true)
        root = base.standardizedFileURL.resolvingSymlinksInPath().path
        var marked: [String: MarkedText] = [:]
        for (relative, text) in files {
            let file = MarkedText(text)
            marked[relative] = file
            let url = URL(fileURLWithPath: root).appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        self.files = marked
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The absolute path of `relative`.
    public func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// The marked text of `relative` (an empty text when the fixture has no such file).
    public subscript(_ relative: String) -> MarkedText {
        files[relative] ?? MarkedText("")
    }

    /// Replaces the text of `relative` on disk (markers removed) and returns its marked text.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> MarkedText {
        let file = MarkedText(text)
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: path(relative)))
        return file
    }
}
