import SpecAnalysis
import SpecTestSupport
import XCTest

/// Definition, references and rename of tokens and screen ids, with `1️⃣` cursor markers.
final class NavigationTests: XCTestCase {
    /// The spec of `Fixtures/navigation/tokens-and-screens.design.jsonc`, analysed, and its markers.
    private func analyze() throws -> (DocumentAnalysis, MarkedText) {
        let marked = try TestFixtures.marked("navigation/tokens-and-screens.design.jsonc")
        return (DocumentAnalysis(text: marked.text), marked)
    }

    private func texts(_ ranges: [Range<Int>], in analysis: DocumentAnalysis) -> [String] {
        ranges.map { String(decoding: analysis.tree.bytes[$0], as: UTF8.self) }
    }

    func testDefinitionOfAColorTokenUse() throws {
        let (analysis, marked) = try analyze()
        let definition = try XCTUnwrap(analysis.definition(at: try XCTUnwrap(marked.offset("1"))))
        XCTAssertEqual(definition.lowerBound + 1, marked.offset("2"))
        XCTAssertEqual(texts([definition], in: analysis), ["\"brand\""])
    }

    func testDefinitionOfATypeTokenUse() throws {
        let (analysis, marked) = try analyze()
        let definition = try XCTUnwrap(analysis.definition(at: try XCTUnwrap(marked.offset("3"))))
        XCTAssertEqual(definition.lowerBound + 1, marked.offset("4"))
    }

    func testReferencesCountOnlyValuesWhereAColorBelongs() throws {
        let (analysis, marked) = try analyze()
        let offset = try XCTUnwrap(marked.offset("2"))
        let uses = analysis.references(at: offset, includeDeclaration: false)
        // The token `ink`, the screen background, the text's color and the button's tint variant (`tint`
        // is a color property; a variant may name a token): not the text "brand" and not the comment.
        XCTAssertEqual(uses.count, 4, "\(texts(uses, in: analysis))")
        XCTAssertEqual(analysis.references(at: offset, includeDeclaration: true).count, 5)
        XCTAssertTrue(analysis.references(at: try XCTUnwrap(marked.offset("5")), includeDeclaration: true).isEmpty)
    }

    func testRenameEditsTheDeclarationAndEveryUseOnly() throws {
        let (analysis, marked) = try analyze()
        let offset = try XCTUnwrap(marked.offset("1"))
        XCTAssertEqual(analysis.prepareRename(at: offset)?.placeholder, "brand")
        let edits = try analysis.rename(at: offset, to: "accent").get()
        var bytes = analysis.tree.bytes
        for edit in edits.reversed() { bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8)) }
        let renamed = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(edits.count, 5)
        XCTAssertTrue(renamed.contains(##""accent": "#A14700""##))
        XCTAssertTrue(renamed.contains(#""ink": "accent""#))
        XCTAssertTrue(renamed.contains(#"// "brand" in a comment is not a use"#))
        XCTAssertTrue(renamed.contains(#""text": "brand""#))
        XCTAssertEqual(DocumentAnalysis(text: renamed).references(at: try XCTUnwrap(marked.offset("2")), includeDeclaration: true).count, 5)
    }

    func testRenameRefusesTakenAndSystemNames() throws {
        let (analysis, marked) = try analyze()
        let color = try XCTUnwrap(marked.offset("1"))
        XCTAssertEqual(analysis.rename(at: color, to: "ink").failureMessage, "A color token named \"ink\" already exists.")
        XCTAssertTrue(analysis.rename(at: color, to: "systemBlue").failureMessage?.contains("is a system color") ?? false)
        XCTAssertTrue(
            analysis.rename(at: try XCTUnwrap(marked.offset("3")), to: "headline").failureMessage?.contains("system text style") ?? false)
        XCTAssertEqual(analysis.rename(at: color, to: "  ").failureMessage, "A name cannot be empty.")
    }

    func testScreenIDsRenameAndRefuseDuplicates() throws {
        let (analysis, marked) = try analyze()
        let offset = try XCTUnwrap(marked.offset("5"))
        XCTAssertEqual(analysis.prepareRename(at: offset)?.placeholder, "home")
        XCTAssertEqual(try analysis.rename(at: offset, to: "start").get().map(\.newText), ["start"])
        XCTAssertNotNil(analysis.rename(at: offset, to: "settings").failureMessage)
    }

    func testRenameEscapesTheNewName() throws {
        let (analysis, marked) = try analyze()
        let edits = try analysis.rename(at: try XCTUnwrap(marked.offset("1")), to: #"my "brand""#).get()
        XCTAssertEqual(Set(edits.map(\.newText)), [#"my \"brand\""#])
    }

    func testNothingToRenameOnPlainValues() throws {
        let analysis = DocumentAnalysis(text: #"{ "name": "Demo" }"#)
        XCTAssertNil(analysis.prepareRename(at: 12))
        XCTAssertNil(analysis.definition(at: 12))
    }
}

private extension Result where Failure == RenameRefusal {
    var failureMessage: String? {
        if case .failure(let refusal) = self { return refusal.message }
        return nil
    }
}

/// A typo damages only its neighbourhood: the findings elsewhere stay.
final class TypoRecoveryTests: XCTestCase {
    func testRuleFindingsOutsideTheDamageStay() throws {
        let intact = """
            { "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "content": [
              { "type": "button", "title": "Small", "width": 20, "height": 20 },
              { "type": "text", "text": "One" },
              { "type": "image", "symbol": "hart.fill", "accessibilityLabel": "Love" }
            ] } ] }
            """
        let broken = intact.replacingOccurrences(of: #""text": "One" },"#, with: #""text": "One""#)
        let before = DocumentAnalysis(text: intact).diagnostics().map(\.code)
        let after = DocumentAnalysis(text: broken).diagnostics().map(\.code)
        XCTAssertEqual(after.filter { $0.hasPrefix("syntax/") }, ["syntax/unclosed-object"])
        XCTAssertEqual(after.filter { !$0.hasPrefix("syntax/") }, before)
        XCTAssertTrue(before.contains("min-touch-target") && before.contains("sf-symbol-exists"))
    }
}
