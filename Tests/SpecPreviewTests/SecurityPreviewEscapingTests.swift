import Foundation
import SpecAnalysis
import SpecTestSupport
import XCTest

@testable import SpecPreview

/// Text from a spec cannot leave the text or attribute it is written into: escaping works on Unicode
/// scalars (a quote followed by a combining mark is still a quote to an HTML parser), a screen id
/// cannot add attributes, and the page's Content Security Policy lets only its own style sheet apply.
final class SecurityPreviewEscapingTests: XCTestCase {
    private func page(screenID: String, title: String = "T") -> String {
        let escapedID = screenID.unicodeScalars.map { $0 == "\"" ? "\\\"" : String($0) }.joined()
        let text =
            #"{ "name": "N", "platforms": { "iOS": "17.0" }, "screens": [ { "id": "\#(escapedID)", "title": "\#(title)", "content": [ { "type": "text", "text": "Hi" } ] } ] }"#
        return SpecPreview.page(for: DocumentAnalysis(text: text, path: "x.design.jsonc"), displayPath: "x.design.jsonc")
    }

    func testAQuoteFollowedByACombiningMarkIsEscaped() {
        XCTAssertEqual(MarkupText.escape("\"\u{301}"), "&quot;\u{301}")
        XCTAssertEqual(MarkupText.escape("'\u{301}<\u{301}>\u{20DD}&\u{301}"), "&#39;\u{301}&lt;\u{301}&gt;\u{20DD}&amp;\u{301}")
    }

    func testAScreenIDCannotAddAttributesToTheArticleOrTheSVGLabel() {
        let attack = "\"\u{301} onmouseover=\"x\u{301}\" style=\"color:red"
        let html = page(screenID: attack)
        XCTAssertFalse(html.contains(" onmouseover=\""), "the id closed its attribute")
        XCTAssertFalse(html.contains(" style=\""), "the id added a style attribute")
        XCTAssertTrue(html.contains("data-screen=\"&quot;\u{301} onmouseover=&quot;x\u{301}&quot; style=&quot;color:red\""))
        XCTAssertTrue(
            html.contains("aria-label=\"screen &quot;&quot;\u{301} onmouseover=&quot;x\u{301}&quot;"),
            "the picture's label is escaped as well")
    }

    func testTheStylePolicyAllowsOnlyThePagesOwnStyleSheet() throws {
        let html = page(screenID: "s", title: "<style>body{display:none}</style>")
        let policy = try XCTUnwrap(
            html.components(separatedBy: "Content-Security-Policy\" content=\"").dropFirst().first?.components(separatedBy: "\"").first)
        XCTAssertFalse(policy.contains("unsafe-inline"), policy)
        XCTAssertTrue(policy.contains("default-src 'none'"), policy)
        // The one <style> element is the one the hash names.
        let styles = html.components(separatedBy: "<style>").dropFirst()
        XCTAssertEqual(styles.count, 1, "the spec's <style> is escaped, never an element")
        let sheet = try XCTUnwrap(styles.first?.components(separatedBy: "</style>").first)
        XCTAssertTrue(policy.contains("style-src \(StyleHash.cspSource(of: sheet))"), policy)
        XCTAssertFalse(html.contains(" style=\""), "no inline style attributes: the policy would block them")
    }

    /// Random strings of scalars (markup characters, combining marks, emoji, controls) escape to text
    /// with no raw `<`, `>`, `"`, `'`, and every `&` starting one of the five entities.
    func testFuzzedTextNeverEscapesItsContext() {
        var random = SplitMix64(seed: 0xD5_1617)
        let pool: [Unicode.Scalar] = [
            "<", ">", "\"", "'", "&", ";", "#", "a", "q", "u", "o", "t", " ", "\u{301}", "\u{20DD}", "\u{200D}", "\u{FE0F}", "\u{1F469}",
            "\u{0}", "\u{7F}", "\u{FFFD}", "é"
        ]
        let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 24) {
                if random.next() % 4 == 0, let scalar = Unicode.Scalar(UInt32(random.next() % 0x10FFFF)) {
                    text.append(scalar)
                } else {
                    text.append(pool[Int(random.next() % UInt64(pool.count))])
                }
            }
            let input = String(text)
            let escaped = MarkupText.escape(input)
            let scalars = Array(escaped.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                XCTAssertFalse(
                    ["<", ">", "\"", "'"].contains(scalar), "raw \(scalar) in \(escaped.debugDescription) from \(input.debugDescription)")
                if scalar == "&" {
                    let rest = scalars[index...]
                    XCTAssertTrue(entities.contains { rest.starts(with: $0.unicodeScalars) }, "a bare & in \(escaped.debugDescription)")
                }
            }
            // Nothing is lost: unescaping gives the input back, scalar for scalar.
            var restored = escaped
            for (entity, raw) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
                restored = restored.replacingOccurrences(of: entity, with: raw, options: .literal)
            }
            XCTAssertEqual(Array(restored.unicodeScalars), Array(input.unicodeScalars))
        }
    }
}
