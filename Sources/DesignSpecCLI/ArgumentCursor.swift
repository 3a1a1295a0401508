import SpecFoundation

/// Reads command-line arguments one at a time, telling flags from operands.
///
/// Flags take values as `--name value` or `--name=value`. `--` ends flag parsing: everything after it
/// is an operand. A lone `-` is an operand.
struct ArgumentCursor {
    /// One command-line token.
    enum Token: Equatable {
        /// A flag such as `--format` or `-h`, with the value written after `=` if any.
        case flag(name: String, inlineValue: String?)
        /// A plain argument (a path, a rule id).
        case operand(String)
    }

    private var remaining: ArraySlice<String>
    private var onlyOperands = false
    private let command: String?

    /// Creates a cursor over `arguments`; `command` names the subcommand for usage messages.
    init(_ arguments: [String], command: String?) {
        remaining = arguments[...]
        self.command = command
    }

    /// The next token, or nil at the end.
    mutating func next() -> Token? {
        while let argument = remaining.popFirst() {
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                return .operand(argument)
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let name = String(argument[..<equals])
                let value = String(argument[argument.index(after: equals)...])
                return .flag(name: name, inlineValue: value)
            }
            return .flag(name: argument, inlineValue: nil)
        }
        return nil
    }

    /// The value of `flag`: the inline `=value`, or else the next argument.
    mutating func value(of flag: String, inline: String?) throws(UsageError) -> String {
        if let inline {
            return inline
        }
        guard let value = remaining.popFirst() else {
            throw UsageError("\(flag) needs a value", command: command)
        }
        return value
    }

    /// An error for a flag the command does not know, with a suggestion from `known`.
    func unknownFlag(_ name: String, known: [String]) -> UsageError {
        let hint = Suggester.suggestion(for: name, in: known, policy: .closestOrContaining).map { " (did you mean '\($0)'?)" } ?? ""
        return UsageError("unknown flag '\(name)'\(hint)", command: command)
    }

    /// True when one of `flags` (e.g. `-h`, `--help`) appears before any `--`.
    static func contains(_ flags: Set<String>, in arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" {
                return false
            }
            if flags.contains(argument) {
                return true
            }
        }
        return false
    }
}
