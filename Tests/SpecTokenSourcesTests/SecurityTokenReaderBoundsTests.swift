import Foundation
import SpecModel
import SpecTokenSources
import XCTest

/// A hostile token source ends in findings, quickly and briefly (issue 25, items 1 and 5): a resolver
/// whose sets name each other many times is expanded once per set, each cycle is one finding, the
/// findings of one source are capped, and reading past the work budget stops with a finding.
final class SecurityTokenReaderBoundsTests: XCTestCase {
    private let tokensPath = "/w/tokens/brand.tokens.json"
    private let resolverPath = "/w/tokens/brand.resolver.json"

    private func readTokens(_ text: String, limits: TokenSourceLimits = .standard) -> SynthesizedSpec {
        DesignTokensReader.read(tokensPath, files: .inMemory([tokensPath: Array(text.utf8)]), limits: limits)
    }

    private func readResolver(_ text: String, limits: TokenSourceLimits = .standard) -> SynthesizedSpec {
        DesignTokensResolverReader.read(resolverPath, files: .inMemory([resolverPath: Array(text.utf8)]), limits: limits)
    }

    private func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The attack of issue 25: twenty sets, each naming the next three times, in under 2 KB. Walked
    /// again for every reference it was 3¹⁶ expansions (minutes, gigabytes); each set is now
    /// expanded once, and the chain past sixteen sets is one finding.
    func testTheTwoKilobyteResolverBombEndsAtOnceWithOneFinding() {
        let sets = (0..<20).map { level in
            level == 19
                ? ##""s19":{"sources":[{"c":{"$type":"color","$value":"#FF0000"}}]}"##
                : ##""s\##(level)":{"sources":[{"$ref":"#/sets/s\##(level + 1)"},{"$ref":"#/sets/s\##(level + 1)"},{"$ref":"#/sets/s\##(level + 1)"}]}"##
        }
        let bomb =
            ##"{"version":"2025.10","sets":{"## + sets.joined(separator: ",")
            + ##"},"modifiers":{"theme":{"contexts":{"light":[{"$ref":"#/sets/s0"}],"dark":[{"$ref":"#/sets/s0"}]},"default":"light"}},"resolutionOrder":[{"$ref":"#/sets/s0"},{"$ref":"#/modifiers/theme"}]}"##
        XCTAssertLessThan(bomb.utf8.count, 2_048)
        var spec: SynthesizedSpec?
        let elapsed = seconds { spec = readResolver(bomb) }
        XCTAssertLessThan(elapsed, 1, "the bomb took \(elapsed) s")
        XCTAssertEqual(spec?.tokens, [])
        XCTAssertEqual(spec?.findings.map(\.diagnostic.code), ["token-source/limit-reached"])
        XCTAssertEqual(spec?.findings.first?.diagnostic.message, "`#/sets/s17` lies more than 16 set references deep; it is not followed.")
    }

