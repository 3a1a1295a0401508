import Foundation
import FuzzDriver
import LanguageServerProtocol

// The one-scan readers of a message body: the envelope of every request and notification, and the
// document notifications' params, which read megabytes eight bytes at a time through raw pointers.
// Every input is classified without a crash (the address sanitizer checks every read), and params a
// scan reads are the params the generic decoder reads.
runFuzzer { input in
    let body = Array(input)
    _ = IncomingMessage(body: body)
    let data = Data(body)
    if let scanned = DidOpenTextDocumentParams.scanning(body: data) {
        let decoded = try? JSONDecoder().decode(Message<DidOpenTextDocumentParams>.self, from: data).params
        precondition(decoded == scanned, "didOpen: the scan and the decoder read different params")
    }
    if let scanned = DidChangeTextDocumentParams.scanning(body: data) {
        let decoded = try? JSONDecoder().decode(Message<DidChangeTextDocumentParams>.self, from: data).params
        precondition(decoded == scanned, "didChange: the scan and the decoder read different params")
    }
}

/// A message's params, as the generic decoder reads them.
struct Message<Params: Decodable>: Decodable {
    let params: Params
}
