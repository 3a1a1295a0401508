import Foundation
import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecTestSupport
import XCTest

@testable import SpecPreview

/// The SVG of one small fixture per component kind (and one each for the bars and a macOS window
/// with a sidebar), drawn for the fixture's platform, compared byte for byte
/// with `Fixtures/golden/<name>.svg`, and one fixture per platform (`Fixtures/platforms/<platform>`,
/// what that platform draws its own way) against `Fixtures/golden/platform-<platform>.svg`.
/// Findings are left out so new rules do not change the pictures. Review a golden as a picture: open
/// the `.svg` in a browser.
///
/// Regenerate after an intended change to the drawing:
///     DESIGNSPEC_UPDATE=1 swift test --filter GoldenWireframeTests
/// then review the diff of `Tests/SpecPreviewTests/Fixtures/golden/`.
final class GoldenWireframeTests: XCTestCase {
    /// The checked-in fixtures folder (writable, for regeneration), found from this file's path.
    private static let sourceFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    private static var updating: Bool { GeneratedFiles.updating }

    private func fixturesFolder() throws -> URL {
        try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil), "the Fixtures resource folder is missing")
    }

    private func svg(forFixture name: String, folder: String = "kinds") throws -> String {
        let url = try fixturesFolder().appendingPathComponent("\(folder)/\(name).design.jsonc")
        let data = try Data(contentsOf: url)
        let analysis = DocumentAnalysis(bytes: [UInt8](data), path: "\(name).design.jsonc")
        // The fixture's platform, in its first appearance.
        let platform = analysis.spec.targets.first?.platform ?? .iOS
        let appearance = PlatformCatalog.shared.profile(for: platform).appearances.value.first ?? .light
        return try XCTUnwrap(SpecPreview.svg(screen: 0, of: analysis, platform: platform, appearance: appearance, diagnostics: []))
    }

    /// Every component kind has a fixture (the layout's exhaustive switch makes sure each has a drawing).
    func testEveryComponentKindHasAFixture() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: try fixturesFolder().appendingPathComponent("kinds").path)
        for kind in ComponentKind.allCases.map(\.rawValue) {
            XCTAssertTrue(fixtures.contains("\(kind).design.jsonc"), "no golden fixture for component kind '\(kind)'")
        }
    }

    func testEveryFixtureMatchesItsGoldenSVG() throws {
        let kinds = (ComponentKind.allCases.map(\.rawValue) + ["bars", "window", "color-styles"]).map {
            (folder: "kinds", name: $0, golden: $0)
        }
        let platforms = Platform.allCases.map { (folder: "platforms", name: $0.rawValue, golden: "platform-\($0.rawValue)") }
        var regenerated: [String] = []
        for (folder, name, golden) in kinds + platforms {
            let actual = try svg(forFixture: name, folder: folder)
            XCTAssertFalse(actual.contains("class=\"unrenderable\""), "\(name): the wireframe could not draw something")
            let goldenName = "golden/\(golden).svg"
            if Self.updating {
                try Data(actual.utf8).write(to: Self.sourceFixtures.appendingPathComponent(goldenName))
                regenerated.append(name)
                continue
            }
            let expected = try? String(contentsOf: try fixturesFolder().appendingPathComponent(goldenName), encoding: .utf8)
            XCTAssertEqual(
                actual, expected,
                "\(goldenName) differs; if the change is intended run \(GeneratedFiles.updateCommand(filter: "GoldenWireframeTests"))")
        }
        if Self.updating {
            XCTFail("regenerated \(regenerated.count) golden files; unset \(GeneratedFiles.switchName) and run again")
        }
    }

    func testTheSameSpecGivesTheSameBytes() throws {
        let first = try svg(forFixture: "list")
        let second = try svg(forFixture: "list")
        XCTAssertEqual(first, second)
    }
}
