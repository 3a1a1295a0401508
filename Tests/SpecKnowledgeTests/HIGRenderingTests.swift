import XCTest

@testable import SpecKnowledge

/// Markdown and plain-text rendering of HIG sections.
final class HIGRenderingTests: XCTestCase {
    private let base = "https://developer.apple.com/design/human-interface-guidelines/"

    func testSectionWithTableNoteAndListRendersEachBlockKind() throws {
        let section = try XCTUnwrap(HIGCorpus.shared.section(url: base + "buttons#visionOS"))
        let markdown = section.markdown()
        let table = markdown.components(separatedBy: "\n").filter { $0.hasPrefix("|") }
        XCTAssertTrue(table.first?.hasPrefix("| Shape ") ?? false, markdown)
        XCTAssertTrue(table.dropFirst().first?.hasPrefix("| ---") ?? false, markdown)
        XCTAssertEqual(Set(table.map(\.count)).count, 1, "the columns are aligned, so the table reads as text too:\n\(markdown)")
        XCTAssertTrue(markdown.contains("\n> **Note** "))
        XCTAssertTrue(markdown.contains("\n- "))
        XCTAssertTrue(markdown.hasSuffix("[HIG: Buttons › visionOS](\(base)buttons#visionOS)"))

        let withoutTables = section.markdown(includeTables: false)
        XCTAssertFalse(withoutTables.contains("| ---"))
        XCTAssertTrue(withoutTables.contains("> **Note** "))
    }

    func testPipeTableEscapesPipesPadsShortRowsAndAlignsColumns() throws {
        let section = try fixtureSection(blocks: [
            #"{"type":"table","rows":[["Name","Value","Note"],["a|b","1"],["c","2","x\ny"]]}"#
        ])
        let lines = section.markdown().components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "| Name | Value | Note |")
        XCTAssertEqual(lines[1], "| ---- | ----- | ---- |")
        XCTAssertEqual(lines[2], #"| a\|b | 1     |      |"#)
        XCTAssertEqual(lines[3], "| c    | 2     | x y  |")
    }

    func testCalloutsListsAndEscapes() throws {
        let section = try fixtureSection(blocks: [
            #"{"type":"paragraph","text":"Use *emphasis* and `code`; a literal \\* stays."}"#,
            #"{"type":"important","text":"Don’t do that."}"#,
            #"{"type":"tip","text":"Try this."}"#,
            #"{"type":"list","items":["One","Two"]}"#,
            #"{"type":"image","caption":"","alt":""}"#,
            #"{"type":"unknown-kind","text":"skipped"}"#
        ])
        let markdown = section.markdown()
        XCTAssertTrue(markdown.contains("> **Important** Don’t do that."))
        XCTAssertTrue(markdown.contains("> **Tip** Try this."))
        XCTAssertTrue(markdown.contains("- One\n- Two"))
        XCTAssertFalse(markdown.contains("skipped"))
        XCTAssertFalse(markdown.contains("Image"))
        let plain = section.plainText()
        XCTAssertTrue(plain.hasPrefix("Use emphasis and code; a literal * stays."), plain)
        XCTAssertTrue(plain.contains("Important: Don’t do that."))
        XCTAssertFalse(plain.contains("[HIG"))
    }

    func testTruncationStopsAtABlockBoundary() throws {
        let paragraphs = (1...6).map { "Paragraph \($0) " + String(repeating: "word ", count: 12) + "end." }
        let section = try fixtureSection(blocks: paragraphs.map { #"{"type":"paragraph","text":"\#($0)"}"# })
        let full = section.markdown()
        let limit = full.count / 2
        let cut = section.markdown(maxCharacters: limit)
        XCTAssertLessThanOrEqual(cut.count, limit)
        let parts = cut.components(separatedBy: "\n\n")
        XCTAssertEqual(parts.last, "[HIG: Fixture › Section](\(base)fixture#Section)")
        XCTAssertEqual(parts[parts.count - 2], "…")
        let kept = parts.dropLast(2)
        XCTAssertFalse(kept.isEmpty)
        XCTAssertEqual(Array(kept), Array(paragraphs.prefix(kept.count)), "only whole paragraphs are kept")
        XCTAssertEqual(section.markdown(maxCharacters: full.count), full)

        let plain = section.plainText(maxCharacters: 200)
        XCTAssertLessThanOrEqual(plain.count, 200)
        XCTAssertTrue(plain.hasSuffix("\n\n…"))
    }

    func testTruncationOfASingleLongBlockCutsAtAWord() throws {
        let long = String(repeating: "lorem ipsum ", count: 40)
        let section = try fixtureSection(blocks: [#"{"type":"paragraph","text":"\#(long)"}"#])
        let cut = section.plainText(maxCharacters: 50)
        XCTAssertLessThanOrEqual(cut.count, 50)
        XCTAssertTrue(cut.hasSuffix("ipsum…") || cut.hasSuffix("lorem…"), cut)
    }

    func testOlderTextCarriesItsLabelAndACounterpartLink() throws {
        let section = try XCTUnwrap(HIGCorpus.shared.section(url: base + "alerts"))
        let markdown = section.markdown(maxCharacters: 400)
        XCTAssertTrue(markdown.hasPrefix("*Older guidance (iOS HIG, 2015)*\n\n"))
        XCTAssertTrue(markdown.hasSuffix("[HIG: Alerts (current page)](\(base)alerts)"))
        XCTAssertLessThanOrEqual(markdown.count, 400)
        XCTAssertTrue(section.plainText().hasPrefix("Older guidance (iOS HIG, 2015)\n\n"))
    }

    func testSectionWithoutTextListsItsSubsections() throws {
        // "Tracking values" is a parent heading the scrape dropped; the corpus restores it (see PROVENANCE.md).
        let section = try XCTUnwrap(HIGCorpus.shared.section(url: base + "typography#Tracking-values"))
        XCTAssertTrue(section.markdown().contains("*Subsections:* SF Pro · SF Pro Rounded · New York"))
    }

    /// A one-section corpus built in memory from raw block JSON.
    private func fixtureSection(blocks: [String]) throws -> HIGSection {
        let index = """
            {"formatVersion":1,"articles":[{"slug":"fixture","title":"Fixture","url":"\(base)fixture",
            "authority":"current","file":"fixture","sections":[{"heading":"Section","anchor":"Section","level":2}]}]}
            """
        let article = """
            {"slug":"fixture","title":"Fixture","url":"\(base)fixture","authority":"current",
            "sections":[{"heading":"Section","anchor":"Section","level":2,"url":"\(base)fixture#Section",
            "blocks":[\(blocks.joined(separator: ","))]}]}
            """
        let corpus = HIGCorpus(readJSON: { name in
            switch name {
            case "index": Data(index.utf8)
            case "fixture": Data(article.utf8)
            default: nil
            }
        })
        return try XCTUnwrap(corpus.section(url: base + "fixture#Section"))
    }
}
