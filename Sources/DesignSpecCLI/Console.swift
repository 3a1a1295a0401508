import Foundation

/// Where a command writes: results to standard output, messages to standard error.
///
/// Commands never touch `FileHandle` or `print` directly, so tests can run them in-process and
/// capture both streams.
public struct Console: Sendable {
    /// Writes text to standard output (results only).
    public let writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error (errors, warnings about the invocation).
    public let writeError: @Sendable (String) -> Void
    /// True when standard output is a terminal (colored output is allowed then).
    public let outputIsTerminal: Bool
    /// The process environment (`NO_COLOR`, `TERM`).
    public let environment: [String: String]

    /// Creates a console from writers.
    public init(
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        outputIsTerminal: Bool = false, environment: [String: String] = [:]
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
    }

    /// The process's standard output and standard error.
    public static var standard: Console {
        Console(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// True when output may carry ANSI colors: a terminal, `NO_COLOR` unset and `TERM` not `dumb`.
    var usesColor: Bool {
        outputIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Writes `line` and a newline to standard output as one line: every control character, line
    /// break and bidirectional control in it escaped (`TerminalText.sanitized`), since the lines it
    /// writes echo paths and names (a file name with a line feed cannot start a line of its own).
    func output(_ line: String) {
        let safe = TerminalText.sanitized(line.hasSuffix("\n") ? String(line.dropLast()) : line)
        writeOutput(safe + "\n")
    }

    /// Writes `text`, which is many lines on purpose (help, a diff), and a newline when it has none,
    /// to standard output: control characters but line feed and tab escaped
    /// (`TerminalText.sanitized(_:keepingLineFeeds:)`). Paths and names in it are escaped on their
    /// own first.
    func outputLines(_ text: String) {
        let safe = TerminalText.sanitized(text, keepingLineFeeds: true)
        writeOutput(safe.hasSuffix("\n") ? safe : safe + "\n")
    }

    /// Writes `designspec: <message>` and a newline to standard error, as one line: every control
    /// character, line break and bidirectional control escaped (`TerminalText.sanitized`), since
    /// messages echo paths, names and arguments.
    func error(_ message: String) {
        writeError("designspec: " + TerminalText.sanitized(message) + "\n")
    }
}
