@testable import DesignSpecCLI
import SpecTestSupport
import XCTest

/// `TerminalText.isPlain`, the fast path of the text report, never calls text plain that holds a
/// control character or a line break.
final class TerminalTextPlainTests: XCTestCase {
    func testPlainTextHasNoControlCharacterAndNoLineBreak() {
        var generator = SplitMix64(seed: 0x7E47)
        let interesting: [UInt32] = [
            0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0x1B, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0x2028, 0x2029, 0x41, 0xE9, 0x1F600, 0x301
        ]
        for _ in 0..<5_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 8) {
                let value =
                    generator.next() % 3 == 0
                    ? interesting[Int(generator.next() % UInt64(interesting.count))] : UInt32(generator.next() % 0x3000)
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            let text = String(scalars)
            let hasControl = text.unicodeScalars.contains(where: TerminalText.isEscaped) || text.contains(where: \.isNewline)
            if TerminalText.isPlain(text) {
                XCTAssertFalse(hasControl, "called plain: \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        XCTAssertTrue(TerminalText.isPlain("Import cycle: a.design.json → b.design.json"))
        XCTAssertFalse(TerminalText.isPlain("a\u{2028}b"))
        XCTAssertFalse(TerminalText.isPlain("a\u{85}b"))
    }
}
