import SpecAnalysis
import SpecTestSupport
import SpecWorkspace
import XCTest

/// `DocumentAnalysis.inputFingerprint`: equal for equal inputs, different when the spec, its settings or
/// any file it reaches through its imports changes.
final class InputFingerprintTests: XCTestCase {
    private static let files = [
        "a.design.jsonc": ##"{ "imports": ["b.design.jsonc"], "screens": [] }"##,
        "b.design.jsonc": ##"{ "imports": ["c.design.jsonc"], "colors": { "brand": "#112233" } }"##,
        "c.design.jsonc": ##"{ "typography": { "heading": "title2" } }"##,
        "d.design.jsonc": ##"{ "screens": [] }"##
    ]

    private func fingerprint(_ workspace: MarkedWorkspace, _ relative: String, settings: AnalysisSettings = AnalysisSettings()) throws
        -> Int
    {
        // A fresh folder each time: nothing cached from an earlier read.
        try XCTUnwrap(SpecFolder(root: workspace.root, settings: settings).analysis(ofSpecAt: workspace.path(relative))).inputFingerprint
    }

    func testAnIndirectImportChangesTheImportersFingerprintAndNothingElseDoes() throws {
        let workspace = try MarkedWorkspace(Self.files)
        let a = try fingerprint(workspace, "a.design.jsonc")
        let d = try fingerprint(workspace, "d.design.jsonc")
        XCTAssertEqual(try fingerprint(workspace, "a.design.jsonc"), a, "same inputs, same fingerprint")
        XCTAssertNotEqual(
            try fingerprint(workspace, "a.design.jsonc", settings: AnalysisSettings(ruleSeverities: ["min-touch-target": .off])), a)

        try workspace.write("c.design.jsonc", ##"{ "typography": { "heading": "title1" } }"##)
        XCTAssertNotEqual(try fingerprint(workspace, "a.design.jsonc"), a, "c is imported through b")
        XCTAssertEqual(try fingerprint(workspace, "d.design.jsonc"), d, "d imports nothing")

        try workspace.write("d.design.jsonc", ##"{ "screens": [ ] }"##)
        XCTAssertNotEqual(try fingerprint(workspace, "d.design.jsonc"), d)
    }

    func testTheSameTextAtAnotherPathDiffers() throws {
        let workspace = try MarkedWorkspace(["one.design.jsonc": "{}", "two.design.jsonc": "{}"])
        XCTAssertNotEqual(try fingerprint(workspace, "one.design.jsonc"), try fingerprint(workspace, "two.design.jsonc"))
    }
}
