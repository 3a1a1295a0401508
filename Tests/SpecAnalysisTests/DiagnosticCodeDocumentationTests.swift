import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax
import XCTest

/// Every code that is not a rule is documented, and where its example is a document, analysing that
/// example reports the code.
final class DiagnosticCodeDocumentationTests: XCTestCase {
    /// Codes whose example describes a file rather than showing one (bytes, sizes, other files).
    private static let describedOnly: Set<String> = [
        "syntax/invalid-utf8", "syntax/nul-byte", "syntax/nesting-too-deep", "syntax/document-too-large"
    ]

    func testEveryCodeHasATitleAParagraphAndAnExample() {
        let codes = DiagnosticCodeDocumentation.all.map(\.code)
        XCTAssertEqual(Set(codes).count, codes.count, "codes are unique")
        for entry in DiagnosticCodeDocumentation.all {
            XCTAssertTrue(["syntax/", "schema/", "import/", "config/", "token-source/"].contains { entry.code.hasPrefix($0) }, entry.code)
            XCTAssertFalse(entry.title.isEmpty || entry.paragraph.count < 30 || entry.example.isEmpty, entry.code)
        }
    }

    func testSyntaxAndSchemaExamplesReportTheirCode() {
        for entry in DiagnosticCodeDocumentation.all
        where (entry.code.hasPrefix("syntax/") || entry.code.hasPrefix("schema/")) && !Self.describedOnly.contains(entry.code) {
            let text = entry.example.hasPrefix("{") || entry.example.hasPrefix("//") ? entry.example : "{ \(entry.example) }"
            let component = entry.code.hasPrefix("schema/") && entry.example.contains(#""title""#) && !entry.example.contains("screens")
            let document = component ? #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ \#(text) ] } ] }"# : text
            let codes = DocumentAnalysis(bytes: Array(document.utf8), path: "example.design.jsonc").diagnostics().map(\.code)
            XCTAssertTrue(codes.contains(entry.code), "\(entry.code): its example \(document) reports \(codes)")
        }
    }

    /// The code prefixes of the catalog, each spelled in its code enum's raw values.
    private static let prefixes = ["syntax", "schema", "import", "config", "token-source"]

    /// The Swift sources, read from the source tree.
    private static func sources() throws -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources")
        let paths =
            FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertFalse(paths.isEmpty, "no sources under \(folder.path)")
        return try paths.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    func testEveryCodeSpelledInTheSourcesHasAnEntry() throws {
        let documented = Set(DiagnosticCodeDocumentation.everyCode)
        let pattern = try NSRegularExpression(pattern: #""((?:\#(Self.prefixes.joined(separator: "|")))/[a-z0-9-]+)""#)
        var spelled = 0
        for (path, text) in try Self.sources() {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                spelled += 1
                XCTAssertTrue(
                    documented.contains(String(text[range])), "\(path): `\(text[range])` has no entry in DiagnosticCodeDocumentation")
            }
        }
        XCTAssertGreaterThan(spelled, 30, "the code enums spell their codes with the prefix")
    }

    func testNoSourceAddsAPrefixToACode() throws {
        for (path, text) in try Self.sources() {
            for prefix in Self.prefixes {
                XCTAssertFalse(
                    text.contains("\"\(prefix)/\\("), "\(path) builds a `\(prefix)/` code by concatenation; spell it in the code enum")
            }
        }
    }
}
