import Foundation

/// Params that one scan of the message body decodes without `JSONDecoder`: those of the document
/// notifications, whose `text` may be megabytes. The scan unescapes `text` straight into UTF-8 bytes
/// instead of building a `String` of it and copying its bytes out again.
public protocol BodyScannedParams: Decodable {
    /// The params of `body`, or nil when the body is not in the plain shape the scan reads (a missing
    /// or repeated member, a member of another type, a lone surrogate escape, input that is not JSON,
    /// …). Callers then decode with `JSONDecoder`, which gives the same value or the same error as
    /// before, so the scan never has to judge a message it does not fully understand.
    static func scanning(body: Data) -> Self?
}

extension DidOpenTextDocumentParams: BodyScannedParams {
    /// The params of a `textDocument/didOpen` body, or nil when it needs the generic decoder.
    public static func scanning(body: Data) -> DidOpenTextDocumentParams? {
        body.withUnsafeBytes { bytes in
            var scanner = DocumentTextScanner(bytes: bytes)
            return scanner.message { scanner in scanner.didOpenParams() }
        }
    }
}

extension DidChangeTextDocumentParams: BodyScannedParams {
    /// The params of a `textDocument/didChange` body, or nil when it needs the generic decoder.
    public static func scanning(body: Data) -> DidChangeTextDocumentParams? {
        body.withUnsafeBytes { bytes in
            var scanner = DocumentTextScanner(bytes: bytes)
            return scanner.message { scanner in scanner.didChangeParams() }
        }
    }
}

/// A strict reader of one JSON message body: the envelope of every request and notification
/// (`requestEnvelope()`), and the document notifications' params. Every method returns nil (or
/// false) on anything it does not read exactly as `JSONDecoder` would; small members (`version`,
/// `range`, the versioned identifier) are handed to `JSONDecoder` as their own byte span, so only
/// the strings are read here.
struct DocumentTextScanner {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    /// Nesting deeper than this is left to the generic decoder.
    private static let maximumDepth = 256

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Reads the whole body, an object whose `params` member `readParams` reads (other members are
    /// skipped), followed by nothing but whitespace.
    mutating func message<Params>(_ readParams: (inout DocumentTextScanner) -> Params?) -> Params? {
        var params: Params?
        var seen = false
        let read = members { scanner, key in
            guard key == Key.params else { return scanner.skipValue(depth: 1) }
            guard !seen, let value = readParams(&scanner) else { return false }
            seen = true
            params = value
            return true
        }
        skipWhitespace()
        guard read, position == bytes.count else { return nil }
        return params
    }

    /// The envelope of a request or notification body, in one pass over it: `jsonrpc` (`"2.0"`),
    /// `method` and `id` (an integer or a string, absent for a notification) read, `params` and
    /// unknown members checked and skipped without a copy. Nil for anything else — a response, a
    /// member given twice, an id or a version of another type, a lone surrogate escape anywhere,
    /// bytes that are not UTF-8 or not JSON — which `JSONDecoder` then classifies. So a body read
    /// here is valid UTF-8 and JSON, without a lone surrogate escape.
    mutating func requestEnvelope() -> (id: RequestID?, method: String)? {
        var seen: Set<[UInt8]> = []
        var version: [UInt8]?
        var id: RequestID?
        var method: [UInt8]?
        let read = members { scanner, key in
            guard seen.insert(key).inserted else { return false }
            switch key {
            case Key.jsonrpc:
                version = scanner.string()
                return version != nil
            case Key.id:
                id = scanner.requestID()
                return id != nil
            case Key.method:
                method = scanner.string()
                return method != nil
            case Key.result, Key.error:
                return false
            default:
                return scanner.skipValue(depth: 1)
            }
        }
        skipWhitespace()
        guard read, position == bytes.count, version == Key.jsonRPCVersion, let method else { return nil }
        return (id, String(decoding: method, as: UTF8.self))
    }

    /// A request id: a string, or an integer written without fraction or exponent that fits `Int`.
    private mutating func requestID() -> RequestID? {
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "\"") {
            return string().map { .string(String(decoding: $0, as: UTF8.self)) }
        }
        let start = position
        guard number() else { return nil }
        let digits = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
        guard !digits.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
            let number = Int(String(decoding: digits, as: UTF8.self))
        else { return nil }
        return .number(number)
    }

    /// `{"textDocument": {"uri", "languageId", "version", "text"}}`.
    mutating func didOpenParams() -> DidOpenTextDocumentParams? {
        var item: TextDocumentItem?
        let read = members { scanner, key in
            guard key == Key.textDocument else { return scanner.skipValue(depth: 2) }
            guard item == nil, let value = scanner.textDocumentItem() else { return false }
            item = value
            return true
        }
        guard read, let item else { return nil }
        return DidOpenTextDocumentParams(textDocument: item)
    }

