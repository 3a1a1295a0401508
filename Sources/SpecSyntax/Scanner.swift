/// Splits UTF-8 bytes into JSONC tokens, collecting comments and lexical diagnostics on the way.
///
/// The scanner reads through a raw pointer that the caller keeps valid for the scanner's whole
/// lifetime (`SyntaxTree.parse(bytes:)` runs the parse inside `withUnsafeBufferPointer`); this keeps
/// the per-byte loops cheap even in debug builds.
struct Scanner {
    enum Token: Equatable {
        case openBrace, closeBrace, openBracket, closeBracket, colon, comma
        case string, number, trueLiteral, falseLiteral, nullLiteral
        /// A bare word or a character JSON does not use.
        case unknown
        case eof
    }

    /// Problems beyond this many are dropped, so garbage input cannot flood a client.
    static let maximumDiagnostics = 1_000

    let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes`' start and length: raw pointer reads inline even in debug builds, unlike buffer subscripts.
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private(set) var token: Token = .eof
    private(set) var tokenStart = 0
    private(set) var tokenEnd = 0
    /// End of the previously consumed token (for "expected `,` here" positions).
    private(set) var lastTokenEnd = 0
    private(set) var stringClosed = true
    private(set) var stringHasEscapes = false
    private(set) var diagnostics: [SyntaxDiagnostic] = []
    private(set) var comments: [Comment] = []
    private var position = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
        bytes = UnsafeBufferPointer(start: base, count: count)
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            position = 3
        } else if count >= 2, (base[0] == 0xFF && base[1] == 0xFE) || (base[0] == 0xFE && base[1] == 0xFF) {
            position = 2
            report(.invalidUTF8, 0..<2, "This file starts with a UTF-16 byte order mark; save it as UTF-8.")
        }
    }

    /// Records a problem; the message is only built while there is room for it.
    mutating func report(_ code: SyntaxErrorCode, _ range: Range<Int>, _ message: @autoclosure () -> String) {
        guard diagnostics.count < Self.maximumDiagnostics else { return }
        diagnostics.append(SyntaxDiagnostic(code: code, range: range, message: message()))
    }

    /// The offset of the `:` when that is the first token at or after `offset` (trivia skipped as
    /// `advance()` skips it), else nil: where a property's colon is, from the end of its key.
    static func colon(at offset: Int, base: UnsafePointer<UInt8>, count: Int) -> Int? {
        var scanner = Scanner(base: base, count: count)
        scanner.position = max(scanner.position, min(offset, count))
        scanner.advance()
        return scanner.token == .colon ? scanner.tokenStart : nil
    }

    /// Whether the next token after the current one is a `:` (looks ahead without consuming or reporting).
    func nextTokenIsColon() -> Bool {
        var index = position
        while index < count {
            let byte = base[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {  // space \n \r \t
                index += 1
            } else if byte == 0x2F, index + 1 < count, base[index + 1] == 0x2F {  // //
                while index < count, base[index] != 0x0A, base[index] != 0x0D { index += 1 }
            } else if byte == 0x2F, index + 1 < count, base[index + 1] == 0x2A {  // /*
                index += 2
                while index + 1 < count, !(base[index] == 0x2A && base[index + 1] == 0x2F) { index += 1 }
                index += 2
            } else {
                return byte == 0x3A  // :
            }
        }
        return false
    }

    /// Moves to the next token.
    mutating func advance() {
        lastTokenEnd = tokenEnd
        skipTrivia()
        tokenStart = position
        guard position < count else {
            token = .eof
            tokenEnd = position
            return
        }
        // Byte values rather than `UInt8(ascii:)` and `switch` patterns keep this loop cheap in debug builds.
        let byte = base[position]
        if byte == 0x22 {  // "
            scanString()
        } else if byte == 0x2C {  // ,
            single(.comma)
        } else if byte == 0x3A {  // :
            single(.colon)
        } else if byte == 0x7B {  // {
            single(.openBrace)
        } else if byte == 0x7D {  // }
            single(.closeBrace)
        } else if byte == 0x5B {  // [
            single(.openBracket)
        } else if byte == 0x5D {  // ]
            single(.closeBracket)
        } else if byte == 0x2D || (byte >= 0x30 && byte <= 0x39) {  // - 0…9
            scanNumber()
        } else {
            scanBareRun()
        }
    }

    private mutating func single(_ kind: Token) {
        position += 1
        token = kind
        tokenEnd = position
    }

    /// Scans a run of bytes up to the next whitespace, structural character, quote or comment: a
    /// literal (`true`, `false`, `null`), or one `unknown` token for a bare word, stray characters
    /// and invalid bytes alike, so `café` or `'x'` is one bad value rather than several.
    private mutating func scanBareRun() {
        let start = position
        var onlyWordBytes = true
        var hasValidText = false
        while position < count {
            let byte = base[position]
            if Self.isWordByte(byte) {
                hasValidText = true
                position += 1
                continue
            }
            // `advance` starts a run only at a byte that cannot end one, so the run is never empty.
            if position > start,
                Self.endsBareRun(byte)
                    || (byte == 0x2F && position + 1 < count && (base[position + 1] == 0x2F || base[position + 1] == 0x2A))
            {
                break
            }
            onlyWordBytes = false
            let length = LineIndex.sequenceLength(bytes, at: position, limit: count)
            if byte >= 0x80 && length == 1 {
                report(
                    .invalidUTF8, position..<(position + 1),
                    "Invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)); save the file as UTF-8.")
            } else {
                hasValidText = true
            }
            position += length
        }
        tokenEnd = position
        let length = position - start
        if onlyWordBytes, length == 4, base[start] == 0x74, base[start + 1] == 0x72, base[start + 2] == 0x75, base[start + 3] == 0x65 {
            token = .trueLiteral
        } else if onlyWordBytes, length == 5, base[start] == 0x66, base[start + 1] == 0x61, base[start + 2] == 0x6C,
            base[start + 3] == 0x73, base[start + 4] == 0x65
        {
            token = .falseLiteral
        } else if onlyWordBytes, length == 4, base[start] == 0x6E, base[start + 1] == 0x75, base[start + 2] == 0x6C, base[start + 3] == 0x6C
        {
            token = .nullLiteral
        } else {
            token = .unknown
            guard hasValidText else { return }
            let bytes = self.bytes
            let end = position
            let single = LineIndex.sequenceLength(bytes, at: start, limit: end) == length
            let quoted = UnsafeBufferPointer(rebasing: bytes[start..<end]).contains(0x27)
            report(
                .invalidSymbol, start..<end,
                Self.bareRunMessage(bytes, start..<end, singleCharacter: single && !onlyWordBytes, singleQuoted: quoted))
        }
    }

    /// Whether `byte` ends a bare run: whitespace, NUL, a structural character or a double quote.
    private static func endsBareRun(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0 || byte == 0x22 || byte == 0x2C
            || byte == 0x3A || byte == 0x7B || byte == 0x7D || byte == 0x5B || byte == 0x5D
    }

    private static func bareRunMessage(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, singleCharacter: Bool, singleQuoted: Bool)
        -> String
    {
        let text = describe(bytes, range)
        if singleQuoted { return "`\(text)` is not a JSON value; JSON strings use double quotes." }
        if singleCharacter { return "Unexpected character `\(text)`." }
        return "`\(text)` is not a JSON value; put strings in double quotes (\"\(text)\")."
    }

    /// Text for a message: printable characters as they are, control characters as `U+XXXX`.
    private static func describe(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var result = ""
        for scalar in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "U+\(String(format4: UInt8(scalar.value)))"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Letters, digits and `_ $ . + -`: the bytes a bare word or a number is made of.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte == 0x24 || byte == 0x2E || byte == 0x2B || byte == 0x2D
    }

    private mutating func skipTrivia() {
        let count = count
        while position < count {
            let byte = base[position]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {  // space \n \r \t
                position += 1
            } else if byte == 0 {
                var end = position
                while end < count, base[end] == 0 { end += 1 }
                report(.nulByte, position..<end, "NUL byte in the document; remove it (is this a binary or UTF-16 file?).")
                position = end
            } else if byte == 0x2F, position + 1 < count, base[position + 1] == 0x2F {  // //
                let start = position
                position += 2
                while position < count, base[position] != 0x0A, base[position] != 0x0D { position += 1 }
                comments.append(Comment(range: start..<position, body: text(start + 2..<position), isLineComment: true))
            } else if byte == 0x2F, position + 1 < count, base[position + 1] == 0x2A {  // /*
                let start = position
                position += 2
                var closed = false
                while position + 1 < count {
                    if base[position] == 0x2A, base[position + 1] == 0x2F {
                        closed = true
                        break
                    }
                    position += 1
                }
                let bodyEnd = closed ? position : count
                position = closed ? position + 2 : count
                if !closed {
                    report(.unterminatedComment, start..<(start + 2), "This comment is not closed; add `*/`.")
                }
                comments.append(Comment(range: start..<position, body: text(start + 2..<bodyEnd), isLineComment: false))
            } else {
                return
            }
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func scanString() {
        token = .string
        stringHasEscapes = false
        stringClosed = false
        position += 1
        let count = count
        while position < count {
            let byte = base[position]
            if byte >= 0x20 && byte < 0x80 {
                if byte == 0x22 {  // "
                    position += 1
                    stringClosed = true
                    tokenEnd = position
                    return
                }
                if byte == 0x5C {  // \
                    stringHasEscapes = true
                    scanEscape()
                } else {
                    position += 1
                }
            } else if byte == 0x0A || byte == 0x0D {
                endOpenString(atLineEnd: position)
                return
            } else if byte == 0 {
                var end = position
                while end < count, base[end] == 0 { end += 1 }
                report(.nulByte, position..<end, "NUL byte in a string; remove it (is this a binary or UTF-16 file?).")
                position = end
            } else if byte < 0x20 {
                report(
                    .controlCharacter, position..<(position + 1),
                    "Control character U+\(String(format4: byte)) in a string; write it as an escape (e.g. `\\t`).")
                position += 1
            } else {
                let length = LineIndex.sequenceLength(bytes, at: position, limit: count)
                if length == 1 {
                    report(
                        .invalidUTF8, position..<(position + 1),
                        "Invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)) in a string; save the file as UTF-8.")
                }
                position += length
            }
        }
        endOpenString(atLineEnd: position)
    }

    /// Ends a string left open at the end of its line (`lineEnd`, the line break or the end of the text):
    /// before the run of `,`, `}` and `]` (and the spaces among them) that closes the line, which is the
    /// structure the missing `"` stood before, so `"text": "Hi },` reads as `"text": "Hi" },` and the
    /// next line parses as usual. A run escaped by a backslash stays in the string.
    private mutating func endOpenString(atLineEnd lineEnd: Int) {
        var end = lineEnd
        var closesStructure = false
        while end > tokenStart + 1 {
            let byte = base[end - 1]
            if byte == 0x2C || byte == 0x7D || byte == 0x5D {  // , } ]
                closesStructure = true
            } else if byte != 0x20 {
                break
            }
            end -= 1
        }
        if !closesStructure || base[end - 1] == 0x5C {  // \
            end = lineEnd
        }
        position = end
        tokenEnd = end
        report(.unterminatedString, tokenStart..<end, "This string is not closed; add `\"`.")
    }

    private mutating func scanEscape() {
        let start = position
        guard position + 1 < count else {
            position += 1
            return
        }
        let escape = base[position + 1]
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            if StringUnescaper.hexValue(bytes, at: position + 2) != nil {
                position += 6
            } else {
                position += 2
                report(.invalidEscape, start..<position, "`\\u` must be followed by four hex digits.")
            }
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            position += 1
            report(.invalidEscape, start..<position, "A backslash cannot end a line inside a string.")
        default:
            let length = LineIndex.sequenceLength(bytes, at: position + 1, limit: count)
            position += 1 + length
            let bytes = self.bytes
            report(
                .invalidEscape, start..<position,
                "Invalid escape `\\\(Self.describe(bytes, (start + 1)..<(start + 1 + length)))`; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX."
            )
        }
    }

    private mutating func scanNumber() {
        token = .number
        let start = position
        let count = count
        while position < count, Self.isWordByte(base[position]) { position += 1 }
        tokenEnd = position
        if !Self.isValidJSONNumber(UnsafeBufferPointer(rebasing: bytes[start..<position])) {
            let bytes = self.bytes
            let end = position
            report(
                .invalidNumber, start..<end,
                "`\(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))` is not a valid JSON number.")
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    static func isValidJSONNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let end = text.count
        func digits() -> Int {
            let start = index
            while index < end, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }
        if index < end, text[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end else { return false }
        if text[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < end, text[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { return false }
        }
        if index < end, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { return false }
        }
        return index == end
    }
}

extension String {
    /// Four uppercase hex digits of `byte`, e.g. `0009`.
    fileprivate init(format4 byte: UInt8) {
        let hex = String(byte, radix: 16, uppercase: true)
        self = String(repeating: "0", count: 4 - hex.count) + hex
    }
}
