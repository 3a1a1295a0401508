import Foundation
import SpecTestSupport
import SpecWorkspace
import XCTest

/// A spec importing a tokens file costs the editor work in proportion to the file (issue 25, item
/// 5): completing a color in a spec that imports n plain tokens and a cycle of n aliases is timed at
/// n and 4n in one run (the source read again each time), as are the findings `check` reports for it.
final class SecurityTokenSourceGrowthTests: XCTestCase {
    private let spec = """
        {
          "imports": ["tokens/brand.tokens.json"],
          "platforms": { "iOS": "17.0" },
          "screens": [ { "id": "home", "background": "1️⃣" } ]
        }
        """

    /// A workspace whose tokens file has `count` plain color tokens and a cycle of `count` aliases.
    private func workspace(_ count: Int) throws -> MarkedWorkspace {
        let plain = (0..<count).map { ##""c\##($0)": { "$value": "#\##(String(format: "%06X", $0 * 97))" }"## }
        let cycle = (0..<count).map { ##""t\##($0)": { "$value": "{t\##(($0 + 1) % count)}" }"## }
        let tokens = ##"{ "$type": "color", "## + (plain + cycle).joined(separator: ", ") + " }"
        return try MarkedWorkspace(["app.design.jsonc": spec, "tokens/brand.tokens.json": tokens])
    }

    func testCompletionInASpecImportingAnAliasCycleCostsInProportionToIt() throws {
        let growth = GrowthMeasurement.measure(size: 300, prepare: { (count: $0, workspace: try? self.workspace($0)) }) {
            count, workspace in
            guard let workspace else { return XCTFail("no workspace") }
            // Read the tokens file again, as after an edit to it.
            ImportResolver.forgetTokenSources(changed: [workspace.path("tokens/brand.tokens.json")])
            let folder = SpecFolder(root: workspace.root)
            let marked = workspace["app.design.jsonc"]
            let analysis = folder.analysis(of: marked.bytes, at: workspace.path("app.design.jsonc"))
            let offset = marked.offset("1") ?? 0
            let tokens = analysis.completions(at: offset).items.filter { $0.label.hasPrefix("c") && $0.kind == .colorToken }
            XCTAssertEqual(tokens.count, count, "every plain token is offered")
            let findings = folder.resolver.tokenSourceFindings(of: analysis).flatMap(\.diagnostics)
            XCTAssertEqual(findings.map(\.code), ["token-source/alias-cycle"])
        }
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")
    }
}
