import SpecAnalysis
import SpecTestSupport
import SpecTokenSources
import SpecWorkspace
import XCTest

@testable import DesignSpecCLI

/// Adding a reader to `TokenSources.readers` is the only change a new format needs for what users
/// see about formats: the import finding's list, `designspec explain`, the editor's watched files and
/// `export --as` all name every reader from that list (the docs' table: `TokenSourceRegistryTests`).
final class TokenSourceRegistryDerivationTests: XCTestCase {
    /// True when `text` names `reader`'s format and each of its endings.
    private func names(_ text: String, _ reader: any TokenSourceReader) -> Bool {
        text.contains(reader.formatName) && reader.fileEndings.allSatisfy { text.contains("`*\($0)`") }
    }

    func testTheImportFindingNamesEveryReaderAndItsEndings() throws {
        let workspace = try MarkedWorkspace([
            "notes.txt": "hello", "app.design.jsonc": #"{ "platforms": { "iOS": "17.0" }, "imports": ["notes.txt"] }"#
        ])
        let analysis = try XCTUnwrap(SpecFolder(root: workspace.root).analysis(ofSpecAt: workspace.path("app.design.jsonc")))
        let message = try XCTUnwrap(analysis.diagnostics().first { $0.code == "import/not-a-spec" }?.message)
        for reader in TokenSources.readers { XCTAssertTrue(names(message, reader), "\(reader.formatName): \(message)") }
    }

    func testExplainNamesEveryReaderWhereItDescribesTokenSources() throws {
        for code in ["import/not-a-spec", "token-source/unreadable", "token-source/malformed-json"] {
            let paragraph = try XCTUnwrap(DiagnosticCodeDocumentation.of(code)?.paragraph, code)
            for reader in TokenSources.readers { XCTAssertTrue(names(paragraph, reader), "\(code) lacks \(reader.formatName)") }
        }
    }

    func testTheEditorWatchesEveryReadersFiles() {
        let watched = Set(ImportResolver.watchedTokenSourcePatterns)
        for reader in TokenSources.readers {
            XCTAssertTrue(Set(reader.watchPatterns).isSubset(of: watched), reader.formatName)
        }
    }

    func testEveryFormatAnExportWritesIsAReadersAndItsOutputIsNamedAsThatReaderReadsIt() throws {
        for reader in TokenSources.readers {
            guard let form = reader.exportForm else { continue }
            XCTAssertNotNil(ExportCommand.Form(rawValue: form), form)
            for ending in reader.fileEndings {
                XCTAssertEqual(try ExportCommand.parse(["--as", form, "--out", "Out" + ending, "a.design.jsonc"]).output, "Out" + ending)
            }
            XCTAssertThrowsError(try ExportCommand.parse(["--as", form, "--out", "Out.txt", "a.design.jsonc"]), form)
        }
        // Every export form but Swift source writes a token source some reader reads back.
        for form in ExportCommand.Form.allCases where form != .swift {
            XCTAssertNotNil(TokenSources.reader(exportedAs: form.rawValue), form.rawValue)
        }
    }
}
