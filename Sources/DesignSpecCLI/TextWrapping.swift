/// Word wrapping for terminal output.
enum TextWrapping {
    /// `text` with every line longer than `width` broken at spaces. Lines that look like table rows
    /// (containing ` | `) and words longer than `width` are left whole.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > width, !line.contains(" | ") else {
                return String(line)
            }
            var lines: [String] = []
            var current = ""
            for word in line.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += current.isEmpty ? String(word) : " " + word
            }
            if !current.isEmpty {
                lines.append(current)
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
