import Foundation
import SpecAnalysis
import SpecTestSupport
import XCTest

/// Test helpers for hover, completion and document colors: fixtures with `1️⃣` cursor markers.
enum AnalysisFixture {
    /// Analyses the marked text; returns the analysis and the offset of marker `1️⃣`.
    static func analyze(_ marked: String, file: StaticString, line: UInt) -> (analysis: DocumentAnalysis, offset: Int)? {
        let text = MarkedText(marked)
        XCTAssertEqual(text.duplicateMarkers, [], "duplicate markers in fixture", file: file, line: line)
        guard let offset = text.offset() else {
            XCTFail("the fixture has no 1️⃣ marker", file: file, line: line)
            return nil
        }
        let analysis = DocumentAnalysis(text: text.text)
        // As in the server, diagnostics are computed when a version is opened or changed.
        _ = analysis.diagnostics()
        return (analysis, offset)
    }

    /// Applies `candidate`'s edit to `text` (UTF-8 byte range replacement).
    static func apply(_ candidate: CompletionCandidate, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(candidate.replaceRange, with: Array(candidate.newText.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Asserts that hovering at `1️⃣` shows text containing every string of `contains` and none of
/// `notContains`; when `hoveredText` is given, that the hover range covers exactly that text.
@discardableResult
func assertHover(
    _ marked: String, format: MarkupFormat = .markdown, contains: [String], notContains: [String] = [], hoveredText: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) -> HoverResult? {
    guard let (analysis, offset) = AnalysisFixture.analyze(marked, file: file, line: line) else { return nil }
    guard let hover = analysis.hover(at: offset, format: format) else {
        XCTFail("no hover at the marker", file: file, line: line)
        return nil
    }
    for expected in contains where !hover.contents.contains(expected) {
        XCTFail("hover lacks \"\(expected)\":\n\(hover.contents)", file: file, line: line)
    }
    for unexpected in notContains where hover.contents.contains(unexpected) {
        XCTFail("hover unexpectedly contains \"\(unexpected)\":\n\(hover.contents)", file: file, line: line)
    }
    if let hoveredText {
        let bytes = analysis.tree.bytes
        let range = hover.range.clamped(to: 0..<bytes.count)
        XCTAssertEqual(String(decoding: bytes[range], as: UTF8.self), hoveredText, "hover range", file: file, line: line)
    }
    return hover
}

/// Asserts that hovering at `1️⃣` shows exactly the text of the golden file
/// `Fixtures/golden/hover/<test name>.md` (`.txt` for plain text); when `hoveredText` is given, that
/// the hover range covers exactly that text. Regenerate the goldens after an intended change with
///     DESIGNSPEC_UPDATE=1 swift test --filter HoverTests
/// and review the diff of `Tests/SpecAnalysisTests/Fixtures/golden/hover/`.
@discardableResult
func assertHoverMatchesGolden(
    _ marked: String, format: MarkupFormat = .markdown, hoveredText: String? = nil, file: StaticString = #filePath, line: UInt = #line,
    function: String = #function
) -> HoverResult? {
    guard let hover = assertHover(marked, format: format, contains: [], hoveredText: hoveredText, file: file, line: line) else {
        return nil
    }
    let name = function.hasSuffix("()") ? String(function.dropLast(2)) : function
    let golden = HoverGolden.folder.appendingPathComponent(name + (format == .plaintext ? ".txt" : ".md"))
    if HoverGolden.updating {
        do {
            try Data(hover.contents.utf8).write(to: golden)
            XCTFail("regenerated \(golden.lastPathComponent); unset \(GeneratedFiles.switchName) and run again", file: file, line: line)
        } catch {
            XCTFail("cannot write \(golden.path): \(error)", file: file, line: line)
        }
        return hover
    }
    let expected = try? String(contentsOf: golden, encoding: .utf8)
    XCTAssertEqual(
        hover.contents, expected,
        "\(golden.lastPathComponent) differs; if the change is intended run \(GeneratedFiles.updateCommand(filter: "HoverTests"))",
        file: file, line: line)
    return hover
}

/// Where the hover goldens live (next to this file, so regeneration writes the checked-in copies).
enum HoverGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden/hover")
    static var updating: Bool { GeneratedFiles.updating }
}

/// Asserts that there is no hover at `1️⃣`.
func assertNoHover(_ marked: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let (analysis, offset) = AnalysisFixture.analyze(marked, file: file, line: line) else { return }
    let hover = analysis.hover(at: offset, format: .markdown)
    XCTAssertNil(hover, "unexpected hover: \(hover?.contents ?? "")", file: file, line: line)
}

/// Asserts that completion at `1️⃣` offers every label of `labels` and none of `notContains`; when
/// `resultText` is given, applies the edit of the candidate labelled `apply` (default: the first of
/// `labels`) and compares the whole document with it.
@discardableResult
func assertCompletion(
    _ marked: String, contains labels: [String], notContains: [String] = [], apply: String? = nil, resultText: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) -> CompletionResult? {
    guard let (analysis, offset) = AnalysisFixture.analyze(marked, file: file, line: line) else { return nil }
    let result = analysis.completions(at: offset)
    let offered = Set(result.items.map(\.label))
    for label in labels where !offered.contains(label) {
        XCTFail("completion lacks \"\(label)\"; offered: \(result.items.prefix(30).map(\.label))", file: file, line: line)
    }
    for label in notContains where offered.contains(label) {
        XCTFail("completion unexpectedly offers \"\(label)\"", file: file, line: line)
    }
    if let resultText {
        guard let label = apply ?? labels.first, let candidate = result.items.first(where: { $0.label == label }) else {
            XCTFail("no candidate to apply", file: file, line: line)
            return result
        }
        XCTAssertEqual(
            AnalysisFixture.apply(candidate, to: analysis.tree.bytes.isEmpty ? "" : String(decoding: analysis.tree.bytes, as: UTF8.self)),
            resultText, file: file, line: line)
    }
    return result
}

extension CompletionResult {
    /// The candidate labelled `label`, if offered.
    func item(_ label: String) -> CompletionCandidate? {
        items.first { $0.label == label }
    }

    /// Labels in the order the client shows them (by `sortText`, then label).
    var sortedLabels: [String] {
        items.sorted { ($0.sortText, $0.label) < ($1.sortText, $1.label) }.map(\.label)
    }
}
