import Foundation
import SpecModel
import SpecSyntax
import SpecTokenSources
import SpecWorkspace

/// `designspec export --as catalog|dtcg|swift --out <path> <spec>`: writes a spec's own color and
/// type tokens as an asset catalog folder, as DTCG files, or as a SwiftUI source file.
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
    static let flags = ["--as", "--out", "--help", "-h"]

    /// The form.
    let form: Form
    /// The folder (catalog) or file (dtcg, swift) to write.
    let output: String
    /// The spec whose tokens are exported.
    let spec: String

    /// Parses the arguments after `export`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ExportCommand {
        var form: Form?
        var output: String?
        var specs: [String] = []
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
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
        guard let form else { throw UsageError("export needs --as catalog, dtcg or swift", command: "export") }
        guard let output, !output.isEmpty else { throw UsageError("export needs --out <path>", command: "export") }
        guard specs.count == 1, let spec = specs.first else { throw UsageError("export takes exactly one spec file", command: "export") }
        if form == .dtcg, !DesignTokensReader.isDesignTokens(path: output) {
            throw UsageError("a DTCG export's --out ends in .tokens.json or .tokens, not '\(output)'", command: "export")
        }
        if form == .catalog, !AssetCatalogReader.isAssetCatalog(path: output) {
            throw UsageError("an asset catalog export's --out ends in .xcassets, not '\(output)'", command: "export")
        }
        return ExportCommand(form: form, output: output, spec: spec)
    }

    /// Reads the spec (through `SpecFileGate`, inside its folder) and writes the files.
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
        let base: String
        let files: [(relativePath: String, text: String)]
        switch form {
        case .catalog:
            base = output
            files = export.assetCatalog().map { ($0.relativePath, $0.text) }
            skipped += export.fonts.map { "type `\($0.name)`: asset catalogs hold no fonts" }
        case .dtcg:
            let name = (output as NSString).lastPathComponent
            let ending = DesignTokensReader.extensions.first { name.hasSuffix($0) } ?? ""
            base = WorkspacePaths.directory(of: output)
            files = export.designTokens(stem: String(name.dropLast(ending.count)), ending: ending).map { ($0.relativePath, $0.text) }
            skipped += export.skippedInDesignTokens.map {
                "`\($0)`: DTCG has no place for it (a text style only, or a name that is also a group)"
            }
        case .swift:
            base = WorkspacePaths.directory(of: output)
            files = [((output as NSString).lastPathComponent, export.swift())]
        }
        do {
            for file in files {
                let url = URL(fileURLWithPath: base.isEmpty ? "." : base, isDirectory: true).appendingPathComponent(file.relativePath)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .atomic)
                console.output("wrote \(url.relativePath)")
            }
        } catch {
            console.error("cannot write to \(output): \(error.localizedDescription)")
            return .usageOrIOError
        }
        for note in skipped { console.error("not exported: \(note)") }
        return .success
    }
}
