import SpecFoundation
import SpecSyntax
import XCTest

/// `JSONValue.parse(_:)`: the project's parser reads what the one JSON writer wrote.
final class JSONValueParseTests: XCTestCase {
    private let value: JSONValue = [
        "b": [1, 2.5, true, nil, "x"], "a": ["z": "\"quoted\" \\ /\n\t\u{1}é😀"], "empty": [:], "none": []
    ]

    func testParseReadsWhatTheWriterWrote() throws {
        XCTAssertEqual(try JSONValue.parse(Array(JSONWriter.pretty(value).utf8)), value)
        XCTAssertEqual(try JSONValue.parse(Array("[1, 1.0, -2e3]".utf8)), [.int(1), .double(1), .double(-2000)])
        XCTAssertThrowsError(try JSONValue.parse(Array("{".utf8)))
    }
}
