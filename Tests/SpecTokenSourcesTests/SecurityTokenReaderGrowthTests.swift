import Foundation
import SpecModel
import SpecTestSupport
import SpecTokenSources
import XCTest

/// Every token reader, and the imported spec it is turned into, does work in proportion to what it
/// reads (issue 25, item 5): each case is timed at n and 4n in one run, and fails when 4n takes far
/// more than 4× as long (`GrowthMeasurement.linearBound`; quadratic work takes 16×, cubic 64×).
final class SecurityTokenReaderGrowthTests: XCTestCase {
    private let folder = "/w/tokens"

    /// What a workspace does with a source: read it, and turn it into an imported spec file (which
    /// looks each token up by name).
    private func readAndImport(_ read: () -> SynthesizedSpec) -> SynthesizedSpec {
        let spec = read()
        _ = spec.sourceFile(displayPath: "tokens")
        return spec
    }

    private func assertLinear(_ growth: GrowthMeasurement, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)", file: file, line: line)
    }

    private func tokensFile(_ text: String) -> TokenSourceFiles {
        .inMemory([folder + "/brand.tokens.json": Array(text.utf8)])
    }

    /// `count` color tokens, each an alias of the one before; the first has the value.
    private func aliasChain(_ count: Int) -> String {
        let members = (1..<count).map { ##""t\##($0)": { "$value": "{t\##($0 - 1)}" }"## }
        return ##"{ "$type": "color", "t0": { "$value": "#112233" }, "## + members.joined(separator: ", ") + " }"
    }

    func testAnAliasChainCostsInProportionToItsLength() {
        let growth = GrowthMeasurement.measure(size: 500, prepare: { self.tokensFile(self.aliasChain($0)) }) { files in
            let spec = readAndImport { DesignTokensReader.read(folder + "/brand.tokens.json", files: files) }
            XCTAssertEqual(spec.findings, [])
        }
        assertLinear(growth)
    }

    func testAnAliasCycleCostsInProportionToItsLength() {
        let growth = GrowthMeasurement.measure(
            size: 1_000,
            prepare: { count in
                self.tokensFile(
                    ##"{ "$type": "color", "ok": { "$value": "#112233" }, "##
                        + (0..<count).map { ##""t\##($0)": { "$value": "{t\##(($0 + 1) % count)}" }"## }.joined(separator: ", ") + " }")
            }
        ) { files in
            let spec = readAndImport { DesignTokensReader.read(folder + "/brand.tokens.json", files: files) }
            XCTAssertEqual(spec.findings.map(\.diagnostic.code), ["token-source/alias-cycle"])
        }
        assertLinear(growth)
    }

    func testManyTokensCostInProportionToTheirNumber() {
        let growth = GrowthMeasurement.measure(
            size: 600,
            prepare: { count in
                (
                    count,
                    self.tokensFile(
                        ##"{ "$type": "color", "##
                            + (0..<count).map { ##""t\##($0)": { "$value": "#\##(String(format: "%06X", $0 * 97))" }"## }
                            .joined(separator: ", ") + " }")
                )
            }
        ) { count, files in
            let spec = readAndImport { DesignTokensReader.read(folder + "/brand.tokens.json", files: files) }
            XCTAssertEqual(spec.tokens.count, count)
        }
        assertLinear(growth)
    }

    func testManyColorsetsCostInProportionToTheirNumber() {
        let catalog = "/w/App/Assets.xcassets"
        let colorset = Array(
            #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0x10", "green": "0x20", "blue": "0x30", "alpha": "1.000" } } } ] }"#
                .utf8)
        let growth = GrowthMeasurement.measure(
            size: 300,
            prepare: { count in
                var files: [String: [UInt8]] = [catalog + "/Contents.json": Array(#"{ "info": { "version": 1 } }"#.utf8)]
                for number in 0..<count { files[catalog + "/C\(number).colorset/Contents.json"] = colorset }
                return (count, TokenSourceFiles.inMemory(files))
            }
        ) { count, files in
            let spec = readAndImport { AssetCatalogReader.read(catalog, files: files).spec }
            XCTAssertEqual(spec.tokens.count, count)
        }
        assertLinear(growth)
    }

    /// Turning a source into an imported spec, and looking each of its tokens up by name, costs in
    /// proportion to its tokens: a lookup is hashed (a scan of every token per token was 31 s for
    /// 20,000 DTCG tokens).
    func testLookingTokensUpByNameCostsInProportionToTheirNumber() {
        let growth = GrowthMeasurement.measure(
            size: 2_000,
            prepare: { count in
                SynthesizedSpec(
                    sourcePath: self.folder + "/brand.tokens.json", format: .designTokens,
                    tokens: (0..<count).map { number in
                        SourceToken(
                            kind: .color, name: "brand.t\(number)",
                            origin: TokenOrigin(path: self.folder + "/brand.tokens.json", range: 0..<1),
                            value: .color([.light: .system("label")]))
                    }, findings: [], reads: SourceReads())
            }
        ) { spec in
            let file = spec.sourceFile(displayPath: "brand.tokens.json")
            XCTAssertEqual(file.spec.colorTokens.count, spec.tokens.count)
            let found = spec.tokens.filter { spec.token(named: $0.name, kind: .color) == $0 }
            XCTAssertEqual(found.count, spec.tokens.count)
        }
        assertLinear(growth)
    }

    /// A resolver whose `depth` sets each name the next `references` times (the last holds a
    /// token): the input grows with `references`, and so may the work, but not as references^depth.
    private func resolverBomb(references: Int, depth: Int) -> String {
        let sets = (0..<depth).map { level in
            level == depth - 1
                ? ##""s\##(level)": { "sources": [{ "c": { "$type": "color", "$value": "#FF0000" } }] }"##
                : ##""s\##(level)": { "sources": ["##
                    + Array(repeating: ##"{ "$ref": "#/sets/s\##(level + 1)" }"##, count: references)
                    .joined(separator: ", ") + "] }"
        }
        return ##"""
            { "version": "2025.10", "sets": { \##(sets.joined(separator: ", ")) },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "#/sets/s0" }], "dark": [{ "$ref": "#/sets/s0" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/s0" }, { "$ref": "#/modifiers/theme" }] }
            """##
    }

    func testAResolverCostsInProportionToItsReferences() {
        let path = folder + "/brand.resolver.json"
        let growth = GrowthMeasurement.measure(
            size: 100, prepare: { TokenSourceFiles.inMemory([path: Array(self.resolverBomb(references: $0, depth: 12).utf8)]) }
        ) { files in
            let spec = readAndImport { DesignTokensResolverReader.read(path, files: files) }
            XCTAssertEqual(spec.tokens.map(\.name), ["c"])
        }
        assertLinear(growth)
    }
}
