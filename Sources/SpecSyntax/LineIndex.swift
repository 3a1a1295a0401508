/// Converts between the position representations a design spec document is addressed in.
///
/// This is the only place in the project that converts positions. The representations are:
/// - **byte offset**: a 0-based index into the document's UTF-8 bytes. Syntax nodes, diagnostics,
///   hover and completion ranges all use byte offsets.
/// - **line / UTF-16 column**: LSP's default `Position` (0-based line, UTF-16 code units into the line).
/// - **line / UTF-8 column**: LSP's `utf-8` position encoding, and the byte column that
///   `designspec check` prints (1-based there).
/// - **line / UTF-32 column**: Unicode scalars into the line (LSP's `utf-32` encoding).
///
/// Lines end at `\n`; a `\r\n` pair counts as one line end, and a lone `\r` as well.
/// Conversions clamp out-of-range input instead of failing: a position past the end of a line maps to
/// the line's end, a line past the end of the document to the document's end, and an offset inside a
/// multi-byte character to the start of that character.
public struct LineIndex: Sendable {
    /// The document's bytes.
    public let bytes: [UInt8]
    /// Byte offset where each line starts; `lineStarts[0] == 0`.
    let lineStarts: [Int]
    /// Whether each line is pure ASCII (then every column unit is one byte, and conversion is O(1)).
    let lineIsASCII: [Bool]

