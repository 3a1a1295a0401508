/// The lines that differ between two texts, found the way gopls and rust-analyzer answer formatting:
/// common leading and trailing lines are set aside, then Myers' O(ND) diff runs on the lines between.
/// Behind the server's formatting edits (one small edit per changed hunk, so an editor applies them
/// quickly and unchanged lines keep their marks) and `designspec format --diff`.
public struct LineDiff: Sendable {
    /// A run of old lines replaced by a run of new lines (either may be empty), in 0-based line numbers.
    public struct Hunk: Sendable, Equatable {
        /// The replaced lines of the old text.
        public var oldLines: Range<Int>
        /// The lines of the new text that take their place.
        public var newLines: Range<Int>
    }

    /// A replacement of bytes of the old text by new text.
    public struct Replacement: Sendable, Equatable {
        /// UTF-8 byte offsets in the old text.
        public var range: Range<Int>
        /// The text that replaces them.
        public var text: String
    }

    /// The lines of the old text, each with its line break (the last may have none).
    public let oldLines: [ArraySlice<UInt8>]
    /// The lines of the new text, likewise.
    public let newLines: [ArraySlice<UInt8>]
    /// The changed runs, in order, none adjacent to another.
    public let hunks: [Hunk]

    /// When the lines between the common ends differ in more than this many places, the diff stops and
    /// answers one hunk over them: still correct, and it keeps a rewrite of a huge file linear.
    static let maximumEditDistance = 2_000

    /// Diffs `old` against `new` (UTF-8 text).
    public init(old: [UInt8], new: [UInt8]) {
        oldLines = Self.lines(of: old)
        newLines = Self.lines(of: new)
        hunks = Self.hunks(oldLines, newLines)
    }

    /// Diffs two strings.
    public init(old: String, new: String) {
        self.init(old: Array(old.utf8), new: Array(new.utf8))
    }

    /// The replacements that turn the old text into the new one, in order and never overlapping; empty
    /// when the texts are equal. A hunk is replaced line by line (its first lines paired with the new
    /// ones, its remaining lines in one replacement), and each replacement is trimmed to the bytes that
    /// change, on UTF-8 character boundaries: every replacement stays small, even when a hunk spans the
    /// whole text (a reindented document), so an editor that diffs each edit's old and new text (eglot's
    /// `replace-buffer-contents`) applies them quickly.
    public var replacements: [Replacement] {
        var lineStarts: [Int] = [0]
        lineStarts.reserveCapacity(oldLines.count + 1)
        for line in oldLines { lineStarts.append(line.endIndex) }
        var result: [Replacement] = []
        for hunk in hunks {
            let paired = min(hunk.oldLines.count, hunk.newLines.count)
            for index in 0..<max(paired - 1, 0) {
                let oldLine = hunk.oldLines.lowerBound + index
                result.append(
                    Self.trimmed(
                        old: oldLines[oldLine], new: newLines[hunk.newLines.lowerBound + index], at: lineStarts[oldLine]))
            }
            let rest = max(paired - 1, 0)
            let oldRest = (hunk.oldLines.lowerBound + rest)..<hunk.oldLines.upperBound
            let newRest = (hunk.newLines.lowerBound + rest)..<hunk.newLines.upperBound
            result.append(
                Self.trimmed(
                    old: oldLines[oldRest].flatMap { $0 }[...], new: newLines[newRest].flatMap { $0 }[...],
                    at: lineStarts[oldRest.lowerBound]))
        }
        return result.filter { !$0.range.isEmpty || !$0.text.isEmpty }
    }

