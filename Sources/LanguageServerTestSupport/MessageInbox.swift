import Foundation
import LanguageServerProtocol
import SpecFoundation

/// Reads framed JSON-RPC messages from a file handle on a background thread and hands them out in order.
public final class MessageInbox: Sendable {
    /// Messages received and not yet taken, and whether the stream ended.
    private let stream = ConditionLocked(Stream())

    private struct Stream {
        var messages: [JSONValue] = []
        var ended = false
    }

    /// Starts reading `handle` until end of file.
    public init(reading handle: FileHandle) {
        let thread = Thread { [stream] in
            var framer = MessageFramer()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                for case .message(let body) in framer.feed(data) {
                    let value = (try? JSONDecoder().decode(JSONValue.self, from: Data(body))) ?? .string("<undecodable>")
                    stream.change { $0.messages.append(value) }
                }
            }
            stream.change { $0.ended = true }
        }
        thread.start()
    }

    /// Removes and returns the first message matching `predicate`, waiting up to `timeout` seconds.
    public func take(timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        let taken: JSONValue?? = stream.wait(until: deadline) { stream in
            if let index = stream.messages.firstIndex(where: predicate) {
                return .some(stream.messages.remove(at: index))
            }
            return stream.ended ? .some(nil) : nil
        }
        return taken ?? nil
    }

    /// Every message not yet taken once the stream has ended (nil if it does not end within `timeout`).
    public func remainingAtEnd(timeout: TimeInterval = 10) -> [JSONValue]? {
        let deadline = Date().addingTimeInterval(timeout)
        return stream.wait(until: deadline) { $0.ended ? $0.messages : nil }
    }

    /// Every message not yet taken.
    public func remaining() -> [JSONValue] {
        stream.withLock { $0.messages }
    }
}
