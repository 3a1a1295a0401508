import Foundation
import SpecAnalysis
import SpecModel
import SpecTestSupport
import SpecTokenSources
import SpecWorkspace
import XCTest

/// The shape the import resolver will use: a token source's synthesized spec, handed on as an
/// imported `SpecSourceFile`, makes a spec's components judged exactly as with the same tokens inline.
final class TokenSourceImportShapeTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/catalog-workspace").path

    /// A finding on a component: its code and the text it points at.
    private struct Reading: Hashable {
        let code: String
        let text: String
    }

    private func screenReadings(_ analysis: DocumentAnalysis) -> Set<Reading> {
        let bytes = analysis.lineIndex.bytes
        guard let screens = analysis.tree.root?["screens"] else { return [] }
        return Set(
            analysis.diagnostics().filter { screens.range.contains($0.range.lowerBound) }.map {
                Reading(code: $0.code, text: String(decoding: bytes[$0.range], as: UTF8.self))
            })
    }

    /// A spec for iOS 18 with `colorsMember` (an `imports` or `colors` member) and the screens of
    /// `Fixtures/token-source-import/home-screen.json`, which use the imported names.
    private func screens(_ colorsMember: String) throws -> String {
        let screens = try TestFixtures.text("token-source-import/home-screen.json")
        return #"{ "platforms": { "iOS": "18.0" }, \#(colorsMember), "screens": \#(screens) }"#
    }

    func testImportedCatalogAndTokensAreJudgedLikeInlineTokens() throws {
        let files = TokenSourceFiles.gated(root: root)
        let sources = [
            try XCTUnwrap(TokenSources.read(root + "/App/Assets.xcassets", files: files)),
            try XCTUnwrap(TokenSources.read(root + "/tokens/brand.tokens.json", files: files))
        ]
        var entries: [ImportEntry] = []
        var colors: [String: ImportedToken] = [:]
        var typography: [String: ImportedToken] = [:]
        var inlineColors: [String] = []
        var inlineTypography: [String] = []
        for (position, source) in sources.enumerated() {
            let display = WorkspacePaths.display(source.sourcePath, root: root)
            let file = source.sourceFile(displayPath: display) { WorkspacePaths.display($0, root: root) }
            entries.append(ImportEntry(written: display, status: .resolved(displayPath: display), reachedFiles: [file]))
            for token in file.spec.colorTokens {
                colors[token.name] = ImportedToken(token: token, file: file, entryPosition: position)
                inlineColors.append("\"\(token.name)\": " + ImportedToken(token: token, file: file, entryPosition: position).valueText)
            }
            for token in file.spec.typographyTokens {
                typography[token.name] = ImportedToken(token: token, file: file, entryPosition: position)
                inlineTypography.append("\"\(token.name)\": " + ImportedToken(token: token, file: file, entryPosition: position).valueText)
            }
        }
        let imports = SpecImports(entries: entries, colorTokens: colors, typographyTokens: typography, conflicts: [])
        let imported = DocumentAnalysis(
            text: try screens(#""imports": ["App/Assets.xcassets", "tokens/brand.tokens.json"]"#), path: root + "/feature.design.jsonc",
            imports: imports)
        let inline = DocumentAnalysis(
            text: try screens(
                "\"colors\": { \(inlineColors.joined(separator: ", ")) }, \"typography\": { \(inlineTypography.joined(separator: ", ")) }"),
            path: root + "/feature.design.jsonc")

        XCTAssertEqual(imported.diagnostics().filter { $0.code.hasPrefix("import/") }, [])
        let readings = screenReadings(imported)
        XCTAssertEqual(readings, screenReadings(inline))
        XCTAssertFalse(readings.filter { $0.text == "\"Palette/Highlight\"" }.isEmpty, "the P3 yellow on paper has too little contrast")
        XCTAssertFalse(readings.contains { $0.code == "unknown-color" }, "every imported name resolves")

        // An own token hiding an imported one points at the colorset's Contents.json.
        let shadowing = DocumentAnalysis(
            text: ##"{ "imports": ["App/Assets.xcassets", "tokens/brand.tokens.json"], "colors": { "AccentColor": "#000000" } }"##,
            path: root + "/feature.design.jsonc", imports: imports)
        let shadow = try XCTUnwrap(shadowing.diagnostics().first { $0.code == "import/shadowed-token" })
        let moved = try XCTUnwrap(shadow.related.first)
        XCTAssertEqual(moved.file?.path, root + "/App/Assets.xcassets/AccentColor.colorset/Contents.json")
        XCTAssertEqual(moved.file?.displayPath, "App/Assets.xcassets/AccentColor.colorset/Contents.json")
        let movedText = moved.file.map { String(decoding: $0.lineIndex.bytes[moved.range], as: UTF8.self) } ?? ""
        XCTAssertTrue(
            movedText.hasPrefix("{\n  \"colors\" : [") && movedText.hasSuffix("}"), "the whole Contents.json object: \(movedText)")
    }
}
