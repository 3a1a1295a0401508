import Foundation
import LanguageServerProtocol
import SpecFoundation

/// A typed LSP client for tests and tools: sends `LSPRequest` and `LSPNotification` values and
/// decodes the answers into the request's `Result`. The transport is the caller's: `deliver` takes
/// each message body (unframed JSON), and what the server writes arrives in `inbox`. Thread-safe.
public final class LanguageClient: Sendable {
    /// What the server wrote, in order.
    public let inbox: MessageInbox
    fileprivate let deliver: @Sendable (Data) -> Void
    /// The id of the next numeric request.
    private let nextID = Locked(1)

    /// A client handing message bodies to `deliver` and reading the server's messages from `inbox`.
    public init(inbox: MessageInbox, deliver: @escaping @Sendable (Data) -> Void) {
        self.inbox = inbox
        self.deliver = deliver
    }

    /// Sends `request` and waits for its answer: the result, or the server's error thrown as a
    /// `ResponseError`; `LanguageClientError` when no answer comes within `timeout` seconds or it does
    /// not decode as `Request.Result`.
    public func send<Request: LSPRequest>(_ request: Request, timeout: TimeInterval = 10) throws -> Request.Result
    where Request.Result: Decodable {
        try result(of: Request.self, for: post(request), timeout: timeout)
    }

    /// Sends `request` without waiting (with the next numeric id, or `id`); returns its id.
    @discardableResult
    public func post<Request: LSPRequest>(_ request: Request, id: RequestID? = nil) -> RequestID {
        let id = id ?? takeID()
        deliver(Self.body(of: request, id: id))
        return id
    }

    /// Waits for the answer to the request `id` of type `Request`.
    public func result<Request: LSPRequest>(of request: Request.Type, for id: RequestID, timeout: TimeInterval = 10) throws
        -> Request.Result
    where Request.Result: Decodable {
        guard let response = response(to: id, timeout: timeout) else {
            throw LanguageClientError.noAnswer(method: Request.method, id: id)
        }
        if let error = response["error"], error != .null {
            throw try decode(ResponseError.self, from: error)
        }
        return try decode(Request.Result.self, from: response["result"] ?? .null)
    }

    /// Waits for the whole response message to the request `id` (nil after `timeout` seconds).
    public func response(to id: RequestID, timeout: TimeInterval = 10) -> JSONValue? {
        inbox.response(to: id, timeout: timeout)?.message
    }

    /// Sends `notification`.
    public func notify<Notification: LSPNotification>(_ notification: Notification) {
        deliver(Self.body(of: notification))
    }

    /// Waits for a notification of type `Notification` whose params match `predicate`, and returns
    /// its params (nil after `timeout` seconds).
    public func notification<Notification: LSPNotification>(
        _ notification: Notification.Type, timeout: TimeInterval = 10,
        where predicate: (Notification.Params) -> Bool = { _ in true }
    ) -> Notification.Params? where Notification.Params: Decodable {
        let message = inbox.take(timeout: timeout) { message in
            guard message["method"] == .string(Notification.method), message["id"] == nil,
                let params = try? self.decode(Notification.Params.self, from: message["params"] ?? .null)
            else { return false }
            return predicate(params)
        }
        return message.flatMap { try? decode(Notification.Params.self, from: $0["params"] ?? .null) }
    }

    /// Waits for a notification of type `Notification` whose whole message matches `predicate`, and
    /// returns that message (nil after `timeout` seconds), for tests that check the wire form.
    public func notificationMessage<Notification: LSPNotification>(
        _ notification: Notification.Type, timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool = { _ in true }
    ) -> JSONValue? {
        inbox.take(Notification.self, timeout: timeout, where: predicate)
    }

    /// Waits for a request of type `Request` from the server whose whole message matches `predicate`,
    /// and returns that message (nil after `timeout` seconds); answer it with `respond(to:with:)`.
    public func serverRequest<Request: LSPRequest>(
        _ request: Request.Type, timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool = { _ in true }
    ) -> JSONValue? {
        inbox.take(Request.self, timeout: timeout, where: predicate)
    }

    /// Waits for the server's next request of type `Request`, answers it with `result`, and returns
    /// the request's message (nil, unanswered, when none comes within `timeout` seconds).
    @discardableResult
    public func answer<Request: LSPRequest, Result: Encodable>(
        _ request: Request.Type, with result: Result, timeout: TimeInterval = 10
    ) -> JSONValue? {
        guard let message = serverRequest(Request.self, timeout: timeout), let id = message["id"] else { return nil }
        respond(to: id, with: result)
        return message
    }

