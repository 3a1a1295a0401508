import SpecKnowledge
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
