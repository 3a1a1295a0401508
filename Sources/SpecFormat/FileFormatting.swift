import SpecSyntax

/// What formatting a whole file's bytes gives (`SpecFormatter.formatFile(_:)`).
public enum FileFormatting: Equatable, Sendable {
    /// The file's formatted bytes (equal to the input when it was already formatted).
    case formatted([UInt8])
    /// The file is not valid UTF-8: the first bad byte, at a 1-based line and 1-based byte column.
    /// Formatting would turn it into U+FFFD, so the file is left alone.
    case invalidUTF8(line: Int, column: Int, byte: UInt8)
    /// The file has syntax errors (or no value at all), so it is left alone.
    case syntaxErrors
}

/// How a file ends its lines.
public enum LineEnding: String, Equatable, Sendable {
    /// `\n`.
    case lineFeed = "\n"
    /// `\r\n`.
    case carriageReturnLineFeed = "\r\n"

    /// The style most of `bytes`' line breaks use: CRLF when more breaks are `\r\n` than a lone `\n`,
    /// else LF (so a file without line breaks, or with as many of each, gets LF).
    public static func dominant(in bytes: [UInt8]) -> LineEnding {
        var crlf = 0
        var lf = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            if index > 0, bytes[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
        }
        return crlf > lf ? .carriageReturnLineFeed : .lineFeed
    }
}

extension SpecFormatter {
    /// The UTF-8 byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Formats a whole file as stored on disk, keeping what the file's bytes say beyond its JSON: a
    /// leading UTF-8 byte order mark stays, and the file's line-ending style
    /// (`LineEnding.dominant(in:)`) is used for every line break the formatter writes. A file with
    /// invalid UTF-8 anywhere — a comment included — is refused rather than repaired with U+FFFD.
    public func formatFile(_ bytes: [UInt8]) -> FileFormatting {
        if let bad = Self.firstInvalidUTF8Offset(in: bytes) {
            var line = 1
            var lineStart = 0
            for index in 0..<bad where bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            return .invalidUTF8(line: line, column: bad - lineStart + 1, byte: bytes[bad])
        }
        guard let text = format(SyntaxTree.parse(bytes: bytes)) else { return .syntaxErrors }
        var output = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark : []
        output.reserveCapacity(text.utf8.count + 3)
        if LineEnding.dominant(in: bytes) == .carriageReturnLineFeed {
            // The formatter writes `\n`; a block comment's own `\r\n` breaks are already whole.
            var previous: UInt8 = 0
            for byte in text.utf8 {
                if byte == 0x0A, previous != 0x0D { output.append(0x0D) }
                output.append(byte)
                previous = byte
            }
        } else {
            output.append(contentsOf: text.utf8)
        }
        return .formatted(output)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
