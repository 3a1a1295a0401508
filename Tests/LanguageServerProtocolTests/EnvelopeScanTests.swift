import Foundation
import SpecTestSupport
import XCTest

@testable import LanguageServerProtocol

/// The one-pass classification of requests and notifications (`IncomingMessage.scanned`) answers
/// exactly what the `JSONDecoder` path answers, body bytes included, and leaves every other body
/// to that path.
final class EnvelopeScanTests: XCTestCase {
    /// Everything a classification says, for comparing two of them.
    private func describe(_ message: IncomingMessage) -> String {
        switch message {
        case .request(let id, let method, let body):
            return "request \(id) \(method) \(Array(body))"
        case .notification(let method, let body):
            return "notification \(method) \(Array(body))"
        case .response(let id, let result, let error):
            return "response \(id) \(String(describing: result)) \(String(describing: error))"
        case .invalid(let id, let error):
            return "invalid \(String(describing: id)) \(error.code) \(error.message)"
        case .malformedResponse(let reason):
            return "malformed response \(reason)"
        }
    }

    /// Checks that the scan either declines `body` or agrees with the decoder; true when it answered.
    @discardableResult
    private func assertScanAgrees(_ body: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let decoded = describe(IncomingMessage.decoded(body))
        XCTAssertEqual(describe(IncomingMessage(body: body)), decoded, String(decoding: body, as: UTF8.self), file: file, line: line)
        guard let scanned = IncomingMessage.scanned(body) else { return false }
        XCTAssertEqual(describe(scanned), decoded, String(decoding: body, as: UTF8.self), file: file, line: line)
        return true
    }

    private static let plainBodies = [
        #"{"jsonrpc":"2.0","id":1,"method":"\#(ShutdownRequest.method)"}"#,
        #"{"jsonrpc":"2.0","method":"\#(ExitNotification.method)"}"#,
        #" {"method" : "\#(HoverRequest.method)", "id" : "a\"b\u00e9" , "jsonrpc" : "2.0", "params": {"position": {"line": 0, "character": 4}}}"#,
        #"{"jsonrpc":"2.0","id":-7,"method":"m","params":[1,-2.5e3,true,false,null,"\ud83d\ude00",{"k":[]}],"extra":{"nested":"x"}}"#,
        #"{"params":{"textDocument":{"uri":"file:///a.design.json","version":7},"contentChanges":[{"text":"{\n  \"a\": \"é\"\n}"}]},"method":"\#(DidChangeTextDocumentNotification.method)","jsonrpc":"2.0"}"#,
        #"{"jsonrpc":"2.0","id":0,"me\u0074hod":"escaped key"}"#,
        "{\"jsonrpc\":\"2.0\",\r\n\t\"id\": 9223372036854775807,\n\"method\":\"m\"}\n"
    ]

    /// The plain shapes of requests and notifications are read by the scan, as the decoder reads them.
    func testPlainRequestsAndNotificationsAreScanned() {
        for body in Self.plainBodies {
            XCTAssertTrue(assertScanAgrees(Array(body.utf8)), "the scan should read \(body)")
        }
    }

    /// Shapes the scan does not read go to the decoder, whose answer stands: responses, ids of other
    /// types, a repeated member, another version, lone surrogates, bytes that are not UTF-8 or JSON.
    func testOtherShapesAreLeftToTheDecoder() {
        let declined = [
            #"{"jsonrpc":"2.0","id":1,"result":null}"#, #"{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"m","result":1}"#, #"{"jsonrpc":"2.0","id":null,"method":"m"}"#,
            #"{"jsonrpc":"2.0","id":1.0,"method":"m"}"#, #"{"jsonrpc":"2.0","id":1e2,"method":"m"}"#,
            #"{"jsonrpc":"2.0","id":99999999999999999999,"method":"m"}"#, #"{"jsonrpc":"2.0","id":true,"method":"m"}"#,
            #"{"jsonrpc":"2.0","id":{},"method":"m"}"#, #"{"jsonrpc":"1.0","id":1,"method":"m"}"#,
            #"{"jsonrpc":2.0,"id":1,"method":"m"}"#, #"{"jsonrpc":"2.0","id":1,"method":5}"#, #"{"jsonrpc":"2.0","id":1}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"m","method":"n"}"#, #"{"jsonrpc":"2.0","method":"m","params":1,"params":2}"#,
            #"{"jsonrpc":"2.0","method":"m","x":1,"x":2}"#, #"{"jsonrpc":"2.0","method":"m","params":"\ud83d"}"#,
            #"{"jsonrpc":"2.0","method":"\ude00"}"#, #"{"jsonrpc":"2.0","method":"m"} x"#, #"[{"jsonrpc":"2.0","method":"m"}]"#,
            "", "  ", "{oops", "\u{FEFF}{\"jsonrpc\":\"2.0\",\"method\":\"m\"}", #"{"jsonrpc":"2.0","method":"m","params":01}"#
        ]
        for body in declined {
            XCTAssertFalse(assertScanAgrees(Array(body.utf8)), "the scan should leave \(body) to the decoder")
        }
        let brokenUTF8 = Array(#"{"jsonrpc":"2.0","id":2,"method":"x","params":""#.utf8) + [0xC0, 0x80] + Array(#""}"#.utf8)
        XCTAssertFalse(assertScanAgrees(brokenUTF8))
        XCTAssertFalse(assertScanAgrees(Array(#"{"jsonrpc":"2.0","method":"m","#.utf8) + [0xFF] + Array(#":1}"#.utf8)))
        XCTAssertFalse(assertScanAgrees([0x7B, 0xFF, 0x7D]))
    }

    /// Plain runs are skipped eight bytes at a time: a special byte (quote, backslash, control, non-ASCII,
    /// broken UTF-8) at any place of a long string is still seen.
    func testSpecialBytesAtEveryPlaceOfALongStringAreSeen() {
        let specials: [[UInt8]] = [
            [0x22], [0x5C, 0x6E], [0x5C, 0x78], [0x00], [0x1F], [0x7F], [0xC3, 0xA9], [0xC3], [0xFF], [0xF0, 0x9F, 0x98, 0x80]
        ]
        for special in specials {
            for place in 0..<20 {
                let content =
                    Array(repeating: UInt8(ascii: "a"), count: place) + special + Array(repeating: UInt8(ascii: "b"), count: 19 - place)
                let body = Array(#"{"jsonrpc":"2.0","method":"m","params":""#.utf8) + content + Array(#""}"#.utf8)
                assertScanAgrees(body)
            }
        }
    }

    /// Every prefix and thousands of one-byte mutations of plain bodies: wherever the scan answers,
    /// it answers what the decoder answers.
    func testTruncatedAndMutatedBodiesClassifyAsTheDecoderDoes() {
        var random = SplitMix64(seed: 1919)
        let bases = Self.plainBodies.map { Array($0.utf8) }
        var scannedCount = 0
        for base in bases {
            for length in 0..<base.count { assertScanAgrees(Array(base.prefix(length))) }
            for _ in 0..<600 {
                var body = base
                body[Int.random(in: 0..<body.count, using: &random)] = [
                    0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x00, 0xFF, 0x31, 0x20, 0x2E
                ]
                .randomElement(using: &random)!
                if assertScanAgrees(body) { scannedCount += 1 }
            }
        }
        XCTAssertGreaterThan(scannedCount, 0, "some mutations keep the plain shape")
    }
}