    private mutating func textDocumentItem() -> TextDocumentItem? {
        var uri: [UInt8]?
        var languageId: [UInt8]?
        var version: Int?
        var text: [UInt8]?
        let read = members { scanner, key in
            switch key {
            case Key.uri:
                guard uri == nil else { return false }
                uri = scanner.string()
                return uri != nil
            case Key.languageId:
                guard languageId == nil else { return false }
                languageId = scanner.string()
                return languageId != nil
            case Key.version:
                guard version == nil else { return false }
                version = scanner.decodedSpan(Int.self, depth: 3)
                return version != nil
            case Key.text:
                guard text == nil else { return false }
                text = scanner.string()
                return text != nil
            default:
                return scanner.skipValue(depth: 3)
            }
        }
        guard read, let uri, let languageId, let version, let text else { return nil }
        return TextDocumentItem(
            uri: String(decoding: uri, as: UTF8.self), languageId: String(decoding: languageId, as: UTF8.self), version: version,
            textBytes: text)
    }

    /// `{"textDocument": {"uri", "version"}, "contentChanges": [{"range"?, "text"}, …]}`.
    mutating func didChangeParams() -> DidChangeTextDocumentParams? {
        var document: TextDocumentIdentifier?
        var changes: [TextDocumentContentChangeEvent]?
        let read = members { scanner, key in
            switch key {
            case Key.textDocument:
                guard document == nil else { return false }
                document = scanner.decodedSpan(TextDocumentIdentifier.self, depth: 2)
                return document != nil
            case Key.contentChanges:
                guard changes == nil else { return false }
                changes = scanner.contentChanges()
                return changes != nil
            default:
                return scanner.skipValue(depth: 2)
            }
        }
        guard read, let document, let changes else { return nil }
        return DidChangeTextDocumentParams(textDocument: document, contentChanges: changes)
    }

    private mutating func contentChanges() -> [TextDocumentContentChangeEvent]? {
        var changes: [TextDocumentContentChangeEvent] = []
        let read = elements { scanner in
            guard let change = scanner.contentChange() else { return false }
            changes.append(change)
            return true
        }
        return read ? changes : nil
    }

    private mutating func contentChange() -> TextDocumentContentChangeEvent? {
        var range: LSPRange?
        var rangeSeen = false
        var text: [UInt8]?
        let read = members { scanner, key in
            switch key {
            case Key.range:
                guard !rangeSeen else { return false }
                rangeSeen = true
                if scanner.literal("null") { return true }
                range = scanner.decodedSpan(LSPRange.self, depth: 4)
                return range != nil
            case Key.text:
                guard text == nil else { return false }
                text = scanner.string()
                return text != nil
            default:
                return scanner.skipValue(depth: 4)
            }
        }
        guard read, let text else { return nil }
        return TextDocumentContentChangeEvent(range: range, textBytes: text)
    }

    /// The member names read, as UTF-8.
    private enum Key {
        static let params = Array("params".utf8)
        static let textDocument = Array("textDocument".utf8)
        static let uri = Array("uri".utf8)
        static let languageId = Array("languageId".utf8)
        static let version = Array("version".utf8)
        static let text = Array("text".utf8)
        static let contentChanges = Array("contentChanges".utf8)
        static let range = Array("range".utf8)
        static let jsonrpc = Array("jsonrpc".utf8)
        static let id = Array("id".utf8)
        static let method = Array("method".utf8)
        static let result = Array("result".utf8)
        static let error = Array("error".utf8)
        static let jsonRPCVersion = Array("2.0".utf8)
    }

    // MARK: JSON

