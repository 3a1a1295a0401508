import Foundation
import SpecFoundation

/// The one writer of the server's output: frames each message and writes it whole, one at a time,
/// in the order the messages were handed over, each frame (header and body) in one `writev` call.
///
/// Thread-safe. A message is written on the calling thread when nothing else is waiting or being
/// written (`Delivery.direct`: a keystroke's answer goes out without waiting for another thread to
/// wake, which on busy cores took up to 5 ms, issue 30); otherwise, and always for
/// `Delivery.queued`, it waits in line and the writer's own serial queue writes it. The reader
/// thread hands its messages over `.queued`, so a client that stops reading stdout never stalls the
/// reading of stdin (which would deadlock a client that is itself blocked writing to us).
public final class MessageWriter: Sendable {
    /// How a message handed over reaches the output.
    public enum Delivery: Sendable {
        /// On the calling thread, at once, when no message is waiting or being written; otherwise
        /// queued. The caller may block while the client does not read.
        case direct
        /// Through the writer's queue: the caller never blocks on output (the reader thread).
        case queued
    }

    /// Where framed messages go (stdout for the server). Written by one thread at a time: whoever
    /// set `Line.busy`.
    private let output: FileHandle
    /// Writes the messages waiting in line, in order.
    private let writes = DispatchQueue(label: "designspec.lsp.writer")
    /// The line of messages and who writes them, under one lock; waiters of `flush` and `close`
    /// wake on every change.
    private let line = ConditionLocked(Line())

    private struct Line {
        /// Encoded bodies waiting to be written, each with its number, oldest first.
        var waiting: [(number: Int, body: [UInt8])] = []
        /// Numbers of messages handed over so far (the next message gets `handedOver + 1`).
        var handedOver = 0
        /// Messages written or dropped: every message numbered up to this one is done with.
        var done = 0
        /// Whether a thread is writing or the queue is scheduled to: the output's one writer.
        var busy = false
        /// Whether the output failed (e.g. the client closed the pipe); later messages are dropped.
        var failed = false
        /// Messages numbered above this are dropped: `close` ends the output there, so no frame is
        /// begun that the process's exit could cut.
        var lastAccepted = Int.max
    }

    /// Creates a writer on `output`.
    public init(output: FileHandle) {
        self.output = output
    }

    /// Sends a response carrying `result` (encoded as `null` when it is nil).
    public func respond<Result: Encodable>(to id: RequestID, result: Result, delivery: Delivery = .direct) {
        write(ResponseMessage(id: id, result: result, error: nil), delivery: delivery)
    }

    /// Sends an error response; `id` is nil when the request's id could not be read.
    public func respond(to id: RequestID?, error: ResponseError, delivery: Delivery = .direct) {
        write(ResponseMessage<JSONValue>(id: id, result: nil, error: error), delivery: delivery)
    }

    /// Sends a notification.
    public func notify<Params: Encodable>(method: String, params: Params, delivery: Delivery = .direct) {
        write(NotificationMessage(method: method, params: params), delivery: delivery)
    }

    /// Sends a typed notification.
    public func send<Notification: LSPNotification>(_ notification: Notification, delivery: Delivery = .direct) {
        notify(method: Notification.method, params: notification.params, delivery: delivery)
    }

    /// Sends a request from the server to the client (`params` omitted when nil).
    public func request<Params: Encodable>(id: RequestID, method: String, params: Params?, delivery: Delivery = .direct) {
        write(RequestMessage(id: id, method: method, params: params), delivery: delivery)
    }

    /// Frames already-encoded JSON bytes: `Content-Length` header, blank line, body.
    public static func frame(_ body: Data) -> Data {
        header(bodyLength: body.count) + body
    }

    /// The header block of a frame whose body is `bodyLength` bytes.
    public static func header(bodyLength: Int) -> Data {
        Data("Content-Length: \(bodyLength)\r\n\r\n".utf8)
    }

    /// Returns once every message handed over before the call has been written (or dropped
    /// after a write error), or after `timeout` when the client does not read; true when flushed.
    @discardableResult
    public func flush(timeout: DispatchTime = .distantFuture) -> Bool {
        let last = line.withLock { $0.handedOver }
        return waitUntilDone(through: last, timeout: timeout)
    }

    /// Writes every message handed over before the call, then drops any handed over later, and
    /// returns: the process may then exit without cutting a frame. Waits at most until `timeout`
    /// (a client that does not read must not keep the process alive); true when drained in time.
    @discardableResult
    public func close(timeout: DispatchTime) -> Bool {
        let last = line.change { line in
            line.lastAccepted = min(line.lastAccepted, line.handedOver)
            return line.lastAccepted
        }
        return waitUntilDone(through: last, timeout: timeout)
    }

