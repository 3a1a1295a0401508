import Foundation

/// Diagnostic logging of the server: always to stderr, never to stdout (which carries protocol only).
public enum ServerLog {
    /// Writes one line to stderr.
    public static func log(_ message: String) {
        FileHandle.standardError.write(Data("designspec lsp: \(message)\n".utf8))
    }
}
