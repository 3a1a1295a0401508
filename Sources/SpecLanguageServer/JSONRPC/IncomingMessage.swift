import Foundation

/// One JSON-RPC message received from the client, classified but with its params still raw.
enum IncomingMessage: Sendable {
    /// A request that expects a response.
    case request(id: RequestID, method: String, body: Data)
    /// A notification (no id).
    case notification(method: String, body: Data)
    /// A response to a request the server sent.
    case response(id: RequestID, result: JSONValue?, error: ResponseError?)
    /// Something that is not a valid message; reply with `error` to `id` (null when unknown).
    case invalid(id: RequestID?, error: ResponseError)

    /// The fields every message shares; `params` is decoded later, typed, by the handler.
    private struct Envelope: Decodable {
        var jsonrpc: String?
        var id: RequestID?
        var method: String?
        var result: JSONValue?
        var error: ResponseError?
        var hasResult: Bool

        enum CodingKeys: String, CodingKey { case jsonrpc, id, method, result, error }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
            id = try container.decodeIfPresent(RequestID.self, forKey: .id)
            method = try container.decodeIfPresent(String.self, forKey: .method)
            hasResult = container.contains(.result)
            result = try container.decodeIfPresent(JSONValue.self, forKey: .result)
            error = try container.decodeIfPresent(ResponseError.self, forKey: .error)
        }
    }

    /// Only the id, to address an error reply to a message whose other fields are broken.
    private struct IDOnly: Decodable {
        var id: RequestID?
    }

    /// Classifies a message body.
    init(body: [UInt8]) {
        let data = Data(body)
        guard let first = body.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            self = .invalid(id: nil, error: .parseError("empty message body"))
            return
        }
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: data)
        } catch DecodingError.dataCorrupted {
            self = .invalid(id: nil, error: .parseError("message body is not valid JSON"))
            return
        } catch {
            if first == UInt8(ascii: "[") {
                self = .invalid(id: nil, error: .invalidRequest("batch messages are not supported by LSP"))
            } else {
                let id = (try? JSONDecoder().decode(IDOnly.self, from: data))?.id
                self = .invalid(id: id, error: .invalidRequest("not a JSON-RPC 2.0 message object"))
            }
            return
        }
        guard envelope.jsonrpc == "2.0" else {
            self = .invalid(id: envelope.id, error: .invalidRequest("jsonrpc must be \"2.0\""))
            return
        }
        switch (envelope.id, envelope.method) {
        case (let id?, let method?):
            self = .request(id: id, method: method, body: data)
        case (nil, let method?):
            self = .notification(method: method, body: data)
        case (let id?, nil) where envelope.hasResult || envelope.error != nil:
            self = .response(id: id, result: envelope.result, error: envelope.error)
        default:
            self = .invalid(id: envelope.id, error: .invalidRequest("message has neither method nor result"))
        }
    }
}
