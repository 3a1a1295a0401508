import Foundation
import SpecFoundation
import SpecModel
import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// A rule declared `.screen` finds, screen by screen (and with findings reused from a cache), exactly
/// what it finds in the whole document.
final class RuleScopeTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// The whole run, a run with an empty cache and a run reusing that cache give the same diagnostics.
    private func assertScreenRunsEqualTheWholeRun(
        _ text: String, rules: [any Rule.Type], _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let spec = DesignSpec(tree: SyntaxTree.parse(text))
        let whole = RuleEngine.run(spec, rules: rules)
        let first = ScreenRuleCache(previous: nil)
        let screenByScreen = RuleEngine.run(spec, rules: rules, cancellation: CancellationToken(), cache: first)
        let reused = RuleEngine.run(spec, rules: rules, cancellation: CancellationToken(), cache: ScreenRuleCache(previous: first))
        XCTAssertEqual(screenByScreen, whole, "\(context): screen by screen", file: file, line: line)
        XCTAssertEqual(reused, whole, "\(context): reused", file: file, line: line)
        // The engine runs a spec of many screens whole when none is cached: run every view here.
        var inViews = RuleEngine.run(spec.view(of: .outsideScreens), rules: rules).filter {
            spec.screen(containing: $0.range.lowerBound) == nil
        }
        for position in spec.screens.indices {
            let bounds = spec.screens[position].node.range
            inViews += RuleEngine.run(spec.view(of: .screen(position)), rules: rules).filter { bounds.contains($0.range.lowerBound) }
        }
        // A view judges a screen as written; the engine judges the effective screens of a screen with
        // variants on the whole document only (`judgingVariants`), so those screens are compared above.
        let screensWithVariants = Set(SpecVariants(spec: spec).screens.map(\.screen.index))
        func asWritten(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            diagnostics.filter { spec.screen(containing: $0.range.lowerBound).map { !screensWithVariants.contains($0.index) } ?? true }
        }
        XCTAssertEqual(
            Self.ordered(asWritten(inViews)), Self.ordered(asWritten(whole)), "\(context): in each screen's view", file: file, line: line)
    }

    /// `diagnostics` in a total order (the engine sorts by position and code only).
    private static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.code, $0.message) < (
                $1.range.lowerBound, $1.range.upperBound, $1.code, $1.message
            )
        }
    }

    func testScreenScopedRulesOnTheirExamples() {
        let screenRules = RuleRegistry.all.filter { $0.description.scope == .screen }
        XCTAssertFalse(screenRules.isEmpty)
        for rule in screenRules {
            let description = rule.description
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                assertScreenRunsEqualTheWholeRun(
                    MarkedText(example.text).text, rules: [rule], description.id, file: example.file, line: example.line)
            }
        }
    }

    /// Every spec under Examples/, the workspaces' included.
    static func exampleSpecs() throws -> [(name: String, text: String)] {
        let files = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let specs = files.filter { $0.lastPathComponent.hasSuffix(".design.json") || $0.lastPathComponent.hasSuffix(".design.jsonc") }
        return try specs.sorted { $0.path < $1.path }.map { url in
            (String(url.path.dropFirst(examples.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// Each screen-scoped rule on its own finds, screen by screen, what it finds in the whole of every example spec.
    func testEachScreenScopedRuleOnTheExampleSpecs() throws {
        let specs = try Self.exampleSpecs()
        XCTAssertGreaterThan(specs.count, 10)
        for rule in RuleRegistry.all where rule.description.scope == .screen {
            for (name, text) in specs {
                assertScreenRunsEqualTheWholeRun(text, rules: [rule], "\(rule.description.id) on \(name)")
            }
        }
    }

    func testEveryRuleOnTheExampleSpecsAndOnManyScreens() throws {
        for (name, text) in try Self.exampleSpecs() {
            assertScreenRunsEqualTheWholeRun(text, rules: RuleRegistry.all, name)
            guard name == "recipes.design.jsonc" || name == "showcase.design.jsonc" else { continue }
            // Every triggering example's screens, many times over: more screens than a per-screen pass takes.
            let spec = DesignSpec(tree: SyntaxTree.parse(text))
            let screens = spec.screens.map(\.node.text)
            let repeated = Array(repeating: screens, count: 6).flatMap { $0 }.joined(separator: ",\n")
            let root = try XCTUnwrap(spec.root?["screens"])
            let bytes = Array(text.utf8)
            let many =
                String(decoding: bytes[..<root.range.lowerBound], as: UTF8.self) + "[\n" + repeated + "\n]"
                + String(decoding: bytes[root.range.upperBound...], as: UTF8.self)
            assertScreenRunsEqualTheWholeRun(many, rules: RuleRegistry.all, "\(name), screens repeated")
        }
    }

    func testAReusedCacheOnlyRecomputesChangedScreens() throws {
        let screen = #"{ "id": "s", "content": [ { "type": "button", "symbol": "star", "width": 20, "height": 20 } ] }"#
        let text = #"{ "platforms": { "iOS": "17.0" }, "screens": ["# + Array(repeating: screen, count: 4).joined(separator: ", ") + "] }"
        let first = ScreenRuleCache(previous: nil)
        _ = RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), cancellation: CancellationToken(), cache: first)
        XCTAssertEqual(first.screenCount, 4)
        let edited = text.replacingOccurrences(of: #""width": 20, "height": 20 } ] }]"#, with: #""width": 44, "height": 44 } ] }]"#)
        XCTAssertNotEqual(edited, text)
        let second = ScreenRuleCache(previous: first)
        let incremental = RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(edited)), cancellation: CancellationToken(), cache: second)
        XCTAssertEqual(incremental, RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(edited))))
        XCTAssertEqual(second.screenCount, 4)
        XCTAssertEqual(second.recomputedScreens, 1, "only the edited screen ran its rules again")
    }
}
