import Foundation
import SpecTestSupport
import XCTest

/// `TestFixtures` reads `Tests/<Target>/Fixtures/…` of the caller's target byte for byte, and says
/// which path it could not read.
final class TestFixturesTests: XCTestCase {
    func testTheFolderIsTheCallersTargetsFixtures() {
        let folder = TestFixtures().folder.standardizedFileURL.path
        XCTAssertTrue(folder.hasSuffix("/Tests/SpecFoundationTests/Fixtures"), folder)
        let nested = TestFixtures(callerFile: "/repo/Tests/SpecAnalysisTests/Hover/HoverTests.swift").folder.path
        XCTAssertEqual(nested, "/repo/Tests/SpecAnalysisTests/Fixtures")
    }

    func testATextIsReadByteForByte() throws {
        let text = try TestFixtures.text("test-fixtures/workspace/tokens.design.jsonc")
        XCTAssertEqual(text, ##"{ "colors": { "brand": "#0055FF" } }"## + "\n")
        XCTAssertEqual(
            try TestFixtures.text("test-fixtures/workspace/features/a.design.jsonc"), #"{ "imports": ["../tokens.design.jsonc"] }"#,
            "no line break added where the file has none")
    }

    func testAMarkedFixtureLosesItsMarkers() throws {
        let marked = try TestFixtures.marked("test-fixtures/marked.jsonc")
        XCTAssertEqual(marked.text, ##"{ "colors": { "brand": "#0055FF" }, "note": "here" }"## + "\n")
        XCTAssertEqual(marked.offset(), 14)
        XCTAssertEqual(marked.violationOffsets, [45])
    }

    func testAFolderGivesEveryFileByItsRelativePath() throws {
        let files = try TestFixtures.files(under: "test-fixtures/workspace")
        XCTAssertEqual(files.keys.sorted(), ["features/a.design.jsonc", "tokens.design.jsonc"])
        XCTAssertEqual(files["tokens.design.jsonc"], try TestFixtures.text("test-fixtures/workspace/tokens.design.jsonc"))
    }

    func testAMissingOrUnreadableFixtureNamesItsPath() {
        XCTAssertThrowsError(try TestFixtures.text("test-fixtures/no-such.json")) { error in
            XCTAssertEqual("\(error)", "no such fixture: \(TestFixtures().url("test-fixtures/no-such.json").path)")
            XCTAssertTrue("\(error)".hasSuffix("Tests/SpecFoundationTests/Fixtures/test-fixtures/no-such.json"), "\(error)")
        }
        XCTAssertThrowsError(try TestFixtures.marked("test-fixtures/latin1.txt")) { error in
            XCTAssertTrue("\(error)".hasPrefix("the fixture is not UTF-8: "), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix("/test-fixtures/latin1.txt"), "\(error)")
        }
        XCTAssertThrowsError(try TestFixtures.files(under: "test-fixtures/no-such-folder")) { error in
            XCTAssertTrue("\(error)".hasSuffix("/test-fixtures/no-such-folder"), "\(error)")
        }
        XCTAssertThrowsError(try TestFixtures.text("test-fixtures/workspace"), "a folder is not a fixture text")
    }
}
