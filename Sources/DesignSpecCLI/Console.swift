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

    /// Writes `text` and a newline to standard output, control characters escaped
    /// (`TerminalText.sanitized`): the lines it writes echo paths and names from specs.
    func output(_ text: String) {
        let safe = TerminalText.sanitized(text)
        writeOutput(safe.hasSuffix("\n") ? safe : safe + "\n")
    }

    /// Writes `designspec: <message>` and a newline to standard error, control characters escaped
    /// (`TerminalText.sanitized`): messages echo paths, names and arguments.
    func error(_ message: String) {
        writeError("designspec: " + TerminalText.sanitized(message) + "\n")
    }
}
