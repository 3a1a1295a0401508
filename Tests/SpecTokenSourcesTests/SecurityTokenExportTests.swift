import SpecModel
import SpecSyntax
import XCTest

@testable import SpecTokenSources

/// A token name becomes a file or folder name only through `TokenExport.fileNameProblem`, and never
/// leaves a comment or string of the generated Swift (issue 25, items 2 and 3).
final class SecurityTokenExportTests: XCTestCase {
    func testOnlyPlainNamesBecomeFileNames() {
        for refused in [
            "", ".", "..", ".hidden", "a/b", #"a\b"#, "a\nb", "a\rb", "a\u{0}b", "a\u{85}b", "a\u{2028}b", "a\u{202E}b",
            "a\u{2066}b", String(repeating: "x", count: 256)
        ] {
            XCTAssertNotNil(TokenExport.fileNameProblem(refused), refused.debugDescription)
        }
        for accepted in ["Accent", "brand ink", "Ölfarbe", "a.b", "a-b_c", "🎨", String(repeating: "x", count: 255)] {
            XCTAssertNil(TokenExport.fileNameProblem(accepted), accepted)
        }
    }

    func testACatalogLeavesOutAndNamesEveryColorWhoseNameIsNotAFolderPath() {
        let spec = DesignSpec(
            tree: SyntaxTree.parse(
                ##"{ "colors": { "../up": "#000000", "Brand/Ink": "#000000", "a//b": "#000000", "x/..": "#000000", "ok": "#000000" } }"##))
        let export = TokenExport(spec: spec)
        XCTAssertEqual(
            export.assetCatalog().map(\.relativePath).sorted(),
            ["Brand/Contents.json", "Brand/Ink.colorset/Contents.json", "Contents.json", "ok.colorset/Contents.json"])
        XCTAssertEqual(export.assetCatalogNameProblems.count, 3, "\(export.assetCatalogNameProblems)")
        for name in ["../up", "a//b", "x/.."] {
            XCTAssertTrue(export.assetCatalogNameProblems.contains { $0.hasPrefix("color `\(name)`: ") }, name)
        }
    }

    func testSwiftStringsAndCommentsEscapeLineBreaksAndBidirectionalControls() {
        XCTAssertEqual(TokenExport.swiftString("a\"b\\c\nd\u{202E}"), #""a\"b\\c\u{A}d\u{202E}""#)
        XCTAssertEqual(TokenExport.swiftCommentText("x\n}\u{2028}y"), #"x\u{A}}\u{2028}y"#)
    }
}
