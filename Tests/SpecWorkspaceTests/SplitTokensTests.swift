import Foundation
import SpecAnalysis
import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// Moving a spec's tokens into a file it imports changes no finding: each is reported once, at the
/// same text, in the file that now holds that text.
final class SplitTokensTests: XCTestCase {
    /// A finding as a person reads it: the rule, the message and the text it points at.
    private struct Reading: Hashable, CustomStringConvertible {
        let code: String
        let message: String
        let text: String
        var description: String { "\(code) at `\(text)`: \(message)" }
    }

    private func readings(_ analysis: DocumentAnalysis, excluding codes: (String) -> Bool = { _ in false }) -> [Reading] {
        let bytes = analysis.lineIndex.bytes
        return analysis.diagnostics().filter { !codes($0.code) }.map {
            Reading(code: $0.code, message: $0.message, text: String(decoding: bytes[$0.range], as: UTF8.self))
        }
    }

    private func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func testTheShowcasesFindingsStayWhenItsTokensMoveToAnImportedFile() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let original = try String(contentsOf: examples.appendingPathComponent("showcase.design.jsonc"), encoding: .utf8)
        let whole = DocumentAnalysis(text: original, path: "showcase.design.jsonc")
        let bytes = whole.lineIndex.bytes
        let root = try XCTUnwrap(whole.tree.root)
        let colors = try XCTUnwrap(root.properties.first { $0.keyName == "colors" })
        let typography = try XCTUnwrap(root.properties.first { $0.keyName == "typography" })
        let platforms = try XCTUnwrap(root["platforms"])

        // tokens.design.jsonc: the platforms and both token objects, their comments included.
        let tokens = "{\n  \"platforms\": \(text(bytes, platforms.range)),\n  \(text(bytes, colors.range)),\n  \(text(bytes, typography.range))\n}\n"
        // The feature spec: `colors` becomes the import, `typography` an empty object.
        var feature = bytes
        feature.replaceSubrange(typography.range, with: Array(#""typography": {}"#.utf8))
        feature.replaceSubrange(colors.range, with: Array(#""imports": ["tokens.design.jsonc"]"#.utf8))

        let workspace = try MarkedWorkspace(["tokens.design.jsonc": tokens, "showcase.design.jsonc": String(decoding: feature, as: UTF8.self)])
        let folder = SpecFolder(root: workspace.root)
        let split = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("showcase.design.jsonc")))
        let tokensFile = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("tokens.design.jsonc")))

        let tokenRanges = [colors.range, typography.range]
        let inTokens = Set(whole.diagnostics().filter { finding in tokenRanges.contains { $0.contains(finding.range.lowerBound) } }.map {
            Reading(code: $0.code, message: $0.message, text: text(bytes, $0.range))
        })
        let elsewhere = readings(whole).filter { !inTokens.contains($0) }

        XCTAssertEqual(Set(readings(tokensFile)), inTokens, "the tokens' own findings move with them")
        XCTAssertEqual(readings(split).sorted { $0.description < $1.description }, elsewhere.sorted { $0.description < $1.description },
                       "the screens' findings stay, at the same text")
        XCTAssertFalse(inTokens.isEmpty)
        XCTAssertGreaterThan(elsewhere.count, 40)
    }
}
