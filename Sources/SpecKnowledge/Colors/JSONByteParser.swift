/// The recursive-descent parser behind `JSONValue.parse`, reading UTF-8 bytes directly.
struct JSONByteParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses the whole buffer as one value.
    mutating func parseDocument() throws -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected data after the JSON value") }
        return value
    }

    private func error(_ message: String) -> JSONValue.SyntaxError {
        JSONValue.SyntaxError(message: message, offset: position)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        default: return .number(try parseNumber())
        }
    }

    private mutating func expectLiteral(_ literal: String) throws {
        for byte in literal.utf8 {
            guard position < bytes.count, bytes[position] == byte else { throw error("invalid literal") }
            position += 1
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting too deep") }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enterContainer()
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated object") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                depth -= 1
                return .object(members)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        try enterContainer()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated array") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                depth -= 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    /// Parses a string starting at its opening quote; escapes are decoded, invalid UTF-8 is repaired.
    private mutating func parseString() throws -> String {
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw error("control character in string") }
            position += 1
        }
        throw error("unterminated string")
    }

    /// The slow path of `parseString` once a backslash appears.
    private mutating func parseEscapedString(from start: Int) throws -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHexQuad()
                    if (0xD800...0xDBFF).contains(scalar), position + 1 < bytes.count,
                       bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                        let saved = position
                        position += 2
                        let low = try parseHexQuad()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            position = saved
                        }
                    }
                    let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    utf8.append(contentsOf: String(Character(character)).utf8)
                default:
                    throw error("invalid escape")
                }
            default:
                if byte < 0x20 { throw error("control character in string") }
                utf8.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHexQuad() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Parses a JSON number. Short decimals (up to 15 significant digits, exponent within ±22) are
    /// computed exactly-rounded as integer ÷ or × a power of ten; anything else goes through `Double(_:)`.
    private mutating func parseNumber() throws -> Double {
        let start = position
        var negative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var integerDigits = 0
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            mantissa = mantissa &* 10 &+ UInt64(bytes[position] - UInt8(ascii: "0"))
            if mantissa > 0 { significantDigits += 1 }
            integerDigits += 1
            position += 1
        }
        guard integerDigits > 0 else { throw error("invalid value") }
        var fractionDigits = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                mantissa = mantissa &* 10 &+ UInt64(bytes[position] - UInt8(ascii: "0"))
                if mantissa > 0 { significantDigits += 1 }
                fractionDigits += 1
                position += 1
            }
            guard fractionDigits > 0 else { throw error("invalid number") }
        }
        var hasExponent = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            hasExponent = true
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            var exponentDigits = 0
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                exponentDigits += 1
                position += 1
            }
            guard exponentDigits > 0 else { throw error("invalid number") }
        }
        if !hasExponent, significantDigits <= 15, integerDigits + fractionDigits <= 19, fractionDigits <= 22 {
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number") }
        return value
    }

    /// 10⁰ … 10²², all exactly representable as `Double`.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
