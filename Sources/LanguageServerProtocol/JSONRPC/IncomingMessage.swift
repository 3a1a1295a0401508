import Foundation
import SpecFoundation

/// One JSON-RPC message received from the client, classified but with its params still raw.
public enum IncomingMessage: Sendable {
    /// A request that expects a response.
    case request(id: RequestID, method: String, body: Data)
    /// A notification (no id).
    case notification(method: String, body: Data)
    /// A response to a request the server sent.
    case response(id: RequestID, result: JSONValue?, error: ResponseError?)
    /// Something that is not a valid request or notification; reply with `error` to `id` (null when unknown).
    case invalid(id: RequestID?, error: ResponseError)
    /// A response from the client that is broken (no id, neither or both of `result` and `error`, …).
    /// It is logged and never answered: an answer would carry the id of one of the client's own
    /// requests, and the client would take it for the answer to that request.
    case malformedResponse(reason: String)

    /// The fields every message shares, each read leniently so that a field of the wrong type is
    /// classified here rather than failing the whole body; `params` is decoded later, typed, by the handler.
    private struct Envelope: Decodable {
        var jsonrpc: String?
        /// The id when it is a number or a string.
        var id: RequestID?
        /// Whether an `id` member is present (whatever its type, `null` included).
        var hasID: Bool
        var method: String?
        var hasMethod: Bool
        var result: JSONValue?
        var hasResult: Bool
        var error: ResponseError?
        var hasError: Bool

        enum CodingKeys: String, CodingKey { case jsonrpc, id, method, result, error }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            jsonrpc = try? container.decode(String.self, forKey: .jsonrpc)
            hasID = container.contains(.id)
            id = try? container.decode(RequestID.self, forKey: .id)
            hasMethod = container.contains(.method)
            method = try? container.decode(String.self, forKey: .method)
            hasResult = container.contains(.result)
            result = (try? container.decodeIfPresent(JSONValue.self, forKey: .result)) ?? nil
            hasError = container.contains(.error)
            error = try? container.decode(ResponseError.self, forKey: .error)
        }
    }

    /// Classifies a message body: a request or notification of the plain shape in one pass over it
    /// (`scanned(_:)`), anything else with `JSONDecoder` (`decoded(_:)`), which answers the same.
    public init(body: [UInt8]) {
        self = Self.scanned(body) ?? Self.decoded(body)
    }

    /// A request or notification read by one scan (which also proves the body valid UTF-8 and JSON
    /// without lone surrogate escapes, so it is handed on as it came); nil for every other body.
    static func scanned(_ body: [UInt8]) -> IncomingMessage? {
        let envelope = body.withUnsafeBytes { bytes in
            var scanner = DocumentTextScanner(bytes: bytes)
            return scanner.requestEnvelope()
        }
        guard let envelope else { return nil }
        if let id = envelope.id { return .request(id: id, method: envelope.method, body: Data(body)) }
        return .notification(method: envelope.method, body: Data(body))
    }

    /// Classifies any body with `JSONDecoder`: checks its UTF-8, makes lone surrogate escapes
    /// decodable, and decodes the envelope.
    static func decoded(_ body: [UInt8]) -> IncomingMessage {
        guard String(validating: body, as: UTF8.self) != nil else {
            return .invalid(id: nil, error: .parseError("message body is not valid UTF-8"))
        }
        guard let first = body.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            return .invalid(id: nil, error: .parseError("empty message body"))
        }
        let data = Data(LoneSurrogates.replacingEscapes(in: body))
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: data)
        } catch DecodingError.dataCorrupted {
            return .invalid(id: nil, error: .parseError("message body is not valid JSON"))
        } catch {
            return first == UInt8(ascii: "[")
                ? .invalid(id: nil, error: .invalidRequest("batch messages are not supported by LSP"))
                : .invalid(id: nil, error: .invalidRequest("not a JSON-RPC 2.0 message object"))
        }
        return classify(envelope, body: data)
    }

    private static func classify(_ envelope: Envelope, body: Data) -> IncomingMessage {
        guard envelope.hasMethod else {
            guard envelope.hasID || envelope.hasResult || envelope.hasError else {
                return .invalid(id: nil, error: .invalidRequest("message has neither method nor result"))
            }
            return classifyResponse(envelope)
        }
        if envelope.hasID, envelope.id == nil {
            return .invalid(id: nil, error: .invalidRequest("id must be a number or a string"))
        }
        guard envelope.jsonrpc == "2.0" else {
            return .invalid(id: envelope.id, error: .invalidRequest("jsonrpc must be \"2.0\""))
        }
        guard let method = envelope.method else {
            return .invalid(id: envelope.id, error: .invalidRequest("method must be a string"))
        }
        if let id = envelope.id {
            return .request(id: id, method: method, body: body)
        }
        return .notification(method: method, body: body)
    }

    /// A message without `method`: a response, or a broken one that is only logged.
    private static func classifyResponse(_ envelope: Envelope) -> IncomingMessage {
        guard envelope.jsonrpc == "2.0" else { return .malformedResponse(reason: "jsonrpc must be \"2.0\"") }
        guard let id = envelope.id else { return .malformedResponse(reason: "response without a number or string id") }
        switch (envelope.hasResult, envelope.hasError) {
        case (true, false):
            return .response(id: id, result: envelope.result, error: nil)
        case (false, true):
            guard let error = envelope.error else {
                return .malformedResponse(reason: "response to \(id) has an unreadable error object")
            }
            return .response(id: id, result: nil, error: error)
        case (true, true):
            return .malformedResponse(reason: "response to \(id) has both result and error")
        case (false, false):
            return .malformedResponse(reason: "response to \(id) has neither result nor error")
        }
    }
}
