import Foundation
import SpecKnowledge
import SpecRules
import XCTest

/// Every rule quotes the sentence it enforces, verbatim, and links to sections the bundled HIG has:
/// a rule that claims more than its source says, or points at a section that no longer exists, fails here.
final class RuleQuoteTests: XCTestCase {
    /// The bundled text of every article of `authority`, with white space folded, one string per section.
    private static func bundledText(of authority: HIGAuthority) -> [String] {
        let corpus = HIGCorpus.shared
        return corpus.articleSlugs.compactMap(corpus.article(slug:)).filter { $0.authority == authority }
            .flatMap(\.sections).map { folded($0.plainText()) }
    }

    private static func folded(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func testEveryRuleQuotesASentence() {
        let unquoted = RuleRegistry.descriptions.filter { $0.quote.trimmingCharacters(in: .whitespaces).count < 12 }.map(\.id)
        XCTAssertEqual(unquoted, [], "rules without a quote of the sentence they enforce")
    }

    /// Quotes from the current HIG, the older official chapter and the 2015 iOS HIG stand verbatim in
    /// the bundled text of that source (WCAG, the unofficial summary and the format definition are not
    /// bundled).
    func testQuotesStandVerbatimInTheBundledTextOfTheirSource() {
        var textByAuthority: [HIGAuthority: [String]] = [:]
        var misquoted: [String] = []
        for rule in RuleRegistry.descriptions where !rule.quote.isEmpty {
            guard [.current, .olderOfficial, .legacy2015].contains(rule.authority) else { continue }
            let sections = textByAuthority[rule.authority] ?? Self.bundledText(of: rule.authority)
            textByAuthority[rule.authority] = sections
            let quote = Self.folded(rule.quote)
            if !sections.contains(where: { $0.contains(quote) }) {
                misquoted.append("\(rule.id) (\(rule.authority.rawValue)): \(rule.quote)")
            }
        }
        XCTAssertEqual(misquoted, [], "quotes not found verbatim in the bundled text of their source")
    }

    /// Every link with an anchor names a section that the page's current text has (a link without an
    /// anchor may name a page the bundled current HIG does not cover, such as alerts).
    func testLinkAnchorsNameSectionsTheBundledHIGHas() {
        let corpus = HIGCorpus.shared
        let currentArticles = corpus.articleSlugs.compactMap(corpus.article(slug:)).filter { $0.authority == .current }
        let anchorsByPage = Dictionary(
            currentArticles.map { (HIGLink.article(of: $0.url) ?? $0.slug, Set($0.sections.map(\.anchor))) },
            uniquingKeysWith: { $0.union($1) })
        var broken: [String] = []
        for rule in RuleRegistry.descriptions {
            for url in rule.higURLs {
                let parts = url.split(separator: "#", maxSplits: 1)
                guard parts.count == 2 else { continue }
                guard let page = HIGLink.article(of: url), let anchors = anchorsByPage[page] else {
                    broken.append("\(rule.id): \(url): the bundled HIG has no current page for this link")
                    continue
                }
                if !anchors.contains(String(parts[1])) {
                    broken.append("\(rule.id): \(url): the page has no section \(parts[1])")
                }
            }
        }
        XCTAssertEqual(broken, [], "links to sections the bundled HIG does not have")
    }

    /// A rule's first link is the very section that holds its quote: for the current HIG the page and
    /// anchor of that section, for older text the counterpart page the bundled section names. A rule
    /// of the format itself quotes a sentence of the published schema (`Schemas/design-spec.schema.json`).
    func testThePrimaryLinkIsTheSectionThatHoldsTheQuote() throws {
        let corpus = HIGCorpus.shared
        let sections = corpus.articleSlugs.compactMap(corpus.article(slug:)).flatMap { article in
            article.sections.map { (authority: article.authority, url: $0.url, text: Self.folded($0.plainText())) }
        }
        let schemaText = try Self.schemaDescriptions().map(Self.folded)
        var misplaced: [String] = []
        for rule in RuleRegistry.descriptions {
            let quote = Self.folded(rule.quote)
            switch rule.authority {
            case .current, .olderOfficial, .legacy2015:
                let holders = sections.filter { $0.authority == rule.authority && $0.text.contains(quote) }.map(\.url)
                if !holders.contains(rule.higURL) {
                    misplaced.append("\(rule.id): first link \(rule.higURL); the quote stands in \(holders)")
                }
            case .format:
                if !schemaText.contains(where: { $0.contains(quote) }) {
                    misplaced.append("\(rule.id): the quote is not a sentence of the published schema")
                }
            case .unofficial, .wcag:
                // Not bundled: the quote is checked by review, the link names the current page.
                continue
            }
        }
        XCTAssertEqual(misplaced, [], "rules whose first link is not the section that holds their quote")
    }

    /// Every `description` in the published design spec schema.
    private static func schemaDescriptions() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Schemas/design-spec.schema.json"))
        var found: [String] = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                if let description = object["description"] as? String { found.append(description) }
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(try JSONSerialization.jsonObject(with: data))
        return found
    }
}
