import Foundation
import LanguageServerProtocol
import SpecFoundation

/// Reads framed JSON-RPC messages from a file handle and hands them out in order, each with the
/// moment it arrived.
///
/// The reader thread only frames and time-stamps (so decoding a large message never delays the
/// arrival time of the next one); a serial queue sorts the bodies. Responses are decoded there, a
/// request from the server goes to `serverRequestHandler` when one is set, and notifications are
/// kept as bodies and decoded only when a waiter looks at them.
public final class MessageInbox: Sendable {
    /// A message and when the chunk holding its last byte arrived (`MessageInbox.now()`).
    public struct Received: Sendable {
        /// The whole message.
        public let message: JSONValue
        /// Nanoseconds on the monotonic clock of `MessageInbox.now()`.
        public let arrival: UInt64
    }

    /// A message not yet taken: its body, its method (nil for a response), whether it has an id,
    /// and its decoded form once something has looked at it.
    private struct Entry {
        let body: Data
        let keys: TopLevelKeys
        let arrival: UInt64
        var decoded: JSONValue?

        var isNotification: Bool { keys.method != nil && !keys.hasID }
    }

    /// What the reader has sorted and the takers take.
    private struct State {
        /// Messages received and not yet taken.
        var entries: [Entry] = []
        /// Whether the stream ended and every message is sorted.
        var ended = false
        /// Handles requests from the server instead of keeping them.
        var handler: (@Sendable (JSONValue) -> Void)?

        /// The message at `index`, decoded once.
        mutating func message(at index: Int) -> JSONValue {
            if let decoded = entries[index].decoded { return decoded }
            let decoded = MessageInbox.decode(entries[index].body)
            entries[index].decoded = decoded
            return decoded
        }
    }

    private let state = ConditionLocked(State())
    private let sorting = DispatchQueue(label: "designspec.message-inbox.sorting")

    /// Nanoseconds on a monotonic clock: the clock of `Received.arrival`.
    public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Starts reading `handle` until end of file.
    public init(reading handle: FileHandle) {
        let thread = Thread { [self] in
            var framer = MessageFramer()
            while true {
                let data = handle.availableData
                let arrival = Self.now()
                if data.isEmpty { break }
                for case .message(let body) in framer.feed(data) {
                    sorting.async { [self] in accept(Data(body), arrival: arrival) }
                }
            }
            sorting.async { [self] in
                state.change { $0.ended = true }
            }
        }
        thread.start()
    }

    /// Requests from the server (a method and an id) arriving from now on go to `handler`, on the
    /// sorting queue, instead of being kept.
    public func handleServerRequests(_ handler: @escaping @Sendable (JSONValue) -> Void) {
        state.withLock { $0.handler = handler }
    }

    private func accept(_ body: Data, arrival: UInt64) {
        let keys = TopLevelKeys(body)
        var entry = Entry(body: body, keys: keys, arrival: arrival)
        if !entry.isNotification { entry.decoded = Self.decode(body) }
        if keys.method != nil, keys.hasID, let handler = state.withLock({ $0.handler }), let request = entry.decoded {
            handler(request)
            return
        }
        state.change { $0.entries.append(entry) }
    }

    fileprivate static func decode(_ body: Data) -> JSONValue {
        (try? JSONDecoder().decode(JSONValue.self, from: body)) ?? .string("<undecodable>")
    }

    /// Waits up to `timeout` seconds for `find` to return an index into the entries; removes and
    /// returns that entry.
    private func takeEntry(timeout: TimeInterval, find: (inout State) -> Int?) -> Received? {
        let deadline = Date().addingTimeInterval(timeout)
        let taken: Received?? = state.wait(until: deadline) { state in
            if let index = find(&state) {
                let received = Received(message: state.message(at: index), arrival: state.entries[index].arrival)
                state.entries.remove(at: index)
                return .some(received)
            }
            return state.ended ? .some(nil) : nil
        }
        return taken ?? nil
    }

    /// Removes and returns the first message matching `predicate`, waiting up to `timeout` seconds.
    public func take(timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool) -> JSONValue? {
        takeEntry(timeout: timeout) { state in state.entries.indices.first { predicate(state.message(at: $0)) } }?.message
    }

    /// Removes and returns the response to the request `id` with its arrival time, waiting up to
    /// `timeout` seconds.
    public func response(to id: RequestID, timeout: TimeInterval = 10) -> Received? {
        let idValue = LanguageClient.json(id)
        return takeEntry(timeout: timeout) { state in
            state.entries.firstIndex { $0.keys.method == nil && $0.decoded?["id"] == idValue }
        }
    }

    /// Removes and returns the first notification of type `Notification` that arrived at or after
    /// `notBefore` and matches `predicate`, with its arrival time, waiting up to `timeout` seconds;
    /// every notification before it is dropped (a benchmark waits for the latest of a kind).
    public func latestNotification<Notification: LSPNotification>(
        _ notification: Notification.Type, arrivedAtOrAfter notBefore: UInt64, timeout: TimeInterval,
        where predicate: (JSONValue) -> Bool
    ) -> Received? {
        let deadline = Date().addingTimeInterval(timeout)
        let taken: Received?? = state.wait(until: deadline) { state in
            let found = state.entries.indices.first { index in
                state.entries[index].isNotification && state.entries[index].keys.method == Notification.method
                    && state.entries[index].arrival >= notBefore && predicate(state.message(at: index))
            }
            if let found {
                let received = Received(message: state.message(at: found), arrival: state.entries[found].arrival)
                state.entries = state.entries[..<found].filter { !$0.isNotification } + state.entries[(found + 1)...]
                return .some(received)
            }
            return state.ended ? .some(nil) : nil
        }
        return taken ?? nil
    }

    /// Forgets every notification received so far.
    public func discardNotifications() {
        state.withLock { $0.entries.removeAll { $0.isNotification } }
    }

    /// Every message not yet taken once the stream has ended (nil if it does not end within `timeout`).
    public func remainingAtEnd(timeout: TimeInterval = 10) -> [JSONValue]? {
        state.wait(until: Date().addingTimeInterval(timeout)) { state in
            state.ended ? state.entries.indices.map { state.message(at: $0) } : nil
        }
    }

    /// Every message not yet taken.
    public func remaining() -> [JSONValue] {
        state.withLock { state in state.entries.indices.map { state.message(at: $0) } }
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
