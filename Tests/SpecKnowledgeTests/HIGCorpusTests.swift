import XCTest

@testable import SpecKnowledge

/// Lookups in the bundled HIG corpus: URLs, anchors, older texts, topics, and bad input.
final class HIGCorpusTests: XCTestCase {
    private let corpus = HIGCorpus.shared
    private let base = "https://developer.apple.com/design/human-interface-guidelines/"

    func testURLWithAnchorFindsTheSection() throws {
        let section = try XCTUnwrap(corpus.section(url: base + "buttons#Best-practices"))
        XCTAssertEqual(section.articleSlug, "buttons")
        XCTAssertEqual(section.articleTitle, "Buttons")
        XCTAssertEqual(section.heading, "Best practices")
        XCTAssertEqual(section.anchor, "Best-practices")
        XCTAssertEqual(section.level, 2)
        XCTAssertEqual(section.url, base + "buttons#Best-practices")
        XCTAssertEqual(section.authority, .current)
        XCTAssertNil(section.authority.label)
    }

    func testAnchorsFollowApplesForm() throws {
        // Apple drops punctuation: "iOS, iPadOS" → #iOS-iPadOS (as the seeds' own related links show).
        let platform = try XCTUnwrap(corpus.section(article: "typography", anchor: "iOS-iPadOS"))
        XCTAssertEqual(platform.heading, "iOS, iPadOS")
        // Hand-written variants that keep punctuation resolve to the same section.
        XCTAssertEqual(corpus.section(url: base + "typography#iOS,-iPadOS"), platform)
        XCTAssertEqual(corpus.section(url: base + "typography#iOS%2C-iPadOS"), platform)
        let large = try XCTUnwrap(corpus.section(url: base + "typography#Large-(default)"))
        XCTAssertEqual(large.heading, "Large (default)")
        XCTAssertEqual(large.anchor, "Large-default")
        XCTAssertEqual(corpus.section(article: "typography", anchor: "#Large-default"), large)
    }

    func testURLWithoutAnchorGivesTheFirstSection() throws {
        let first = try XCTUnwrap(corpus.section(url: base + "color"))
        XCTAssertEqual(first.heading, "Overview")
        XCTAssertEqual(first.authority, .current)
        XCTAssertEqual(corpus.section(url: "/design/human-interface-guidelines/color/"), first)
    }

    func testCurrentTextWinsAndOlderTextFillsGaps() throws {
        // Both the current page and the older chapter have "Best practices" for color: current wins.
        XCTAssertEqual(corpus.section(url: base + "color#Best-practices")?.authority, .current)
        // Only the 2023–24 accessibility chapter has "Buttons and controls".
        let older = try XCTUnwrap(corpus.section(url: base + "accessibility#Buttons-and-controls"))
        XCTAssertEqual(older.authority, .olderOfficial)
        XCTAssertEqual(older.articleSlug, "accessibility-older")
        XCTAssertEqual(older.authority.label, "Older guidance (Apple HIG, 2023–24)")
        XCTAssertTrue(older.plainText().contains("44x44 pt"))
    }

    func testLegacyComponentArticlesExistAndAreLabelled() throws {
        let expected = [
            "navigation-bars": "Navigation Bar",
            "alerts": "Alert",
            "segmented-controls": "Segmented Control",
            "toolbars": "Toolbar",
            "page-controls": "Page Control"
        ]
        for (slug, heading) in expected {
            let article = try XCTUnwrap(corpus.article(slug: slug), slug)
            XCTAssertEqual(article.authority, .legacy2015, slug)
            XCTAssertEqual(article.url, base + slug, slug)
            let first = try XCTUnwrap(article.sections.first, slug)
            XCTAssertEqual(first.heading, heading, slug)
            XCTAssertEqual(first.authority.label, "Older guidance (iOS HIG, 2015)", slug)
            XCTAssertTrue(first.markdown().hasPrefix("*Older guidance (iOS HIG, 2015)*"), slug)
            XCTAssertFalse(first.plainText().contains("/475"), "page artifacts must be gone: \(slug)")
            // The page URL leads to the older text while no current article covers it.
            XCTAssertEqual(corpus.section(url: base + slug), first, slug)
        }
        let navigation = try XCTUnwrap(corpus.section(url: base + "navigation-bars#Navigation-Bar"))
        XCTAssertTrue(navigation.plainText().contains("Don’t create a multisegment back button."))
    }

