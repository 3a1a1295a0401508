/// A run of bytes inside a catalog's retained file buffer, so that parsed tables hold offsets instead
/// of one heap-allocated `String` per field.
struct ByteSpan: Sendable {
    /// The first byte's offset.
    let start: Int32
    /// The number of bytes.
    let count: Int32

    /// The empty span.
    static let empty = ByteSpan(start: 0, count: 0)

    /// The span of `range`.
    init(_ range: Range<Int>) {
        start = Int32(clamping: range.lowerBound)
        count = Int32(clamping: range.count)
    }

    private init(start: Int32, count: Int32) {
        self.start = start
        self.count = count
    }

    /// Whether the span has no bytes.
    var isEmpty: Bool { count == 0 }

    /// The span as an index range.
    var range: Range<Int> { Int(start)..<Int(start) + Int(count) }

    /// The span's bytes in `buffer`, decoded as UTF-8.
    func string(in buffer: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// The span's bytes decoded as UTF-8, or nil when the span is empty.
    func optionalString(in buffer: UnsafeBufferPointer<UInt8>) -> String? {
        isEmpty ? nil : string(in: buffer)
    }

    /// Compares the span's bytes with `other` lexicographically (byte order): negative, 0 or positive.
    func compare(in buffer: UnsafeBufferPointer<UInt8>, with other: UnsafeBufferPointer<UInt8>) -> Int {
        let lower = Int(start)
        let length = Int(count)
        let shared = min(length, other.count)
        var index = 0
        while index < shared {
            let a = buffer[lower + index]
            let b = other[index]
            if a != b { return a < b ? -1 : 1 }
            index += 1
        }
        return length == other.count ? 0 : (length < other.count ? -1 : 1)
    }

    /// Compares two spans of the same buffer in byte order: negative, 0 or positive.
    func compareSpan(_ other: ByteSpan, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        compare(in: buffer, with: UnsafeBufferPointer(rebasing: buffer[other.range]))
    }
}
