import SpecFoundation
import SpecModel
import SpecSyntax
import XCTest

@testable import SpecRules

/// A spec whose screens are split across the cores (runs of screens, each in its own view, with the
/// document-scoped rules and the view outside screens beside them) gets exactly the findings, in the
/// same order, of the rules run one after another over the whole document; with a cache too, and the
/// cache it fills serves the next version as the serial run's would.
final class RuleEngineScreenSplitTests: XCTestCase {
    /// The run without a cache: split across the cores, or (`parallelFrom: .max`) serial.
    private func run(_ spec: DesignSpec, cache: ScreenRuleCache? = nil, parallelFrom minimumBytes: Int) -> [Diagnostic]? {
        RuleEngine.run(spec, cancellation: CancellationToken(), cache: cache, parallelFrom: minimumBytes)
    }

    /// The showcase's screens repeated `copies` times, with elements that are not screens between them.
    private func manyScreens(copies: Int) throws -> DesignSpec {
        let text = try XCTUnwrap(RuleScopeTests.exampleSpecs().first { $0.name == "showcase.design.jsonc" }?.text)
        let showcase = DesignSpec(tree: SyntaxTree.parse(text))
        let screens = showcase.screens.map(\.node.text).joined(separator: ",\n")
        let array = try XCTUnwrap(showcase.root?["screens"])
        let bytes = Array(text.utf8)
        return DesignSpec(
            tree: SyntaxTree.parse(
                String(decoding: bytes[..<array.range.lowerBound], as: UTF8.self) + "[\n"
                    + Array(repeating: screens, count: copies).joined(separator: ",\n  \"not a screen\", 7,\n") + "\n]"
                    + String(decoding: bytes[array.range.upperBound...], as: UTF8.self)))
    }

    func testASpecSplitAcrossCoresEqualsTheSerialRunInOrder() throws {
        let spec = try manyScreens(copies: 6)
        XCTAssertGreaterThan(RuleEngine.screenRuns(of: spec, count: 4).count, 1, "the screens are split into several runs")
        let serial = try XCTUnwrap(run(spec, parallelFrom: .max))
        XCTAssertGreaterThan(Set(serial.compactMap { spec.screen(containing: $0.range.lowerBound)?.index }).count, 10)
        XCTAssertTrue(serial.contains { spec.screen(containing: $0.range.lowerBound) == nil }, "findings outside screens too")
        XCTAssertEqual(run(spec, parallelFrom: 0), serial)
    }

    func testEveryExampleSpecSplitAcrossCoresWithACacheEqualsTheSerialRun() throws {
        for (name, text) in try RuleScopeTests.exampleSpecs() {
            let spec = DesignSpec(tree: SyntaxTree.parse(text))
            let serial = try XCTUnwrap(run(spec, parallelFrom: .max))
            XCTAssertEqual(run(spec, cache: ScreenRuleCache(previous: nil), parallelFrom: 0), serial, name)
        }
    }

    func testTheCacheASplitRunFillsServesTheNextVersion() throws {
        let spec = try manyScreens(copies: 6)
        let split = ScreenRuleCache(previous: nil)
        let serial = ScreenRuleCache(previous: nil)
        XCTAssertEqual(run(spec, cache: split, parallelFrom: 0), run(spec, cache: serial, parallelFrom: .max))
        XCTAssertEqual(split.screenCount, serial.screenCount)
        XCTAssertEqual(split.recomputedScreens, spec.screens.count)

        // One screen's text changes: the rest comes from the split run's cache, as from a fresh run.
        let screen = spec.screens[3].node
        var bytes = spec.tree.bytes
        let title = try XCTUnwrap(screen["title"]).contentRange
        bytes.replaceSubrange(title, with: Array("Changed title".utf8))
        let edited = DesignSpec(tree: SyntaxTree.parse(bytes: bytes))
        let next = ScreenRuleCache(previous: split)
        let afterSerial = ScreenRuleCache(previous: serial)
        XCTAssertEqual(run(edited, cache: next, parallelFrom: .max), run(edited, parallelFrom: .max))
        XCTAssertEqual(run(edited, cache: afterSerial, parallelFrom: .max), run(edited, parallelFrom: .max))
        XCTAssertEqual(next.recomputedScreens, afterSerial.recomputedScreens)
        XCTAssertLessThan(next.recomputedScreens, spec.screens.count / 2)
    }

    func testScreenRunsCoverEveryScreenOnceInOrder() throws {
        let spec = try manyScreens(copies: 3)
        for count in [1, 2, 5, spec.screens.count, spec.screens.count * 3] {
            let runs = RuleEngine.screenRuns(of: spec, count: count)
            XCTAssertLessThanOrEqual(runs.count, count, "\(count)")
            XCTAssertEqual(runs.flatMap { Array($0) }, Array(spec.screens.indices), "\(count)")
            XCTAssertFalse(runs.contains { $0.isEmpty })
        }
        XCTAssertEqual(RuleEngine.screenRuns(of: DesignSpec(tree: SyntaxTree.parse(#"{ "screens": [] }"#)), count: 4), [])
    }

    func testAViewOfARunOfScreensHoldsThoseScreensComponents() throws {
        let spec = try manyScreens(copies: 2)
        let view = spec.view(of: .screens(2..<5))
        XCTAssertEqual(view.part, .screens(2..<5))
        XCTAssertEqual(view.screens.map(\.node), spec.screens[2..<5].map(\.node))
        let components = spec.screens[2..<5].flatMap(\.componentIndices).map { spec.components[$0].node }
        XCTAssertFalse(components.isEmpty)
        XCTAssertEqual(view.components.map(\.node), components)
        XCTAssertEqual(view.screens.flatMap(\.componentIndices).map { view.components[$0].node }, components)
        for component in view.components {
            XCTAssertEqual(view.component(at: component.node)?.node, component.node)
            let inWhole = try XCTUnwrap(spec.component(at: component.node))
            XCTAssertEqual(view.parent(of: component)?.node, spec.parent(of: inWhole)?.node)
        }
        XCTAssertEqual(spec.view(of: .screens(0..<0)).part, .outsideScreens)
    }
}
