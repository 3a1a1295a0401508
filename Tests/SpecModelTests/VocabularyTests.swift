import SpecKnowledge
import SpecModel
import XCTest

final class VocabularyTests: XCTestCase {
    func testFormatPageNamesAreCovered() {
        let top = FormatVocabulary.properties(in: .document).map(\.name)
        XCTAssertEqual(
            Set(FormatVocabulary.properties(in: .document).filter { !$0.isExtension }.map(\.name)),
            ["name", "platforms", "colors", "typography", "screens", "appIcon", "rules"])
        XCTAssertTrue(Set(top).isSuperset(of: ["imports"]))
        XCTAssertEqual(FormatVocabulary.properties(in: .platforms).map(\.name), Platform.allCases.map(\.rawValue))
        let screen = Set(FormatVocabulary.properties(in: .screen).map(\.name))
        XCTAssertTrue(screen.isSuperset(of: ["id", "title", "platform", "background", "navigationBar", "tabBar", "toolbar", "content"]))
        let bar = Set(FormatVocabulary.properties(in: .navigationBar).map(\.name))
        XCTAssertTrue(bar.isSuperset(of: ["title", "titleMode", "leadingItems", "trailingItems"]))
        XCTAssertEqual(Set(FormatVocabulary.properties(in: .tabBarItem).map(\.name)).intersection(["title", "symbol", "badge"]).count, 3)
        XCTAssertEqual(
            Set(FormatVocabulary.properties(in: .appIcon).filter { !$0.isExtension }.map(\.name)),
            ["width", "height", "layers", "appearances", "opaqueBackground", "containsText"])
        XCTAssertEqual(
            FormatVocabulary.properties(in: .colorVariants).filter { !$0.isExtension }.map(\.name), Appearance.allCases.map(\.rawValue))
        XCTAssertTrue(
            Set(FormatVocabulary.properties(in: .font).map(\.name)).isSuperset(of: ["textStyle", "family", "size", "weight", "dynamicType"])
        )
        let kinds = [
            "text", "button", "image", "textField", "secureField", "searchField", "toggle", "slider", "stepper", "segmentedControl",
            "picker", "datePicker", "progressView", "activityIndicator", "pageControl", "list", "menu", "alert", "actionSheet", "sheet",
            "link", "stack", "card"
        ]
        for kind in kinds { XCTAssertNotNil(FormatVocabulary.componentKind(kind), kind) }
        let common = Set(FormatVocabulary.commonComponentProperties.map(\.name))
        XCTAssertTrue(
            common.isSuperset(of: [
                "type", "id", "width", "height", "title", "text", "symbol", "font", "color", "background", "accessibilityLabel"
            ]))
    }

    func testKindPropertiesMergeWithCommonOnes() {
        let button = FormatVocabulary.properties(in: .component(kind: "button")).map(\.name)
        XCTAssertTrue(button.contains("role"))
        XCTAssertTrue(button.contains("accessibilityLabel"))
        XCTAssertFalse(button.contains("children"))
        XCTAssertEqual(Set(button).count, button.count, "no duplicate names")
        XCTAssertEqual(
            FormatVocabulary.property("style", in: .component(kind: "list"))?.shape.allowedValues.prefix(3),
            ["plain", "grouped", "insetGrouped"])
        XCTAssertTrue(
            FormatVocabulary.property("style", in: .component(kind: "button"))?.shape.allowedValues.contains("borderedProminent") ?? false)
        XCTAssertEqual(FormatVocabulary.property("axis", in: .component(kind: "stack"))?.shape.allowedValues, ["vertical", "horizontal"])
        XCTAssertNil(FormatVocabulary.property("axis", in: .component(kind: "button")))
        XCTAssertEqual(FormatVocabulary.property("items", in: .component(kind: "menu"))?.shape, .components)
        XCTAssertNotNil(FormatVocabulary.property("keyboard", in: .component(kind: "textField")))
        XCTAssertTrue(
            FormatVocabulary.property("keyboard", in: .component(kind: "textField"))?.shape.allowedValues.contains("email") ?? false)
        // Unknown or missing kinds get the common properties.
        XCTAssertEqual(
            FormatVocabulary.properties(in: .component(kind: nil)).map(\.name), FormatVocabulary.commonComponentProperties.map(\.name))
        XCTAssertEqual(FormatVocabulary.properties(in: .component(kind: "nope")).count, FormatVocabulary.commonComponentProperties.count)
    }

