import Foundation
import SpecModel
import SpecSyntax
import SpecTokenSources
import SpecWorkspace

/// `designspec export --as catalog|dtcg|swift --out <path> [--force] <spec>`: writes a spec's own
/// color and type tokens as an asset catalog folder, as DTCG files, or as a SwiftUI source file.
///
/// Everything is written through `SpecWriteGate`: all of it or nothing (temporary siblings renamed
/// into place), never through a symbolic link, never over the spec, and over an existing file or
/// folder only when designspec exported it (or with `--force`). A token name becomes a folder name
/// only through `TokenExport.fileNameProblem`; a name it refuses fails the export before anything is
/// written, with a message naming the token.
struct ExportCommand: Equatable {
    /// What to write.
    enum Form: String, Equatable, CaseIterable {
        /// An `*.xcassets` folder of colorsets (no fonts: asset catalogs hold none).
        case catalog
        /// `<name>.tokens.json` plus one `<name>.<appearance>.tokens.json` per other appearance used.
        case dtcg
        /// A Swift file with `Color` and `Font` extensions.
        case swift
    }

    /// Every flag `export` accepts.
    static let flags = ["--as", "--out", "--force", "--help", "-h"]

    /// The form.
    let form: Form
    /// The folder (catalog) or file (dtcg, swift) to write.
    let output: String
    /// The spec whose tokens are exported.
    let spec: String
    /// `--force`: replace files and folders at `--out` that designspec did not write.
    var force = false

    /// Parses the arguments after `export`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ExportCommand {
        var form: Form?
        var output: String?
        var specs: [String] = []
        var force = false
        var cursor = ArgumentCursor(arguments, command: "export")
        while let token = cursor.next() {
            switch token {
            case .operand(let operand):
                specs.append(operand)
            case .flag("--as", let inline):
                let value = try cursor.value(of: "--as", inline: inline)
                guard let chosen = Form(rawValue: value) else {
                    throw UsageError(
                        "--as takes \(Form.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'", command: "export")
                }
                form = chosen
            case .flag("--out", let inline):
                output = try cursor.value(of: "--out", inline: inline)
            case .flag("--force", nil):
                force = true
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
        guard let form else { throw UsageError("export needs --as catalog, dtcg or swift", command: "export") }
        guard let output, !output.isEmpty else { throw UsageError("export needs --out <path>", command: "export") }
        guard specs.count == 1, let spec = specs.first else { throw UsageError("export takes exactly one spec file", command: "export") }
        // A form that writes a token source's format names its output as that reader reads it.
        if let reader = TokenSources.reader(exportedAs: form.rawValue), !reader.reads(path: output) {
            let endings = reader.fileEndings.joined(separator: " or ")
            throw UsageError(
                "an export --as \(form.rawValue) (\(reader.formatName)) has an --out ending in \(endings), not '\(output)'",
                command: "export")
        }
        return ExportCommand(form: form, output: output, spec: spec, force: force)
    }

    /// Reads the spec (through `SpecFileGate`, inside its folder) and writes the files (through
    /// `SpecWriteGate`); exit 2, with nothing written, when a name cannot be a file name or a file
    /// cannot be written.
    func run(console: Console) -> ExitCode {
        let path = WorkspacePaths.absolute(spec, relativeTo: FileManager.default.currentDirectoryPath)
        let bytes: [UInt8]
        switch SpecFileGate.read(path, root: WorkspacePaths.directory(of: path)) {
        case .failure(let refusal):
            console.error("\(spec): not read: \(refusal.reason)")
            return .usageOrIOError
        case .success(let contents):
            bytes = contents.bytes
        }
        let tree = SyntaxTree.parse(bytes: bytes)
        guard tree.root?.kind == .object else {
            console.error("\(spec): not a design spec (its top level is not a JSON object)")
            return .usageOrIOError
        }
        let export = TokenExport(spec: DesignSpec(tree: tree))
        var skipped = export.skipped
        let targets: [SpecWriteGate.Target]
        let written: (String) -> [String]
        switch form {
        case .catalog:
            let problems = export.assetCatalogNameProblems
            guard problems.isEmpty else {
                for problem in problems { console.error("\(spec): not exported: \(problem)") }
                console.error("nothing written to \(output)")
                return .usageOrIOError
            }
            let files = export.assetCatalog()
            targets = [
                SpecWriteGate.Target(
                    folder: output, files: files.map { ($0.relativePath, Array($0.text.utf8)) },
                    ownership: .catalogMarked(TokenExport.assetCatalogMark))
            ]
            written = { base in files.map { (base as NSString).appendingPathComponent($0.relativePath) } }
            skipped += export.fonts.map { "type `\($0.name)`: asset catalogs hold no fonts" }
        case .dtcg:
            let name = (output as NSString).lastPathComponent
            let ending = DesignTokensReader.extensions.first { name.hasSuffix($0) } ?? ""
            let folder = WorkspacePaths.directory(of: output)
            targets = export.designTokens(stem: String(name.dropLast(ending.count)), ending: ending).map { file in
                SpecWriteGate.Target(
                    file: folder.isEmpty ? file.relativePath : (folder as NSString).appendingPathComponent(file.relativePath),
                    bytes: Array(file.text.utf8), ownership: .fileMarked(TokenExport.designTokensMark))
            }
            written = { [$0] }
            skipped += export.skippedInDesignTokens.map {
                "`\($0)`: DTCG has no place for it (a text style only, or a name that is also a group)"
            }
        case .swift:
            targets = [SpecWriteGate.Target(file: output, bytes: Array(export.swift().utf8), ownership: .fileMarked(TokenExport.swiftMark))]
            written = { [$0] }
        }
        switch SpecWriteGate.write(targets, force: force, inputs: [path]) {
        case .failure(let refusal):
            console.error("not written: \(refusal.reason)")
            return .usageOrIOError
        case .success(let paths):
            for file in paths.flatMap(written) { console.output("wrote \(file)") }
        }
        for note in skipped { console.error("not exported: \(note)") }
        return .success
    }
}