    /// Reads an object, calling `member` with each key (unescaped) and the scanner before its value;
    /// `member` reads or skips the value and returns false to stop.
    private mutating func members(_ member: (inout DocumentTextScanner, [UInt8]) -> Bool) -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return true }
        while true {
            skipWhitespace()
            guard let key = string() else { return false }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            guard member(&self, key) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return true }
            guard take(UInt8(ascii: ",")) else { return false }
        }
    }

    /// Reads an array, calling `element` with the scanner before each element.
    private mutating func elements(_ element: (inout DocumentTextScanner) -> Bool) -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: "[")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return true }
        while true {
            skipWhitespace()
            guard element(&self) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return true }
            guard take(UInt8(ascii: ",")) else { return false }
        }
    }

    /// Skips one value of any type, checking that it is JSON.
    private mutating func skipValue(depth: Int) -> Bool {
        guard depth < Self.maximumDepth, position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            return members { scanner, _ in scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            return elements { scanner in scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""):
            var unescaped: [UInt8] = []
            return readString(into: &unescaped, keeping: false)
        case UInt8(ascii: "t"):
            return literal("true")
        case UInt8(ascii: "f"):
            return literal("false")
        case UInt8(ascii: "n"):
            return literal("null")
        default:
            return number()
        }
    }

    /// Decodes the next value, which must be a number or an object, with `JSONDecoder` from its own span.
    private mutating func decodedSpan<Value: Decodable>(_ type: Value.Type, depth: Int) -> Value? {
        let start = position
        guard skipValue(depth: depth) else { return nil }
        let span = Data(UnsafeRawBufferPointer(rebasing: bytes[start..<position]))
        return try? JSONDecoder().decode(Value.self, from: span)
    }

    /// A number by JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() -> Bool {
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
        } else if digits() == 0 {
            return false
        }
        if take(UInt8(ascii: ".")), digits() == 0 { return false }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            if digits() == 0 { return false }
        }
        return true
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        return position - start
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard bytes.count - position >= length else { return false }
        for offset in 0..<length where bytes[position + offset] != word.utf8Start[offset] { return false }
        position += length
        return true
    }

    /// A string's content, unescaped, as UTF-8; nil for a string `JSONDecoder` would not read the same
    /// way or at all (a raw control character, an unknown escape, a lone surrogate, bytes that are not
    /// UTF-8).
    private mutating func string() -> [UInt8]? {
        var result: [UInt8] = []
        return readString(into: &result, keeping: true) ? result : nil
    }

    /// Reads a string as `string()` does, appending its content to `result` when `keeping`; else
    /// only checking it (escapes are decoded into `result` and dropped, so a skipped megabyte is never
    /// copied).
    private mutating func readString(into result: inout [UInt8], keeping: Bool) -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        var runStart = position
        while position < bytes.count {
            skipPlainWords()
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                if keeping { result.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<position])) }
                position += 1
                if byte == UInt8(ascii: "\"") { return true }
                if position < bytes.count, let unescaped = Self.singleLetterEscape(bytes[position]) {
                    if keeping { result.append(unescaped) }
                    position += 1
                } else {
                    guard appendEscape(to: &result) else { return false }
                    if !keeping { result.removeAll(keepingCapacity: true) }
                }
                runStart = position
            } else if byte < 0x20 {
                return false
            } else if byte < 0x80 {
                position += 1
            } else {
                guard let length = utf8SequenceLength(at: position) else { return false }
                position += length
            }
        }
        return false
    }

    /// Moves past plain string content (ASCII without a quote, a backslash or a control character)
    /// eight bytes at a time, to the first byte that is not plain or to the last few bytes.
    @inline(__always)
    private mutating func skipPlainWords() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while bytes.count - position >= 8 {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            // Each term sets the high bit of the first special byte (and maybe of later bytes, by a
            // borrow, never of earlier ones), so the lowest set bit finds it.
            let nonASCII = word & highBits
            let control = (word &- 0x20 &* ones) & ~word & highBits
            let quote = ((word ^ (0x22 &* ones)) &- ones) & ~(word ^ (0x22 &* ones)) & highBits
            let backslash = ((word ^ (0x5C &* ones)) &- ones) & ~(word ^ (0x5C &* ones)) & highBits
            let special = nonASCII | control | quote | backslash
            guard special == 0 else {
                position += special.trailingZeroBitCount / 8
                return
            }
            position += 8
        }
    }

    /// The byte an escape of one letter after the backslash stands for (`\"`, `\n`, …); nil for `u`
    /// and for letters that make no escape.
    @inline(__always)
    private static func singleLetterEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return letter
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return nil
        }
    }

    /// Appends the escape after a backslash (already consumed).
    private mutating func appendEscape(to result: inout [UInt8]) -> Bool {
        guard position < bytes.count else { return false }
        let letter = bytes[position]
        position += 1
        if let unescaped = Self.singleLetterEscape(letter) {
            result.append(unescaped)
            return true
        }
        guard letter == UInt8(ascii: "u"), let unit = hexCodeUnit() else { return false }
        let scalar: Unicode.Scalar?
        switch unit {
        case 0xD800...0xDBFF:
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hexCodeUnit(), (0xDC00...0xDFFF).contains(low) else {
                return false
            }
            scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
        case 0xDC00...0xDFFF:
            return false
        default:
            scalar = Unicode.Scalar(unit)
        }
        guard let scalar else { return false }
        UTF8.encode(scalar) { result.append($0) }
        return true
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hexCodeUnit() -> UInt16? {
        guard bytes.count - position >= 4 else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    /// The length of the well-formed UTF-8 sequence of two to four bytes at `index` (Unicode's table
    /// 3-7), or nil.
    private func utf8SequenceLength(at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard bytes.count - index >= length, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }
}