    func testMapContextsHaveEntryShapes() {
        XCTAssertEqual(FormatVocabulary.entryShape(in: .colors), .color)
        XCTAssertEqual(FormatVocabulary.entryShape(in: .typography), .font)
        let severities = FormatVocabulary.shape(ofKey: "min-touch-target", in: .rules)?.allowedValues ?? []
        XCTAssertEqual(severities, RuleSeverity.formatNames + ["info"])
        for name in severities { XCTAssertNotNil(RuleSeverity(formatName: name), name) }
        XCTAssertNil(FormatVocabulary.entryShape(in: .screen))
        XCTAssertNil(FormatVocabulary.shape(ofKey: "nope", in: .screen))
    }

    func testEveryEntryIsDocumentedAndNamesAreUnique() {
        var contexts: [VocabularyContext] = [
            .document, .platforms, .colorVariants, .font, .screen, .navigationBar, .tabBar, .tabBarItem, .toolbar, .segment, .alertAction,
            .appIcon
        ]
        contexts += FormatVocabulary.componentKinds.map { .component(kind: $0.name) }
        for context in contexts {
            let properties = FormatVocabulary.properties(in: context)
            XCTAssertFalse(properties.isEmpty, "\(context)")
            XCTAssertEqual(Set(properties.map(\.name)).count, properties.count, "duplicate key in \(context)")
            for property in properties {
                XCTAssertFalse(property.summary.isEmpty, "\(context).\(property.name)")
                XCTAssertTrue(property.summary.hasSuffix("."), "\(context).\(property.name) summary is a sentence")
                for value in enumerationValues(property.shape) {
                    XCTAssertFalse(value.summary.isEmpty, "\(property.name) = \(value.name)")
                }
            }
        }
        XCTAssertEqual(Set(FormatVocabulary.componentKinds.map(\.name)).count, FormatVocabulary.componentKinds.count)
    }

    /// `accepts` (what the validator asks of every value) answers as `jsonTypes` does, for the shape of every
    /// key of every context and map entry.
    func testShapesAcceptTheirJSONTypes() {
        var contexts: [VocabularyContext] = [
            .document, .platforms, .colorVariants, .font, .screen, .navigationBar, .tabBar, .tabBarItem, .toolbar, .segment, .alertAction,
            .appIcon, .appIconVariant, .window, .sidebar, .component(kind: nil)
        ]
        contexts += FormatVocabulary.componentKinds.map { .component(kind: $0.name) }
        var shapes = contexts.flatMap { FormatVocabulary.properties(in: $0).map(\.shape) }
        shapes += [.colors, .typography, .rules].compactMap { FormatVocabulary.entryShape(in: $0) }
        shapes += [.oneOf([.number, .string]), .oneOf([.array(.string), .object(.font)]), .oneOf([])]
        for shape in shapes {
            for type in JSONValueType.allCases {
                XCTAssertEqual(shape.accepts(type), shape.jsonTypes.contains(type), "\(shape) \(type)")
            }
        }
    }

    /// Every HIG link resolves to a section of the bundled corpus (current, or older text filed under that page).
    func testEveryHIGLinkResolvesInTheBundledCorpus() {
        var urls: [String: String] = [:]
        let contexts: [VocabularyContext] = [
            .document, .platforms, .colorVariants, .font, .screen, .navigationBar, .tabBar, .tabBarItem, .toolbar, .segment, .alertAction,
            .appIcon
        ]
        for context in contexts + FormatVocabulary.componentKinds.map({ .component(kind: $0.name) }) {
            for property in FormatVocabulary.properties(in: context) {
                if let url = property.higURL { urls[url] = "\(context).\(property.name)" }
            }
            if let url = FormatVocabulary.documentation(of: context).higURL { urls[url] = "\(context)" }
        }
        for kind in FormatVocabulary.componentKinds {
            if let url = kind.higURL { urls[url] = kind.name }
        }
        XCTAssertGreaterThan(urls.count, 30)
        for (url, owner) in urls.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(url.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/"), url)
            XCTAssertTrue(url.contains("#"), "\(owner): \(url) links a section")
            XCTAssertNotNil(HIGCorpus.shared.section(url: url), "\(owner): \(url) does not resolve in the bundled HIG")
        }
    }

    private func enumerationValues(_ shape: ValueShape) -> [VocabularyValue] {
        switch shape {
        case .enumeration(let values): return values
        case .array(let element): return enumerationValues(element)
        case .oneOf(let shapes): return shapes.flatMap(enumerationValues)
        default: return []
        }
    }
}
