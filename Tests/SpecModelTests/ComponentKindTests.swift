import SpecKnowledge
import SpecSyntax
import XCTest
@testable import SpecModel

final class ComponentKindTests: XCTestCase {
    func testEveryKindHasExactlyOneVocabularyEntry() {
        XCTAssertEqual(FormatVocabulary.componentKinds.map(\.kind), ComponentKind.allCases)
        for kind in ComponentKind.allCases {
            XCTAssertEqual(FormatVocabulary.componentKind(kind.rawValue)?.kind, kind)
        }
    }

    func testTraits() {
        XCTAssertTrue(ComponentKind.button.traits.contains(.interactive))
        XCTAssertTrue(ComponentKind.alert.traits.contains(.systemDrawn))
        XCTAssertEqual(ComponentKind.alert.spec.surface, .alert)
        XCTAssertTrue(ComponentKind.stack.traits.contains(.container))
        XCTAssertFalse(ComponentKind.text.traits.contains(.interactive))
        XCTAssertEqual(ComponentKind.slider.spec.article, "sliders")
    }

    func testTraitsAreEveryKindsVocabularyTraits() {
        for kind in ComponentKind.allCases {
            XCTAssertEqual(kind.traits, kind.spec.traits, kind.rawValue)
        }
    }

    /// `hitRegions(on:)` reads a control's sizes once for several platforms and answers per platform:
    /// a visionOS button of the Regular size or larger has the system's hit region there only.
    func testHitRegionsPerPlatform() throws {
        let regular = try XCTUnwrap(HIGFigures.visionOSButtonHeight(HIGFigures.visionOSRegularButtonSize))
        let text = """
            { "screens": [ { "content": [
              { "type": "button", "title": "A", "width": \(regular), "height": \(regular) },
              { "type": "button", "title": "B", "width": 20, "hitHeight": 30, "height": "tall" },
              { "type": "toggle", "title": "C", "width": 20, "height": 20 },
              { "type": "text", "text": "D", "width": 10 }
            ] } ] }
            """
        let components = DesignSpec(tree: SyntaxTree.parse(text)).components
        let platforms: [Platform] = [.iOS, .visionOS, .macOS]
        let large = components[0].hitRegions(on: platforms)
        XCTAssertEqual(large.map { $0?.width }, [regular, nil, regular])
        XCTAssertEqual(large.map { $0?.isStated }, [false, nil, false])
        let stated = components[1].hitRegions(on: platforms)
        XCTAssertEqual(stated.map { $0?.width }, [20, 20, 20])
        XCTAssertEqual(stated.map { $0?.height }, [30, 30, 30])
        XCTAssertEqual(stated.map { $0?.isStated }, [true, true, true])
        XCTAssertEqual(components[2].hitRegions(on: platforms).map { $0 == nil }, [true, true, true])
        XCTAssertEqual(components[3].hitRegions(on: platforms).map { $0 == nil }, [true, true, true])
        XCTAssertEqual(components[0].hitRegions(on: []).count, 0)
        for component in components {
            for platform in platforms {
                XCTAssertEqual(
                    component.hitRegion(on: platform)?.width,
                    component.hitRegions(on: platforms)[platforms.firstIndex(of: platform) ?? 0]?.width)
            }
        }
    }

    func testPlatformSupportComesFromTheKnowledgeLayer() {
        let tvOS = PlatformCatalog.shared.profile(for: .tvOS)
        XCTAssertFalse(ComponentKind.slider.spec.exists(on: tvOS))
        XCTAssertTrue(ComponentKind.button.spec.exists(on: tvOS))
    }

    func testButtonStylesAndRolesAreTheVocabularysValues() {
        XCTAssertEqual(FormatVocabulary.buttonStyles.map(\.name), ButtonStyle.allCases.map(\.rawValue))
        XCTAssertEqual(FormatVocabulary.roles.map(\.name), ButtonRole.allCases.map(\.rawValue))
        XCTAssertTrue(ButtonStyle.borderedProminent.isProminent)
        XCTAssertFalse(ButtonStyle.bordered.isProminent)
    }
}
