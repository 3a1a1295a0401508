import Foundation
import SpecFoundation

/// The one writer of the server's output: frames each message and writes it whole, one at a time,
/// in the order the messages were handed over, each frame (header and body) in one `writev` call.
///
/// Thread-safe and never blocking: callers (the reader thread, the server's queue, workers) encode
/// their message and enqueue it; a dedicated serial queue does the blocking writes. A client that
/// stops reading stdout therefore stalls only that queue, never the reading of stdin (which would
/// deadlock a client that is itself blocked writing to us).
public final class MessageWriter: Sendable {
    /// Where framed messages go (stdout for the server). Only touched on `writes`.
    private let output: FileHandle
    /// Performs the writes, in enqueue order.
    private let writes = DispatchQueue(label: "designspec.lsp.writer")
    /// Whether later messages are dropped; confined to `writes`.
    private let dropping: QueueConfined<Dropping>

    private struct Dropping {
        /// Whether the output failed (e.g. the client closed the pipe); later writes are dropped.
        var failed = false
        /// Whether `close` drained the queue; later messages are dropped, so no frame is begun that
        /// the process's exit could cut.
        var closed = false
    }

    /// Creates a writer on `output`.
    public init(output: FileHandle) {
        self.output = output
        dropping = QueueConfined(Dropping(), on: writes)
    }

    /// Sends a response carrying `result` (encoded as `null` when it is nil).
    public func respond<Result: Encodable>(to id: RequestID, result: Result) {
        write(ResponseMessage(id: id, result: result, error: nil))
    }

    /// Sends an error response; `id` is nil when the request's id could not be read.
    public func respond(to id: RequestID?, error: ResponseError) {
        write(ResponseMessage<JSONValue>(id: id, result: nil, error: error))
    }

    /// Sends a notification.
    public func notify<Params: Encodable>(method: String, params: Params) {
        write(NotificationMessage(method: method, params: params))
    }

    /// Sends a typed notification.
    public func send<Notification: LSPNotification>(_ notification: Notification) {
        notify(method: Notification.method, params: notification.params)
    }

    /// Sends a request from the server to the client (`params` omitted when nil).
    public func request<Params: Encodable>(id: RequestID, method: String, params: Params?) {
        write(RequestMessage(id: id, method: method, params: params))
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
        let done = DispatchSemaphore(value: 0)
        writes.async { done.signal() }
        return done.wait(timeout: timeout) == .success
    }

    /// Writes every message handed over before the call, then drops any handed over later, and
    /// returns: the process may then exit without cutting a frame. Waits at most until `timeout`
    /// (a client that does not read must not keep the process alive); true when drained in time.
    @discardableResult
    public func close(timeout: DispatchTime) -> Bool {
        let done = DispatchSemaphore(value: 0)
        writes.async { [self] in
            dropping.value.closed = true
            done.signal()
        }
        return done.wait(timeout: timeout) == .success
    }

    private func write<Message: Encodable>(_ message: Message) {
        let body: [UInt8]
        do {
            body = try JSONWriter.encode(message)
        } catch {
            ServerLog.log("could not encode an outgoing message: \(error)")
            return
        }
        writes.async { [self] in
            guard !dropping.value.failed, !dropping.value.closed else { return }
            do {
                // Header and body in one `writev` call (retried only when short), so a reader never
                // sees a header without its body, and a body of megabytes is not copied behind a header.
                try Self.writeAll(header: Array(Self.header(bodyLength: body.count)), body: body, to: output.fileDescriptor)
            } catch {
                dropping.value.failed = true
                ServerLog.log("could not write to the client: \(error)")
            }
        }
    }
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
