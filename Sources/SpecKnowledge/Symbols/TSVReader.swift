import Foundation

/// Splits tab-separated bytes into rows of field ranges without creating a `String` per field.
enum TSVReader {
    /// Calls `body` once per non-empty line of `bytes` with the byte ranges of its tab-separated fields
    /// (a trailing `\r` is dropped). The ranges array is reused between calls: copy what you keep.
    static func forEachRow(in bytes: UnsafeBufferPointer<UInt8>, _ body: ([Range<Int>]) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let end = bytes.count
        var fields: [Range<Int>] = []
        fields.reserveCapacity(16)
        var lineStart = 0
        while lineStart < end {
            let lineEnd = offset(of: UInt8(ascii: "\n"), in: base, from: lineStart, to: end)
            var contentEnd = lineEnd
            if contentEnd > lineStart, base[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            if contentEnd > lineStart {
                fields.removeAll(keepingCapacity: true)
                var fieldStart = lineStart
                while true {
                    let tab = offset(of: UInt8(ascii: "\t"), in: base, from: fieldStart, to: contentEnd)
                    fields.append(fieldStart..<tab)
                    if tab == contentEnd { break }
                    fieldStart = tab + 1
                }
                body(fields)
            }
            lineStart = lineEnd + 1
        }
    }

    /// The offset of the first `byte` in `base[start..<end]`, or `end` when there is none (uses `memchr`).
    private static func offset(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The field's bytes decoded as UTF-8.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Parses `17`, `17.2` or `10.15.4` into a packed version (see `PackedVersion`); 0 when the field
    /// is empty or malformed.
    static func packedVersion(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt32 {
        var major: UInt32 = 0
        var minor: UInt32 = 0
        var patch: UInt32 = 0
        var partIndex = 0
        var digits = 0
        for index in range {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard digits > 0, partIndex < 2 else { return 0 }
                partIndex += 1
                digits = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 3 else { return 0 }
                let digit = UInt32(byte - UInt8(ascii: "0"))
                switch partIndex {
                case 0: major = major * 10 + digit
                case 1: minor = minor * 10 + digit
                default: patch = patch * 10 + digit
                }
            } else {
                return 0
            }
        }
        guard digits > 0, major <= 255, minor <= 255, patch <= 255 else { return 0 }
        return PackedVersion.pack(major: major, minor: minor, patch: patch)
    }
}
