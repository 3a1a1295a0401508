import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// An import cycle through many specs is one finding of bounded length (issue 25, item 5): it names
/// the first 20 files of the shortest chain and counts the rest.
final class SecurityImportCycleTests: XCTestCase {
    func testALongImportCycleNamesTwentyFilesAndCountsTheRest() throws {
        let count = 30
        var files: [String: String] = [:]
        for number in 0..<count {
            files["s\(number).design.json"] = #"{ "imports": ["s\#((number + 1) % count).design.json"] }"#
        }
        let workspace = try MarkedWorkspace(files)
        let analysis = try XCTUnwrap(SpecFolder(root: workspace.root).analysis(ofSpecAt: workspace.path("s0.design.json")))
        let cycles = analysis.diagnostics().filter { $0.code == ImportFindings.Code.cycle.rawValue }
        let chain = (0..<20).map { "s\($0).design.json" }.joined(separator: " → ")
        XCTAssertEqual(
            cycles.map(\.message),
            [
                "Import cycle: \(chain) → … and 10 more → s0.design.json. Tokens are read once along it; remove one of the imports so the files form a tree."
            ])
    }
}
