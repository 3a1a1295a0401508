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
}
