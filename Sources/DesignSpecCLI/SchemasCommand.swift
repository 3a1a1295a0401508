import Foundation
import SpecAnalysis
import SpecModel
import SpecRules
import SpecWorkspace

/// `designspec schemas --write <dir>` / `--check <dir>`: the generated files `rules.json` (the rule
/// set), `design-spec.schema.json` (the format's JSON Schema) and `designspec-config.schema.json` (the
/// repository configuration's), written or compared.
struct SchemasCommand: Equatable {
    /// What to do with the directory.
    enum Mode: Equatable {
        /// Write both files.
        case write
        /// Compare the files with freshly generated ones; exit 1 when one differs or is missing.
        case check
    }

    /// Every flag `schemas` accepts.
    static let flags = ["--write", "--check", "--help", "-h"]

    /// Write or check.
    let mode: Mode
    /// The target directory.
    let directory: String

    /// Parses the arguments after `schemas`.
    static func parse(_ arguments: [String]) throws(UsageError) -> SchemasCommand {
        var chosen: [(Mode, String)] = []
        var cursor = ArgumentCursor(arguments, command: "schemas")
        while let token = cursor.next() {
            switch token {
            case .operand(let operand):
                throw UsageError("unexpected operand '\(operand)'; use --write <dir> or --check <dir>", command: "schemas")
            case .flag("--write", let inline):
                chosen.append((.write, try cursor.value(of: "--write", inline: inline)))
            case .flag("--check", let inline):
                chosen.append((.check, try cursor.value(of: "--check", inline: inline)))
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
        guard chosen.count == 1, let (mode, directory) = chosen.first else {
            throw UsageError("schemas needs exactly one of --write <dir> or --check <dir>", command: "schemas")
        }
        return SchemasCommand(mode: mode, directory: directory)
    }

    /// File name → generated content.
    static func generatedFiles() -> [(name: String, content: String)] {
        [
            ("rules.json", RuleSetDocument.json(version: DesignSpecVersion.current)),
            ("design-spec.schema.json", DesignSpecSchema.generate(ruleIDs: RuleRegistry.descriptions.map(\.id))),
            (RepositoryConfiguration.schemaFileName, RepositoryConfiguration.schema(ruleIDs: RuleRegistry.descriptions.map(\.id)))
        ]
    }

    /// Writes or checks the files.
    func run(console: Console) -> ExitCode {
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        switch mode {
        case .write:
            do {
                try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
                for file in Self.generatedFiles() {
                    try Data(file.content.utf8).write(to: base.appendingPathComponent(file.name), options: .atomic)
                    console.output("wrote \(base.appendingPathComponent(file.name).relativePath)")
                }
                return .success
            } catch {
                console.error("cannot write to \(directory): \(error.localizedDescription)")
                return .usageOrIOError
            }
        case .check:
            var stale: [String] = []
            for file in Self.generatedFiles() {
                let url = base.appendingPathComponent(file.name)
                let current = FileManager.default.contents(atPath: url.path)
                if current != Data(file.content.utf8) {
                    stale.append(url.relativePath + (current == nil ? " is missing" : " is out of date"))
                }
            }
            for line in stale {
                console.output(line)
            }
            if stale.isEmpty {
                console.output("\(directory): generated files are up to date")
                return .success
            }
            console.output("run `designspec schemas --write \(directory)` to regenerate")
            return .findings
        }
    }
}
