import SpecSyntax
import SpecWorkspace
import XCTest

/// The workspace index keeps memory in proportion to a spec's size, however it is laid out: a spec
/// written on one line must not make each symbol keep a copy of the line (issue 16, item 1).
final class SecurityIndexGrowthTests: XCTestCase {
    /// A spec of `count` color tokens and `count` screens, all on one line, with non-ASCII names so
    /// that columns differ per encoding.
    private func oneLineSpec(count: Int) -> String {
        let colors = (0..<count).map { ##""café\##($0)": "#A0B0C0""## }.joined(separator: ", ")
        let screens = (0..<count).map { #"{ "id": "écran\#($0)", "title": "🙂" }"# }.joined(separator: ", ")
        return #"{ "colors": { \#(colors) }, "typography": { "titre": "body" }, "screens": [\#(screens)] }"#
    }

    func testASpecOnOneLineCostsTheIndexMemoryInProportionToItsSize() {
        let text = oneLineSpec(count: 1_000)
        let summary = SpecSummary(path: "/w/one.design.json", root: "/w", tree: SyntaxTree.parse(bytes: Array(text.utf8)))
        XCTAssertEqual(summary.symbols.count, 2_001)
        // Each symbol keeps its name, its section and a few integers: a small multiple of the text,
        // where a copy of the line per symbol would be a thousand times it.
        let retained = RetainedBytes.of(summary)
        XCTAssertLessThan(retained, 8 * text.utf8.count, "the summary of a \(text.utf8.count)-byte line retains \(retained) bytes")
    }

    func testPlacesOnOneLineKeepTheirColumnsInEveryEncoding() throws {
        let text = oneLineSpec(count: 50)
        let lineIndex = LineIndex(text)
        let summary = SpecSummary(path: "/w/one.design.json", root: "/w", tree: SyntaxTree.parse(bytes: Array(text.utf8)))
        let bytes = Array(text.utf8)
        for symbol in summary.symbols {
            // Every name is written once as a JSON string: its place is that string.
            let quoted = Array("\"\(symbol.name)\"".utf8)
            let start = try XCTUnwrap(
                (0...(bytes.count - quoted.count)).first { Array(bytes[$0..<$0 + quoted.count]) == quoted }, symbol.name)
            for encoding in PositionEncoding.allCases {
                let place = symbol.place.positions(encoding: encoding)
                XCTAssertEqual(place.start, lineIndex.position(of: start, encoding: encoding), "\(symbol.name) \(encoding)")
                XCTAssertEqual(place.end, lineIndex.position(of: start + quoted.count, encoding: encoding), "\(symbol.name) \(encoding)")
            }
        }
    }
}

/// The payload bytes a value keeps: the UTF-8 bytes of its strings, the elements of its byte arrays
/// and eight bytes per other stored leaf, found by reflection (private stored properties included).
enum RetainedBytes {
    static func of(_ value: Any) -> Int {
        switch value {
        case let string as String: return string.utf8.count
        case let bytes as [UInt8]: return bytes.count
        default:
            let children = Mirror(reflecting: value).children
            return children.isEmpty ? 8 : children.reduce(0) { $0 + of($1.value) }
        }
    }
}
