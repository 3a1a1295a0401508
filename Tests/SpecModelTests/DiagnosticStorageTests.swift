import SpecModel
import XCTest

/// `Diagnostic` and `SuggestedFix` keep some fields in a compact form (tags as bits, a token rename
/// by reference); they read, compare and hash exactly as the plain fields did.
final class DiagnosticStorageTests: XCTestCase {
    private func diagnostic(tags: Set<DiagnosticTag>, rename: TokenRename?) -> Diagnostic {
        Diagnostic(
            range: 4..<9, severity: .warning, code: "token-shadows-system-name", message: "m", tags: tags,
            fix: SuggestedFix(title: "Rename", range: 4..<9, newText: "\"b\"", isSafe: true, renamesToken: rename))
    }

    func testTagsReadBackAsGiven() {
        let sets: [Set<DiagnosticTag>] = [[], [.deprecated], [.unnecessary], [.deprecated, .unnecessary]]
        for tags in sets {
            XCTAssertEqual(diagnostic(tags: tags, rename: nil).tags, tags)
            var changed = diagnostic(tags: [], rename: nil)
            changed.tags = tags
            XCTAssertEqual(changed, diagnostic(tags: tags, rename: nil))
            changed.tags.insert(.unnecessary)
            XCTAssertEqual(changed.tags, tags.union([.unnecessary]))
        }
        XCTAssertNotEqual(diagnostic(tags: [.deprecated], rename: nil), diagnostic(tags: [.unnecessary], rename: nil))
    }

    func testTokenRenameComparesByValue() {
        let rename = TokenRename(kind: .color, declaration: 4..<9, newName: "b")
        let first = diagnostic(tags: [], rename: rename)
        let second = diagnostic(tags: [], rename: TokenRename(kind: .color, declaration: 4..<9, newName: "b"))
        XCTAssertEqual(first.fix?.renamesToken, rename)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        XCTAssertNotEqual(first, diagnostic(tags: [], rename: TokenRename(kind: .color, declaration: 4..<9, newName: "c")))
        XCTAssertNotEqual(first, diagnostic(tags: [], rename: nil))
        var cleared = first
        cleared.fix?.renamesToken = nil
        XCTAssertEqual(cleared, diagnostic(tags: [], rename: nil))
        XCTAssertEqual(Set([first, second, cleared]).count, 2)
    }

    func testMovingKeepsTheRename() {
        let rename = TokenRename(kind: .color, declaration: 4..<9, newName: "b")
        let moved = diagnostic(tags: [.deprecated], rename: rename).moved(by: 10)
        XCTAssertEqual(moved.range, 14..<19)
        XCTAssertEqual(moved.fix?.range, 14..<19)
        XCTAssertEqual(moved.fix?.renamesToken, rename)
        XCTAssertEqual(moved.tags, [.deprecated])
        XCTAssertEqual(moved.moved(by: -10), diagnostic(tags: [.deprecated], rename: rename))
    }

    /// Every finding is stored at least twice; this is the bound the compact fields keep (200 and 104 bytes before).
    func testInlineSizeStaysCompact() {
        XCTAssertLessThanOrEqual(MemoryLayout<Diagnostic>.stride, 160)
        XCTAssertLessThanOrEqual(MemoryLayout<SuggestedFix>.stride, 72)
    }
}
