import SpecFoundation
import SpecKnowledge

/// The `designspec` command line: dispatches to the subcommands and turns usage errors into exit code 2.
public enum CommandLineInterface {
    /// Runs `designspec` with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        guard let command = arguments.first else {
            console.writeError(HelpText.usage(for: nil) + "\n")
            return ExitCode.usageOrIOError.rawValue
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h":
            console.outputLines(HelpText.overview)
            return ExitCode.success.rawValue
        case "--version":
            console.outputLines(HelpText.version)
            return ExitCode.success.rawValue
        default:
            break
        }
        guard HelpText.commands.contains(command) else {
            let hint =
                Suggester.suggestion(for: command, in: HelpText.commands + ["--help", "--version"], policy: .closestOrContaining).map {
                    " (did you mean '\($0)'?)"
                } ?? ""
            let kind = command.hasPrefix("-") ? "flag" : "command"
            return fail(UsageError("unknown \(kind) '\(command)'\(hint)"), console: console)
        }
        if ArgumentCursor.contains(["--help", "-h"], in: rest) {
            console.outputLines(HelpText.text(for: command))
            return ExitCode.success.rawValue
        }
        if ArgumentCursor.contains(["--version"], in: rest) {
            console.outputLines(HelpText.version)
            return ExitCode.success.rawValue
        }
        if command == "help" {
            return help(rest, console: console)
        }
        do throws(UsageError) {
            return try runCommand(command, rest, console: console)
        } catch {
            return fail(error, console: console)
        }
    }

    private static func runCommand(_ command: String, _ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        if ResourceLoader.resourcesFolder == nil {
            // Without its data every symbol, color and text style would look unknown: say so instead.
            console.error(
                """
                cannot find designspec's data (\(ResourceLoader.bundleName)) next to the binary; \
                install with `swift build -c release --static-swift-stdlib -Xswiftc -gnone -Xlinker -s --product designspec && \
                .build/release/designspec install`, or keep the binary beside that folder
                """)
            return ExitCode.usageOrIOError.rawValue
        }
        switch command {
        case "check":
            let options = try CheckOptions.parse(arguments)
            return try CheckCommand(options: options, console: console).run().rawValue
        case "rules":
            console.writeOutput(try RulesCommand.parse(arguments).render())
            return ExitCode.success.rawValue
        case "explain":
            console.writeOutput(try ExplainCommand.parse(arguments).render())
            return ExitCode.success.rawValue
        case "schemas":
            return try SchemasCommand.parse(arguments).run(console: console).rawValue
        case "format":
            return try FormatCommand.parse(arguments).run(console: console).rawValue
        case "preview":
            return try PreviewCommand.parse(arguments).run(console: console).rawValue
        case "install":
            return try InstallCommand.parse(arguments).run(console: console).rawValue
        case "config":
            return try ConfigCommand.parse(arguments).run(console: console).rawValue
        case "export":
            return try ExportCommand.parse(arguments).run(console: console).rawValue
        default:
            try LSPCommand.validate(arguments)
            return LSPCommand.run()
        }
    }

    private static func help(_ arguments: [String], console: Console) -> Int32 {
        guard let topic = arguments.first else {
            console.outputLines(HelpText.overview)
            return ExitCode.success.rawValue
        }
        guard arguments.count == 1, HelpText.commands.contains(topic) else {
            return fail(UsageError("no help for '\(arguments.joined(separator: " "))'", command: "help"), console: console)
        }
        console.outputLines(HelpText.text(for: topic))
        return ExitCode.success.rawValue
    }

    private static func fail(_ error: UsageError, console: Console) -> Int32 {
        console.error(error.message)
        console.writeError(HelpText.usage(for: error.command) + "\n")
        return ExitCode.usageOrIOError.rawValue
    }
}
