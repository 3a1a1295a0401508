import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// `"imports"` names an asset catalog and a DTCG tokens file: their tokens resolve and are judged like
/// inline ones, definition opens the colorset's `Contents.json` or the token's key in the tokens file,
/// hover names that file, related locations point there, and rename is refused with the reason.
final class TokenSourceImportTests: XCTestCase {
    private static let colorset = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0xC4", "red" : "0xFF" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
    private static let files: [String: String] = [
        "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        "App/Assets.xcassets/Highlight.colorset/Contents.json": colorset,
        "brand.tokens.json": ##"{ "brand": { "$type": "color", "ink": { "$value": "#1C1C1E", "$description": "Body text." } } }"##,
        "feature.design.jsonc": """
        { "platforms": { "iOS": "17.0" }, "imports": [1️⃣"App/Assets.xcassets", "brand.tokens.json"],
          "colors": { 4️⃣"Highlight": "#000000" },
          "screens": [ { "id": "s", "content": [
            { "type": "text", "text": "Pale", "color": 2️⃣"Highlight" },
            { "type": "text", "text": "Body", "color": 3️⃣"brand.ink" } ] } ] }
        """
    ]

    private func navigation() throws -> (MarkedWorkspace, WorkspaceNavigation, DocumentAnalysis) {
        let workspace = try MarkedWorkspace(Self.files)
        let folder = SpecFolder(root: workspace.root)
        let path = workspace.path("feature.design.jsonc")
        let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: path))
        return (workspace, WorkspaceNavigation(analysis: analysis, at: path, in: folder), analysis)
    }

    func testImportedNamesResolveAndGoToTheirSourceFiles() throws {
        let (workspace, navigation, analysis) = try navigation()
        XCTAssertEqual(
            analysis.diagnostics().filter { $0.code.hasPrefix("import/") && $0.code != "import/shadowed-token" }.map(\.message), [])
        XCTAssertFalse(analysis.diagnostics().contains { $0.code == "unknown-color" }, "\(analysis.diagnostics().map(\.message))")
        let marked = workspace["feature.design.jsonc"]

        let ink = try XCTUnwrap(navigation.definition(at: try XCTUnwrap(marked.offset("3")) + 3))
        XCTAssertEqual(ink.path, workspace.path("brand.tokens.json"))
        XCTAssertEqual(String(decoding: ink.lineIndex.bytes[ink.range], as: UTF8.self), #""ink""#)

        let catalog = try XCTUnwrap(navigation.definition(at: try XCTUnwrap(marked.offset("1")) + 3))
        XCTAssertEqual(catalog.path, workspace.path("App/Assets.xcassets/Contents.json"))

        guard case .failure(let refusal) = navigation.rename(at: try XCTUnwrap(marked.offset("3")) + 3, to: "text") else {
            return XCTFail("renaming a token of a tokens file is refused")
        }
        XCTAssertTrue(refusal.message.contains("design tokens file brand.tokens.json"), refusal.message)
    }

    func testHoverAndRelatedLocationsNameTheSourceFile() throws {
        let (workspace, _, analysis) = try navigation()
        let marked = workspace["feature.design.jsonc"]
        let hover = try XCTUnwrap(analysis.hover(at: try XCTUnwrap(marked.offset("3")) + 3, format: .markdown))
        XCTAssertTrue(hover.contents.contains("in brand.tokens.json:1 (\u{201C}Body text.\u{201D})"), hover.contents)
        // The spec's own Highlight hides the catalog's: the related place is the colorset's Contents.json.
        let shadow = try XCTUnwrap(analysis.diagnostics().first { $0.code == "import/shadowed-token" })
        XCTAssertEqual(shadow.range.lowerBound, marked.offset("4"))
        XCTAssertEqual(shadow.related.first?.file?.displayPath, "App/Assets.xcassets/Highlight.colorset/Contents.json")
    }

    func testAResolverDocumentImportsWithItsLightAndDarkContexts() throws {
        let workspace = try MarkedWorkspace([
            "tokens/brand.resolver.json": ##"""
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": {
                "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """##,
            "tokens/light.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#1C1C1E" } }"##,
            "tokens/dark.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#EBEBEB" } }"##,
            "app.design.jsonc": ##"""
            { "platforms": { "iOS": "17.0" }, "imports": ["tokens/brand.resolver.json"],
              "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Body", "color": "ink" } ] } ] }
            """##
        ])
        let folder = SpecFolder(root: workspace.root)
        let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("app.design.jsonc")))
        XCTAssertEqual(analysis.diagnostics().filter { $0.code.hasPrefix("import/") || $0.code == "unknown-color" }.map(\.message), [])
        let ink = try XCTUnwrap(analysis.imports.token(named: "ink", kind: .color))
        XCTAssertEqual(ink.valueText, ##"{ "light": "#1C1C1E", "dark": "#EBEBEB" }"##)
        XCTAssertEqual(folder.resolver.tokenSourceFindings(of: analysis), [], "ink has a dark appearance")
    }

    func testADTCGFileUnderAnyNameIsReadWhenASpecImportsItExplicitly() throws {
        let workspace = try MarkedWorkspace([
            "tokens/color.json": ##"{ "brand": { "$type": "color", "ink": { "$value": "#1C1C1E" }, "pale": { "$value": "#GG0000" } } }"##,
            "tokens/package.json": ##"{ "name": "tokens", "version": "1.0.0" }"##,
            "app.design.jsonc": ##"""
            { "platforms": { "iOS": "17.0" }, "imports": ["tokens/color.json", "tokens/package.json"],
              "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Body", "color": "brand.ink" } ] } ] }
            """##
        ])
        let folder = SpecFolder(root: workspace.root)
        let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("app.design.jsonc")))
        XCTAssertEqual(try XCTUnwrap(analysis.imports.token(named: "brand.ink", kind: .color)).valueText, ##""#1C1C1E""##)
        XCTAssertEqual(analysis.diagnostics().filter { $0.code == "unknown-color" }.map(\.message), [])
        let notASpec = analysis.diagnostics().filter { $0.code.hasPrefix("import/") }.map(\.message)
        XCTAssertEqual(notASpec.count, 1, "\(notASpec)")
        XCTAssertTrue(notASpec.first?.contains("package.json") ?? false, "\(notASpec)")
        let sourceFindings = folder.resolver.tokenSourceFindings(of: analysis)
        XCTAssertEqual(sourceFindings.map { ($0.path as NSString).lastPathComponent }, ["color.json"])
        XCTAssertTrue(sourceFindings.first?.diagnostics.contains { $0.code == "token-source/invalid-value" } ?? false)
    }

    func testTheRepositoryConfigurationPlacesResolverContextsByName() throws {
        let resolver = ##"""
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": {
                "day": [{ "ink": { "$type": "color", "$value": "#1C1C1E" } }], "night": [{ "ink": { "$type": "color", "$value": "#EBEBEB" } }] },
                "default": "day" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """##
        let spec = ##"""
            { "platforms": { "iOS": "17.0" }, "imports": ["brand.resolver.json"],
              "screens": [ { "id": "s", "content": [ { "type": "text", "text": "Body", "color": "ink" } ] } ] }
            """##
        let configured = try MarkedWorkspace([
            ".designspec.json": ##"{ "appearanceContexts": { "day": "light", "night": "dark" } }"##, "brand.resolver.json": resolver,
            "app.design.jsonc": spec
        ])
        let folder = SpecFolder(root: configured.root)
        let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: configured.path("app.design.jsonc")))
        XCTAssertEqual(
            try XCTUnwrap(analysis.imports.token(named: "ink", kind: .color)).valueText, ##"{ "light": "#1C1C1E", "dark": "#EBEBEB" }"##)
        XCTAssertEqual(folder.resolver.tokenSourceFindings(of: analysis), [])

        let unconfigured = try MarkedWorkspace(["brand.resolver.json": resolver, "app.design.jsonc": spec])
        let plainFolder = SpecFolder(root: unconfigured.root)
        let plain = try XCTUnwrap(plainFolder.analysis(ofSpecAt: unconfigured.path("app.design.jsonc")))
        XCTAssertEqual(
            try XCTUnwrap(plain.imports.token(named: "ink", kind: .color)).valueText, ##""#1C1C1E""##,
            "no context is light or dark: the default context serves every appearance")
        XCTAssertEqual(
            plainFolder.resolver.tokenSourceFindings(of: plain).flatMap(\.diagnostics).map(\.code), ["custom-color-light-dark-variants"],
            "a resolver without appearances is valid: only the missing dark appearance of a used color is said")
    }

    func testACatalogReferenceIsTheSystemColorEvenWhereTheCatalogHasAColorsetOfThatName() throws {
        let reference =
            #"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "labelColor" }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        let workspace = try MarkedWorkspace([
            "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "App/Assets.xcassets/label.colorset/Contents.json": Self.colorset,
            "App/Assets.xcassets/caption.colorset/Contents.json": reference,
            "app.design.jsonc": ##"""
            { "platforms": { "iOS": "17.0" }, "imports": ["App/Assets.xcassets"],
              "screens": [ { "id": "s", "content": [ { "type": "text", "text": "A", "color": "caption" }, { "type": "text", "text": "B", "color": "label" } ] } ] }
            """##
        ])
        let folder = SpecFolder(root: workspace.root)
        let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("app.design.jsonc")))
        let resolver = ColorResolver(spec: analysis.spec)
        let uses = try XCTUnwrap(analysis.tree.root?["screens"]?.elements.first?["content"]?.elements.compactMap { $0["color"] })
        let caption = try XCTUnwrap(resolver.resolve(uses[0]))
        let label = try XCTUnwrap(resolver.resolve(uses[1]))
        let system = try XCTUnwrap(resolver.resolveSystemColor(named: "label"))
        XCTAssertEqual(Appearance.allCases.map { caption[$0].color }, Appearance.allCases.map { system[$0].color })
        XCTAssertEqual(label[.light].color?.hex, "#FFC400", "the spec's own text names the catalog's colorset")
    }
}
