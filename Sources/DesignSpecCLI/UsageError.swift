/// A problem with the command line: reported on standard error with a usage hint; exit code 2.
struct UsageError: Error, Equatable {
    /// What is wrong, e.g. "unknown flag '--fromat' (did you mean '--format'?)".
    let message: String
    /// The subcommand whose usage applies, or nil for the top-level usage.
    let command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
