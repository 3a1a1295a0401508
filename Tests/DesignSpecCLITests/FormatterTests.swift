import SpecAnalysis
import SpecFoundation
import SpecModel
import SpecSyntax
import XCTest

@testable import DesignSpecCLI

final class FormatterTests: XCTestCase {
    /// `é` is two UTF-8 bytes but one UTF-16 unit; `😀` is four bytes and two units.
    private let text = "{\n  \"name\": \"é😀\", \"x\": 1\n}\n"

    private func report(path: String = "dir/a b.design.json") -> FileReport {
        let bytes = Array(text.utf8)
        let xKey = bytes.firstIndex(of: UInt8(ascii: "x")).map { $0 - 1 } ?? 0
        let diagnostics = [
            Diagnostic(
                range: 0..<1, severity: .hint, code: "min-touch-target", message: "A hint.", documentationURL: "https://example.com/a#b"),
            Diagnostic(
                range: xKey..<(xKey + 3), severity: .warning, code: "schema/unknown-property",
                message: "Unknown property \"x\".\nRemove it.",
                related: [RelatedLocation(range: 4..<10, message: "the name")],
                fix: SuggestedFix(title: "Remove", range: xKey..<(xKey + 7), newText: "")
            )
        ]
        return FileReport(path: path, entries: diagnostics.map { locate($0, in: bytes) })
    }

    /// Locates like `FileReport.init(path:bytes:settings:errorsOnly:)`, for synthetic diagnostics.
    private func locate(_ diagnostic: Diagnostic, in bytes: [UInt8]) -> FileReport.Entry {
        func point(_ offset: Int) -> SourcePoint {
            let prefix = bytes[..<offset]
            let lineStart = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
            return SourcePoint(
                line: prefix.count { $0 == 0x0A } + 1, utf8Column: offset - lineStart + 1, utf16Column: column.utf16.count + 1,
                offset: offset)
        }
        func range(_ range: Range<Int>) -> SourceRange { SourceRange(start: point(range.lowerBound), end: point(range.upperBound)) }
        return FileReport.Entry(
            diagnostic: diagnostic, range: range(diagnostic.range),
            related: diagnostic.related.map { FileReport.Location(path: "dir/a b.design.json", range: range($0.range)) },
            fixes: diagnostic.fixes.map { fix in
                FileReport.Fix(
                    title: fix.title,
                    edits: fix.edits.map { FileReport.Edit(path: "dir/a b.design.json", range: range($0.range), newText: $0.newText) })
            }
        )
    }

    func testAnalysedReportCountsColumnsInUTF8AndUTF16() {
        let spec = "{ \"name\": \"é😀\", \"bogus\": 1 }"
        let report = FileReport(path: "t.design.json", bytes: Array(spec.utf8), settings: AnalysisSettings(), errorsOnly: false)
        let unknown = report.entries.first { $0.diagnostic.code == "schema/unknown-property" }
        XCTAssertNotNil(unknown, "\(report.entries.map(\.diagnostic.code))")
        // `"bogus"` starts after `{ "name": "é😀", `: 14 ASCII bytes, é (2 bytes, 1 unit), 😀 (4 bytes, 2 units).
        XCTAssertEqual(unknown?.range.start.offset, 20)
        XCTAssertEqual(unknown?.range.start.utf8Column, 21)
        XCTAssertEqual(unknown?.range.start.utf16Column, 18)
        XCTAssertEqual(unknown?.range.start.line, 1)
    }

    func testErrorsOnlyDropsOtherSeverities() {
        let spec = "{ \"name\": \"A\", \"bogus\": 1 "
        let all = FileReport(path: "t.design.json", bytes: Array(spec.utf8), settings: AnalysisSettings(), errorsOnly: false)
        let errors = FileReport(path: "t.design.json", bytes: Array(spec.utf8), settings: AnalysisSettings(), errorsOnly: true)
        XCTAssertTrue(all.entries.contains { $0.diagnostic.severity != .error })
        XCTAssertFalse(errors.entries.isEmpty)
        XCTAssertTrue(errors.entries.allSatisfy { $0.diagnostic.severity == .error })
    }

    func testTextLinesUseOneBasedUTF8ColumnsAndOneLineMessages() {
        let output = TextReportFormatter().format([report()])
        XCTAssertEqual(
            output,
            """
            dir/a b.design.json:1:1: hint: A hint. [min-touch-target]
            dir/a b.design.json:2:21: warning: Unknown property "x". Remove it. [schema/unknown-property]
            0 errors, 1 warning, 0 information, 1 hint in 1 file (1 file checked)

            """
        )
    }

    func testTheTextReportIsWrittenInBatchesThatJoinToTheWholeReport() {
        let reports = (0..<5).map { index in report(path: "spec\(index).design.json") }
        let whole = TextReportFormatter().format(reports)
        var pieces: [String] = []
        TextReportFormatter().write(reports, batchSize: 1) { pieces.append($0) }
        XCTAssertEqual(pieces.count, 6, "one piece per file, then the summary")
        XCTAssertEqual(pieces.joined(), whole)
        pieces = []
        TextReportFormatter().write(reports) { pieces.append($0) }
        XCTAssertEqual(pieces, [whole], "a small report is written at once")
    }

