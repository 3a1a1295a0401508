import Foundation
import LanguageServerProtocol
import SpecFoundation

/// Reads framed JSON-RPC messages from a file handle on a background thread and hands them out in order.
public final class MessageInbox: @unchecked Sendable {
    /// Messages received and not yet taken. Guarded by `condition`.
    private var messages: [JSONValue] = []
    /// Whether the stream ended. Guarded by `condition`.
    private var ended = false
    private let condition = NSCondition()

    /// Starts reading `handle` until end of file.
    public init(reading handle: FileHandle) {
        let thread = Thread { [self] in
            var framer = MessageFramer()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                for case .message(let body) in framer.feed(data) {
                    let value = (try? JSONDecoder().decode(JSONValue.self, from: Data(body))) ?? .string("<undecodable>")
                    condition.lock()
                    messages.append(value)
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// Removes and returns the first message matching `predicate`, waiting up to `timeout` seconds.
    public func take(timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = messages.firstIndex(where: predicate) {
                return messages.remove(at: index)
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Every message not yet taken once the stream has ended (nil if it does not end within `timeout`).
    public func remainingAtEnd(timeout: TimeInterval = 10) -> [JSONValue]? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) { return nil }
        }
        return messages
    }

    /// Every message not yet taken.
    public func remaining() -> [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return messages
    }
}

extension MessageInbox {
    /// Removes and returns the first notification of type `Notification` (the whole message) that
    /// matches `predicate`, waiting up to `timeout` seconds.
    public func take<Notification: LSPNotification>(
        _ notification: Notification.Type, timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool = { _ in true }
    ) -> JSONValue? {
        take(timeout: timeout) { $0.isNotification(Notification.self) && predicate($0) }
    }

    /// Removes and returns the first server-to-client request of type `Request` (the whole message,
    /// whose `id` the answer names) that matches `predicate`, waiting up to `timeout` seconds.
    public func take<Request: LSPRequest>(
        _ request: Request.Type, timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool = { _ in true }
    ) -> JSONValue? {
        take(timeout: timeout) { $0.isRequest(Request.self) && predicate($0) }
    }
}

extension JSONValue {
    /// Whether this message is a notification of type `Notification`: its method, and no id.
    public func isNotification<Notification: LSPNotification>(_ notification: Notification.Type) -> Bool {
        self["method"] == .string(Notification.method) && self["id"] == nil
    }

    /// Whether this message is a request of type `Request`: its method, and an id.
    public func isRequest<Request: LSPRequest>(_ request: Request.Type) -> Bool {
        self["method"] == .string(Request.method) && self["id"] != nil
    }
}
