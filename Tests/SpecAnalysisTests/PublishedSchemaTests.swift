import Foundation
import SpecAnalysis
import SpecRules
import XCTest

/// The committed `Schemas/design-spec.schema.json` is exactly what the generator produces now.
final class PublishedSchemaTests: XCTestCase {
    func testDesignSpecSchemaIsCurrent() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let published = try String(contentsOf: packageRoot.appendingPathComponent("Schemas/design-spec.schema.json"), encoding: .utf8)
        XCTAssertEqual(
            published, DesignSpecSchema.generate(ruleIDs: RuleRegistry.descriptions.map(\.id)),
            "Schemas/design-spec.schema.json is stale; regenerate it with `swift run designspec schemas --write Schemas`")
    }
}
