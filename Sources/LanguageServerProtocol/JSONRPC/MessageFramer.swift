import Foundation

/// Splits the LSP base protocol's byte stream into message bodies.
///
/// A frame is a header block (`Content-Length: N`, optionally `Content-Type: …`, lines ending in
/// `\r\n`, a blank line) followed by exactly N bytes of body. Input may arrive in any chunking.
/// A broken header block is reported once as `.malformed` and the framer resynchronizes on the next
/// `Content-Length:` header, so one bad frame does not take the connection down.
public struct MessageFramer: Sendable {
    /// One result of feeding bytes.
    public enum Event: Equatable, Sendable {
        /// A complete message body.
        case message([UInt8])
        /// A header block that could not be read; the reason is for logs and the error reply.
        case malformed(String)
    }

    /// Bytes received and not yet consumed.
    private var buffer: [UInt8] = []
    /// Index into `buffer` where unconsumed data begins (compacted lazily).
    private var start = 0
    /// Body length announced by the header block just read, while waiting for the body.
    private var pendingLength: Int?
    /// Whether the framer is skipping bytes after a malformed header block.
    private var resynchronizing = false

    /// Largest body accepted (256 MiB); larger announcements are malformed.
    public static let maximumBodyLength = 256 << 20
    private static let headerTerminator: [UInt8] = Array("\r\n\r\n".utf8)
    private static let contentLengthName: [UInt8] = Array("content-length:".utf8)

    /// Creates an empty framer.
    public init() {}

    /// Whether bytes of an incomplete frame are buffered (at end of input this means a truncated frame).
    public var hasPartialFrame: Bool {
        pendingLength != nil || buffer[start...].contains { !Self.isWhitespace($0) }
    }

    /// Appends `bytes` and returns every event they complete, in order.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        while let event = nextEvent() {
            events.append(event)
        }
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return events
    }

    /// Consumes one frame or one malformed header block, if the buffer holds enough.
    private mutating func nextEvent() -> Event? {
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<(start + length)])
            start += length
            pendingLength = nil
            return .message(body)
        }
        if resynchronizing {
            guard let next = indexOfContentLength(from: start) else {
                // Keep a tail that may be the beginning of a split header name.
                start = max(start, buffer.count - Self.contentLengthName.count)
                return nil
            }
            start = next
            resynchronizing = false
        }
        while start < buffer.count, Self.isWhitespace(buffer[start]) { start += 1 }
        guard let end = index(of: Self.headerTerminator, from: start) else {
            if buffer.count - start > 8_192 {
                resynchronizing = true
                start += 1
                return .malformed("header block too long")
            }
            return nil
        }
        switch Self.contentLength(ofHeader: buffer[start..<end]) {
        case .success(let length):
            start = end + Self.headerTerminator.count
            pendingLength = length
            return nextEvent()
        case .failure(let reason):
            // Resynchronize from inside the broken block: a valid header may follow garbage on its line.
            start += 1
            resynchronizing = true
            return .malformed(reason.message)
        }
    }

    private struct HeaderError: Error {
        var message: String
    }

    /// Reads the `Content-Length` of a header block (without its terminating blank line).
    private static func contentLength(ofHeader header: ArraySlice<UInt8>) -> Result<Int, HeaderError> {
        var length: Int?
        let lines = String(decoding: header, as: UTF8.self).components(separatedBy: "\r\n")
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderError(message: "header line without a colon: \(line.prefix(80))"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0, parsed <= maximumBodyLength else {
                    return .failure(HeaderError(message: "invalid Content-Length: \(value.prefix(40))"))
                }
                length = parsed
            }
        }
        guard let length else { return .failure(HeaderError(message: "missing Content-Length header")) }
        return .success(length)
    }

    private func index(of needle: [UInt8], from position: Int) -> Int? {
        guard buffer.count - position >= needle.count else { return nil }
        var index = position
        let last = buffer.count - needle.count
        while index <= last {
            if buffer[index] == needle[0], Array(buffer[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// The first occurrence of `Content-Length:` (any case) at or after `position`.
    private func indexOfContentLength(from position: Int) -> Int? {
        let name = Self.contentLengthName
        var index = position
        while index + name.count <= buffer.count {
            var matches = true
            for offset in 0..<name.count where Self.lowercased(buffer[index + offset]) != name[offset] {
                matches = false
                break
            }
            if matches { return index }
            index += 1
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