    func testACycleOfResolverSetsIsOneFindingNamingItsSets() {
        let resolver = ##"""
            { "version": "2025.10",
              "sets": {
                "a": { "sources": [{ "$ref": "#/sets/b" }, { "$ref": "#/sets/b" }, { "x": { "$type": "color", "$value": "#000000" } }] },
                "b": { "sources": [{ "$ref": "#/sets/c" }, { "$ref": "#/sets/a" }] },
                "c": { "sources": [{ "$ref": "#/sets/a" }, { "$ref": "#/sets/b" }] }
              },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "#/sets/b" }], "dark": [{ "$ref": "#/sets/c" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/a" }, { "$ref": "#/sets/c" }, { "$ref": "#/modifiers/theme" }] }
            """##
        let spec = readResolver(resolver)
        XCTAssertEqual(spec.tokens.map(\.name), ["x"])
        XCTAssertEqual(
            spec.findings.map(\.diagnostic.message),
            [
                "Sets in a cycle: a → b → c → a. This reference, which closes it, is not followed.",
                "Sets in a cycle: b → c → b. This reference, which closes it, is not followed."
            ], "two cycles, each once, however many references and appearances reach them")
    }

    func testEachAliasCycleIsOneFindingAtItsFirstMember() {
        let text = ##"""
            { "$type": "color",
              "loop": { "b": { "$value": "{loop.c}" }, "a": { "$value": "{loop.b}" }, "c": { "$value": "{loop.a}" } },
              "into": { "$value": "{loop.c}" },
              "self": { "$value": "{self}" },
              "fine": { "$value": "#FFFFFF" } }
            """##
        let spec = readTokens(text)
        XCTAssertEqual(spec.tokens.map(\.name), ["fine"])
        XCTAssertEqual(
            spec.findings.map(\.diagnostic.message),
            [
                "Alias cycle: loop.a → loop.b → loop.c → loop.a. None of these 3 tokens has a value.",
                "Alias cycle: self → self. It has no value."
            ],
            "one finding per cycle; `into`, which leads into one, has none of its own")
        let range = spec.findings[0].diagnostic.range
        XCTAssertEqual(String(decoding: Array(text.utf8)[range], as: UTF8.self), "\"{loop.b}\"", "at the first member by name")
    }

    func testALongCycleIsOneFindingNamingTwentyMembers() {
        let count = 4_000
        let text =
            ##"{ "$type": "color", "##
            + (0..<count).map { ##""t\##($0)": { "$value": "{t\##(($0 + 1) % count)}" }"## }
            .joined(separator: ", ") + " }"
        let spec = readTokens(text)
        XCTAssertEqual(spec.findings.count, 1)
        let message = spec.findings.first?.diagnostic.message ?? ""
        XCTAssertEqual(
            message,
            "Alias cycle: t0 → t1 → t2 → t3 → t4 → t5 → t6 → t7 → t8 → t9 → t10 → t11 → t12 → t13 → t14 → t15 → t16 → t17 → t18 → t19 → … and 3980 more → t0. None of these 4000 tokens has a value."
        )
    }

    func testAnAliasToNothingIsOneFindingAtTheValueThatHoldsIt() {
        let text = ##"{ "$type": "color", "a": { "$value": "{b}" }, "b": { "$value": "{c}" }, "c": { "$value": "{gone}" } }"##
        let spec = readTokens(text)
        XCTAssertEqual(spec.findings.map(\.diagnostic.message), ["`{gone}` names no token, so `c` has no value."])
    }

    func testTheFindingsOfOneSourceAreCapped() {
        let count = 3_000
        let text =
            ##"{ "$type": "color", "## + (0..<count).map { ##""t\##($0)": { "$value": "{gone\##($0)}" }"## }.joined(separator: ", ") + " }"
        let spec = readTokens(text)
        XCTAssertEqual(spec.findings.count, TokenSourceLimits.standard.maximumFindings + 1)
        XCTAssertEqual(spec.findings.last?.diagnostic.code, "token-source/limit-reached")
        XCTAssertEqual(spec.findings.last?.diagnostic.message, "2000 more findings about this source are not listed (at most 1000 are).")
        let output = spec.findings.map(\.diagnostic.message.utf8.count).reduce(0, +)
        XCTAssertLessThan(output, 100_000, "the findings of a 3,000-token file say \(output) bytes")
    }

    func testReadingPastTheWorkBudgetStopsWithOneFinding() {
        let count = 5_000
        let text =
            ##"{ "$type": "color", "t0": { "$value": "#112233" }, "##
            + (1..<count).map { ##""t\##($0)": { "$value": "{t\##($0 - 1)}" }"## }.joined(separator: ", ") + " }"
        let limits = TokenSourceLimits(maximumSteps: 7_000, maximumFindings: 1_000)
        let spec = readTokens(text, limits: limits)
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), ["token-source/limit-reached"])
        XCTAssertEqual(
            spec.findings.first?.diagnostic.message,
            "Reading this source takes more than 7000 steps (tokens read, merged and aliases followed); the rest is not read.")
        XCTAssertGreaterThan(spec.tokens.count, 0, "what was read within the budget is kept")
        XCTAssertLessThan(spec.tokens.count, count)
        XCTAssertEqual(readTokens(text).tokens.count, count, "the standard budget reads it whole")
    }

    func testAResolverPastTheWorkBudgetStopsWithOneFinding() {
        // One set of 1,000 tokens, named 200 times by another: 200,000 tokens merged.
        let tokens = (0..<1_000).map { ##""t\##($0)": { "$type": "color", "$value": "#112233" }"## }.joined(separator: ", ")
        let references = Array(repeating: ##"{ "$ref": "#/sets/big" }"##, count: 200).joined(separator: ", ")
        let resolver = ##"""
            { "version": "2025.10",
              "sets": { "big": { "sources": [{ \##(tokens) }] }, "many": { "sources": [\##(references)] } },
              "resolutionOrder": [{ "$ref": "#/sets/many" }] }
            """##
        let spec = readResolver(resolver, limits: TokenSourceLimits(maximumSteps: 50_000, maximumFindings: 1_000))
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), ["token-source/limit-reached"])
        XCTAssertEqual(readResolver(resolver).tokens.count, 1_000, "the standard budget reads it whole")
    }
}
