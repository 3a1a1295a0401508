import Foundation
import SpecKnowledge
import SpecModel
@testable import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// Issue 24, item 5: a screen or component says what differs per platform and size class
/// (`variants`); rules judge each distinct effective screen and findings say which one.
final class VariantJudgingTests: XCTestCase {
    private func run(_ text: String, rules: [any Rule.Type] = RuleRegistry.all) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), rules: rules)
    }

    private func offset(of needle: String, in text: String) throws -> Int {
        let range = try XCTUnwrap(text.range(of: needle))
        return text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
    }

    /// The override's value is judged where it applies, the finding sits on it and names the variant.
    func testAnOverrideIsJudgedWhereItAppliesOnItsOwnValue() throws {
        let text = #"""
            { "platforms": { "iOS": "17.0", "iPadOS": "17.0" }, "screens": [ { "id": "home", "content": [
              { "type": "button", "title": "Go", "width": 44, "height": 44,
                "variants": [ { "when": { "horizontalSizeClass": "regular" }, "height": 20 } ] } ] } ] }
            """#
        let findings = run(text, rules: [MinTouchTargetRule.self])
        let start = try offset(of: "20 }", in: text)
        XCTAssertEqual(findings.map(\.range), [start..<(start + 2), start..<(start + 2)])
        XCTAssertTrue(findings.contains { $0.message.hasSuffix("(on iPadOS, regular width)") }, "\(findings.map(\.message))")
        XCTAssertTrue(findings.contains { $0.message.hasSuffix("(on iOS, regular width)") }, "\(findings.map(\.message))")
        // Without the variant, the button is fine everywhere.
        XCTAssertEqual(run(text.replacingOccurrences(of: #""height": 20"#, with: #""height": 44"#), rules: [MinTouchTargetRule.self]), [])
    }

    /// A finding whose message already names where it applies ("on iOS") does not say it twice.
    func testAFindingThatNamesItsPlatformDoesNotNameItAgain() {
        let text = #"""
            { "platforms": { "iOS": "17.0", "iPadOS": "17.0" }, "screens": [ { "id": "home", "content": [
              { "type": "button", "title": "Go", "width": 30, "height": 30,
                "variants": [ { "when": { "platform": "iPadOS" }, "width": 44, "height": 44 } ] } ] } ] }
            """#
        let findings = run(text, rules: [MinTouchTargetRule.self])
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("on iOS (minimum") ?? false, "\(findings.map(\.message))")
        XCTAssertFalse(findings.first?.message.contains("(on iOS)") ?? true, "\(findings.map(\.message))")
    }

    /// A finding no variant changes is reported once, without naming a variant.
    func testAFindingEveryVariantSharesIsReportedOnce() {
        let text = #"""
            { "platforms": { "iOS": "17.0", "iPadOS": "17.0" }, "screens": [ { "id": "home", "content": [
              { "type": "text", "text": "Brand", "font": { "family": "Avenir Next", "size": 15 },
                "variants": [ { "when": { "platform": "iPadOS" }, "color": "secondaryLabel" } ] } ] } ] }
            """#
        let findings = run(text, rules: [SupportDynamicTypeRule.self])
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        XCTAssertFalse(findings.first?.message.contains("(on ") ?? true)
    }

    /// Where a variant always applies on a platform, the values it replaces are not judged there.
    func testAPlatformVariantReplacesTheBaseValueOnThatPlatform() {
        let base = #"""
            { "platforms": { "iOS": "17.0", "macOS": "14.0" }, "screens": [ { "id": "home", "content": [
              { "type": "text", "text": "Small", "font": { "family": "Avenir Next", "size": 10, "dynamicType": true }VARIANTS } ] } ] }
            """#
        let without = run(base.replacingOccurrences(of: "VARIANTS", with: ""), rules: [MinFontSizeRule.self])
        XCTAssertEqual(without.count, 1, "iOS's 11 pt minimum: \(without.map(\.message))")
        let with = run(
            base.replacingOccurrences(of: "VARIANTS", with: #", "variants": [ { "when": { "platform": "iOS" }, "font": "body" } ]"#),
            rules: [MinFontSizeRule.self])
        XCTAssertEqual(with.map(\.message), [])
    }

    /// A screen's own variant (its background) is judged too, and a screen naming one platform has
    /// only that platform's variants.
    func testAScreensVariantAndItsPlatform() throws {
        let text = #"""
            { "platforms": { "iOS": "17.0", "iPadOS": "17.0" }, "screens": [ { "id": "home", "platform": "iPadOS",
              "variants": [ { "when": { "horizontalSizeClass": "compact" }, "background": "#FFFFFF" } ],
              "content": [ { "type": "text", "text": "Faint", "color": "#EEEEEE" } ] } ] }
            """#
        let findings = run(text, rules: [TextContrastMinimumRule.self])
        XCTAssertFalse(findings.isEmpty)
        for finding in findings { XCTAssertTrue(finding.message.contains("iPadOS"), finding.message) }
        XCTAssertFalse(findings.contains { $0.message.contains("on iOS") }, "\(findings.map(\.message))")
    }

    /// Findings from variants are suppressible like any other, at the override.
    func testASuppressionAboveTheOverrideSilencesIt() {
        let text = #"""
            { "platforms": { "iPadOS": "17.0" }, "screens": [ { "id": "home", "content": [
              { "type": "button", "title": "Go", "width": 44, "height": 44, "variants": [ { "when": { "horizontalSizeClass": "regular" },
                // designspec-disable-next-line min-touch-target
                "height": 20 } ] } ] } ] }
            """#
        XCTAssertEqual(run(text, rules: [MinTouchTargetRule.self]).map(\.message), [])
    }

    func testSizeClassesComeFromTheHIGTable() {
        let catalog = SizeClassCatalog.shared
        XCTAssertNil(catalog.loadError)
        XCTAssertEqual(
            catalog.environments(for: .iOS),
            [
                SizeClassEnvironment(horizontal: .compact, vertical: .regular),
                SizeClassEnvironment(horizontal: .regular, vertical: .compact),
                SizeClassEnvironment(horizontal: .compact, vertical: .compact)
            ])
        XCTAssertEqual(
            catalog.environments(for: .iPadOS),
            [SizeClassEnvironment(horizontal: .regular, vertical: .regular), SizeClassEnvironment(horizontal: .compact, vertical: .regular)]
        )
        for platform in [Platform.macOS, .tvOS, .visionOS, .watchOS] { XCTAssertEqual(catalog.environments(for: platform), [.none]) }
    }

    // MARK: Dynamic Type scaling

    /// A scaled size is judged at its default value, on its `value`; a font relative to a text style scales.
    func testScaledSizesAreJudgedAtTheirValueAndRelativeFontsScale() throws {
        let text = specWithContent(#"{ "type": "button", "title": "Go", "width": 44, "height": { "value": 20, "relativeTo": "body" } }"#)
        let findings = run(text, rules: [MinTouchTargetRule.self])
        let start = try offset(of: "20,", in: text)
        XCTAssertEqual(findings.map(\.range), [start..<(start + 2)])
        let scaling = specWithContent(
            #"{ "type": "text", "text": "Brand", "font": { "family": "Avenir Next", "size": 15, "relativeTo": "body" } }"#)
        XCTAssertEqual(run(scaling, rules: [SupportDynamicTypeRule.self]).map(\.message), [])
        let fixed = specWithContent(
            #"{ "type": "text", "text": "Brand", "font": { "family": "Avenir Next", "size": 15, "relativeTo": "nonsense" } }"#)
        XCTAssertEqual(run(fixed, rules: [SupportDynamicTypeRule.self]).count, 1)
    }

    // MARK: Hostile input

    /// Variants nested in variants, wrong types, unknown platforms and size classes: diagnostics from
    /// the vocabulary check, never a crash, and the rules still run.
    func testMalformedVariantsGiveDiagnosticsNotCrashes() {
        let malformed = [
            #""variants": "regular""#, #""variants": [ 1, "x", null, [] ]"#, #""variants": [ { "when": 3, "height": 20 } ]"#,
            #""variants": [ { "when": { "platform": "android" }, "height": 20 } ]"#,
            #""variants": [ { "when": { "horizontalSizeClass": "huge", "depth": 2 }, "height": 20 } ]"#,
            #""variants": [ { "when": {}, "variants": [ { "when": {}, "height": 1 } ], "type": "text", "id": "x" } ]"#,
            #""variants": [ { "when": { "platform": "iOS" }, "height": "tall", "children": 4 } ]"#,
            #""variants": [ { "height": 20 } ]"#
        ]
        for fragment in malformed {
            let text =
                #"{ "platforms": { "iOS": "17.0", "iPadOS": "17.0" }, "screens": [ { "id": "s", "variants": [ { "when": {} } ], "content": [ { "type": "button", "title": "Go", "width": 44, "height": 44, \#(fragment) } ] } ] }"#
            let spec = DesignSpec(tree: SyntaxTree.parse(text))
            let schema = VocabularyValidator.validate(spec)
            XCTAssertFalse(schema.isEmpty, fragment)
            _ = RuleEngine.run(spec)
        }
        // A variant that cannot apply applies nowhere: no touch-target finding for the 20 pt height.
        for fragment in malformed {
            let text =
                #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "content": [ { "type": "button", "title": "Go", "width": 44, "height": 44, \#(fragment) } ] } ] }"#
            XCTAssertEqual(run(text, rules: [MinTouchTargetRule.self]).map(\.message), [], fragment)
        }
    }

    /// The nested variant is reported, not applied; `type` and `id` in a variant are reported too.
    func testNestedVariantsAndFixedKeysAreReported() {
        let text =
            #"{ "screens": [ { "content": [ { "type": "text", "text": "Hi", "variants": [ { "when": { "platform": "iOS" }, "type": "button", "variants": [] } ] } ] } ] }"#
        let codes = VocabularyValidator.validate(DesignSpec(tree: SyntaxTree.parse(text))).map(\.code)
        XCTAssertEqual(codes, ["schema/invalid-variant", "schema/invalid-variant"])
    }

    // MARK: Growth

    /// Resolving variants and building every effective document grows linearly with the screens, each
    /// with variants on every component, and with components nested deep.
    func testResolvingVariantsIsLinear() {
        func spec(screens: Int) -> DesignSpec {
            let component =
                #"{ "type": "button", "title": "Go", "height": 44, "variants": [ { "when": { "horizontalSizeClass": "regular" }, "height": 50 }, { "when": { "platform": "iPadOS" }, "font": "title" }, { "when": { "verticalSizeClass": "compact" }, "height": 46 } ] }"#
            let screen =
                ##"{ "id": "s", "variants": [ { "when": { "platform": "iPadOS" }, "background": "#FFFFFF" } ], "content": [ \##(Array(repeating: component, count: 10).joined(separator: ", ")) ] }"##
            let text =
                #"{ "platforms": { "iOS": "17.0", "iPadOS": "17.0", "macOS": "14.0" }, "screens": [ \#(Array(repeating: screen, count: screens).joined(separator: ", ")) ] }"#
            return DesignSpec(tree: SyntaxTree.parse(text))
        }
        let growth = GrowthMeasurement.measure(size: 100, prepare: spec) { spec in
            let variants = SpecVariants(spec: spec)
            var picks: [VariantContext: [(screen: ScreenVariants, group: VariantGroup)]] = [:]
            for screen in variants.screens {
                for group in screen.groups {
                    picks[VariantContext(platform: group.platform, environment: group.environments[0]), default: []].append((screen, group))
                }
            }
            for (_, picked) in picks { _ = SpecVariants.effectiveDocument(of: spec, picks: picked).bytes.count }
        }
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")

        func nested(depth: Int) -> DesignSpec {
            var component = #"{ "type": "text", "text": "Leaf" }"#
            for _ in 0..<depth {
                component =
                    #"{ "type": "stack", "variants": [ { "when": { "horizontalSizeClass": "regular" }, "spacing": 20 } ], "children": [ \#(component) ] }"#
            }
            return DesignSpec(
                tree: SyntaxTree.parse(#"{ "platforms": { "iPadOS": "17.0" }, "screens": [ { "content": [ \#(component) ] } ] }"#))
        }
        let depth = GrowthMeasurement.measure(size: 20, prepare: nested) { spec in
            let variants = SpecVariants(spec: spec)
            for screen in variants.screens {
                for group in screen.groups { _ = SpecVariants.effectiveDocument(of: spec, picks: [(screen, group)]).bytes.count }
            }
        }
        XCTAssertLessThan(depth.ratio, GrowthMeasurement.linearBound, "\(depth)")
    }

    /// The whole rule run with variants on every component grows linearly too.
    func testJudgingVariantsIsLinear() {
        func spec(screens: Int) -> DesignSpec {
            let component =
                #"{ "type": "button", "title": "Go", "height": 44, "variants": [ { "when": { "horizontalSizeClass": "regular" }, "height": 30 }, { "when": { "platform": "iPadOS" }, "font": "title" } ] }"#
            let screen = #"{ "id": "s", "content": [ \#(Array(repeating: component, count: 5).joined(separator: ", ")) ] }"#
            let text =
                #"{ "platforms": { "iOS": "17.0", "iPadOS": "17.0" }, "screens": [ \#(Array(repeating: screen, count: screens).joined(separator: ", ")) ] }"#
            return DesignSpec(tree: SyntaxTree.parse(text))
        }
        let growth = GrowthMeasurement.measure(size: 10, runs: 2, prepare: spec) { spec in _ = RuleEngine.run(spec) }
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")
    }
}