    private func waitUntilDone(through last: Int, timeout: DispatchTime) -> Bool {
        line.wait(until: timeout) { line in line.done >= last ? true : nil } ?? false
    }

    /// A notification encoded ahead of sending it (`send(_:delivery:)`): a caller that must wait
    /// before a large message goes out encodes it first, so that nothing is left to do but write once
    /// it may. Nil (logged) when `params` cannot be encoded.
    public static func encodeNotification<Params: Encodable>(method: String, params: Params) -> EncodedMessage? {
        encode(NotificationMessage(method: method, params: params))
    }

    /// Sends a message encoded by `encodeNotification(method:params:)`.
    public func send(_ message: EncodedMessage, delivery: Delivery = .direct) {
        handOver(message.body, delivery: delivery)
    }

    private static func encode<Message: Encodable>(_ message: Message) -> EncodedMessage? {
        do {
            return EncodedMessage(body: try JSONWriter.encode(message))
        } catch {
            ServerLog.log("could not encode an outgoing message: \(error)")
            return nil
        }
    }

    private func write<Message: Encodable>(_ message: Message, delivery: Delivery) {
        guard let encoded = Self.encode(message) else { return }
        handOver(encoded.body, delivery: delivery)
    }

    /// Numbers `body`, then writes it here (`.direct`, nothing ahead of it) or puts it in line.
    private func handOver(_ body: [UInt8], delivery: Delivery) {
        let writeHere = line.change { line -> Int? in
            line.handedOver += 1
            let number = line.handedOver
            if line.failed || number > line.lastAccepted {
                if line.waiting.isEmpty, !line.busy {
                    line.done = number
                } else {
                    line.waiting.append((number, []))  // dropped in its turn, so `done` stays in order
                }
                return nil
            }
            if delivery == .direct, !line.busy, line.waiting.isEmpty {
                line.busy = true
                return number
            }
            line.waiting.append((number, body))
            if !line.busy {
                line.busy = true
                writes.async { self.drain() }
            }
            return nil
        }
        guard let number = writeHere else { return }
        let succeeded = writeFrame(body)
        line.change { line in
            if !succeeded { line.failed = true }
            line.done = number
            if line.waiting.isEmpty {
                line.busy = false
            } else {
                // Others queued behind this one: the writer's queue takes them, so this caller is back
                // at once (the next keystroke is not held up by a large publication).
                writes.async { self.drain() }
            }
        }
    }

    /// Writes the waiting messages in order until none is left (on `writes`, while `busy`).
    private func drain() {
        while let batch = line.change({ line -> [(number: Int, body: [UInt8])]? in
            guard !line.waiting.isEmpty else {
                line.busy = false
                return nil
            }
            defer { line.waiting = [] }
            return line.waiting
        }) {
            for message in batch {
                let dropped = line.withLock { $0.failed || message.number > $0.lastAccepted }
                let failed = !dropped && !writeFrame(message.body)
                line.change { line in
                    if failed { line.failed = true }
                    line.done = message.number
                }
            }
        }
    }

    /// Writes one framed message; false (logged) when the output failed.
    private func writeFrame(_ body: [UInt8]) -> Bool {
        do {
            // Header and body in one `writev` call (retried only when short), so a reader never
            // sees a header without its body, and a body of megabytes is not copied behind a header.
            try Self.writeAll(header: Array(Self.header(bodyLength: body.count)), body: body, to: output.fileDescriptor)
            return true
        } catch {
            ServerLog.log("could not write to the client: \(error)")
            return false
        }
    }
}

/// A message's JSON body, ready to be framed and written.
public struct EncodedMessage: Sendable {
    /// The encoded message.
    let body: [UInt8]
}

extension MessageWriter {
    /// Writes all of `header`, then all of `body`, to `fileDescriptor` with `writev` (no copy of the
    /// body behind the header), retrying short and interrupted writes from where they stopped.
    fileprivate static func writeAll(header: [UInt8], body: [UInt8], to fileDescriptor: Int32) throws {
        try header.withUnsafeBytes { header in
            try body.withUnsafeBytes { body in
                var written = 0
                while written < header.count + body.count {
                    let headerDone = min(written, header.count)
                    let bodyDone = written - headerDone
                    var vectors = [
                        iovec(
                            iov_base: header.baseAddress.map { UnsafeMutableRawPointer(mutating: $0 + headerDone) },
                            iov_len: header.count - headerDone),
                        iovec(
                            iov_base: body.baseAddress.map { UnsafeMutableRawPointer(mutating: $0 + bodyDone) },
                            iov_len: body.count - bodyDone)
                    ]
                    let result = Foundation.writev(fileDescriptor, &vectors, Int32(vectors.count))
                    if result < 0 {
                        if errno == EINTR { continue }
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                    written += result
                }
            }
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
