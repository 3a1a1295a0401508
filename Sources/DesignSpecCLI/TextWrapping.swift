/// Word wrapping for terminal output.
enum TextWrapping {
    /// `text` with every line longer than `width` broken at spaces. Lines that look like table rows
    /// (containing ` | `) and words longer than `width` are left whole. A line's indentation is kept,
    /// and a line whose text after its indentation has a column (`  term  description`) continues
    /// under that column.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > width, !line.contains(" | ") else {
                return String(line)
            }
            let characters = Array(line)
            let indentation = characters.prefix { $0 == " " }.count
            let hanging = column(in: characters, after: indentation) ?? indentation
            let head = String(characters[..<hanging])
            let pad = String(repeating: " ", count: hanging)
            var lines: [String] = []
            var current = ""
            for word in String(characters[hanging...]).split(separator: " ") {
                if !current.isEmpty, hanging + current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += current.isEmpty ? String(word) : " " + word
            }
            if !current.isEmpty {
                lines.append(current)
            }
            return lines.enumerated().map { ($0.offset == 0 ? head : pad) + $0.element }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Where the text after the first run of two or more spaces (following the indentation) starts,
    /// when that leaves room to wrap; nil when the line has no such column.
    private static func column(in characters: [Character], after indentation: Int) -> Int? {
        var index = indentation
        while index + 2 < characters.count {
            if characters[index] == " ", characters[index + 1] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                return end < characters.count && end < 40 ? end : nil
            }
            index += 1
        }
        return nil
    }
}
