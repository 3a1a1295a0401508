import SpecModel
import SpecRules
import SpecSyntax
import SpecTestSupport
import XCTest

/// The index answers exactly what filtering every component would: for each kind, trait and placement,
/// in the whole document and in each screen's view, over the example specs and every rule example.
final class ComponentIndexTests: XCTestCase {
    /// Every trait the vocabulary gives some kind, one by one.
    private static let traits: [ComponentTraits] = {
        let all = ComponentKind.allCases.reduce(into: ComponentTraits()) { $0.formUnion($1.traits) }
        return (0..<Int.bitWidth).map { ComponentTraits(rawValue: 1 << $0) }.filter { all.contains($0) }
    }()

    private func assertIndexEqualsFiltering(_ spec: DesignSpec, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let index = ComponentIndex(spec.components)
        let all = spec.components
        XCTAssertFalse(Self.traits.isEmpty)
        for kind in ComponentKind.allCases {
            XCTAssertEqual(
                Array(index.components(kind)), all.filter { $0.componentKind == kind }, "\(name): \(kind)", file: file, line: line)
            for screen in spec.screens {
                XCTAssertEqual(
                    Array(index.components(kind, in: screen)), all.filter { $0.componentKind == kind && $0.screenIndex == screen.index },
                    "\(name): \(kind) in screen \(screen.index)", file: file, line: line)
            }
        }
        for trait in Self.traits {
            XCTAssertEqual(
                Array(index.components(with: trait)), all.filter { $0.traits.contains(trait) }, "\(name): \(trait)", file: file, line: line)
            for other in Self.traits where other != trait {
                let both = trait.union(other)
                XCTAssertEqual(
                    Array(index.components(with: both)), all.filter { $0.traits.contains(both) }, "\(name): all of \(both)", file: file,
                    line: line
                )
                XCTAssertEqual(
                    Array(index.components(withAnyOf: both)), all.filter { !$0.traits.isDisjoint(with: both) }, "\(name): any of \(both)",
                    file: file,
                    line: line)
            }
        }
        for placement in Set(all.map(\.placement)) {
            XCTAssertEqual(
                Array(index.components(placedIn: placement)), all.filter { $0.placement == placement }, "\(name): \(placement)", file: file,
                line: line)
            XCTAssertEqual(
                Array(index.components(placedWhere: { $0 != placement })), all.filter { $0.placement != placement },
                "\(name): not \(placement)",
                file: file, line: line)
        }
        XCTAssertEqual(Array(index.components(placedWhere: { _ in true })), all, "\(name): every placement", file: file, line: line)
    }

    private func assertIndexEqualsFilteringInEveryView(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let spec = DesignSpec(tree: SyntaxTree.parse(text))
        assertIndexEqualsFiltering(spec, name, file: file, line: line)
        for position in spec.screens.indices {
            assertIndexEqualsFiltering(spec.view(of: .screen(position)), "\(name), view of screen \(position)", file: file, line: line)
        }
    }

    func testTheIndexEqualsFilteringOnTheExampleSpecs() throws {
        let specs = try RuleScopeTests.exampleSpecs()
        XCTAssertGreaterThan(specs.count, 10)
        for (name, text) in specs {
            assertIndexEqualsFilteringInEveryView(text, name)
        }
    }

    func testTheIndexEqualsFilteringOnEveryRuleExample() {
        for rule in RuleRegistry.all {
            let description = rule.description
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                assertIndexEqualsFilteringInEveryView(MarkedText(example.text).text, description.id, file: example.file, line: example.line)
            }
        }
    }

    func testTheUnionKeepsDocumentOrderAndDropsRepeats() {
        let text =
            #"{ "screens": [ { "content": [ { "type": "button" }, { "type": "text" }, { "type": "button" }, { "type": "toggle" } ] } ] }"#
        let spec = DesignSpec(tree: SyntaxTree.parse(text))
        let index = ComponentIndex(spec.components)
        let union = index.union([index.components(.toggle), index.components(.button), index.components(.button)])
        XCTAssertEqual(union.map(\.index), [0, 2, 3])
        XCTAssertEqual(union.map(\.componentKind), [.button, .button, .toggle])
    }
}
