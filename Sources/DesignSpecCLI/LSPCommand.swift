import SpecLanguageServer

/// `designspec lsp`: runs the language server on standard input and output until the client exits.
enum LSPCommand {
    /// Every flag `lsp` accepts (editors sometimes pass `--stdio`, which is what the server does anyway).
    static let flags = ["--stdio", "--help", "-h"]

    /// Validates the arguments after `lsp`.
    static func validate(_ arguments: [String]) throws(UsageError) {
        var cursor = ArgumentCursor(arguments, command: "lsp")
        while let token = cursor.next() {
            switch token {
            case .operand(let operand):
                throw UsageError("lsp takes no operands; got '\(operand)'", command: "lsp")
            case .flag("--stdio", nil):
                continue
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
    }

    /// Runs the server; returns its exit code.
    static func run() -> Int32 {
        LanguageServerMain.run()
    }
}
