import LanguageServerProtocol
import SpecFoundation
import XCTest

/// Codec round-trips: each value encodes to the exact JSON (sorted keys) and decodes back equal.
final class ProtocolCodingTests: XCTestCase {
    private func checkCoding<T: Codable & Equatable>(_ value: T, json: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = String(decoding: try encoder.encode(value), as: UTF8.self)
        XCTAssertEqual(encoded, json, file: file, line: line)
        XCTAssertEqual(try JSONDecoder().decode(T.self, from: Data(json.utf8)), value, file: file, line: line)
        // The server's writer (and a type's own `JSONWritable` conformance) writes the same JSON.
        XCTAssertEqual(
            try JSONDecoder().decode(JSONValue.self, from: Data(JSONWriter.encode(value))),
            try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)), file: file, line: line)
    }

    func testJSONValue() throws {
        try checkCoding(
            JSONValue.object(["a": .array([.int(1), .double(1.5), .bool(true), .null, .string("x")])]),
            json: #"{"a":[1,1.5,true,null,"x"]}"#)
    }

    func testRequestID() throws {
        try checkCoding([RequestID.number(7), .string("abc")], json: #"[7,"abc"]"#)
    }

    func testDiagnosticWithEverything() throws {
        let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 9))
        let diagnostic = LSPDiagnostic(
            range: range, severity: .warning, code: "deprecated-symbol",
            codeDescription: .init(href: "https://developer.apple.com/sf-symbols/"), source: "designspec",
            message: "m", tags: [.deprecated],
            relatedInformation: [.init(location: Location(uri: "file:///a.design.json", range: range), message: "here")])
        try checkCoding(
            diagnostic,
            json:
                #"{"code":"deprecated-symbol","codeDescription":{"href":"https://developer.apple.com/sf-symbols/"},"message":"m","range":{"end":{"character":9,"line":1},"start":{"character":2,"line":1}},"relatedInformation":[{"location":{"range":{"end":{"character":9,"line":1},"start":{"character":2,"line":1}},"uri":"file:///a.design.json"},"message":"here"}],"severity":2,"source":"designspec","tags":[2]}"#
        )
    }

    func testCompletionItemDocumentationForms() throws {
        let edit = TextEdit(range: LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 3)), newText: "\"a\"")
        try checkCoding(
            CompletionItem(label: "a", kind: .color, documentation: .string("#FF0000"), insertTextFormat: .plainText, textEdit: edit),
            json:
                ##"{"documentation":"#FF0000","insertTextFormat":1,"kind":16,"label":"a","textEdit":{"newText":"\"a\"","range":{"end":{"character":3,"line":0},"start":{"character":1,"line":0}}}}"##
        )
        try checkCoding(
            CompletionItem(
                label: "b", documentation: .markup(MarkupContent(kind: .markdown, value: "**b**")),
                data: .object(["k": .string("v")])),
            json: #"{"data":{"k":"v"},"documentation":{"kind":"markdown","value":"**b**"},"label":"b"}"#)
    }

    func testDiagnosticReports() throws {
        let bare = LSPDiagnostic(
            range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 1)),
            severity: .error, code: "c", source: "designspec", message: "say \"hi\"\n")
        try checkCoding(
            PublishDiagnosticsParams(uri: "file:///a", version: nil, diagnostics: [bare, bare]),
            json:
                #"{"diagnostics":[{"code":"c","message":"say \"hi\"\n","range":{"end":{"character":1,"line":0},"start":{"character":0,"line":0}},"severity":1,"source":"designspec"},{"code":"c","message":"say \"hi\"\n","range":{"end":{"character":1,"line":0},"start":{"character":0,"line":0}},"severity":1,"source":"designspec"}],"uri":"file:///a"}"#
        )
        try checkCoding(DocumentDiagnosticReport.unchanged(resultId: "4"), json: #"{"kind":"unchanged","resultId":"4"}"#)
        try checkCoding(DocumentDiagnosticReport.full(resultId: "5", items: []), json: #"{"items":[],"kind":"full","resultId":"5"}"#)
    }

    func testWorkspaceDiagnosticMessages() throws {
        try checkCoding(
            WorkspaceDiagnosticParams(
                previousResultIds: [.init(uri: "file:///a", value: "7")], workDoneToken: .string("w"), partialResultToken: .number(3)),
            json: #"{"partialResultToken":3,"previousResultIds":[{"uri":"file:///a","value":"7"}],"workDoneToken":"w"}"#)
        let decoded = try JSONDecoder().decode(WorkspaceDiagnosticParams.self, from: Data(#"{"previousResultIds":[]}"#.utf8))
        XCTAssertEqual(decoded, WorkspaceDiagnosticParams(), "tokens and identifier are optional")
        let bare = LSPDiagnostic(
            range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 1)),
            severity: .hint, code: "c", source: "designspec", message: "m")
        // `version` is written as null for a file that is not open: LSP requires the member.
        try checkCoding(
            WorkspaceDiagnosticReport(items: [
                .full(uri: "file:///a", version: nil, resultId: "x1", items: [bare]),
                .unchanged(uri: "file:///b", version: 4, resultId: "9")
            ]),
            json:
                #"{"items":[{"items":[{"code":"c","message":"m","range":{"end":{"character":1,"line":0},"start":{"character":0,"line":0}},"severity":4,"source":"designspec"}],"kind":"full","resultId":"x1","uri":"file:///a","version":null},{"kind":"unchanged","resultId":"9","uri":"file:///b","version":4}]}"#
        )
        try checkCoding(
            WorkDoneProgress.begin(title: "t", cancellable: false, percentage: 0),
            json: #"{"cancellable":false,"kind":"begin","percentage":0,"title":"t"}"#)
        try checkCoding(
            WorkDoneProgress.report(message: "1/2", percentage: 50), json: #"{"kind":"report","message":"1/2","percentage":50}"#)
        try checkCoding(WorkDoneProgress.end(), json: #"{"kind":"end"}"#)
        let progress = ProgressParams(token: .string("p"), value: WorkDoneProgress.end(message: "done"))
        XCTAssertEqual(
            try JSONDecoder().decode(JSONValue.self, from: Data(JSONWriter.encode(progress))),
            .object(["token": .string("p"), "value": .object(["kind": .string("end"), "message": .string("done")])]))
    }

    func testInitializeParamsToleratesOddCapabilities() throws {
        let json = #"{"processId":null,"capabilities":{"general":{"positionEncodings":"utf-8"}},"initializationOptions":{"designspec":{}}}"#
        let params = try JSONDecoder().decode(InitializeParams.self, from: Data(json.utf8))
        XCTAssertNil(params.processId)
        XCTAssertNil(params.capabilities.general, "a capability of the wrong shape is dropped, not fatal")
        XCTAssertEqual(params.initializationOptions, .object(["designspec": .object([:])]))
    }

    func testIncomingMessageClassification() {
        func classify(_ text: String) -> IncomingMessage { IncomingMessage(body: Array(text.utf8)) }
        guard case .request(.number(1), ShutdownRequest.method, _) = classify(#"{"jsonrpc":"2.0","id":1,"method":"\#(ShutdownRequest.method)"}"#) else {
            return XCTFail("request")
        }
        guard case .notification(ExitNotification.method, _) = classify(#"{"jsonrpc":"2.0","method":"\#(ExitNotification.method)"}"#) else { return XCTFail("notification") }
        guard case .response(.string("s"), nil, nil) = classify(#"{"jsonrpc":"2.0","id":"s","result":null}"#) else {
            return XCTFail("response")
        }
        guard case .invalid(nil, let parse) = classify("{oops"), parse.code == -32700 else { return XCTFail("parse error") }
        guard case .invalid(nil, let batch) = classify("[]"), batch.code == -32600 else { return XCTFail("batch") }
        guard case .invalid(.number(3), let version) = classify(#"{"jsonrpc":"1.0","id":3,"method":"x"}"#),
            version.code == -32600
        else { return XCTFail("version") }
        guard case .invalid(_, let shape) = classify(#"{"jsonrpc":"2.0","id":4,"method":5}"#), shape.code == -32600 else {
            return XCTFail("method not a string")
        }
        guard case .invalid(nil, let bytes) = IncomingMessage(body: [0x7B, 0xFF, 0x7D]), bytes.code == -32700 else {
            return XCTFail("invalid UTF-8")
        }
        let skippedBytes = Array(#"{"jsonrpc":"2.0","id":2,"method":"x","params":""#.utf8) + [0xC0, 0x80] + Array(#""}"#.utf8)
        guard case .invalid(nil, let hidden) = IncomingMessage(body: skippedBytes), hidden.code == -32700 else {
            return XCTFail("invalid UTF-8 inside params, which the envelope does not decode")
        }
        guard case .invalid(nil, let nullID) = classify(#"{"jsonrpc":"2.0","id":null,"method":"x"}"#), nullID.code == -32600 else {
            return XCTFail("null id")
        }
        for response in [
            #"{"jsonrpc":"2.0","id":1}"#, #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":1,"error":7}"#, #"{"jsonrpc":"2.0","result":1}"#
        ] {
            guard case .malformedResponse = classify(response) else { return XCTFail("malformed response \(response)") }
        }
        guard case .notification("n", let body) = classify(#"{"jsonrpc":"2.0","method":"n","params":"\ud83d\\ud83d\udc00\ude00"}"#),
            let params = try? JSONDecoder().decode(ParamsEnvelope<String>.self, from: body).params
        else {
            return XCTFail("lone surrogates")
        }
        XCTAssertEqual(params, "\u{FFFD}\\ud83d\u{FFFD}\u{FFFD}", "an escaped backslash starts no escape")
    }
}
