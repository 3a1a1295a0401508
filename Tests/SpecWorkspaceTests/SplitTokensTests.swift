import Foundation
import SpecAnalysis
import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// Moving a spec's tokens into a file it imports changes no finding: each is reported once, at the
/// same text, in the file that now holds that text.
final class SplitTokensTests: XCTestCase {
    /// A finding as a person reads it: the rule, the message, the text it points at and the texts its
    /// related places point at (in whichever file they are).
    private struct Reading: Hashable, CustomStringConvertible {
        let code: String
        let message: String
        let text: String
        let related: [String]
        var description: String { "\(code) at `\(text)` (related: \(related)): \(message)" }
    }

    private func readings(_ analysis: DocumentAnalysis) -> [Reading] {
        analysis.diagnostics().map { reading($0, in: analysis.lineIndex.bytes) }
    }

    private func reading(_ finding: Diagnostic, in bytes: [UInt8]) -> Reading {
        Reading(
            code: finding.code, message: finding.message, text: text(bytes, finding.range),
            related: finding.related.map { text($0.file?.lineIndex.bytes ?? bytes, $0.range) })
    }

    private func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func testTheShowcasesFindingsStayWhenItsTokensMoveToAnImportedFile() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let original = try String(contentsOf: examples.appendingPathComponent("showcase.design.jsonc"), encoding: .utf8)
        try assertSplittingKeepsFindings(original, atLeast: 40)
    }

    /// Findings that point from a use to the token it goes through, and token chains.
    func testFindingsThroughTokensPointIntoTheTokensFile() throws {
        try assertSplittingKeepsFindings(
            ##"""
            {
              "platforms": { "iOS": "17.0" },
              "colors": { "paper": "systemBackground", "ink": "paper", "loopA": "loopB", "loopB": "loopA", "brand": "#FF6A00" },
              "typography": { "tiny": { "family": "Avenir Next", "size": 9, "dynamicType": true } },
              "screens": [{ "id": "s", "title": "S", "content": [
                { "type": "text", "text": "Hi", "color": "ink", "font": "tiny" },
                { "type": "text", "text": "Loop", "color": "loopA" },
                { "type": "button", "title": "Go", "color": "brand", "style": "borderedProminent" }
              ] }]
            }
            """##, atLeast: 2)
    }

    private func assertSplittingKeepsFindings(_ original: String, atLeast minimum: Int) throws {
        let whole = DocumentAnalysis(text: original, path: "showcase.design.jsonc")
        let bytes = whole.lineIndex.bytes
        let root = try XCTUnwrap(whole.tree.root)
        let colors = try XCTUnwrap(root.properties.first { $0.keyName == "colors" })
        let typography = try XCTUnwrap(root.properties.first { $0.keyName == "typography" })
        let platforms = try XCTUnwrap(root["platforms"])

        // tokens.design.jsonc: the platforms and both token objects, their comments included.
        let tokens =
            "{\n  \"platforms\": \(text(bytes, platforms.range)),\n  \(text(bytes, colors.range)),\n  \(text(bytes, typography.range))\n}\n"
        // The feature spec: `colors` becomes the import, `typography` an empty object.
        var feature = bytes
        feature.replaceSubrange(typography.range, with: Array(#""typography": {}"#.utf8))
        feature.replaceSubrange(colors.range, with: Array(#""imports": ["tokens.design.jsonc"]"#.utf8))

        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": tokens, "showcase.design.jsonc": String(decoding: feature, as: UTF8.self)
        ])
        let folder = SpecFolder(root: workspace.root)
        let split = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("showcase.design.jsonc")))
        let tokensFile = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("tokens.design.jsonc")))

        let tokenRanges = [colors.range, typography.range]
        let inTokens = Set(
            whole.diagnostics().filter { finding in tokenRanges.contains { $0.contains(finding.range.lowerBound) } }.map {
                reading($0, in: bytes)
            })
        let elsewhere = readings(whole).filter { !inTokens.contains($0) }

        XCTAssertEqual(Set(readings(tokensFile)), inTokens, "the tokens' own findings move with them")
        XCTAssertEqual(
            readings(split).sorted { $0.description < $1.description }, elsewhere.sorted { $0.description < $1.description },
            "the screens' findings stay, at the same text")
        XCTAssertFalse(inTokens.isEmpty)
        XCTAssertGreaterThanOrEqual(elsewhere.count, minimum)
    }
}