    /// The replacement of `old` (which starts at byte `start` of the old text) by `new`, without the
    /// bytes both begin and end with.
    private static func trimmed(old: ArraySlice<UInt8>, new: ArraySlice<UInt8>, at start: Int) -> Replacement {
        let old = Array(old)
        let new = Array(new)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        // Keep both ends on character boundaries: never start or end inside a multi-byte character.
        while prefix > 0, prefix < new.count, new[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        while suffix > 0, suffix < new.count, new[new.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        return Replacement(
            range: (start + prefix)..<(start + old.count - suffix),
            text: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
    }

    /// A unified diff (`diff -u` style, `context` lines around each change) labelled with `oldName` and
    /// `newName`; empty when the texts are equal. A last line without a line break is marked as `diff`
    /// marks it.
    public func unified(oldName: String, newName: String, context: Int = 3) -> String {
        guard !hunks.isEmpty else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var group: [Hunk] = []
        func flush() {
            guard let first = group.first, let last = group.last else { return }
            let oldStart = max(first.oldLines.lowerBound - context, 0)
            let oldEnd = min(last.oldLines.upperBound + context, oldLines.count)
            let newStart = max(first.newLines.lowerBound - context, 0)
            let newEnd = min(last.newLines.upperBound + context, newLines.count)
            output += "@@ -\(Self.rangeLabel(oldStart, oldEnd - oldStart)) +\(Self.rangeLabel(newStart, newEnd - newStart)) @@\n"
            var oldLine = oldStart
            for hunk in group {
                while oldLine < hunk.oldLines.lowerBound {
                    output += Self.diffLine(" ", oldLines[oldLine])
                    oldLine += 1
                }
                for line in oldLines[hunk.oldLines] { output += Self.diffLine("-", line) }
                for line in newLines[hunk.newLines] { output += Self.diffLine("+", line) }
                oldLine = hunk.oldLines.upperBound
            }
            while oldLine < oldEnd {
                output += Self.diffLine(" ", oldLines[oldLine])
                oldLine += 1
            }
            group = []
        }
        for hunk in hunks {
            if let last = group.last, hunk.oldLines.lowerBound - last.oldLines.upperBound > 2 * context { flush() }
            group.append(hunk)
        }
        flush()
        return output
    }

    // MARK: Lines

    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    private static func rangeLabel(_ start: Int, _ count: Int) -> String {
        // `diff -u` numbers lines from 1; an empty range names the line before it.
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    private static func diffLine(_ mark: String, _ line: ArraySlice<UInt8>) -> String {
        let text = String(decoding: line, as: UTF8.self)
        return text.hasSuffix("\n") ? mark + text : mark + text + "\n\\ No newline at end of file\n"
    }

    // MARK: Myers

    private static func hunks(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Hunk] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }
        if oldMiddle.isEmpty || newMiddle.isEmpty { return [Hunk(oldLines: oldMiddle, newLines: newMiddle)] }
        // Lines compared as numbers: equal lines share one.
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        func number(_ line: ArraySlice<UInt8>) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let oldNumbers = old[oldMiddle].map(number)
        let newNumbers = new[newMiddle].map(number)
        guard let matches = shortestEditMatches(oldNumbers, newNumbers) else {
            return [Hunk(oldLines: oldMiddle, newLines: newMiddle)]
        }
        // Turn the matched pairs into the runs between them.
        var result: [Hunk] = []
        var oldLine = 0
        var newLine = 0
        for (matchedOld, matchedNew) in matches + [(oldNumbers.count, newNumbers.count)] {
            if matchedOld > oldLine || matchedNew > newLine {
                result.append(
                    Hunk(oldLines: (prefix + oldLine)..<(prefix + matchedOld), newLines: (prefix + newLine)..<(prefix + matchedNew)))
            }
            oldLine = matchedOld + 1
            newLine = matchedNew + 1
        }
        return result
    }

    /// The pairs of equal lines (old index, new index) of a shortest edit script, in order; nil when it
    /// needs more than `maximumEditDistance` edits.
    private static func shortestEditMatches(_ a: [Int], _ b: [Int]) -> [(Int, Int)]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        // frontier[offset + k]: the furthest x reached on diagonal k (y = x - k).
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: the frontier on diagonals -d-1...d+1 before step d, for the walk back.
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        // Walk back from (n, m): each step came from diagonal k±1, then slid along equal lines.
        var matches: [(Int, Int)] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            func reached(_ k: Int) -> Int { previous[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1
            let previousX = reached(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                matches.append((x, y))
            }
            x = previousX
            y = previousY
        }
        return matches.reversed()
    }
}
