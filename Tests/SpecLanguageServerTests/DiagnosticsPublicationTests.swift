import LanguageServerProtocol
import SpecFoundation
import SpecModel
import SpecSyntax
import SpecTestSupport
import XCTest

@testable import SpecLanguageServer

/// Diagnostics streamed into `publishDiagnostics` (`DiagnosticsPublication`) are byte for byte the
/// params made from `LSPDiagnostic` values, in every position encoding, for findings in any order.
final class DiagnosticsPublicationTests: XCTestCase {
    private static let text = Array(
        "{\n  \"name\": \"Café 😀\",\r\n  \"screens\": [\n    {\"id\": \"中文\", \"title\": \"a\\\"b\"}\r  ],\n  \"x\": 1\n}\n😀😀\n".utf8)

    /// Random findings over `text` (ranges sorted by start as the analysis sorts them, then a few
    /// out of order and out of bounds), with links, tags, related places here and in another file.
    private func findings(_ random: inout SplitMix64) -> [Diagnostic] {
        let other = SpecSourceFile(path: "/w/other.design.json", displayPath: "other.design.json", bytes: Array("{\n\"é\": 1}".utf8))
        let count = Self.text.count
        var result: [Diagnostic] = (0..<300).map { index in
            let start = Int.random(in: 0...count, using: &random)
            let end = min(count, start + Int.random(in: 0...40, using: &random))
            let related: [RelatedLocation] =
                index % 7 == 0
                ? [RelatedLocation(range: 3..<9, message: "here"), RelatedLocation(range: 2..<8, message: "there", file: other)] : []
            return Diagnostic(
                range: start..<end, severity: Severity.allCases[index % Severity.allCases.count], code: "rule-\(index % 5)",
                message: "message \"\(index)\"\n\tsecond line é",
                documentationURL: index % 3 == 0 ? "https://developer.apple.com/design/human-interface-guidelines/color" : nil,
                tags: index % 4 == 0 ? [.deprecated, .unnecessary] : (index % 4 == 1 ? [.unnecessary] : []), related: related)
        }
        result.sort { $0.range.lowerBound < $1.range.lowerBound }
        result.insert(Diagnostic(range: 40..<(count + 30), severity: .error, code: "late", message: "past the end"), at: 150)
        result.append(Diagnostic(range: 0..<1, severity: .hint, code: "first", message: "back to the start"))
        return result
    }

    func testStreamedParamsEqualTheParamsOfLSPDiagnostics() throws {
        var random = SplitMix64(seed: 0xD1A6)
        for encoding in PositionEncoding.allCases {
            for _ in 0..<5 {
                let toProtocol = ToProtocol(uri: "file:///w/a.design.json", lineIndex: LineIndex(bytes: Self.text), encoding: encoding)
                let diagnostics = findings(&random)
                let publication = DiagnosticsPublication(uri: toProtocol.uri, version: 3, diagnostics: diagnostics, toProtocol: toProtocol)
                let reference = PublishDiagnosticsParams(
                    uri: toProtocol.uri, version: 3, diagnostics: diagnostics.map(toProtocol.diagnostic))
                let streamed = try JSONWriter.encode(publication)
                XCTAssertEqual(String(decoding: streamed, as: UTF8.self), String(decoding: try JSONWriter.encode(reference), as: UTF8.self))
                XCTAssertEqual(try JSONDecoder().decode(PublishDiagnosticsParams.self, from: Data(streamed)), reference, "\(encoding)")
            }
        }
        let empty = DiagnosticsPublication(
            uri: "u", version: nil, diagnostics: [], toProtocol: ToProtocol(uri: "u", lineIndex: LineIndex(bytes: []), encoding: .utf16))
        XCTAssertEqual(String(decoding: try JSONWriter.encode(empty), as: UTF8.self), #"{"uri":"u","diagnostics":[]}"#)
    }
}
