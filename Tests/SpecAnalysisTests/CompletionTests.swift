import SpecAnalysis
import SpecRules
import XCTest

/// Completion of keys and values: what is offered where, and how each candidate edits the document.
final class CompletionTests: XCTestCase {
    // MARK: Keys

    func testKeysInAComponent() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", 1️⃣ } ] } ] }
            """,
            contains: ["title", "symbol", "accessibilityLabel", "width", "role", "style"], notContains: ["type", "segments", "titleMode"],
            resultText: """
                { "screens": [ { "id": "home", "content": [ { "type": "button", "title": \u{20}} ] } ] }
                """)
    }

    func testKeysExcludeThoseAlreadyPresent() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", "title": "Go", "width": 44, 1️⃣ } ] } ] }
            """,
            contains: ["symbol", "height"], notContains: ["title", "width", "type"])
    }

    func testKindSpecificKeys() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "textField", 1️⃣ } ] } ] }
            """,
            contains: ["placeholder", "keyboard", "contentType"])
    }

    func testKeyBeingTypedIsReplacedWholeWithColon() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", "ti1️⃣" } ] } ] }
            """,
            contains: ["title"],
            resultText: """
                { "screens": [ { "id": "home", "content": [ { "type": "button", "title":  } ] } ] }
                """)
    }

    func testExistingKeyIsReplacedWithoutASecondColon() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "home", "content": [ { "type": "button", "ti1️⃣tle": "Go" } ] } ] }
                """,
                contains: ["title", "symbol"],
                apply: "symbol",
                resultText: """
                    { "screens": [ { "id": "home", "content": [ { "type": "button", "symbol": "Go" } ] } ] }
                    """))
        XCTAssertEqual(result.item("symbol")?.filterText, "\"symbol")
    }

    func testBareWordKeyIsReplacedWithAQuotedKey() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", ti1️⃣ } ] } ] }
            """,
            contains: ["title"],
            resultText: """
                { "screens": [ { "id": "home", "content": [ { "type": "button", "title":  } ] } ] }
                """)
    }

    func testNewKeyAfterAMemberWithoutCommaAddsOne() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "button", "symbol": "star" 1️⃣} ] } ] }
            """,
            contains: ["title"],
            resultText: """
                { "screens": [ { "id": "home", "content": [ { "type": "button", "symbol": "star" , "title": } ] } ] }
                """)
    }

    func testKeysOfAScreenAndNavigationBar() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", 1️⃣ } ] }
            """,
            contains: ["title", "navigationBar", "tabBar", "toolbar", "content", "background", "platform"], notContains: ["id"])
        assertCompletion(
            """
            { "screens": [ { "id": "home", "navigationBar": { 1️⃣ } } ] }
            """,
            contains: ["title", "titleMode", "leadingItems", "trailingItems"])
    }

    func testTopLevelKeys() {
        assertCompletion(
            """
            { "name": "App", 1️⃣ }
            """,
            contains: ["platforms", "colors", "typography", "screens", "appIcon", "rules"], notContains: ["name"])
    }

    func testPlatformNamesAsKeys() {
        assertCompletion(
            """
            { "platforms": { "iOS": "17.0", 1️⃣ } }
            """,
            contains: ["watchOS", "macOS", "visionOS", "iPadOS", "tvOS"], notContains: ["iOS"],
            resultText: """
                { "platforms": { "iOS": "17.0", "watchOS": \u{20}} }
                """)
    }

    func testDeploymentTargetVersions() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "platforms": { "watchOS": "1️⃣" } }
                """,
                contains: ["10.0", "26.0"], notContains: ["17.0"],
                apply: "10.0",
                resultText: """
                    { "platforms": { "watchOS": "10.0" } }
                    """))
        XCTAssertEqual(result.sortedLabels.first, "26.0", "newest first")
    }

    func testRuleIDsAsKeys() {
        assertCompletion(
            """
            { "rules": { 1️⃣ } }
            """,
            contains: RuleRegistry.descriptions.map(\.id))
    }

    func testNoKeysInTokenMaps() {
        assertCompletion(
            """
            { "colors": { 1️⃣ } }
            """,
            contains: [], notContains: ["light", "systemRed"])
    }

    // MARK: Values

    func testComponentKindsAfterType() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "1️⃣" } ] } ] }
            """,
            contains: ["button", "text", "segmentedControl", "toggle", "list", "stack"],
            apply: "segmentedControl",
            resultText: """
                { "screens": [ { "id": "home", "content": [ { "type": "segmentedControl" } ] } ] }
                """)
    }

    func testColorValuesOfferTokensAndSystemColors() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "colors": { "brand": { "light": "#B25E00", "dark": "#F5A524" } },
                  "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "color": "1️⃣" } ] } ] }
                """,
                contains: ["brand", "systemRed", "label", "secondarySystemBackground"]))
        let brand = try XCTUnwrap(result.item("brand"))
        XCTAssertEqual(brand.kind, .colorToken)
        XCTAssertEqual(brand.documentation, "#B25E00", "a single hex string so editors draw a swatch")
        XCTAssertEqual(brand.detail, "Token: light #B25E00 · dark #F5A524")
        let red = try XCTUnwrap(result.item("systemRed"))
        XCTAssertEqual(red.kind, .color)
        let documentation = try XCTUnwrap(red.documentation)
        XCTAssertTrue(documentation.hasPrefix("#") && documentation.count == 7, documentation)
        XCTAssertTrue(red.detail?.contains("dark #") == true, red.detail ?? "")
        XCTAssertLessThan(brand.sortText, red.sortText, "the file's tokens come first")
        let separator = try XCTUnwrap(result.item("separator")?.documentation)
        XCTAssertTrue(separator.hasPrefix("rgba(") && separator.hasSuffix(")"), "a translucent swatch: \(separator)")
    }

    func testColorsInVariantsAndScreenBackground() {
        assertCompletion(
            """
            { "colors": { "brand": { "light": "systemO1️⃣" } } }
            """,
            contains: ["systemOrange"],
            resultText: """
                { "colors": { "brand": { "light": "systemOrange" } } }
                """)
        assertCompletion(
            """
            { "screens": [ { "id": "home", "background": 1️⃣ } ] }
            """,
            contains: ["systemGroupedBackground"],
            apply: "systemGroupedBackground",
            resultText: """
                { "screens": [ { "id": "home", "background": "systemGroupedBackground" } ] }
                """)
    }

    func testATokenIsNotOfferedInItsOwnDefinition() {
        assertCompletion(
            """
            { "colors": { "ink": "label", "brand": "1️⃣" } }
            """,
            contains: ["ink", "systemBlue"], notContains: ["brand"])
        assertCompletion(
            """
            { "typography": { "cardTitle": "1️⃣", "caption": "footnote" } }
            """,
            contains: ["caption", "headline"], notContains: ["cardTitle"])
    }

    func testTextStylesAndTypographyTokens() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "typography": { "cardTitle": { "textStyle": "headline" } },
                  "screens": [ { "id": "home", "content": [ { "type": "text", "text": "Hi", "font": "1️⃣" } ] } ] }
                """,
                contains: ["cardTitle", "body", "largeTitle", "caption2", "headline"]))
        XCTAssertEqual(result.item("cardTitle")?.kind, .typographyToken)
        XCTAssertEqual(result.item("body")?.kind, .textStyle)
        XCTAssertEqual(result.item("body")?.detail, "17 pt regular (iOS)")
    }

    func testTextStyleInsideAFontObject() {
        assertCompletion(
            """
            { "typography": { "cardTitle": { "textStyle": "head1️⃣" } } }
            """,
            contains: ["headline", "subheadline"])
    }

    func testEnumeratedValues() {
        let cases: [(String, [String])] = [
            (#"{ "screens": [ { "id": "a", "navigationBar": { "titleMode": "1️⃣" } } ] }"#, ["large", "inline"]),
            (#"{ "screens": [ { "id": "a", "content": [ { "type": "textField", "keyboard": "1️⃣" } ] } ] }"#, ["default", "url"]),
            (#"{ "screens": [ { "id": "a", "content": [ { "type": "button", "role": "1️⃣" } ] } ] }"#, ["destructive", "cancel"]),
            (#"{ "screens": [ { "id": "a", "content": [ { "type": "button", "style": "1️⃣" } ] } ] }"#, ["plain", "borderedProminent"]),
            (#"{ "screens": [ { "id": "a", "content": [ { "type": "stack", "axis": "1️⃣" } ] } ] }"#, ["horizontal", "vertical"]),
            (#"{ "screens": [ { "id": "a", "content": [ { "type": "list", "style": "1️⃣" } ] } ] }"#, ["plain", "grouped", "insetGrouped"]),
            (
                #"{ "screens": [ { "id": "a", "content": [ { "type": "alert", "actions": [ { "role": "1️⃣" } ] } ] } ] }"#,
                ["destructive", "cancel"]
            ),
            (#"{ "screens": [ { "id": "a", "platform": "1️⃣" } ] }"#, ["iOS", "watchOS", "macOS"]),
            (#"{ "rules": { "min-touch-target": "1️⃣" } }"#, ["off", "warning", "error"])
        ]
        for (marked, expected) in cases {
            assertCompletion(marked, contains: expected)
        }
    }

    func testEnumeratedArrayElements() {
        assertCompletion(
            """
            { "appIcon": { "appearances": [ "default", "1️⃣" ] } }
            """,
            contains: ["dark", "tintedLight", "clearDark"],
            apply: "dark",
            resultText: """
                { "appIcon": { "appearances": [ "default", "dark" ] } }
                """)
    }

    func testEnumerationsDoNotLeakAcrossKinds() {
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "button", "style": "1️⃣" } ] } ] }
            """,
            contains: ["bordered"], notContains: ["insetGrouped"])
    }

    func testBooleansAreUnquoted() {
        assertCompletion(
            """
            { "appIcon": { "opaqueBackground": 1️⃣ } }
            """,
            contains: ["true", "false"],
            resultText: """
                { "appIcon": { "opaqueBackground": true } }
                """)
    }

    func testNothingForFreeTextAndNumbers() {
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "text", "text": "Hel1️⃣" } ] } ] }
            """,
            contains: [], notContains: ["star"])
        let result = assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "text", "width": 41️⃣ } ] } ] }
            """,
            contains: [])
        XCTAssertEqual(result?.items.count, 0)
    }

    func testNothingOutsideTheRoot() {
        let result = assertCompletion("1️⃣ { }", contains: [])
        XCTAssertEqual(result?.items.count, 0)
    }

    // MARK: Editing

    func testValueWithoutQuotesYetInsertsQuotes() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": 1️⃣ } ] } ] }
                """,
                contains: ["square.and.arrow.up"],
                resultText: """
                    { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "square.and.arrow.up" } ] } ] }
                    """))
        XCTAssertNil(result.item("square.and.arrow.up")?.filterText, "nothing typed: the label filters")
    }

    func testHalfTypedUnclosedStringAtEndOfFile() {
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star.f1️⃣
            """,
            contains: ["star.fill"],
            resultText: """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star.fill"
                """)
    }

    func testUnclosedStringEndsAtTheLineEnd() {
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "hou1️⃣
            ] } ] }
            """,
            contains: ["house"],
            resultText: """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "house"
                ] } ] }
                """)
    }

    func testWholeContentsAreReplacedInsideTheQuotes() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "sta1️⃣r.circle" } ] } ] }
                """,
                contains: ["star.fill"], apply: "star.fill",
                resultText: """
                    { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star.fill" } ] } ] }
                    """))
        // The quotes stay: the text before the cursor ("sta") matches the label, as Neovim's omnifunc needs.
        XCTAssertNil(result.item("star.fill")?.filterText)
        XCTAssertEqual(result.item("star.fill")?.newText, "star.fill")
    }

    func testAnUnclosedStringGetsItsClosingQuote() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "cart.f1️⃣ } ] } ] }
                """,
                contains: ["cart.fill"],
                resultText: """
                    { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "cart.fill" } ] } ] }
                    """))
        XCTAssertEqual(result.item("cart.fill")?.newText, "cart.fill\"")
        XCTAssertTrue(result.items.allSatisfy { $0.newText.hasPrefix($0.label) }, "every word starts with what was typed")
    }

    func testAValueTypedMidLineIsClosedBeforeTheNextKey() throws {
        // The next key's opening quote ends the string for the parser ("cart.f, "); the candidate closes it.
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "cart.f1️⃣, "width": 44 } ] } ] }
                """,
                contains: ["cart.fill"],
                resultText: """
                    { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "cart.fill", "width": 44 } ] } ] }
                    """))
        XCTAssertEqual(result.item("cart.fill")?.newText, "cart.fill\"")
    }

    func testAValueTypedMidLineIsReplacedToTheEndOfItsWord() {
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "ca1️⃣rt.f, "width": 44 } ] } ] }
            """,
            contains: ["cart.fill"],
            resultText: """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "cart.fill", "width": 44 } ] } ] }
                """)
    }

    func testAClosedValueBeforeTheNextMemberKeepsItsQuotes() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "sta1️⃣r", "width": 44 } ] } ] }
                """,
                contains: ["star.fill"], apply: "star.fill",
                resultText: """
                    { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star.fill", "width": 44 } ] } ] }
                    """))
        XCTAssertEqual(result.item("star.fill")?.newText, "star.fill")
    }

    func testAClosedValueWithACommaInsideIsReplacedWhole() {
        // A comma and a quote inside the value, but no colon after it: the string is closed where it ends.
        assertCompletion(
            """
            { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "sta1️⃣r, x", "width": 44 } ] } ] }
            """,
            contains: ["star.fill"], apply: "star.fill",
            resultText: """
                { "screens": [ { "id": "a", "content": [ { "type": "image", "symbol": "star.fill", "width": 44 } ] } ] }
                """)
    }

    func testNonBMPTextBeforeTheCursor() {
        assertCompletion(
            """
            { "name": "🎉 Party 👩‍👩‍👧 𝄞", "screens": [ { "id": "🏠", "content": [ { "type": "image", "symbol": "star.f1️⃣" } ] } ] }
            """,
            contains: ["star.fill"],
            resultText: """
                { "name": "🎉 Party 👩‍👩‍👧 𝄞", "screens": [ { "id": "🏠", "content": [ { "type": "image", "symbol": "star.fill" } ] } ] }
                """)
    }

    func testNewTextIsNeverASnippet() throws {
        let result = try XCTUnwrap(
            assertCompletion(
                """
                { "screens": [ { "id": "a", "content": [ { "type": "button", 1️⃣ } ] } ] }
                """,
                contains: ["title"]))
        for item in result.items {
            XCTAssertFalse(item.newText.contains("$"), item.newText)
            XCTAssertTrue(item.newText.hasPrefix("\"\(item.label)\""), item.newText)
        }
    }
}
