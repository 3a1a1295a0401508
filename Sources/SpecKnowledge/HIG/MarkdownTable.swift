/// A GitHub-style pipe table with its columns padded to one width, so it reads as a table both where
/// Markdown is rendered and where it is shown as text (Neovim 0.7's hover shows the pipes as they are).
/// The one writer of Markdown tables: HIG sections and hover tables use it.
public enum MarkdownTable {
    /// The table: `rows[0]` is the header; short rows are padded with empty cells, line breaks in a
    /// cell become spaces and `|` is escaped. Nil when there are no rows or no columns.
    public static func text(_ rows: [[String]]) -> String? {
        let columns = rows.map(\.count).max() ?? 0
        guard !rows.isEmpty, columns > 0 else { return nil }
        let cells = rows.map { row in
            (row + Array(repeating: "", count: columns - row.count)).map {
                $0.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
            }
        }
        let widths = (0..<columns).map { column in max(3, cells.map { $0[column].count }.max() ?? 0) }
        func line(_ row: [String]) -> String {
            "| "
                + zip(row, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
                .joined(separator: " | ") + " |"
        }
        let rule = "| " + widths.map { String(repeating: "-", count: $0) }.joined(separator: " | ") + " |"
        return ([line(cells[0]), rule] + cells.dropFirst().map(line)).joined(separator: "\n")
    }
}
