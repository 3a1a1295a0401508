import Foundation
import SpecTokenSources
import XCTest

/// `TokenSources.readers` is the one list of formats: every path goes to the reader that claims it,
/// no two readers claim one name, and the docs' table lists each reader as the registry describes it.
final class TokenSourceRegistryTests: XCTestCase {
    func testEveryEndingIsClaimedByItsReaderAlone() {
        for reader in TokenSources.readers {
            for ending in reader.fileEndings {
                let path = "/w/Brand" + ending
                XCTAssertTrue(reader.reads(path: path), path)
                XCTAssertEqual(TokenSources.readers.filter { $0.reads(path: path) }.map(\.formatName), [reader.formatName], path)
                XCTAssertFalse(TokenSources.isTokenSource(path: "/w/" + ending), "a bare ending is no name")
            }
        }
        XCTAssertFalse(TokenSources.isTokenSource(path: "/w/app.design.jsonc"))
        XCTAssertNil(TokenSources.read("/w/tokens.json", files: .inMemory([:])), "an unknown name is read only when imported explicitly")
    }

    func testTheDocsTableListsEveryReader() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/token-sources.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for reader in TokenSources.readers {
            let row = Self.tableRow(reader)
            XCTAssertTrue(text.contains(row), "docs/token-sources.md lacks the row\n\(row)")
        }
    }

    /// A reader's row in the docs' table of formats.
    static func tableRow(_ reader: any TokenSourceReader) -> String {
        "| \(reader.formatName) | \(reader.fileEndings.map { "`*\($0)`" }.joined(separator: ", ")) | \(reader.watchPatterns.map { "`\($0)`" }.joined(separator: ", ")) |"
    }
}
