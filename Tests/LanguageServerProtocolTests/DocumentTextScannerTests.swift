import Foundation
import LanguageServerProtocol
import SpecTestSupport
import XCTest

/// The one-scan decoding of `didOpen` / `didChange` params gives exactly what `JSONDecoder` gives, and
/// leaves to it every body it does not read the same way.
final class DocumentTextScannerTests: XCTestCase {
    /// One piece of a random JSON string: its JSON source and whether `JSONDecoder` reads it as the
    /// scan does (false for a lone surrogate escape, a raw control character, bytes that are not UTF-8).
    private struct Piece {
        var json: [UInt8]
        var isPlain = true
    }

    private static let pieces: [Piece] = [
        Piece(json: Array("a".utf8)), Piece(json: Array("Hello, world ".utf8)), Piece(json: Array("{\\\"key\\\": [1, 2]}".utf8)),
        Piece(json: Array(#"\n"#.utf8)), Piece(json: Array(#"\t"#.utf8)), Piece(json: Array(#"\r\n"#.utf8)),
        Piece(json: Array(#"\""#.utf8)), Piece(json: Array(#"\\"#.utf8)), Piece(json: Array(#"\/"#.utf8)),
        Piece(json: Array(#"\b\f"#.utf8)), Piece(json: Array(#"\u0000"#.utf8)), Piece(json: Array(#"\u001f"#.utf8)),
        Piece(json: Array(#"\u00e9"#.utf8)), Piece(json: Array(#"\u20AC"#.utf8)), Piece(json: Array(#"\uFFFD"#.utf8)),
        Piece(json: Array(#"\ud83d\ude00"#.utf8)), Piece(json: Array(#"\uDBFF\uDFFF"#.utf8)),
        Piece(json: Array("é中😀\u{10FFFF}\u{7F}".utf8)),
        Piece(json: Array(#"\ud83d"#.utf8), isPlain: false), Piece(json: Array(#"\ude00"#.utf8), isPlain: false),
        Piece(json: Array(#"\ud83d\u0041"#.utf8), isPlain: false), Piece(json: Array(#"\x"#.utf8), isPlain: false),
        Piece(json: Array(#"\u12"#.utf8), isPlain: false), Piece(json: [0x01], isPlain: false), Piece(json: [0x0A], isPlain: false),
        Piece(json: [0xC3], isPlain: false), Piece(json: [0xED, 0xA0, 0x80], isPlain: false),
        Piece(json: [0xF5, 0x80, 0x80, 0x80], isPlain: false),
        Piece(json: [0xE0, 0x80, 0x80], isPlain: false)
    ]

    /// A random JSON string literal (quotes included) and whether it is plain.
    private func randomString(_ random: inout SplitMix64) -> (json: [UInt8], isPlain: Bool) {
        var json: [UInt8] = [UInt8(ascii: "\"")]
        var isPlain = true
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            // Mostly plain pieces, so that most strings take the fast path.
            let piece =
                Int.random(in: 0..<8, using: &random) == 0
                ? Self.pieces.randomElement(using: &random)! : Self.pieces.filter(\.isPlain).randomElement(using: &random)!
            json += piece.json
            isPlain = isPlain && piece.isPlain
        }
        return (json + [UInt8(ascii: "\"")], isPlain)
    }

    private func randomWhitespace(_ random: inout SplitMix64) -> String {
        ["", "", " ", "\n  ", "\t", "\r\n"].randomElement(using: &random)!
    }

    private func didOpenBody(_ text: [UInt8], _ random: inout SplitMix64) -> Data {
        let space = randomWhitespace(&random)
        let extra = Bool.random(using: &random) ? #""extra":{"nested":[true,false,null,-1.5e3,"\u0041"]},"# : ""
        let head = Array(#"{"jsonrpc":"2.0",\#(space)"method":"\#(DidOpenTextDocumentNotification.method)","params":{\#(extra)"textDocument":{"#.utf8)
        let members = [
            Array(#""uri":"file:///tmp/a%20b.design.json""#.utf8), Array(#""languageId":"designspec""#.utf8),
            Array(#""version":\#(Int.random(in: 0...1000, using: &random))"#.utf8), Array(#""text":"#.utf8) + text
        ].shuffled(using: &random)
        return Data(head + Array(members.joined(separator: Array(",\(space)".utf8))) + Array("}}\(space)}".utf8))
    }

    private func didChangeBody(_ texts: [[UInt8]], _ random: inout SplitMix64) -> Data {
        let changes = texts.map { text -> [UInt8] in
            let range =
                Bool.random(using: &random)
                ? #""range":{"start":{"line":1,"character":2},"end":{"line":3,"character":0}},"#
                : (Bool.random(using: &random) ? #""range":null,"# : "")
            return Array("{\(range)\"rangeLength\":4,\"text\":".utf8) + text + Array("}".utf8)
        }
        let head = Array(#"{"params":{"textDocument":{"uri":"file:///a.design.json","version":7},"contentChanges":["#.utf8)
        return Data(
            head + Array(changes.joined(separator: Array(", ".utf8)))
                + Array(#"]},"method":"\#(DidChangeTextDocumentNotification.method)","jsonrpc":"2.0"}"#.utf8))
    }

    private func generic<Params: Decodable>(_ type: Params.Type, _ body: Data) -> Params? {
        try? JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
    }

    /// Random texts (escapes, non-ASCII, astral, lone surrogates, control characters, broken UTF-8):
    /// whenever the scan answers it equals `JSONDecoder`; it answers every plain text; and the
    /// notification's `decodeParams` equals `JSONDecoder` in every case, errors included.
    func testRandomDidOpenTextsDecodeAsJSONDecoderDoes() throws {
        var random = SplitMix64(seed: 0x0D1D_0BE1)
        var scanned = 0
        for _ in 0..<2_000 {
            let (text, isPlain) = randomString(&random)
            let body = didOpenBody(text, &random)
            let expected = generic(DidOpenTextDocumentParams.self, body)
            let fast = DidOpenTextDocumentParams.scanning(body: body)
            if let fast {
                scanned += 1
                XCTAssertEqual(fast, expected, String(decoding: body, as: UTF8.self))
            }
            if isPlain { XCTAssertNotNil(fast, "a plain text is scanned: \(String(decoding: body, as: UTF8.self))") }
            XCTAssertEqual(try? DidOpenTextDocumentNotification.decodeParams(fromBody: body), expected)
        }
        XCTAssertGreaterThan(scanned, 1_000)
    }

    func testRandomDidChangeTextsDecodeAsJSONDecoderDoes() throws {
        var random = SplitMix64(seed: 0xC4A4_6E)
        var scanned = 0
        for _ in 0..<2_000 {
            let strings = (0..<Int.random(in: 0...3, using: &random)).map { _ in randomString(&random) }
            let body = didChangeBody(strings.map(\.json), &random)
            let expected = generic(DidChangeTextDocumentParams.self, body)
            let fast = DidChangeTextDocumentParams.scanning(body: body)
            if let fast {
                scanned += 1
                XCTAssertEqual(fast, expected, String(decoding: body, as: UTF8.self))
            }
            if strings.allSatisfy(\.isPlain) { XCTAssertNotNil(fast, "plain texts are scanned: \(String(decoding: body, as: UTF8.self))") }
            XCTAssertEqual(try? DidChangeTextDocumentNotification.decodeParams(fromBody: body), expected)
        }
        XCTAssertGreaterThan(scanned, 1_000)
    }

    /// Every prefix and every one-byte mutation of a body: the scan never answers differently from
    /// `JSONDecoder`, and `decodeParams` fails exactly when `JSONDecoder` does.
    func testTruncatedAndMutatedBodiesAreLeftToJSONDecoder() {
        var random = SplitMix64(seed: 19)
        let open = Data(
            #"{"jsonrpc":"2.0","method":"\#(DidOpenTextDocumentNotification.method)","params":{"textDocument":{"uri":"u","languageId":"json","version":1,"text":"a\"é\ud83d\ude00"}}}"#
                .utf8)
        let change = Data(
            #"{"jsonrpc":"2.0","method":"\#(DidChangeTextDocumentNotification.method)","params":{"textDocument":{"uri":"u","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":1}},"text":"x\n"}]}}"#
                .utf8)
        var bodies = (0..<open.count).map { open.prefix($0) } + (0..<change.count).map { change.prefix($0) }
        for _ in 0..<2_000 {
            var body = Bool.random(using: &random) ? open : change
            body[Int.random(in: 0..<body.count, using: &random)] = [0x22, 0x5C, 0x7B, 0x7D, 0x2C, 0x3A, 0x00, 0xFF, 0x31, 0x20]
                .randomElement(using: &random)!
            bodies.append(body)
        }
        for body in bodies {
            let openExpected = generic(DidOpenTextDocumentParams.self, body)
            if let fast = DidOpenTextDocumentParams.scanning(body: body) { XCTAssertEqual(fast, openExpected) }
            XCTAssertEqual(try? DidOpenTextDocumentNotification.decodeParams(fromBody: body), openExpected)
            let changeExpected = generic(DidChangeTextDocumentParams.self, body)
            if let fast = DidChangeTextDocumentParams.scanning(body: body) { XCTAssertEqual(fast, changeExpected) }
            XCTAssertEqual(try? DidChangeTextDocumentNotification.decodeParams(fromBody: body), changeExpected)
        }
    }

    /// Shapes the scan does not read (a repeated member, a member of another type, a fractional
    /// version) go to `JSONDecoder`, whose answer stands.
    func testUnusualShapesAreLeftToJSONDecoder() {
        let bodies = [
            #"{"params":{"textDocument":{"uri":"u","languageId":"j","version":1,"text":"a","text":"b"}}}"#,
            #"{"params":{"textDocument":{"uri":"u","languageId":"j","version":1,"text":"a"}},"params":{}}"#,
            #"{"params":{"textDocument":{"uri":"u","languageId":"j","version":1.0,"text":"a"}}}"#,
            #"{"params":{"textDocument":{"uri":"u","languageId":"j","version":null,"text":"a"}}}"#,
            #"{"params":{"textDocument":{"uri":7,"languageId":"j","version":1,"text":"a"}}}"#,
            #"{"params":{"textDocument":{"uri":"u","languageId":"j","version":1}}}"#,
            #"{"params":{"textDocument":{"uri":"u","languageId":"j","version":1,"text":"a"}}} x"#
        ]
        for body in bodies.map({ Data($0.utf8) }) {
            let expected = generic(DidOpenTextDocumentParams.self, body)
            if let fast = DidOpenTextDocumentParams.scanning(body: body) {
                XCTAssertEqual(fast, expected, String(decoding: body, as: UTF8.self))
            }
            XCTAssertEqual(try? DidOpenTextDocumentNotification.decodeParams(fromBody: body), expected)
        }
        XCTAssertNil(DidOpenTextDocumentParams.scanning(body: Data(bodies[0].utf8)), "a repeated text is left to JSONDecoder")
    }

    /// Through the message classifier, a lone surrogate escape in `text` arrives as U+FFFD, as before.
    func testLoneSurrogateInTextArrivesAsReplacementCharacter() throws {
        let message = IncomingMessage(
            body: Array(
                #"{"jsonrpc":"2.0","method":"\#(DidOpenTextDocumentNotification.method)","params":{"textDocument":{"uri":"u","languageId":"json","version":1,"text":"a\ud83db"}}}"#
                    .utf8))
        guard case .notification(_, let body) = message else { return XCTFail("\(message)") }
        XCTAssertNotNil(DidOpenTextDocumentParams.scanning(body: body))
        XCTAssertEqual(try DidOpenTextDocumentNotification.decodeParams(fromBody: body).textDocument.textBytes, Array("a\u{FFFD}b".utf8))
    }
}
