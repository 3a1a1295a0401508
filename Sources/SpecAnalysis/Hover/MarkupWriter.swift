import Foundation
import SpecKnowledge

/// Builds hover and completion documentation as Markdown or plain text from the same calls, so
/// every documentation renderer supports both formats.
///
/// Text passed in is Markdown (the vocabulary's summaries use backticks, emphasis and links); in
/// plain text mode that syntax is removed.
struct MarkupWriter {
    /// The format being written.
    let format: MarkupFormat
    /// The blocks written so far.
    private(set) var blocks: [String] = []

    /// The most HIG text a hover shows before the link; cut at a block boundary.
    static let higExcerptLimit = 1_500

    init(format: MarkupFormat) {
        self.format = format
    }

    /// The finished text: blocks separated by blank lines.
    var text: String { blocks.joined(separator: "\n\n") }

    // MARK: Inline

    /// `name` as code.
    func code(_ name: String) -> String {
        format == .markdown ? "`\(name)`" : name
    }

    /// `text` in bold.
    func bold(_ text: String) -> String {
        format == .markdown ? "**\(text)**" : text
    }

    /// A link: `[title](url)` or `title: url`.
    func link(_ title: String, _ url: String) -> String {
        format == .markdown ? "[\(title)](\(url))" : "\(title): \(url)"
    }

    /// A link to the HIG section at `url`, titled `HIG: Article › Section` when the bundled corpus
    /// has the section.
    func higLink(_ url: String) -> String {
        guard let section = HIGCorpus.shared.section(url: url) else { return link("Human Interface Guidelines", url) }
        return link("HIG: \(section.articleTitle) › \(section.heading)", url)
    }

    // MARK: Blocks

    /// Appends a paragraph written in Markdown (stripped to plain text in plain mode).
    mutating func paragraph(_ markdown: String) {
        guard !markdown.isEmpty else { return }
        blocks.append(format == .markdown ? markdown : Self.plain(markdown))
    }

    /// Appends lines that were already built with this writer's inline helpers, one per line.
    mutating func lines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        blocks.append(lines.joined(separator: format == .markdown ? "  \n" : "\n"))
    }

    /// Appends a bulleted list of items already built with this writer's inline helpers.
    mutating func list(_ items: [String]) {
        guard !items.isEmpty else { return }
        blocks.append(items.map { "- " + $0 }.joined(separator: "\n"))
    }

    /// Appends a table: a pipe table with aligned columns in Markdown (so it reads as a table where the
    /// client shows Markdown as text), `header: value` lines in plain text.
    mutating func table(headers: [String], rows: [[String]]) {
        guard !rows.isEmpty else { return }
        switch format {
        case .markdown:
            if let table = MarkdownTable.text([headers] + rows) { blocks.append(table) }
        case .plaintext where headers.count == 2:
            blocks.append(rows.map { $0.joined(separator: ": ") }.joined(separator: "\n"))
        case .plaintext:
            blocks.append(
                rows.map { row in
                    guard let first = row.first else { return "" }
                    let rest = zip(headers.dropFirst(), row.dropFirst()).map { "\($0) \($1)" }
                    return rest.isEmpty ? first : "\(first): " + rest.joined(separator: ", ")
                }.joined(separator: "\n"))
        }
    }

    /// Appends a horizontal rule (a blank line in plain text) between unrelated parts.
    mutating func separator() {
        if format == .markdown { blocks.append("---") }
    }

    /// Appends the HIG section at `url`, capped at `higExcerptLimit` characters at a block boundary,
    /// followed by its link; only the link when the bundled corpus lacks the section.
    mutating func higExcerpt(url: String, includeTables: Bool = true) {
        guard let section = HIGCorpus.shared.section(url: url) else {
            blocks.append(link("Human Interface Guidelines", url))
            return
        }
        switch format {
        case .markdown:
            blocks.append(section.markdown(includeTables: includeTables, maxCharacters: Self.higExcerptLimit))
        case .plaintext:
            blocks.append(section.plainText(maxCharacters: Self.higExcerptLimit))
            blocks.append(link("HIG: \(section.articleTitle) › \(section.heading)", section.url))
        }
    }

    // MARK: Plain text

    /// Removes inline Markdown: code spans and emphasis markers, `[title](url)` → `title (url)`.
    static func plain(_ markdown: String) -> String {
        var result = ""
        var characters = markdown[...]
        while let character = characters.first {
            if character == "[", let close = characters.firstIndex(of: "]"),
                characters[characters.index(after: close)...].first == "(",
                let end = characters[close...].firstIndex(of: ")")
            {
                let title = characters[characters.index(after: characters.startIndex)..<close]
                let url = characters[characters.index(close, offsetBy: 2)..<end]
                result += "\(title) (\(url))"
                characters = characters[characters.index(after: end)...]
                continue
            }
            if character != "`" && character != "*" { result.append(character) }
            characters = characters.dropFirst()
        }
        return result
    }
}
