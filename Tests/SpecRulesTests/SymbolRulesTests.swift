import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// Messages, fixes, tags and graded severities of the SF Symbol rules.
final class SymbolRulesTests: XCTestCase {
    private func diagnostics(_ rule: any Rule.Type, _ document: String) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(MarkedText(document).text)), rules: [rule])
    }

    private func content(_ component: String, platforms: String = #""iOS": "17.0""#) -> String {
        #"{ "platforms": { \#(platforms) }, "screens": [ { "id": "main", "content": [ \#(component) ] } ] }"#
    }

    func testExistsSuggestsTheClosestNameAsFix() throws {
        let text = content(#"{ "type": "button", "title": "Share", "symbol": "square.and.arow.up" }"#)
        let diagnostic = try XCTUnwrap(diagnostics(SFSymbolExistsRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            SFSymbolExistsRule.unknown(
                owner: "Button \"Share\"", name: "square.and.arow.up", suggestions: ["square.and.arrow.up"]))
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.fix?.newText, "\"square.and.arrow.up\"")
        XCTAssertEqual(diagnostic.fix?.range, diagnostic.range)
        let bytes = Array(text.utf8)
        XCTAssertEqual(String(decoding: bytes[diagnostic.range], as: UTF8.self), "\"square.and.arow.up\"")
    }

    func testExistsNamesTabBarItems() throws {
        let text =
            #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "a", "tabBar": { "items": [ { "title": "Browse", "symbol": "house.fil" } ] } } ] }"#
        let diagnostic = try XCTUnwrap(diagnostics(SFSymbolExistsRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            SFSymbolExistsRule.unknown(
                owner: "Tab bar item \"Browse\"", name: "house.fil",
                suggestions: SymbolCatalog.shared.suggestions(for: "house.fil", limit: 3)))
        XCTAssertEqual(SymbolCatalog.shared.suggestions(for: "house.fil", limit: 3).first, "house.fill")
    }

    func testAvailabilitySaysWhichPlatformAndVersion() throws {
        let diagnostic = try XCTUnwrap(
            diagnostics(SFSymbolAvailabilityRule.self, content(#"{ "type": "image", "symbol": "1.calendar" }"#)).first)
        XCTAssertEqual(
            diagnostic.message,
            SFSymbolAvailabilityRule.message(
                owner: "Image", symbol: "1.calendar", needs: [(.iOS, OSVersion(major: 26))], targeted: [(.iOS, OSVersion(major: 17))],
                unavailableOn: [], olderName: nil))
        XCTAssertEqual(diagnostic.related.count, 1, "points at the platform version")
        XCTAssertEqual(diagnostic.fixes.map(\.title), ["Raise the minimum to iOS 26.0"], "no older name: raising the target is the one fix")
    }

    func testAvailabilityTreatsMacOS1015AsMacOS11() throws {
        let text = content(#"{ "type": "image", "symbol": "star" }"#, platforms: #""macOS": "10.15""#)
        let diagnostic = try XCTUnwrap(diagnostics(SFSymbolAvailabilityRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            SFSymbolAvailabilityRule.message(
                owner: "Image", symbol: "star", needs: [(.macOS, OSVersion(major: 11))],
                targeted: [(.macOS, OSVersion(major: 10, minor: 15))],
                unavailableOn: [], olderName: nil))
    }

    func testAvailabilityOffersTheNameBeforeTheRename() throws {
        let diagnostic = try XCTUnwrap(
            diagnostics(SFSymbolAvailabilityRule.self, content(#"{ "type": "image", "symbol": "document.on.document" }"#)).first)
        XCTAssertEqual(
            diagnostic.message,
            SFSymbolAvailabilityRule.message(
                owner: "Image", symbol: "document.on.document", needs: [(.iOS, OSVersion(major: 18))],
                targeted: [(.iOS, OSVersion(major: 17))], unavailableOn: [], olderName: "doc.on.doc"))
        XCTAssertEqual(diagnostic.fix?.newText, "\"doc.on.doc\"")
    }

    func testAvailabilityChecksOnlyTheScreensPlatform() {
        let text =
            #"{ "platforms": { "iOS": "17.0", "visionOS": "26.0" }, "screens": [ { "id": "v", "platform": "visionOS", "content": [ { "type": "image", "symbol": "1.calendar" } ] } ] }"#
        XCTAssertEqual(diagnostics(SFSymbolAvailabilityRule.self, text), [])
    }

    func testRenamedGivesTheNewNameWhenTheTargetsHaveIt() throws {
        let text = content(#"{ "type": "button", "title": "Copy", "symbol": "doc.on.doc" }"#, platforms: #""iOS": "18.0""#)
        let diagnostic = try XCTUnwrap(diagnostics(SFSymbolRenamedRule.self, text).first)
        XCTAssertEqual(
            diagnostic.message,
            SFSymbolRenamedRule.message(
                owner: "Button \"Copy\"", symbol: "doc.on.doc", newName: "document.on.document", release: "SF Symbols 6",
                renamedIn: (.iOS, OSVersion(major: 18))))
        XCTAssertEqual(diagnostic.severity, .information)
        XCTAssertEqual(diagnostic.tags, [.deprecated])
        XCTAssertEqual(diagnostic.fix?.newText, "\"document.on.document\"")
    }

    /// Issue 7, noise: a finding whose advice is to change nothing is no finding. While a target predates
    /// the new name, the old name is right, so `sf-symbol-renamed` stays silent.
    func testRenamedIsSilentWhileOlderTargetsNeedTheOldName() {
        let text = content(#"{ "type": "image", "symbol": "doc.on.doc" }"#, platforms: #""iOS": "18.0", "watchOS": "10.0""#)
        XCTAssertEqual(diagnostics(SFSymbolRenamedRule.self, text), [])
        let screenOnly =
            #"{ "platforms": { "iOS": "18.0", "watchOS": "10.0" }, "screens": [ { "id": "p", "platform": "iOS", "content": [ { "type": "image", "symbol": "doc.on.doc" } ] } ] }"#
        XCTAssertEqual(diagnostics(SFSymbolRenamedRule.self, screenOnly).count, 1, "an iOS-only screen is judged on iOS 18 alone")
    }

    func testStandardActionSymbolNamesTheStandardSymbol() throws {
        let diagnostic = try XCTUnwrap(
            diagnostics(StandardActionSymbolsRule.self, content(#"{ "type": "button", "title": "Share…", "symbol": "paperplane" }"#)).first)
        XCTAssertEqual(
            diagnostic.message,
            StandardActionSymbolsRule.message(
                component: "Button \"Share…\"", symbol: "paperplane", standard: "square.and.arrow.up", action: "Share…"))
        XCTAssertEqual(diagnostic.fix?.newText, "\"square.and.arrow.up\"")
    }

    func testStandardActionSymbolSuggestsANameTheTargetsHave() throws {
        let component = #"{ "type": "button", "title": "Copy", "symbol": "clipboard" }"#
        let old = try XCTUnwrap(diagnostics(StandardActionSymbolsRule.self, content(component)).first)
        XCTAssertEqual(old.fix?.newText, "\"doc.on.doc\"")
        let new = try XCTUnwrap(diagnostics(StandardActionSymbolsRule.self, content(component, platforms: #""iOS": "18.0""#)).first)
        XCTAssertEqual(new.fix?.newText, "\"document.on.document\"")
    }
}
