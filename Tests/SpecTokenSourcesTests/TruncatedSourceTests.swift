import SpecSyntax
import SpecTokenSources
import XCTest

/// Every prefix of a valid `Contents.json` and tokens file is read without a crash, and one that
/// does not parse is a finding at that file.
final class TruncatedSourceTests: XCTestCase {
    private let colorset = """
        { "colors": [ { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
          "color": { "color-space": "display-p3", "components": { "red": "0xFF", "green": "0.500", "blue": "12", "alpha": "1.000" } } } ] }
        """
    private let tokens = """
        { "brand": { "$type": "color", "a": { "$value": { "colorSpace": "oklch", "components": [0.6, 0.1, 30], "alpha": 0.5 } },
          "b": { "$value": "{brand.a}", "$deprecated": true } }, "t": { "$type": "typography", "$value": { "fontFamily": ["X"], "fontSize": "{s}" } } }
        """

    func testEveryPrefixOfAColorsetIsReadOrAFinding() {
        let path = "/w/Assets.xcassets/C.colorset/Contents.json"
        let bytes = Array(colorset.utf8)
        for end in 0...bytes.count {
            let prefix = Array(bytes[0..<end])
            let result = AssetCatalogReader.read("/w/Assets.xcassets", files: .inMemory([path: prefix]))
            if !SyntaxTree.parse(bytes: prefix).diagnostics.isEmpty || end == 0 {
                XCTAssertFalse(result.spec.findings(in: path).isEmpty, "prefix of \(end) bytes")
                XCTAssertTrue(result.spec.findings(in: path).allSatisfy { $0.range.upperBound <= end }, "prefix of \(end) bytes")
            }
        }
    }

    func testEveryPrefixOfATokensFileIsReadOrAFinding() {
        let path = "/w/brand.tokens.json"
        let bytes = Array(tokens.utf8)
        for end in 0...bytes.count {
            let prefix = Array(bytes[0..<end])
            let result = DesignTokensReader.read(path, files: .inMemory([path: prefix]))
            if !SyntaxTree.parse(bytes: prefix).diagnostics.isEmpty || end == 0 {
                XCTAssertFalse(result.findings(in: path).isEmpty, "prefix of \(end) bytes")
            }
        }
    }
}
