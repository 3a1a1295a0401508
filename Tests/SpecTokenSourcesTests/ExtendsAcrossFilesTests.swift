import SpecKnowledge
import SpecModel
import SpecSyntax
import SpecTestSupport
import SpecTokenSources
import XCTest

/// DTCG 2025.10 group extension (`$extends`) naming a group of another file: the files a resolver
/// context merges, and a tokens file with its appearance files, are one set of groups to extend.
final class ExtendsAcrossFilesTests: XCTestCase {
    private let folder = "/w/tokens"

    private func files(_ texts: [String: String]) -> TokenSourceFiles {
        .inMemory(Dictionary(uniqueKeysWithValues: texts.map { (folder + "/" + $0.key, Array($0.value.utf8)) }))
    }

    /// A resolver whose one `theme` modifier has `light` and `dark`, each the files named, in order.
    private func resolver(light: [String], dark: [String]) -> String {
        func sources(_ names: [String]) -> String { names.map { #"{ "$ref": "\#($0)" }"# }.joined(separator: ", ") }
        return
            ##"{ "version": "2025.10", "modifiers": { "theme": { "contexts": { "light": [\##(sources(light))], "dark": [\##(sources(dark))] }, "default": "light" } }, "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }"##
    }

    private func hex(_ spec: SynthesizedSpec, _ name: String) -> [Appearance: String] {
        let design = DesignSpec(tree: SyntaxTree.parse(bytes: spec.text))
        guard let value = design.colorToken(named: name)?.valueNode, let color = ColorResolver(spec: design).resolve(value) else {
            return [:]
        }
        return Dictionary(
            uniqueKeysWithValues: Appearance.allCases.compactMap { appearance in color[appearance].color.map { (appearance, $0.hex) } })
    }

    private let base = ##"{ "button": { "$type": "color", "bg": { "$value": "#0055FF" }, "fg": { "$value": "#FFFFFF" } } }"##
    private let darkBase = ##"{ "button": { "$type": "color", "bg": { "$value": "#3388FF" }, "fg": { "$value": "#000000" } } }"##
    private let danger = ##"{ "danger": { "$extends": "{button}", "bg": { "$type": "color", "$value": "#CC0000" } } }"##

    func testAGroupExtendsAGroupOfAnotherFileOfTheSameContext() {
        let spec = DesignTokensResolverReader.read(
            folder + "/app.resolver.json",
            files: files([
                "app.resolver.json": resolver(
                    light: ["base.tokens.json", "danger.tokens.json"], dark: ["dark.tokens.json", "danger.tokens.json"]),
                "base.tokens.json": base, "dark.tokens.json": darkBase, "danger.tokens.json": danger
            ]))
        XCTAssertEqual(spec.findings.map(\.diagnostic.message), [])
        // Each context's own `button.fg`: the extension is settled over what that context merged.
        XCTAssertEqual(hex(spec, "danger.fg")[.light], "#FFFFFF")
        XCTAssertEqual(hex(spec, "danger.fg")[.dark], "#000000")
        XCTAssertEqual(hex(spec, "danger.bg")[.dark], "#CC0000")
    }

    func testExtendsInASetEveryAppearanceReadsIsSettledInEach() {
        // The set is expanded once and reused: each appearance still settles its files' `$extends`.
        let spec = DesignTokensResolverReader.read(
            folder + "/app.resolver.json",
            files: files([
                "app.resolver.json": ##"""
                { "version": "2025.10", "sets": { "all": { "sources": [{ "$ref": "#/sets/base" }] },
                    "base": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "danger.tokens.json" }] } },
                  "modifiers": { "theme": { "contexts": { "light": [{ "ink": { "$type": "color", "$value": "#111111" } }],
                    "dark": [{ "ink": { "$type": "color", "$value": "#EEEEEE" } }] }, "default": "light" } },
                  "resolutionOrder": [{ "$ref": "#/sets/all" }, { "$ref": "#/modifiers/theme" }] }
                """##,
                "base.tokens.json": base, "danger.tokens.json": danger
            ]))
        XCTAssertEqual(spec.findings.map(\.diagnostic.message), [])
        XCTAssertEqual(hex(spec, "danger.fg")[.light], "#FFFFFF")
        XCTAssertEqual(hex(spec, "danger.fg")[.dark], "#FFFFFF")
        XCTAssertNil(spec.token(named: "danger.fg", kind: .color)?.description, "dark defines it too")
    }

    func testAnExtendingGroupFollowsTheExtendedGroupAsEachAppearanceOverridesIt() {
        // `danger` extends `button` in the base file; the dark file overrides `button.fg` only.
        let texts = [
            "colors.tokens.json":
                ##"{ "button": { "$type": "color", "bg": { "$value": "#0055FF" }, "fg": { "$value": "#FFFFFF" } }, "danger": { "$extends": "{button}", "bg": { "$type": "color", "$value": "#CC0000" } } }"##,
            "colors.dark.tokens.json": ##"{ "button": { "fg": { "$type": "color", "$value": "#000000" } } }"##
        ]
        let spec = DesignTokensReader.read(folder + "/colors.tokens.json", files: files(texts))
        XCTAssertEqual(spec.findings.map(\.diagnostic.message), [])
        XCTAssertEqual(
            hex(spec, "danger.fg"),
            [.light: "#FFFFFF", .dark: "#000000", .increasedContrastLight: "#FFFFFF", .increasedContrastDark: "#000000"])
        // The same through a resolver: the base file in both contexts, dark's override after it.
        let resolved = DesignTokensResolverReader.read(
            folder + "/app.resolver.json",
            files: files([
                "app.resolver.json": resolver(light: ["colors.tokens.json"], dark: ["colors.tokens.json", "colors.dark.tokens.json"]),
                "colors.tokens.json": texts["colors.tokens.json"] ?? "", "colors.dark.tokens.json": texts["colors.dark.tokens.json"] ?? ""
            ]))
        XCTAssertEqual(resolved.findings.map(\.diagnostic.message), [])
        XCTAssertEqual(hex(resolved, "danger.fg")[.dark], "#000000")
    }

    func testAnAppearanceFileExtendsAGroupOfItsBaseFile() {
        let spec = DesignTokensReader.read(
            folder + "/colors.tokens.json",
            files: files([
                "colors.tokens.json":
                    ##"{ "button": { "$type": "color", "bg": { "$value": "#0055FF" }, "fg": { "$value": "#FFFFFF" } }, "danger": { "bg": { "$type": "color", "$value": "#CC0000" } } }"##,
                "colors.dark.tokens.json": ##"{ "danger": { "$extends": "{button}", "bg": { "$type": "color", "$value": "#FF3333" } } }"##
            ]))
        XCTAssertEqual(spec.findings.map(\.diagnostic.message), [])
        XCTAssertEqual(hex(spec, "danger.fg")[.dark], "#FFFFFF")
        XCTAssertEqual(hex(spec, "danger.bg")[.dark], "#FF3333")
    }

    func testAGroupInNoFileReadWithItIsOneFindingPerExtension() {
        // `base.tokens.json` is in the light context only: dark's `danger` extends nothing there.
        let spec = DesignTokensResolverReader.read(
            folder + "/app.resolver.json",
            files: files([
                "app.resolver.json": resolver(light: ["base.tokens.json", "danger.tokens.json"], dark: ["danger.tokens.json"]),
                "base.tokens.json": base, "danger.tokens.json": danger
            ]))
        // (and `danger.fg`, which dark lacks, is the resolver's one finding about tokens missing somewhere)
        let unknown = spec.findings.filter { $0.diagnostic.code == TokenSourceFindingCode.unknownAlias.rawValue }
        XCTAssertEqual(unknown.count, 1)
        XCTAssertEqual(unknown.first?.path, folder + "/danger.tokens.json")
        XCTAssertTrue(unknown.first?.diagnostic.message.contains("the files read with it") == true)
        XCTAssertEqual(hex(spec, "danger.fg")[.light], "#FFFFFF")
    }

    // MARK: Hostile

    func testExtendsInACycleAcrossFilesEnds() {
        let spec = DesignTokensResolverReader.read(
            folder + "/app.resolver.json",
            files: files([
                "app.resolver.json": resolver(light: ["a.tokens.json", "b.tokens.json"], dark: ["b.tokens.json", "a.tokens.json"]),
                "a.tokens.json": ##"{ "x": { "$extends": "{y}", "p": { "$type": "color", "$value": "#111111" } } }"##,
                "b.tokens.json": ##"{ "y": { "$extends": "{x}", "q": { "$type": "color", "$value": "#222222" } } }"##
            ]))
        XCTAssertEqual(spec.findings.map(\.diagnostic.message), [])
        XCTAssertEqual(hex(spec, "x.q")[.light], "#222222")
        XCTAssertEqual(hex(spec, "y.p")[.dark], "#111111")
    }

    func testAnExtendsThatLooksLikeAPathReadsNoFile() {
        let texts = [
            "app.resolver.json": resolver(light: ["danger.tokens.json"], dark: ["danger.tokens.json"]),
            "danger.tokens.json": ##"{ "danger": { "$extends": "{../../etc/passwd}", "bg": { "$type": "color", "$value": "#CC0000" } } }"##
        ]
        let spec = DesignTokensResolverReader.read(folder + "/app.resolver.json", files: files(texts))
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), [TokenSourceFindingCode.unknownAlias.rawValue])
        XCTAssertEqual(Set(spec.filesRead), Set(texts.keys.map { folder + "/" + $0 }))
    }

    func testExtendingAGroupOfAnotherFileCostsInProportionToTheExtensions() {
        let growth = GrowthMeasurement.measure(
            size: 400,
            prepare: { count in
                self.files([
                    "app.resolver.json": self.resolver(
                        light: ["base.tokens.json", "many.tokens.json"], dark: ["base.tokens.json", "many.tokens.json"]),
                    "base.tokens.json": self.base,
                    "many.tokens.json": "{ "
                        + (0..<count).map { ##""g\##($0)": { "$extends": "{button}", "bg": { "$type": "color", "$value": "#CC0000" } }"## }
                        .joined(separator: ", ") + " }"
                ])
            }
        ) { files in
            let spec = DesignTokensResolverReader.read(folder + "/app.resolver.json", files: files)
            XCTAssertEqual(spec.findings, [])
        }
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")
    }
}
