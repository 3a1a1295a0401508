import Foundation

/// The one writer of the server's output: frames each message and writes it whole, one at a time.
///
/// Thread-safe: every write holds `lock`, so messages from any thread never interleave.
final class MessageWriter: @unchecked Sendable {
    /// Where framed messages go (stdout for the server). Guarded by `lock`.
    private let output: FileHandle
    /// Serializes writes.
    private let lock = NSLock()
    /// Whether the output failed (e.g. the client closed the pipe); later writes are dropped. Guarded by `lock`.
    private var failed = false

    /// Creates a writer on `output`.
    init(output: FileHandle) {
        self.output = output
    }

    /// Sends a response carrying `result` (encoded as `null` when it is nil).
    func respond<Result: Encodable>(to id: RequestID, result: Result) {
        write(ResponseMessage(id: id, result: result, error: nil))
    }

    /// Sends an error response; `id` is nil when the request's id could not be read.
    func respond(to id: RequestID?, error: ResponseError) {
        write(ResponseMessage<JSONValue>(id: id, result: nil, error: error))
    }

    /// Sends a notification.
    func notify<Params: Encodable>(method: String, params: Params) {
        write(NotificationMessage(method: method, params: params))
    }

    /// Sends a request from the server to the client (`params` omitted when nil).
    func request<Params: Encodable>(id: RequestID, method: String, params: Params?) {
        write(RequestMessage(id: id, method: method, params: params))
    }

    /// Frames already-encoded JSON bytes: `Content-Length` header, blank line, body.
    static func frame(_ body: Data) -> Data {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        return framed
    }

    private func write<Message: Encodable>(_ message: Message) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let body: Data
        do {
            body = try encoder.encode(message)
        } catch {
            ServerLog.log("could not encode an outgoing message: \(error)")
            return
        }
        let framed = Self.frame(body)
        lock.lock()
        defer { lock.unlock() }
        guard !failed else { return }
        do {
            try output.write(contentsOf: framed)
        } catch {
            failed = true
            ServerLog.log("could not write to the client: \(error)")
        }
    }
}

/// A response on the wire; `result` is always present on success (as `null` when empty).
private struct ResponseMessage<Result: Encodable>: Encodable {
    var id: RequestID?
    var result: Result?
    var error: ResponseError?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

/// A notification on the wire.
private struct NotificationMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}

/// A server-to-client request on the wire.
private struct RequestMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID
    var method: String
    var params: Params?
}
