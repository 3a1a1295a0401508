/// Per-platform HIG figures worded for rule rationales, read from the platform profiles so a rationale
/// never states a figure the bundled tables do not: platforms with equal figures are grouped
/// ("iOS and iPadOS 44×44 pt / 28×28 pt"), and a platform without a figure says so.
public enum PlatformFigureText {
    /// Default / minimum control sizes: "iOS and iPadOS 44×44 pt / 28×28 pt, macOS 28×28 pt / 20×20 pt, …".
    public static var controlSizes: String {
        grouped { profile in
            guard let recommended = profile.defaultControlSize?.value, let minimum = profile.minimumControlSize?.value else { return nil }
            return "\(recommended) / \(minimum)"
        }
    }

    /// Minimum / default text sizes: "iOS and iPadOS 11 / 17 pt, macOS 10 / 13 pt, …".
    public static var minimumAndDefaultTextSizes: String {
        grouped { profile in
            guard let minimum = profile.minimumTextSize?.value, let recommended = profile.defaultTextSize?.value else { return nil }
            return "\(PointSize.format(minimum)) / \(PointSize.format(recommended)) pt"
        }
    }

    /// Default text sizes: "iOS and iPadOS 17 pt, macOS 13 pt, …".
    public static var defaultTextSizes: String {
        grouped { profile in profile.defaultTextSize.map { "\(PointSize.format($0.value)) pt" } }
    }

    /// App icon layout sizes: "iOS, iPadOS, macOS and visionOS 1024×1024 px, tvOS 800×480 px, …".
    public static var appIconSizes: String {
        grouped { profile in profile.appIconSize.map { "\(PointSize.format($0.value.width))×\(PointSize.format($0.value.height)) px" } }
    }

    /// "<platforms> <figure>" per distinct figure, in platform order; platforms without one last.
    private static func grouped(_ figure: (PlatformProfile) -> String?) -> String {
        var groups: [(figure: String, platforms: [Platform])] = []
        var missing: [Platform] = []
        for platform in Platform.allCases {
            guard let text = figure(PlatformCatalog.shared.profile(for: platform)) else {
                missing.append(platform)
                continue
            }
            if let index = groups.firstIndex(where: { $0.figure == text }) {
                groups[index].platforms.append(platform)
            } else {
                groups.append((text, [platform]))
            }
        }
        var parts = groups.map { "\(Platform.list($0.platforms)) \($0.figure)" }
        if !missing.isEmpty {
            parts.append("the HIG gives no figure for \(Platform.list(missing))")
        }
        return parts.joined(separator: ", ")
    }
}