    /// The next numeric request id.
    private func takeID() -> RequestID {
        nextID.withLock { nextID in
            nextID += 1
            return .number(nextID - 1)
        }
    }

    /// Decodes a JSON value received from the server as `type`.
    public func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
        } catch {
            throw LanguageClientError.undecodable(type: String(describing: Value.self), value: value, error: String(describing: error))
        }
    }

    /// The message body of `request` with `id`, for a caller that writes it itself.
    public static func body<Request: LSPRequest>(of request: Request, id: RequestID) -> Data {
        encode(OutgoingMessage(id: id, method: Request.method, params: request.params))
    }

    /// The message body of `notification`, for a caller that writes it itself.
    public static func body<Notification: LSPNotification>(of notification: Notification) -> Data {
        encode(OutgoingMessage(id: nil, method: Notification.method, params: notification.params))
    }

    fileprivate static func encode<Message: Encodable>(_ message: Message) -> Data {
        // Encoding typed params cannot fail: they hold no non-finite numbers.
        (try? JSONEncoder().encode(message)) ?? Data()
    }
}

/// Why a `LanguageClient` request has no result.
public enum LanguageClientError: Error, CustomStringConvertible {
    /// No answer within the timeout.
    case noAnswer(method: String, id: RequestID)
    /// The answer does not decode as the expected type.
    case undecodable(type: String, value: JSONValue, error: String)

    public var description: String {
        switch self {
        case .noAnswer(let method, let id): "no answer to \(method) (id \(id))"
        case .undecodable(let type, let value, let error): "cannot decode \(type) from \(value): \(error)"
        }
    }
}

/// A request (with an id) or a notification (without), as written to the server.
private struct OutgoingMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID?
    var method: String
    var params: Params
}

extension LanguageClient {
    /// `initialize` with `params`, then `initialized`; returns the server's answer.
    @discardableResult
    public func initialize(_ params: InitializeParams, timeout: TimeInterval = 10) throws -> InitializeResult {
        let result = try send(InitializeRequest(params), timeout: timeout)
        notify(InitializedNotification())
        return result
    }

    /// `textDocument/didOpen` of `text` as `uri`.
    public func open(_ uri: String, text: String, languageId: String = "json", version: Int = 1) {
        notify(
            DidOpenTextDocumentNotification(
                DidOpenTextDocumentParams(
                    textDocument: TextDocumentItem(uri: uri, languageId: languageId, version: version, text: text))))
    }
}

extension LanguageClient {
    /// Sends `request` and waits for the whole response message (its `result` or `error` as sent),
    /// for tests that check the wire form; nil after `timeout` seconds.
    public func response<Request: LSPRequest>(_ request: Request, timeout: TimeInterval = 10) -> JSONValue? {
        response(to: post(request), timeout: timeout)
    }

    /// `value` as the JSON it is sent as.
    public static func json<Value: Encodable>(_ value: Value) -> JSONValue {
        (try? JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))) ?? .null
    }
}

extension LanguageClient {
    /// Answers every request the server sends from now on with `result` as soon as it arrives (the
    /// requests are not kept), for a client that only drives the server.
    public func answerEveryServerRequest<Result: Encodable & Sendable>(with result: Result) {
        let deliver = deliver
        inbox.handleServerRequests { request in
            guard let idValue = request["id"], let id = try? JSONDecoder().decode(RequestID.self, from: JSONEncoder().encode(idValue))
            else { return }
            deliver(Self.responseBody(to: id, result: result))
        }
    }

    /// Answers the server's request `id` (as received) with `result`.
    public func respond<Result: Encodable>(to id: JSONValue, with result: Result) {
        guard let requestID = try? decode(RequestID.self, from: id) else { return }
        deliver(Self.responseBody(to: requestID, result: result))
    }

    /// The message body answering the server's request `id` with `result`, for a caller that writes it itself.
    public static func responseBody<Result: Encodable>(to id: RequestID, result: Result) -> Data {
        encode(ResponseToServer(id: id, result: result))
    }
}

/// The client's answer to a server-to-client request.
private struct ResponseToServer<Result: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID
    var result: Result

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

    /// Writes `result` even when it is nil (`null`), as JSON-RPC requires.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        try container.encode(result, forKey: .result)
    }
}
