import SpecFoundation
import SpecSyntax
import XCTest
@testable import SpecKnowledge

final class KnowledgeJSONTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONValue.parse(Array(text.utf8))
    }

    func testParsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5, 0.29, 1e3, true, false, null], "b": {"c": "d"}, "e": ""} "#)
        XCTAssertEqual(value["a"], .array([.int(1), .double(-2.5), .double(0.29), .double(1000), .bool(true), .bool(false), .null]))
        XCTAssertEqual(value["b"]?["c"]?.stringValue, "d")
        XCTAssertEqual(value["e"]?.stringValue, "")
        XCTAssertNil(value["missing"])
        XCTAssertEqual(try parse("[]"), .array([]))
        XCTAssertEqual(try parse("{}"), .object([:]))
    }

    func testNumbersMatchFoundationParsing() throws {
        for text in ["0.29", "0.6", "0.175", "1.0", "59", "-0.43", "38.5", "0.1234567890123", "12345678901234567890", "6.02e23", "-0"] {
            XCTAssertEqual(try parse(text).numberValue, Double(text), text)
        }
    }

    func testDecodesEscapes() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#).stringValue, "a\"b\\c/d\n\té😀")
        XCTAssertEqual(try parse(#""caf\u00E9 → ok""#).stringValue, "café → ok")
    }

    func testRejectsMalformedDocuments() {
        for text in ["", "{", "{\"a\" 1}", "tru", "01x", "\"unterminated", "[1] 2", "-", "1.", "1e", "\"\\x\"", "\"\u{01}\""] {
            XCTAssertThrowsError(try parse(text), text)
        }
    }

    func testDeepNestingIsRejectedNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertThrowsError(try parse(deep)) { error in
            XCTAssertTrue("\(error)".contains("Nesting deeper than"), "\(error)")
        }
        XCTAssertNoThrow(try parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
    }

    func testAgreesWithJSONSerializationOnTheBundledColors() throws {
        let bytes = try ResourceLoader.loadBytes(named: "system-colors", extension: "json")
        let ours = try JSONValue.parse(bytes)
        let foundation = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let colors = try XCTUnwrap(foundation["colors"] as? [[String: Any]])
        XCTAssertEqual(ours["colors"]?.arrayValue?.count, colors.count)
        let alpha = try XCTUnwrap(
            (((colors[19]["eras"] as? [String: Any])?["legacy"] as? [String: Any])?["light"] as? [String: Any])?["value"] as? [String: Any])
        XCTAssertEqual(
            ours["colors"]?.arrayValue?[19]["eras"]?["legacy"]?["light"]?["value"]?["a"]?.numberValue,
            (alpha["a"] as? NSNumber)?.doubleValue)
    }
}
