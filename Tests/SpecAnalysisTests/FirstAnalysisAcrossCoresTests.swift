import Foundation
import SpecAnalysis
import SpecModel
import SpecSyntax
import XCTest

/// A large document's first analysis (opening it) splits its screens across the cores and runs the
/// format check beside the rules; a later version that checks every screen again on one core (an
/// earlier version finished its rules) reports exactly the same diagnostics, in the same order.
final class FirstAnalysisAcrossCoresTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    func testTheFirstAnalysisOfALargeSpecEqualsASerialRun() throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("showcase.design.jsonc"), encoding: .utf8)
        let bytes = Array(text.utf8)
        let array = try XCTUnwrap(DesignSpec(tree: SyntaxTree.parse(bytes: bytes)).root?["screens"])
        let prefix = String(decoding: bytes[..<array.range.lowerBound], as: UTF8.self)
        let suffix = String(decoding: bytes[array.range.upperBound...], as: UTF8.self)
        let screens = String(decoding: bytes[array.range], as: UTF8.self).dropFirst().dropLast()
        // Over 256 KiB: the size from which a first analysis uses every core.
        let copies = (1 << 18) / max(1, screens.utf8.count) + 1
        let large = Array((prefix + "[" + Array(repeating: screens, count: copies).joined(separator: ",") + "]" + suffix).utf8)
        let empty = Array((prefix + "[]" + suffix).utf8)

        let first = DocumentAnalysis(lineIndex: LineIndex(bytes: large), path: "large.design.jsonc", reusing: nil)
        // The same text reached by an edit after a version whose rules completed: one core, every screen new.
        let before = DocumentAnalysis(lineIndex: LineIndex(bytes: empty), path: "large.design.jsonc", reusing: nil)
        _ = before.diagnostics()
        let later = DocumentAnalysis(lineIndex: LineIndex(bytes: large), path: "large.design.jsonc", reusing: before)

        let diagnostics = first.diagnostics()
        XCTAssertGreaterThan(Set(diagnostics.map(\.code)).count, 10, "rules, format and syntax findings to compare")
        XCTAssertTrue(diagnostics.contains { $0.code.hasPrefix("schema/") })
        XCTAssertEqual(diagnostics, later.diagnostics())
        XCTAssertEqual(diagnostics, DocumentAnalysis(bytes: large, path: "large.design.jsonc").diagnostics())
    }
}