    func testTextColorAndSummaryOptions() {
        let colored = TextReportFormatter(usesColor: true, showsSummary: false).format([report()])
        XCTAssertTrue(colored.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        XCTAssertFalse(colored.contains("checked"))
        XCTAssertEqual(TextReportFormatter(showsSummary: false).format([FileReport(path: "a", entries: [])]), "")
        XCTAssertEqual(TextReportFormatter().format([FileReport(path: "a", entries: [])]), "No problems found (1 file checked)\n")
    }

    func testColorOnlyOnATerminalWithoutNoColor() {
        func console(_ terminal: Bool, _ environment: [String: String]) -> Console {
            Console(writeOutput: { _ in }, writeError: { _ in }, outputIsTerminal: terminal, environment: environment)
        }
        XCTAssertTrue(console(true, ["TERM": "xterm-256color"]).usesColor)
        XCTAssertFalse(console(false, [:]).usesColor)
        XCTAssertFalse(console(true, ["NO_COLOR": ""]).usesColor)
        XCTAssertFalse(console(true, ["TERM": "dumb"]).usesColor)
    }

    func testSummaryLine() {
        let summary = CheckSummary(reports: [report(), FileReport(path: "b", entries: [])])
        XCTAssertEqual(summary.line, "0 errors, 1 warning, 0 information, 1 hint in 1 file (2 files checked)")
        XCTAssertFalse(summary.hasErrors)
    }

    func testSummaryLineNamesTokenSourceFilesApart() {
        var catalog = report()
        catalog.path = "App/Assets.xcassets/Brand.colorset/Contents.json"
        catalog.isCheckedSpec = false
        XCTAssertEqual(
            CheckSummary(reports: [report(), catalog]).line,
            "0 errors, 2 warnings, 0 information, 2 hints in 1 file and 1 token source file (1 file checked)")
        XCTAssertEqual(
            CheckSummary(reports: [FileReport(path: "a", entries: []), catalog]).line,
            "0 errors, 1 warning, 0 information, 1 hint in 1 token source file (1 file checked)")
    }

    func testJSONDocument() throws {
        let document = try JSONValue.parse(JSONReportFormatter().format([report()]))
        XCTAssertEqual(document["formatVersion"], .int(1))
        XCTAssertEqual(document["summary"]?["warnings"], .int(1))
        XCTAssertEqual(document["summary"]?["filesChecked"], .int(1))
        let file = document["files"]?[0]
        XCTAssertEqual(file?["path"], .string("dir/a b.design.json"))
        let first = file?["diagnostics"]?[1]
        XCTAssertEqual(first?["code"], .string("schema/unknown-property"))
        XCTAssertEqual(first?["message"], .string("Unknown property \"x\".\nRemove it."))
        XCTAssertEqual(first?["range"]?["start"]?["line"], .int(2))
        XCTAssertEqual(first?["range"]?["start"]?["column"], .int(21))
        XCTAssertEqual(first?["range"]?["start"]?["offset"], .int(22))
        XCTAssertEqual(first?["related"]?[0]?["message"], .string("the name"))
        XCTAssertEqual(first?["fix"]?["newText"], .string(""))
        XCTAssertNil(first?["url"])
        XCTAssertEqual(file?["diagnostics"]?[0]?["url"], .string("https://example.com/a#b"))
    }

    func testSARIFResultsUseUTF16ColumnsLevelsAndRuleIndexes() throws {
        let log = try JSONValue.parse(SARIFReportFormatter().format([report()]))
        let run = log["runs"]?[0]
        XCTAssertEqual(run?["columnKind"], .string("utf16CodeUnits"))
        let rules = run?["tool"]?["driver"]?["rules"]?.arrayValue ?? []
        let results = run?["results"]?.arrayValue ?? []
        XCTAssertEqual(results.count, 2)
        for result in results {
            let index = Int(result["ruleIndex"]?.numberValue ?? -1)
            XCTAssertTrue(rules.indices.contains(index))
            XCTAssertEqual(rules[index]["id"], result["ruleId"])
        }
        XCTAssertEqual(results[0]["level"], .string("note"))
        let warning = results[1]
        XCTAssertEqual(warning["level"], .string("warning"))
        let location = warning["locations"]?[0]?["physicalLocation"]
        XCTAssertEqual(location?["artifactLocation"]?["uri"], .string("dir/a%20b.design.json"))
        XCTAssertEqual(location?["region"]?["startLine"], .int(2))
        XCTAssertEqual(location?["region"]?["startColumn"], .int(18))
        XCTAssertEqual(location?["region"]?["endColumn"], .int(21))
        XCTAssertEqual(warning["fixes"]?[0]?["artifactChanges"]?[0]?["replacements"]?[0]?["insertedContent"]?["text"], .string(""))
        XCTAssertEqual(warning["relatedLocations"]?[0]?["message"]?["text"], .string("the name"))
        XCTAssertTrue(rules.contains { $0["id"] == .string("schema/unknown-property") })
    }

    func testSARIFHelpers() {
        XCTAssertEqual(SARIFReportFormatter.level(.information), "note")
        XCTAssertEqual(SARIFReportFormatter.level(.error), "error")
        XCTAssertEqual(SARIFReportFormatter.ruleName("syntax/unexpected-token"), "SyntaxUnexpectedToken")
        XCTAssertEqual(SARIFReportFormatter.uri(for: "/tmp/a b.json"), "file:///tmp/a%20b.json")
        XCTAssertEqual(SARIFReportFormatter.uri(for: "Examples/a:b.json"), "Examples/a%3Ab.json")
    }
}

extension TextReportFormatter {
    /// The whole text report as one string.
    fileprivate func format(_ reports: [FileReport]) -> String {
        var output = ""
        write(reports) { output += $0 }
        return output
    }
}
