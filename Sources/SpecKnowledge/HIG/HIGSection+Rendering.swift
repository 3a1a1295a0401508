import Foundation

/// Rendering a section as Markdown (for hover) or plain text (for terminals).
extension HIGSection {
    /// The section as Markdown: an authority label for older text, then paragraphs, lists, callouts
    /// (`> **Note** …`), tables as GitHub pipe tables, and a final link line.
    ///
    /// - Parameters:
    ///   - includeTables: `false` leaves tables out (for narrow popups).
    ///   - maxCharacters: the longest result wanted. Content is cut at a block boundary and `…` marks the
    ///     cut; the label and link line are always kept. Only when not even the first block fits is that
    ///     block cut at a word boundary.
    public func markdown(includeTables: Bool = true, maxCharacters: Int? = nil) -> String {
        let head = authority.label.map { ["*\($0)*"] } ?? []
        var body: [String] = blocks.compactMap { block in
            if case .table = block, !includeTables {
                return nil
            }
            return Self.markdown(block)
        }
        if blocks.isEmpty, !subsectionHeadings.isEmpty {
            body.append("*Subsections:* " + subsectionHeadings.joined(separator: " · "))
        }
        return Self.assemble(head: head, body: body, tail: [linkLine], maxCharacters: maxCharacters)
    }

    /// The section as plain text: an authority label for older text, then the blocks with Markdown
    /// markers removed (lists as `- item`, callouts as `Note: …`, table rows as `a | b`); no link line.
    ///
    /// - Parameter maxCharacters: as for ``markdown(includeTables:maxCharacters:)``.
    public func plainText(maxCharacters: Int? = nil) -> String {
        let head = authority.label.map { [$0] } ?? []
        var body: [String] = blocks.compactMap(Self.plainText)
        if blocks.isEmpty, !subsectionHeadings.isEmpty {
            body.append("Subsections: " + subsectionHeadings.joined(separator: " · "))
        }
        return Self.assemble(head: head, body: body, tail: [], maxCharacters: maxCharacters)
    }

    /// The closing link: section title for current text, the counterpart page for older text.
    private var linkLine: String {
        switch authority {
        case .current, .olderOfficial:
            "[HIG: \(articleTitle) › \(heading)](\(url))"
        case .legacy2015, .unofficial, .wcag, .format:
            "[HIG: \(articleTitle) (current page)](\(url))"
        }
    }

    static let ellipsis = "…"
    private static let separator = "\n\n"

    /// Joins head, as many body parts as fit, an ellipsis when parts were dropped, and the tail.
    private static func assemble(head: [String], body: [String], tail: [String], maxCharacters: Int?) -> String {
        guard let limit = maxCharacters else {
            return (head + body + tail).joined(separator: separator)
        }
        let full = (head + body + tail).joined(separator: separator)
        if full.count <= limit {
            return full
        }
        let fixed = (head + [ellipsis] + tail).joined(separator: separator).count
        var budget = limit - fixed
        var kept: [String] = []
        for part in body {
            let cost = part.count + separator.count
            if cost > budget {
                break
            }
            kept.append(part)
            budget -= cost
        }
        if kept.isEmpty, let first = body.first, let cut = cutAtWord(first, budget: budget - 1) {
            return (head + [cut + ellipsis] + tail).joined(separator: separator)
        }
        return (head + kept + [ellipsis] + tail).joined(separator: separator)
    }

    /// The longest word-boundary prefix of `text` within `budget` characters, or `nil` if none is useful.
    private static func cutAtWord(_ text: String, budget: Int) -> String? {
        guard budget > 0 else {
            return nil
        }
        let prefix = text.prefix(budget)
        guard let lastSpace = prefix.lastIndex(where: { $0 == " " || $0 == "\n" }) else {
            return nil
        }
        let cut = prefix[..<lastSpace].trimmingCharacters(in: .whitespaces)
        return cut.isEmpty ? nil : cut
    }

    private static func markdown(_ block: HIGBlock) -> String? {
        switch block {
        case .paragraph(let text):
            return text
        case .list(let items):
            return items.map { "- " + oneLine($0) }.joined(separator: "\n")
        case .callout(let kind, let text):
            return "> **\(kind.title)** " + text.replacingOccurrences(of: "\n", with: "\n> ")
        case .image(let caption):
            return caption.isEmpty ? nil : "*Image:* " + oneLine(caption)
        case .table(let rows):
            return pipeTable(rows)
        }
    }

    private static func plainText(_ block: HIGBlock) -> String? {
        switch block {
        case .paragraph(let text):
            return stripMarkdown(text)
        case .list(let items):
            return items.map { "- " + stripMarkdown(oneLine($0)) }.joined(separator: "\n")
        case .callout(let kind, let text):
            return kind.title + ": " + stripMarkdown(text)
        case .image(let caption):
            return caption.isEmpty ? nil : "Image: " + stripMarkdown(oneLine(caption))
        case .table(let rows):
            guard !rows.isEmpty else {
                return nil
            }
            return rows.map { row in row.map { stripMarkdown(oneLine($0)) }.joined(separator: " | ") }
                .joined(separator: "\n")
        }
    }

    /// A GitHub-style pipe table with aligned columns; the first row is the header.
    private static func pipeTable(_ rows: [[String]]) -> String? {
        MarkdownTable.text(rows)
    }

    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }

    /// Removes the inline Markdown the corpus uses: `*`/`**` emphasis and code backticks; `\x` → `x`.
    static func stripMarkdown(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        var escaped = false
        for character in text {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character != "*", character != "`" {
                result.append(character)
            }
        }
        return result
    }
}
