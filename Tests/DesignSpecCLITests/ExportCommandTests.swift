import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax
import SpecTokenSources
import SpecWorkspace
import XCTest

@testable import DesignSpecCLI

/// `designspec export`: the files it writes read back (through the workspace's gated reader) as the
/// same tokens, and its usage errors.
final class ExportCommandTests: XCTestCase {
    private let spec = """
        {
          "colors": {
            "brand": { "light": "#B25E00", "dark": "#F5A524", "increasedContrastDark": "#FFC060" },
            "Brand/Ink": "#1C1C1E",
            "glass": "#FFFFFF80"
          },
          "typography": { "cardTitle": { "family": "Avenir Next", "size": 17, "weight": "semibold" } }
        }
        """

    private func resolved(_ text: [UInt8]) -> [String: [String]] {
        let spec = DesignSpec(tree: SyntaxTree.parse(bytes: text))
        let resolver = ColorResolver(spec: spec)
        var result: [String: [String]] = [:]
        for token in spec.colorTokens {
            guard let node = token.valueNode, let color = resolver.resolve(node) else { continue }
            result[token.name] = Appearance.allCases.map { color[$0].color?.hex ?? "unknown" }
        }
        return result
    }

    private func withSpec(_ body: (URL, String) throws -> Void) throws {
        let folder = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specPath = folder.appendingPathComponent("app.design.jsonc").path
        try Data(spec.utf8).write(to: URL(fileURLWithPath: specPath))
        try body(folder, specPath)
    }

    func testCatalogExportReadsBackAsTheSameColors() throws {
        try withSpec { folder, specPath in
            let out = folder.appendingPathComponent("Export/Assets.xcassets").path
            let result = CLITestSupport.runInProcess(["export", "--as", "catalog", "--out", out, specPath])
            XCTAssertEqual(result.exitCode, 0, result.standardError)
            XCTAssertEqual(result.standardError, "designspec: not exported: type `cardTitle`: asset catalogs hold no fonts\n")
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/Brand/Ink.colorset/Contents.json"))
            guard let read = TokenSources.read(out, files: .gated(root: folder.path)) else { return XCTFail("not a token source") }
            XCTAssertEqual(read.findings, [])
            XCTAssertEqual(resolved(read.text), resolved(Array(spec.utf8)))
        }
    }

    func testDesignTokensExportReadsBackAsTheSameTokens() throws {
        try withSpec { folder, specPath in
            let out = folder.appendingPathComponent("brand.tokens.json").path
            let result = CLITestSupport.runInProcess(["export", "--as", "dtcg", "--out", out, specPath])
            XCTAssertEqual(result.exitCode, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.contains("brand.dark.tokens.json"))
            XCTAssertTrue(result.standardOutput.contains("brand.increasedContrastDark.tokens.json"))
            guard let read = TokenSources.read(out, files: .gated(root: folder.path)) else { return XCTFail("not a token source") }
            XCTAssertEqual(read.findings, [])
            XCTAssertEqual(resolved(read.text), resolved(Array(spec.utf8)))
            XCTAssertEqual(
                read.token(named: "cardTitle", kind: .typography)?.value,
                .font(SourceFont(family: "Avenir Next", size: 17, weight: .semibold)))
        }
    }

    func testSwiftExport() throws {
        try withSpec { folder, specPath in
            let out = folder.appendingPathComponent("Sources/DesignTokens.swift").path
            let result = CLITestSupport.runInProcess(["export", "--as", "swift", "--out", out, specPath])
            XCTAssertEqual(result.exitCode, 0, result.standardError)
            let text = try String(contentsOfFile: out, encoding: .utf8)
            XCTAssertTrue(text.contains("static let brandInk = Color(uiColor: UIColor { traits in"))
            XCTAssertTrue(
                text.contains("static let cardTitle = Font.custom(\"Avenir Next\", size: 17, relativeTo: .body).weight(.semibold)"))
        }
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["export", "--out", "x.tokens.json", "a.design.json"], "export needs --as catalog, dtcg or swift"),
            (["export", "--as", "figma", "--out", "x", "a.design.json"], "--as takes catalog, dtcg, swift, not 'figma'"),
            (["export", "--as", "dtcg", "a.design.json"], "export needs --out <path>"),
            (
                ["export", "--as", "dtcg", "--out", "x.json", "a.design.json"],
                "an export --as dtcg (DTCG tokens file) has an --out ending in .tokens.json or .tokens, not 'x.json'"
            ),
            (
                ["export", "--as", "catalog", "--out", "Colors", "a.design.json"],
                "an export --as catalog (Xcode asset catalog) has an --out ending in .xcassets, not 'Colors'"
            ),
            (["export", "--as", "swift", "--out", "T.swift"], "export takes exactly one spec file")
        ]
        for (arguments, message) in cases {
            let result = CLITestSupport.runInProcess(arguments)
            XCTAssertEqual(result.exitCode, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.standardError.contains(message), result.standardError)
        }
        let missing = CLITestSupport.runInProcess(["export", "--as", "swift", "--out", "/tmp/never.swift", "/nonexistent/a.design.json"])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("not read: it does not exist"), missing.standardError)
    }
}
