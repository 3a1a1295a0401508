import SpecKnowledge

/// HIG figures quoted in the vocabulary's documentation (and so in hover), read from the platform
/// profiles so they always say what the rules check.
extension FormatVocabulary {
    /// App icon layout sizes: "1024×1024 px (iOS, iPadOS, macOS, visionOS); 800×480 px (tvOS); 1088×1088 px (watchOS)".
    static var appIconSizesText: String {
        figures { $0.appIconSize.map { "\(PointSize.format($0.value.width))×\(PointSize.format($0.value.height)) px" } }
    }

    /// One dimension of the app icon: "1024 (iOS, iPadOS, macOS, visionOS); 800 (tvOS); 1088 (watchOS)".
    static func appIconDimensionText(_ dimension: KeyPath<PointSize, Double>) -> String {
        figures { $0.appIconSize.map { PointSize.format($0.value[keyPath: dimension]) } }
    }

    /// Default control sizes: "44×44 pt (iOS, iPadOS, watchOS); 28×28 pt (macOS); …".
    static var defaultControlSizesText: String {
        figures { $0.defaultControlSize?.value.description }
    }

    /// Each distinct figure once, with the platforms that have it, in platform order.
    private static func figures(_ figure: (PlatformProfile) -> String?) -> String {
        var groups: [(figure: String, platforms: [String])] = []
        for platform in Platform.allCases {
            guard let text = figure(PlatformCatalog.shared.profile(for: platform)) else { continue }
            if let index = groups.firstIndex(where: { $0.figure == text }) {
                groups[index].platforms.append(platform.rawValue)
            } else {
                groups.append((text, [platform.rawValue]))
            }
        }
        return groups.map { "\($0.figure) (\($0.platforms.joined(separator: ", ")))" }.joined(separator: "; ")
    }
}
