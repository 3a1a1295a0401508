import Foundation
import SpecModel
import SpecRules
import XCTest

/// The registry is complete and the metadata is well-formed.
final class RuleRegistryTests: XCTestCase {
    static let rulesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SpecRules/Rules")

    func testEveryRuleFileIsRegistered() throws {
        let enumerator = FileManager.default.enumerator(at: Self.rulesDirectory, includingPropertiesForKeys: nil)
        var ruleTypeNames: Set<String> = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasSuffix("Rule.swift") {
                ruleTypeNames.insert(String(url.lastPathComponent.dropLast(".swift".count)))
            }
        }
        XCTAssertFalse(ruleTypeNames.isEmpty, "no rule files found under \(Self.rulesDirectory.path)")
        let registered = Set(RuleRegistry.all.map { String(describing: $0) })
        XCTAssertEqual(ruleTypeNames.subtracting(registered).sorted(), [], "rule files not listed in their category's registry")
        XCTAssertEqual(registered.subtracting(ruleTypeNames).sorted(), [], "registered rules without their own file")
    }

    func testIdsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate rule ids")
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), "\(id) is not kebab-case")
        }
    }

    func testMetadataIsComplete() {
        for description in RuleRegistry.descriptions {
            XCTAssertFalse(description.title.isEmpty, description.id)
            XCTAssertGreaterThan(description.rationale.count, 40, "\(description.id): rationale too short")
            XCTAssertFalse(description.platforms.isEmpty, description.id)
            XCTAssertFalse(description.higURLs.isEmpty, description.id)
            for url in description.higURLs {
                XCTAssertTrue(url.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/"), "\(description.id): \(url)")
            }
            if description.authority != .current {
                XCTAssertNotEqual(
                    description.defaultSeverity, .error, "\(description.id) does not rest on the current HIG and must not default to error")
            }
            if description.authority == .wcag {
                XCTAssertTrue(description.rationale.contains("WCAG"), "\(description.id): rationale must say its figure comes from WCAG")
            } else if description.authority == .format {
                XCTAssertTrue(
                    description.rationale.contains("design spec format"), "\(description.id): rationale must say it checks the format")
            } else if description.authority != .current {
                XCTAssertTrue(
                    description.rationale.lowercased().contains("older") || description.rationale.lowercased().contains("unofficial"),
                    "\(description.id): rationale must say its guidance is older or unofficial")
            }
        }
    }

    func testPublishedRuleSetIsCurrent() throws {
        let url = Self.rulesDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(RuleSetDocument.relativePath)
        let published = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(
            published, RuleSetDocument.json(version: DesignSpecVersion.current),
            "\(RuleSetDocument.relativePath) is stale; regenerate it with `swift run designspec schemas --write Schemas` or `DESIGNSPEC_UPDATE=1 swift test`")
    }
}
