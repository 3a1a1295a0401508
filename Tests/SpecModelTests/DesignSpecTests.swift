import SpecKnowledge
import SpecModel
import SpecSyntax
import XCTest

/// The semantic view: targets, tokens, screens and components.
final class DesignSpecTests: XCTestCase {
    private func makeSpec(_ text: String, defaults: [Platform: OSVersion] = [:]) -> DesignSpec {
        DesignSpec(tree: SyntaxTree.parse(text), defaultTargets: defaults)
    }

    func testTargetsFromPlatforms() {
        let spec = makeSpec(##"{ "platforms": { "iOS": "17.0", "watchOS": "10", "Android": "14", "macOS": "bad" } }"##)
        XCTAssertTrue(spec.declaresPlatforms)
        XCTAssertEqual(spec.targets.map(\.label), ["iOS 17.0", "watchOS 10.0", "macOS 26.1"])
        XCTAssertEqual(spec.colorEra, .legacy)
    }

    func testDefaultTargetsWhenNoneDeclared() {
        XCTAssertEqual(makeSpec("{}").targets.map(\.label), ["iOS 26.1"])
        XCTAssertTrue(makeSpec("{}").targets.allSatisfy(\.isAssumed))
        XCTAssertFalse(makeSpec("{}").declaresPlatforms)
        XCTAssertEqual(makeSpec("{}").colorEra, .ios26)
        XCTAssertEqual(makeSpec("{}", defaults: [.macOS: OSVersion(major: 14)]).targets.map(\.label), ["macOS 14.0"])
    }

    func testScreenPlatformRestrictsTargets() {
        let spec = makeSpec(
            ##"{ "platforms": { "iOS": "17.0", "watchOS": "10.0" }, "screens": [ { "id": "w", "platform": "watchOS" }, { "id": "all" } ] }"##
        )
        XCTAssertEqual(spec.targets(for: spec.screens[0]).map(\.label), ["watchOS 10.0"])
        XCTAssertEqual(spec.targets(for: spec.screens[1]).map(\.label), ["iOS 17.0", "watchOS 10.0"])
    }

    func testComponentsAreCollectedFromEveryPlacement() {
        let spec = makeSpec(
            """
            { "screens": [ {
              "id": "home",
              "navigationBar": { "leadingItems": [ { "type": "button", "title": "Edit" } ], "trailingItems": [ { "type": "button", "symbol": "plus" } ] },
              "toolbar": { "items": [ { "type": "button", "title": "Share" } ] },
              "content": [
                { "type": "stack", "children": [ { "type": "text", "text": "Nested" }, { "type": "menu", "items": [ { "type": "button", "title": "Copy" } ] } ] },
                "not a component"
              ]
            } ] }
            """)
        XCTAssertEqual(spec.components.map(\.kind), ["stack", "text", "menu", "button", "button", "button", "button"])
        XCTAssertEqual(
            spec.components.map(\.placement),
            [.content, .children, .children, .menuItems, .navigationBarLeading, .navigationBarTrailing, .toolbar])
        XCTAssertEqual(spec.components.map(\.depth), [0, 1, 1, 2, 0, 0, 0])
        XCTAssertEqual(spec.parent(of: spec.components[1])?.kind, "stack")
        XCTAssertEqual(spec.parent(of: spec.components[3])?.kind, "menu")
        XCTAssertEqual(spec.screens[0].componentIndices, Array(0..<7))
        XCTAssertEqual(spec.components[1].displayName, "Text \"Nested\"")
    }

    func testTokensAndOverrides() {
        let spec = makeSpec(
            ##"{ "colors": { "brand": "#FF0000", "ink": "label" }, "typography": { "h": "headline" }, "rules": { "min-touch-target": "warning", "x": "nope" } }"##
        )
        XCTAssertEqual(spec.colorTokens.map(\.name), ["brand", "ink"])
        XCTAssertEqual(spec.colorToken(named: "ink")?.valueNode?.stringValue, "label")
        XCTAssertEqual(spec.typographyToken(named: "h")?.valueNode?.stringValue, "headline")
        XCTAssertEqual(spec.ruleOverrides.map(\.ruleID), ["min-touch-target", "x"])
        XCTAssertEqual(spec.ruleOverrides.map(\.severity), [.severity(.warning), nil])
    }

    func testMalformedDocumentsStillYieldAView() {
        let inputs = [
            "", "[]", "42", #"{ "screens": { } }"#, #"{ "screens": [ 1, [], { "content": "x" } ] }"#,
            #"{ "screens": [ { "content": [ { "type": "button", "#
        ]
        for text in inputs {
            XCTAssertLessThanOrEqual(makeSpec(text).screens.count, 1, text)
        }
        XCTAssertEqual(makeSpec(#"{ "screens": [ { "content": [ { "type": "button", "title": "Half"#).components.map(\.kind), ["button"])
    }

    func testInnermostComponentAtOffset() {
        let text = ##"{ "screens": [ { "content": [ { "type": "stack", "children": [ { "type": "text", "text": "Hi" } ] } ] } ] }"##
        let spec = makeSpec(text)
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "H")) ?? 0
        XCTAssertEqual(spec.innermostComponent(containing: offset)?.kind, "text")
    }
}
