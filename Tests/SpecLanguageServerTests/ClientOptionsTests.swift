import LanguageServerProtocol
import SpecSyntax
import XCTest
@testable import SpecLanguageServer

final class ClientOptionsTests: XCTestCase {
    private func options(_ json: String) throws -> ClientOptions {
        ClientOptions(capabilities: try JSONDecoder().decode(ClientCapabilities.self, from: Data(json.utf8)))
    }

    func testPositionEncodingIsUTF8OnlyWhenOffered() throws {
        XCTAssertEqual(try options(#"{"general": {"positionEncodings": ["utf-32", "utf-8", "utf-16"]}}"#).positionEncoding, .utf8)
        XCTAssertEqual(try options(#"{"general": {"positionEncodings": ["utf-16"]}}"#).positionEncoding, .utf16)
        XCTAssertEqual(try options("{}").positionEncoding, .utf16)
    }

    func testMarkupFormatsFollowTheClientsLists() throws {
        let plain = try options(
            #"{"textDocument": {"hover": {"contentFormat": ["plaintext"]}, "completion": {"completionItem": {"documentationFormat": ["plaintext", "markdown"]}}}}"#
        )
        XCTAssertEqual(plain.hoverFormat, .plaintext)
        XCTAssertEqual(plain.documentationFormat, .markdown)
        XCTAssertEqual(try options("{}").hoverFormat, .plaintext, "a client that lists nothing gets plain text")
    }

    func testFeatureSwitches() throws {
        let all = try options(
            #"""
            {"workspace": {"configuration": true},
             "textDocument": {"diagnostic": {}, "codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": []}}},
                              "completion": {"completionItem": {"tagSupport": {"valueSet": [1]}, "deprecatedSupport": true}}}}
            """#)
        XCTAssertTrue(all.pullsDiagnostics && all.answersConfiguration && all.takesCodeActionLiterals)
        XCTAssertTrue(all.completionTagsDeprecated && all.completionDeprecatedFlag)
        let none = try options("{}")
        XCTAssertFalse(none.pullsDiagnostics || none.answersConfiguration || none.takesCodeActionLiterals)
    }

    func testAbsentCapabilitiesAreOmittedNotNull() throws {
        let capabilities = ServerCapabilities(
            positionEncoding: "utf-16",
            textDocumentSync: .init(openClose: true, change: .incremental, save: .init(includeText: false)),
            hoverProvider: true,
            completionProvider: .init(triggerCharacters: ["\""], resolveProvider: true),
            diagnosticProvider: nil, codeActionProvider: nil, colorProvider: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(
            String(decoding: try encoder.encode(capabilities), as: UTF8.self),
            #"{"colorProvider":true,"completionProvider":{"resolveProvider":true,"triggerCharacters":["\""]},"hoverProvider":true,"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}}"#
        )
    }
}
