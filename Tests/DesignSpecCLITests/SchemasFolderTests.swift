import Foundation
import SpecTestSupport
import XCTest

@testable import DesignSpecCLI

/// The committed `Schemas/` folder holds exactly what `designspec schemas --write Schemas` writes now
/// (`rules.json`, the spec schema editors validate with, the repository configuration schema).
/// `DESIGNSPEC_UPDATE=1 swift test --filter SchemasFolderTests` rewrites them.
final class SchemasFolderTests: XCTestCase {
    func testEveryGeneratedSchemaIsCurrent() throws {
        let folder = CLITestSupport.packageRoot.appendingPathComponent("Schemas")
        var rewritten: [String] = []
        for file in SchemasCommand.generatedFiles() {
            let url = folder.appendingPathComponent(file.name)
            if GeneratedFiles.updating {
                try Data(file.content.utf8).write(to: url, options: .atomic)
                rewritten.append(file.name)
                continue
            }
            let published = try? String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(
                published, file.content,
                "Schemas/\(file.name) is stale; regenerate it with `\(GeneratedFiles.updateCommand(filter: "SchemasFolderTests"))`")
        }
        if GeneratedFiles.updating {
            XCTFail(
                "rewrote \(rewritten.joined(separator: ", ")) in Schemas/; run again without \(GeneratedFiles.switchName) and review the diff")
        }
    }
}
