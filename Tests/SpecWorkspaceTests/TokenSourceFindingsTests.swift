import SpecAnalysis
import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// The findings about imported asset catalogs and tokens files sit at those files, with the range of
/// the bad text, once per file however many specs import it: the readers' own (`token-source/*`),
/// and a used colorset without a dark appearance (`custom-color-light-dark-variants`).
final class TokenSourceFindingsTests: XCTestCase {
    private static let lightOnly = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0xC4", "red" : "0xFF" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
    private static let lightAndDark = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0x5E", "red" : "0xB2" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x24", "green" : "0xA5", "red" : "0xF5" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    private static func spec(platform: String = "iOS", colors: [String], rules: String = "") -> String {
        let content = colors.map { ##"{ "type": "text", "text": "T", "color": "\##($0)" }"## }.joined(separator: ", ")
        return """
            { "platforms": { "\(platform)": "17.0" }, \(rules) "imports": ["App/Assets.xcassets", "brand.tokens.json"],
              "screens": [ { "id": "s", "content": [ \(content) ] } ] }
            """
    }

    private static let files: [String: String] = [
        "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        "App/Assets.xcassets/Highlight.colorset/Contents.json": "1️⃣" + lightOnly,
        "App/Assets.xcassets/Unused.colorset/Contents.json": lightOnly,
        "App/Assets.xcassets/Accent.colorset/Contents.json": lightAndDark,
        "App/Assets.xcassets/Broken.colorset/Contents.json": #"{ "colors" : 2️⃣[ }"#,
        "brand.tokens.json": ##"""
        { "brand": { "$type": "color",
          "ink": { "$value": "#1C1C1E" },
          "loop": { "$value": 3️⃣"{brand.loop2}" }, "loop2": { "$value": "{brand.loop}" } } }
        """##,
        "a.design.jsonc": spec(colors: ["Highlight", "Accent", "brand.ink"]),
        "b.design.jsonc": spec(colors: ["Highlight"]),
        "watch.design.jsonc": spec(platform: "watchOS", colors: ["Highlight"]),
        "quiet.design.jsonc": spec(colors: ["Highlight"], rules: #""rules": { "custom-color-light-dark-variants": "off" },"#)
    ]

    /// Each file with findings, as `path: code@line:column` (1-based), in order.
    private func readings(_ workspace: MarkedWorkspace, specs: [String]) throws -> [String] {
        let folder = SpecFolder(root: workspace.root)
        let all = try specs.flatMap { name in
            folder.resolver.tokenSourceFindings(of: try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path(name))))
        }
        return TokenSourceFileFindings.merged(all).flatMap { file in
            file.diagnostics.map { diagnostic in
                let start = file.lineIndex.position(of: diagnostic.range.lowerBound, encoding: .utf8)
                return
                    "\(String(file.path.dropFirst(workspace.root.count + 1))): \(diagnostic.code)@\(start.line + 1):\(start.character + 1)"
            }
        }
    }

    func testTheReadersFindingsSitAtTheSourceFilesOnceForEverySpec() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let broken = try XCTUnwrap(workspace["App/Assets.xcassets/Broken.colorset/Contents.json"].offset("2"))
        let cycle = try XCTUnwrap(workspace["brand.tokens.json"].offset("3"))
        let folder = SpecFolder(root: workspace.root)
        let findings = folder.resolver.tokenSourceFindings(of: try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("b.design.jsonc"))))
        let tokens = try XCTUnwrap(findings.first { $0.path == workspace.path("brand.tokens.json") })
        XCTAssertEqual(tokens.diagnostics.map(\.code), ["token-source/alias-cycle"], "one for the cycle")
        XCTAssertEqual(tokens.diagnostics.first?.range.lowerBound, cycle)
        let malformed = try XCTUnwrap(findings.first { $0.path.hasSuffix("Broken.colorset/Contents.json") })
        XCTAssertEqual(malformed.diagnostics.map(\.code), ["token-source/malformed-json"])
        XCTAssertEqual(malformed.diagnostics.first?.range.lowerBound, broken)
        XCTAssertEqual(malformed.diagnostics.first?.severity, .error)

        XCTAssertEqual(
            try readings(workspace, specs: ["a.design.jsonc", "b.design.jsonc"]),
            [
                "App/Assets.xcassets/Broken.colorset/Contents.json: token-source/malformed-json@1:14",
                "App/Assets.xcassets/Highlight.colorset/Contents.json: custom-color-light-dark-variants@1:1",
                "brand.tokens.json: custom-color-light-dark-variants@2:3",
                "brand.tokens.json: token-source/alias-cycle@3:23"
            ], "each finding once, though two specs import the catalog")
    }

    func testAUsedColorsetWithoutADarkAppearanceIsReportedAtItsContentsJSON() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let folder = SpecFolder(root: workspace.root)
        let findings = folder.resolver.tokenSourceFindings(of: try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("a.design.jsonc"))))
        let highlight = try XCTUnwrap(findings.first { $0.path.hasSuffix("Highlight.colorset/Contents.json") })
        XCTAssertEqual(highlight.diagnostics.count, 1)
        let finding = try XCTUnwrap(highlight.diagnostics.first)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.range.lowerBound, workspace["App/Assets.xcassets/Highlight.colorset/Contents.json"].offset("1"))
        XCTAssertEqual(
            finding.message,
            "The color set `Highlight` has no dark appearance, so it shows #FFC400 in Dark Mode too (it is used by a spec); add a Dark appearance (Appearances: Any, Dark) with its own color."
        )
        XCTAssertFalse(findings.contains { $0.path.hasSuffix("Unused.colorset/Contents.json") }, "a color no spec uses is not judged")
        XCTAssertFalse(findings.contains { $0.path.hasSuffix("Accent.colorset/Contents.json") }, "it has a dark appearance")
        XCTAssertTrue(
            findings.contains { $0.path.hasSuffix("brand.tokens.json") && $0.diagnostics.contains { $0.code == finding.code } },
            "brand.ink is used and has no dark appearance file: reported at its key, like the catalog's")
    }

    func testTheDarkAppearanceFindingFollowsThePlatformsAndTheSpecsSeverity() throws {
        let workspace = try MarkedWorkspace(Self.files)
        for name in ["watch.design.jsonc", "quiet.design.jsonc"] {
            XCTAssertEqual(
                try readings(workspace, specs: [name]).filter { $0.contains("custom-color-light-dark-variants") }, [],
                "\(name): watchOS has only a dark appearance; the other spec turns the rule off")
        }
    }
}
