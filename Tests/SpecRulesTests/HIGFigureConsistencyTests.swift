import Foundation
import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Issue 7, knowledge has one home: the figures rules state and check are the bundled HIG tables'
/// (through the platform profiles), so a rule and the table cannot disagree.
final class HIGFigureConsistencyTests: XCTestCase {
    private let profiles = Platform.allCases.map(PlatformCatalog.shared.profile(for:))

    /// Every `N×N pt` / `N×N px` and `N / N pt` in these rationales is a figure of some platform's profile,
    /// and every platform's figure appears.
    func testRationaleFiguresAreTheProfilesFigures() throws {
        let controlSizes = Set(
            profiles.flatMap { [$0.defaultControlSize?.value.description, $0.minimumControlSize?.value.description].compactMap { $0 } })
        let iconSizes = Set(
            profiles.compactMap { $0.appIconSize.map { "\(PointSize.format($0.value.width))×\(PointSize.format($0.value.height)) px" } })
        let touch = try XCTUnwrap(RuleRegistry.description(of: "min-touch-target")).rationale
        XCTAssertEqual(Set(Self.matches(of: #"\d+×\d+ pt"#, in: touch)), controlSizes, touch)
        let icon = try XCTUnwrap(RuleRegistry.description(of: "app-icon-size")).rationale
        XCTAssertEqual(Set(Self.matches(of: #"\d+×\d+ px"#, in: icon)), iconSizes, icon)
        let fonts = try XCTUnwrap(RuleRegistry.description(of: "min-font-size")).rationale
        let textSizes = Set(
            profiles.compactMap { profile in
                profile.minimumTextSize.flatMap { minimum in
                    profile.defaultTextSize.map { "\(PointSize.format(minimum.value)) / \(PointSize.format($0.value)) pt" }
                }
            })
        XCTAssertEqual(Set(Self.matches(of: #"\d+ / \d+ pt"#, in: fonts)), textSizes, fonts)
        for profile in profiles {
            XCTAssertNotNil(profile.defaultControlSize, "\(profile.platform): the HIG table gives a control size")
        }
    }

    /// Across every registered rule: each size in points (`N×N pt`: a control size, or a watchOS complication
    /// image size) and app icon size (`N×N px`) a rationale states is a figure of the tables, so no rationale
    /// restates a figure the tables lack.
    func testEverySizeInEveryRationaleIsATableFigure() {
        let complicationSizes = ComplicationFamily.allCases.flatMap { HIGFigures.complicationImageSizes($0)?.value.map(\.size.description) ?? [] }
        let controlSizes = Set(
            profiles.flatMap { [$0.defaultControlSize?.value.description, $0.minimumControlSize?.value.description].compactMap { $0 } }
                + complicationSizes)
        let iconSizes = Set(
            profiles.compactMap { $0.appIconSize.map { "\(PointSize.format($0.value.width))×\(PointSize.format($0.value.height)) px" } })
        let textSizes = Set(profiles.flatMap { [$0.minimumTextSize?.value, $0.defaultTextSize?.value].compactMap { $0 } })
        for description in RuleRegistry.descriptions {
            for size in Self.matches(of: #"\d+×\d+ pt"#, in: description.rationale) {
                XCTAssertTrue(
                    controlSizes.contains(size), "\(description.id): \(size) is no platform's control size or complication image size")
            }
            for size in Self.matches(of: #"\d+×\d+ px"#, in: description.rationale) {
                XCTAssertTrue(iconSizes.contains(size), "\(description.id): \(size) is no platform's app icon size")
            }
            if description.category == .typography || description.category == .format {
                for pair in Self.matches(of: #"\d+ / \d+ pt"#, in: description.rationale) {
                    let numbers = pair.split(whereSeparator: { !$0.isNumber }).compactMap { Double($0) }
                    XCTAssertTrue(numbers.allSatisfy(textSizes.contains), "\(description.id): \(pair)")
                }
            }
        }
    }

    /// The size min-touch-target asks for on each platform is that platform's default control size.
    func testTouchTargetMessagesUseEachPlatformsFigure() throws {
        for profile in profiles {
            let recommended = try XCTUnwrap(profile.defaultControlSize?.value)
            let text = specWithContent(
                #"{ "type": "button", "title": "Go", "width": 1, "height": 1 }"#,
                platforms: "\"\(profile.platform.rawValue)\": \"\(profile.platform.newestKnownVersion)\"")
            let diagnostic = try XCTUnwrap(ruleDiagnostics(MinTouchTargetRule.self, text).first, "\(profile.platform)")
            XCTAssertTrue(diagnostic.message.contains("strive for \(recommended)"), diagnostic.message)
            XCTAssertEqual(diagnostic.fix?.newText, PointSize.format(recommended.width))
        }
    }

    /// The size app-icon-size asks for on each platform is that platform's app icon size from the table
    /// (watchOS 1088×1088 px, not 1024).
    func testAppIconSizeMessagesUseEachPlatformsFigure() throws {
        for profile in profiles {
            let size = try XCTUnwrap(profile.appIconSize?.value)
            let text =
                #"{ "platforms": { "\#(profile.platform.rawValue)": "\#(profile.platform.newestKnownVersion)" }, "appIcon": { "width": 1, "height": 1 } }"#
            let diagnostic = try XCTUnwrap(ruleDiagnostics(AppIconSizeRule.self, text).first, "\(profile.platform)")
            XCTAssertTrue(
                diagnostic.message.contains("needs \(PointSize.format(size.width))×\(PointSize.format(size.height)) px"), diagnostic.message
            )
        }
    }

    /// Every standard action whose own row in the HIG's icon tables names a symbol (but the ambiguous
    /// "Center", "Like" and "Dislike") gets the table's symbol from standard-action-symbols; rows that
    /// name none ("Save", "Close", "Export") get nothing — "you can use these SF Symbols" covers the
    /// symbols the table gives, and no more.
    func testStandardActionSymbolsAreTheTablesSymbols() throws {
        let table = HIGFigures.standardActionSymbols.value
        XCTAssertGreaterThan(table.count, 40)
        for action in ["Save", "Close", "Export", "Folder", "Profile"] {
            XCTAssertFalse(HIGFigures.actionsWithOwnSymbolRow.contains(action), action)
            let text = specWithContent(#"{ "type": "button", "title": "\#(action)", "symbol": "star" }"#, platforms: #""iOS": "26.0""#)
            XCTAssertEqual(ruleDiagnostics(StandardActionSymbolsRule.self, text).map(\.message), [], action)
        }
        for (action, symbol) in table
        where HIGFigures.actionsWithOwnSymbolRow.contains(action) && !["Center", "Like", "Dislike"].contains(action) {
            let wrong = symbol == "star" ? "heart" : "star"
            let text = specWithContent(#"{ "type": "button", "title": "\#(action)", "symbol": "\#(wrong)" }"#, platforms: #""iOS": "26.0""#)
            let diagnostic = try XCTUnwrap(ruleDiagnostics(StandardActionSymbolsRule.self, text).first, action)
            XCTAssertEqual(diagnostic.fix?.newText, "\"\(symbol)\"", action)
        }
    }

    /// The contrast minimums are the HIG table's (Accessibility › Vision).
    func testContrastMinimumsAreTheTables() throws {
        let minimums = try XCTUnwrap(HIGFigures.contrast)
        XCTAssertEqual(minimums.normalText, 4.5)
        XCTAssertEqual(minimums.largeText, 3)
        XCTAssertEqual(minimums.largeTextSize, 18)
        XCTAssertTrue(minimums.source.hasSuffix("accessibility#Vision"), minimums.source)
        let table =
            "\(PointSize.format(minimums.normalText)):1 for text below \(PointSize.format(minimums.largeTextSize)) pt, \(PointSize.format(minimums.largeText)):1 for text of"
        for id in ["text-contrast-minimum", "non-text-contrast"] {
            let rationale = try XCTUnwrap(RuleRegistry.description(of: id)).rationale
            XCTAssertTrue(rationale.contains(table), "\(id): \(rationale)")
        }
    }

    /// The app icon appearances asked for are the table's (iOS, iPadOS and macOS: six; others: none).
    func testAppIconAppearancesAreTheTables() throws {
        let table = HIGFigures.appIconAppearances.value
        XCTAssertEqual(table[.iOS], ["default", "dark", "clearLight", "clearDark", "tintedLight", "tintedDark"])
        XCTAssertNil(table[.tvOS])
        XCTAssertEqual(try XCTUnwrap(RuleRegistry.description(of: "app-icon-appearance-variants")).platforms, [.iOS, .iPadOS, .macOS])
        let names = Set(FormatVocabulary.appIconAppearances.map(\.name))
        for appearance in table.values.flatMap({ $0 }) {
            XCTAssertTrue(names.contains(appearance), "\(appearance) is a value the format accepts")
        }
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }
}
