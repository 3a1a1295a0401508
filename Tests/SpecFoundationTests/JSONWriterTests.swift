import SpecFoundation
import SpecTestSupport
import XCTest

/// The project's one JSON writer: layout, escaping, numbers, and `Encodable` values written directly.
final class JSONWriterTests: XCTestCase {
    private let value: JSONValue = [
        "b": [1, 2.5, true, nil, "x"], "a": ["z": "\"quoted\" \\ /\n\t\u{1}é😀"], "empty": [:], "none": []
    ]

    func testCompactAndPrettyLayouts() throws {
        XCTAssertEqual(
            JSONWriter.pretty(value),
            try TestFixtures.text("json-writer/pretty.json"))
        XCTAssertEqual(String(decoding: JSONWriter.compact(["k": [1, "v"]]), as: UTF8.self), #"{"k":[1,"v"]}"#)
    }

    func testAStringLiteralIsEscapedAsTheWriterEscapesIt() {
        let text = "\"quoted\" \\ /\n\r\t\u{1}\u{1F}é😀"
        XCTAssertEqual(JSONStringLiteral.quoted(text), #""\"quoted\" \\ /\n\r\t\u0001\u001Fé😀""#)
        XCTAssertEqual(Array(JSONStringLiteral.quoted(text).utf8), JSONWriter.compact(.string(text)))
        XCTAssertEqual(JSONStringLiteral.quoted(""), #""""#)
    }

    func testNumbers() {
        let numbers: JSONValue = [.double(3.0), .double(-0.25), .double(1e20), .double(.infinity), .int(Int.min), .int(-7)]
        XCTAssertEqual(String(decoding: JSONWriter.compact(numbers), as: UTF8.self), "[3,-0.25,1e+20,null,-9223372036854775808,-7]")
    }

    private struct Inner: Encodable {
        var name: String
        var tags: [Int]
        var note: String?
    }

    private struct Outer: Encodable {
        var inner: Inner
        var list: [Inner]
        var map: [String: Int]
        var flag: Bool
        var ratio: Float

        enum CodingKeys: String, CodingKey { case inner, list, map, flag, ratio, nested }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(inner, forKey: .inner)
            try container.encode(list, forKey: .list)
            try container.encode(map, forKey: .map)
            var nested = container.nestedUnkeyedContainer(forKey: .nested)
            try nested.encode("first")
            try nested.encodeNil()
            try container.encode(flag, forKey: .flag)  // after a nested container: it is closed first
            try container.encode(ratio, forKey: .ratio)
        }
    }

    func testEncodableValuesAreWrittenAsFoundationWouldDecodeThem() throws {
        let inner = Inner(name: "a\"b", tags: [1, 2], note: nil)
        let outer = Outer(inner: inner, list: [inner, Inner(name: "c", tags: [], note: "n")], map: ["k": 1], flag: true, ratio: 0.5)
        XCTAssertEqual(
            String(decoding: try JSONWriter.encode(outer), as: UTF8.self),
            #"{"inner":{"name":"a\"b","tags":[1,2]},"list":[{"name":"a\"b","tags":[1,2]},{"name":"c","tags":[],"note":"n"}],"map":{"k":1},"nested":["first",null],"flag":true,"ratio":0.5}"#
        )
        XCTAssertEqual(String(decoding: try JSONWriter.encode([JSONValue.int(1), ["x": nil]]), as: UTF8.self), #"[1,{"x":null}]"#)
        XCTAssertEqual(String(decoding: try JSONWriter.encode(Optional<Int>.none), as: UTF8.self), "null")
    }
}
