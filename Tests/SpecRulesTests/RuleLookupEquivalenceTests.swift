import Foundation
import SpecKnowledge
import XCTest

@testable import SpecRules

/// The rules' faster lookups answer exactly what the plain searches they replace answered (each test
/// restates the plain search as its oracle).
final class RuleLookupEquivalenceTests: XCTestCase {
    /// Texts where lowercasing, canonical equivalence or word boundaries could make a byte search and
    /// Foundation's search disagree.
    private let texts = [
        "Click here", "CLICKED!", "Double-click to open", "clicker", "Clicks and taps", "Tap\u{301} here", "ta\u{301}p", "Tapping",
        "Taps", "untapped", "\u{212A}elvin click", "İstanbul click", "ﬁle: click", "ǅ tap", "Oops! Try again", "Uh-oh.", "uh oh",
        "whoops", "", "click", "tap tap", "Tap-to-pay", "Cliquez", "c l i c k"
    ]

    /// The search `WordMatch.first` did before its byte check: Foundation's, over every word.
    private func plainFirst(of words: [String], in text: String) -> String? {
        let lowered = text.lowercased()
        for word in words {
            var searchStart = lowered.startIndex
            while let found = lowered.range(of: word, range: searchStart..<lowered.endIndex) {
                let before = found.lowerBound == lowered.startIndex ? nil : lowered[lowered.index(before: found.lowerBound)]
                let after = found.upperBound == lowered.endIndex ? nil : lowered[found.upperBound]
                if !(before?.isLetter ?? false), !(after?.isLetter ?? false) {
                    guard lowered.count == text.count else { return word }
                    let start = text.index(text.startIndex, offsetBy: lowered.distance(from: lowered.startIndex, to: found.lowerBound))
                    return String(text[start..<text.index(start, offsetBy: word.count)])
                }
                searchStart = found.upperBound
            }
        }
        return nil
    }

    func testWordMatchFindsWhatFoundationsSearchFinds() {
        let wordLists = [
            ["clicking", "clicked", "clicks", "click"], ["tapping", "tapped", "taps", "tap"], ["whoops", "oops", "uh-oh", "uh oh"],
            ["kelvin"]
        ]
        for words in wordLists {
            for text in texts {
                XCTAssertEqual(WordMatch.first(of: words, in: text), plainFirst(of: words, in: text), "\(words) in \(text)")
            }
        }
        XCTAssertEqual(WordMatch.first(of: ["click"], in: "Double-CLICK here"), "CLICK")
        XCTAssertNil(WordMatch.first(of: ["click"], in: "clicker"))
    }

    func testNormalizedLabelIsFoundationsTrimmedLowercasedLabel() {
        let labels = [
            "Share", "  Share…  ", "\tShare...", "\u{A0}Share\u{3000}", "Share \u{2026}", "Share... …", "\n Share \n", " ", "", "…",
            "SHARE...  ", "\u{2003}Delete\u{2003}…\u{2003}", "Ｓhare"
        ]
        for label in labels {
            var expected = label.trimmingCharacters(in: .whitespaces).lowercased()
            for suffix in ["…", "..."] where expected.hasSuffix(suffix) {
                expected = String(expected.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            }
            XCTAssertEqual(StandardActionSymbolsRule.normalized(label), expected, label.debugDescription)
        }
    }

    func testWhitespaceTrimmingIsFoundations() {
        let labels = [
            "Share", "  Share  ", "\tShare", "\u{A0}Share\u{3000}", "\n Share \n", " ", "", "\u{2003}\u{2003}", "\u{200B}", "\r\n",
            "A\u{301} ", " e\u{301}", "\t\u{85}", "\u{1680}x\u{202F}", "👍 "
        ]
        for label in labels {
            XCTAssertEqual(label.trimmingWhitespace, label.trimmingCharacters(in: .whitespaces), label.debugDescription)
            XCTAssertEqual(label.isBlank, label.trimmingCharacters(in: .whitespaces).isEmpty, label.debugDescription)
        }
    }

    func testTabBarCommandTablesAnswerTheFirstMatchingCommand() {
        let commands = TabBarNavigationOnlyRule.commandTables.flatMap { HIGFigures.actions(inIconTable: $0) }.filter {
            !TabBarNavigationOnlyRule.placeActions.contains($0.action)
        }
        XCTAssertFalse(commands.isEmpty)
        let tables = TabBarNavigationOnlyRule.commands
        let titles = commands.map { $0.action.lowercased() } + ["", "settings", "home"]
        for title in titles {
            let expected = commands.first { $0.action.lowercased() == title }
            XCTAssertEqual(tables.byTitle[title]?.action, expected?.action, title)
            XCTAssertEqual(tables.byTitle[title]?.symbol, expected?.symbol, title)
        }
        let symbols =
            commands.flatMap { command in TabBarNavigationOnlyRule.symbolSuffixes.map { command.symbol + $0 } } + ["house", "gear", ".fill"]
        for symbol in symbols {
            let expected = commands.first { command in TabBarNavigationOnlyRule.symbolSuffixes.contains { symbol == command.symbol + $0 } }
            XCTAssertEqual(tables.bySymbol[symbol]?.action, expected?.action, symbol)
            XCTAssertEqual(tables.bySymbol[symbol]?.symbol, expected?.symbol, symbol)
        }
    }
}
