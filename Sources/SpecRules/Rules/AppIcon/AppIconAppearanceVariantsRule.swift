import SpecKnowledge
import SpecModel

/// App icons provide dark, clear and tinted appearances.
public struct AppIconAppearanceVariantsRule: Rule {
    public static let description = RuleDescription(
        id: "app-icon-appearance-variants",
        title: "App icons provide dark, clear and tinted appearances",
        category: .appIcon,
        defaultSeverity: .information,
        platforms: Platform.allCases.filter { HIGFigures.appIconAppearances.value[$0] != nil },
        higURLs: [
            HIGLink.url("app-icons", "Appearances"),
            HIGLink.url("app-icons", "Specifications")
        ],
        rationale: """
            People can show app icons in several appearances (App icons › Specifications): \(Self.appearancesText). \
            The system generates the ones an app omits, \
            which rarely looks as intended, so design each variant with the same core artwork. This is \
            information for the primary icon, since the system fills in missing variants.
            """,
        quote:
            "You can design app icon variants for every appearance variant, and the system automatically generates variants you don’t provide.",
        triggeringExamples: [
            RuleExample(#"{ "platforms": { "iOS": "18.0" }, "appIcon": { "width": 1024, "height": 1024, "appearances": ↓["default"] } }"#),
            RuleExample(
                #"{ "platforms": { "macOS": "26.0" }, "appIcon": { "appearances": ↓["default", "dark", "tintedLight", "tintedDark"] } }"#)
        ],
        nonTriggeringExamples: [
            RuleExample(
                #"{ "platforms": { "iOS": "26.0" }, "appIcon": { "appearances": ["default", "dark", "clearLight", "clearDark", "tintedLight", "tintedDark"] } }"#
            ),
            RuleExample(#"{ "platforms": { "iOS": "26.0" }, "appIcon": { "width": 1024, "height": 1024 } }"#),
            RuleExample(#"{ "platforms": { "iOS": "26.0" }, "appIcon": { "appearances": "all" } }"#)
        ], scope: .screen)

    /// The appearances the HIG's table lists for the platforms judged, in its order.
    static func appearances(for platforms: [Platform]) -> [String] {
        var result: [String] = []
        for platform in platforms {
            for name in HIGFigures.appIconAppearances.value[platform] ?? [] where !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// "iOS, iPadOS and macOS: default, dark, …" for the rationale, from the table.
    static var appearancesText: String {
        let table = HIGFigures.appIconAppearances.value
        var groups: [(names: [String], platforms: [Platform])] = []
        for platform in Platform.allCases {
            guard let names = table[platform] else { continue }
            if let index = groups.firstIndex(where: { $0.names == names }) {
                groups[index].platforms.append(platform)
            } else {
                groups.append((names, [platform]))
            }
        }
        return groups.map { "\(Platform.list($0.platforms)): \($0.names.joined(separator: ", "))" }.joined(separator: "; ")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let expected = Self.appearances(for: context.judgedPlatforms(for: nil as Screen?, among: Self.description.platforms).platforms)
        guard !expected.isEmpty, let icon = context.spec.root?["appIcon"], icon.kind == .object, let node = icon["appearances"],
            node.kind == .array
        else { return [] }
        let given = Set(node.elements.compactMap(\.stringValue))
        let missing = expected.filter { !given.contains($0) }
        guard !missing.isEmpty else { return [] }
        return [
            RuleViolation(
                range: node.range,
                message: Self.message(expected: expected.count, missing: missing)
            )
        ]
    }

    /// The finding's message: how many of the `expected` appearances the icon has, and the `missing` ones to add.
    static func message(expected: Int, missing: [String]) -> String {
        "App icon has \(expected - missing.count) of \(expected) appearances; add \(missing.joined(separator: ", ")) so the system need not generate them."
    }
}