    /// Indexes `text` (taken as UTF-8).
    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Indexes raw UTF-8 bytes (invalid sequences are tolerated: each bad byte counts as one unit).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var ascii: [Bool] = []
        // ORed bytes of the last line (any other line is recorded when its terminator is seen).
        let lastLineBits: UInt8 = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var index = 0
            var high: UInt8 = 0
            let count = buffer.count
            while index < count {
                let byte = base[index]
                high |= byte
                if byte == 0x0A {
                    starts.append(index + 1)
                    ascii.append(high < 0x80)
                    high = 0
                } else if byte == 0x0D {
                    if index + 1 < count, base[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                    ascii.append(high < 0x80)
                    high = 0
                }
                index += 1
            }
            return high
        }
        ascii.append(lastLineBits < 0x80)
        self.lineStarts = starts
        self.lineIsASCII = ascii
    }

    private init(bytes: [UInt8], lineStarts: [Int], lineIsASCII: [Bool]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.lineIsASCII = lineIsASCII
    }

    /// The index of the text with `range` replaced by `replacement`, equal to indexing the new text
    /// from scratch: only the lines the edit touches are scanned, later line starts are shifted.
    public func replacing(_ range: Range<Int>, with replacement: [UInt8]) -> LineIndex {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        // One pass into a buffer of the final size (a copy-on-write copy and then `replaceSubrange`
        // moved the tail a second time): on a keystroke this copy is most of the edit's cost.
        let newBytes = Self.joined(bytes[..<lower], replacement[...], bytes[upper...])
        return updated(to: newBytes, replacing: lower..<upper)
    }

    /// The index of `newText`, a whole new text that differs from this one only inside `edit`
    /// (`ByteEdit.between` finds it), equal to indexing `newText` from scratch: `newText` is kept
    /// without a copy, and only the lines the edit touches are scanned.
    public func replacingText(with newText: [UInt8], edit: ByteEdit) -> LineIndex {
        guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count, edit.lengthChange == newText.count - bytes.count else {
            return LineIndex(bytes: newText)
        }
        return updated(to: newText, replacing: edit.range)
    }

    /// The index of `newBytes`, which are this text with the bytes in `range` (within it) replaced.
    private func updated(to newBytes: [UInt8], replacing range: Range<Int>) -> LineIndex {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        let delta = newBytes.count - bytes.count
        // Rescan from the start of the line before the edit (a `\r` there may pair with a new `\n`)
        // to the first line start after the edit; the lines after that keep their text.
        let firstLine = max(0, line(containing: lower) - 1)
        let nextLine = line(containing: upper) + 1
        let scanStart = lineStarts[firstLine]
        let scanEnd = nextLine < lineStarts.count ? lineStarts[nextLine] + delta : newBytes.count
        let middle = LineIndex(bytes: Array(newBytes[scanStart..<scanEnd]))
        // The scanned lines, shifted to the scan's start; when the scan ended at a line start, its
        // last (empty) line is the first kept line, which the suffix brings.
        let keepsSuffix = nextLine < lineStarts.count
        let scanned = middle.lineStarts.count - (keepsSuffix ? 1 : 0)
        let suffix = keepsSuffix ? lineStarts.count - nextLine : 0
        let count = firstLine + scanned + suffix
        // Each array is filled in one pass at its final size: at 10 MB the line starts are megabytes,
        // and growing them by appends copied them several times per keystroke.
        let starts = [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = 0
            lineStarts.withUnsafeBufferPointer { old in
                for line in 0..<firstLine {
                    buffer[index] = old[line]
                    index += 1
                }
                for line in 0..<scanned {
                    buffer[index] = middle.lineStarts[line] + scanStart
                    index += 1
                }
                for line in nextLine..<(nextLine + suffix) {
                    buffer[index] = old[line] + delta
                    index += 1
                }
            }
            initialized = index
        }
        let ascii = Array(lineIsASCII[..<firstLine]) + middle.lineIsASCII[..<scanned] + lineIsASCII[nextLine..<(nextLine + suffix)]
        return LineIndex(bytes: newBytes, lineStarts: starts, lineIsASCII: ascii)
    }

    /// `first`, `second` and `third` one after the other, copied once into an array of their total size.
    private static func joined(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>, _ third: ArraySlice<UInt8>) -> [UInt8] {
        let count = first.count + second.count + third.count
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var offset = 0
            for part in [first, second, third] {
                part.withUnsafeBufferPointer { source in
                    guard let base = source.baseAddress, let target = buffer.baseAddress else { return }
                    (target + offset).initialize(from: base, count: source.count)
                    offset += source.count
                }
            }
            initialized = offset
        }
    }

    /// Number of lines (a document always has at least one).
    public var lineCount: Int { lineStarts.count }

    /// The 0-based line that contains `offset`.
    public func line(containing offset: Int) -> Int {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Byte range of `line`'s content, excluding its line terminator.
    public func lineContentRange(_ line: Int) -> Range<Int> {
        let clampedLine = max(0, min(line, lineStarts.count - 1))
        let start = lineStarts[clampedLine]
        var end = clampedLine + 1 < lineStarts.count ? lineStarts[clampedLine + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The line and column of `offset` with columns counted in `encoding` units.
    public func position(of offset: Int, encoding: PositionEncoding) -> TextPosition {
        let clamped = max(0, min(offset, bytes.count))
        return position(of: clamped, onLine: line(containing: clamped), encoding: encoding)
    }

    /// Converts many offsets in a row: each conversion starts from the line of the one before, so
    /// offsets in increasing order (a document's findings, sorted by where they start) cost one
    /// forward sweep over the lines instead of a binary search each. Any order gives the positions
    /// `position(of:encoding:)` gives.
    public struct PositionSweep: Sendable {
        /// The index converted with.
        public let lineIndex: LineIndex
        /// The column unit.
        public let encoding: PositionEncoding
        /// The line of the previous offset.
        private var line = 0

        /// A sweep from the document's start.
        public init(lineIndex: LineIndex, encoding: PositionEncoding) {
            self.lineIndex = lineIndex
            self.encoding = encoding
        }

        /// How many lines a sweep steps forward before it searches instead.
        private static let forwardSteps = 8

        /// The line and column of `offset`.
        public mutating func position(of offset: Int) -> TextPosition {
            let starts = lineIndex.lineStarts
            let clamped = max(0, min(offset, lineIndex.bytes.count))
            if clamped < starts[line] {
                line = lineIndex.line(containing: clamped)
            } else {
                var steps = 0
                while line + 1 < starts.count, starts[line + 1] <= clamped {
                    guard steps < Self.forwardSteps else {
                        line = lineIndex.line(containing: clamped)
                        break
                    }
                    line += 1
                    steps += 1
                }
            }
            return lineIndex.position(of: clamped, onLine: line, encoding: encoding)
        }
    }

    /// The position of `clamped` (within the text), which lies on `line`.
    private func position(of clamped: Int, onLine line: Int, encoding: PositionEncoding) -> TextPosition {
        let content = lineContentRange(line)
        let stop = min(clamped, content.upperBound)
        if lineIsASCII[line] { return TextPosition(line: line, character: stop - content.lowerBound) }
        let column = bytes.withUnsafeBufferPointer { buffer in
            var column = 0
            var index = content.lowerBound
            while index < stop {
                let length = Self.sequenceLength(buffer, at: index, limit: content.upperBound)
                if index + length > stop { break }
                column += encoding.units(forSequenceOfLength: length)
                index += length
            }
            return column
        }
        return TextPosition(line: line, character: column)
    }

    /// The byte offset of `position`, whose column is counted in `encoding` units.
    public func offset(of position: TextPosition, encoding: PositionEncoding) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let content = lineContentRange(position.line)
        let character = max(0, position.character)
        if lineIsASCII[position.line] { return content.lowerBound + min(character, content.count) }
        return bytes.withUnsafeBufferPointer { buffer in
            var remaining = character
            var index = content.lowerBound
            while index < content.upperBound, remaining > 0 {
                let length = Self.sequenceLength(buffer, at: index, limit: content.upperBound)
                let units = encoding.units(forSequenceOfLength: length)
                if units > remaining { break }
                remaining -= units
                index += length
            }
            return index
        }
    }

    /// Length in bytes of the well-formed UTF-8 sequence starting at `index`, or 1 for a byte that
    /// does not start one (a stray continuation byte, an overlong form, a surrogate, a truncated
    /// sequence, or a sequence that would cross `limit`).
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, limit: Int) -> Int {
        let lead = bytes[index]
        let expected: Int
        // Allowed range of the second byte (Unicode Table 3-7), which rules out overlong forms,
        // surrogates and values above U+10FFFF.
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: expected = 2
        case 0xE0: expected = 3; secondLow = 0xA0
        case 0xED: expected = 3; secondHigh = 0x9F
        case 0xE1...0xEF: expected = 3
        case 0xF0: expected = 4; secondLow = 0x90
        case 0xF4: expected = 4; secondHigh = 0x8F
        case 0xF1...0xF3: expected = 4
        default: return 1
        }
        guard index + expected <= min(limit, bytes.count) else { return 1 }
        let second = bytes[index + 1]
        guard second >= secondLow, second <= secondHigh else { return 1 }
        for continuation in 2..<expected where bytes[index + continuation] & 0xC0 != 0x80 {
            return 1
        }
        return expected
    }
}

/// A 0-based line and column; the column's unit depends on the `PositionEncoding` it was made with.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    /// 0-based line.
    public var line: Int
    /// 0-based column in the encoding's units.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// `line:character`, 0-based.
    public var description: String { "\(line):\(character)" }
}

/// The unit a column is counted in.
public enum PositionEncoding: String, Sendable, CaseIterable {
    /// UTF-8 bytes (LSP `utf-8`).
    case utf8 = "utf-8"
    /// UTF-16 code units (LSP's default, `utf-16`).
    case utf16 = "utf-16"
    /// Unicode scalars (LSP `utf-32`).
    case utf32 = "utf-32"

    /// Units one UTF-8 sequence of `length` bytes counts for (invalid bytes count as one unit).
    func units(forSequenceOfLength length: Int) -> Int {
        switch self {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}
