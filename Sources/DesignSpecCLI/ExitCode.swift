/// The process exit codes of `designspec`.
public enum ExitCode: Int32, Sendable {
    /// Success: no error-severity diagnostics, or the command did what it was asked.
    case success = 0
    /// `check` found error-severity diagnostics; `schemas --check` found stale files.
    case findings = 1
    /// Bad usage (unknown flag or subcommand, missing operand) or an I/O error.
    case usageOrIOError = 2
}