    func testLegacyTextForACurrentPageDoesNotShadowIt() throws {
        XCTAssertEqual(corpus.section(url: base + "tab-bars")?.authority, .current)
        XCTAssertEqual(corpus.article(slug: "tab-bars-ios-2015")?.authority, .legacy2015)
        XCTAssertEqual(corpus.section(url: base + "tab-bars#Tab-Bar")?.articleSlug, "tab-bars-ios-2015")
    }

    func testTopicSearchPutsCurrentTextFirst() throws {
        let tabBars = corpus.sections(forTopic: "tab bar")
        let first = try XCTUnwrap(tabBars.first)
        XCTAssertEqual(first.articleSlug, "tab-bars")
        XCTAssertEqual(first.authority, .current)
        XCTAssertTrue(tabBars.contains { $0.articleSlug == "tab-bars-ios-2015" })
        let ranks = tabBars.map(\.authority.rank)
        XCTAssertEqual(ranks, ranks.sorted())
        let segmented = corpus.sections(forTopic: "Segmented-Control")
        XCTAssertTrue(segmented.contains { $0.articleSlug == "segmented-controls" })
        XCTAssertEqual(Set(tabBars).count, tabBars.count)
    }

    func testMissingThingsReturnNil() {
        XCTAssertNil(corpus.article(slug: "no-such-article"))
        XCTAssertNil(corpus.article(slug: ""))
        XCTAssertNil(corpus.section(url: base + "no-such-article#Overview"))
        XCTAssertNil(corpus.section(url: base + "buttons#No-such-heading"))
        XCTAssertNil(corpus.section(url: "https://example.com/buttons#Best-practices"))
        XCTAssertNil(corpus.section(url: base))
        XCTAssertNil(corpus.section(url: ""))
        XCTAssertNil(corpus.section(url: base + "buttons#%%%"))
        XCTAssertNil(corpus.section(article: "buttons", anchor: ""))
        XCTAssertNil(corpus.section(article: "nope", anchor: "Style"))
        XCTAssertTrue(corpus.sections(forTopic: "  ").isEmpty)
        XCTAssertTrue(corpus.sections(forTopic: "zzzz-not-a-topic").isEmpty)
    }

    func testUnreadableResourcesGiveEmptyResultsNotCrashes() {
        let noFiles = HIGCorpus(readJSON: { _ in nil })
        XCTAssertTrue(noFiles.articleSlugs.isEmpty)
        XCTAssertNil(noFiles.section(url: base + "buttons"))
        let brokenArticle = HIGCorpus(readJSON: { name in
            name == "index" ? ResourceLoader.data(named: "index", extension: "json", subdirectory: "hig") : Data("{ not json".utf8)
        })
        XCTAssertFalse(brokenArticle.articleSlugs.isEmpty)
        XCTAssertNil(brokenArticle.article(slug: "buttons"))
        XCTAssertNil(brokenArticle.section(url: base + "buttons#Style"))
    }

    func testEveryIndexedArticleLoadsWithUniqueAnchors() throws {
        let slugs = corpus.articleSlugs
        XCTAssertEqual(Set(slugs).count, slugs.count)
        XCTAssertGreaterThanOrEqual(slugs.count, 75)
        for slug in slugs {
            let article = try XCTUnwrap(corpus.article(slug: slug), slug)
            XCTAssertFalse(article.sections.isEmpty, slug)
            let anchors = article.sections.map(\.anchor)
            XCTAssertEqual(Set(anchors).count, anchors.count, slug)
            for section in article.sections {
                XCTAssertEqual(corpus.section(article: slug, anchor: section.anchor), section)
            }
        }
    }
}
