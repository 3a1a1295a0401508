import Foundation
import SpecFoundation
import SpecSyntax

/// The platform profiles, built from the bundled `platform-profiles.json` (appearances, unsupported
/// components, system-drawn surfaces) and `hig-tables.json` (every numeric figure).
///
/// `shared` loads the files on first use; if one is missing or malformed the affected facts are absent
/// (figures `nil`, all appearances) and `loadError` says why.
public final class PlatformCatalog: Sendable {
    /// The catalog built from the bundled data, loaded on first access.
    public static let shared = PlatformCatalog(
        profilesJSON: (try? ResourceLoader.loadBytes(named: "platform-profiles", extension: "json")) ?? [],
        tablesJSON: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [])

    /// Why the bundled data could not be loaded, or nil when it loaded.
    public let loadError: String?
    private let profiles: [Platform: PlatformProfile]

    /// Builds the catalog from the bytes of `platform-profiles.json` and `hig-tables.json`.
    init(profilesJSON: [UInt8], tablesJSON: [UInt8]) {
        var problems: [String] = []
        let profileData = Self.parseObject(profilesJSON, name: "platform-profiles.json", problems: &problems)
        let tables = HIGTableReader(tables: Self.parseObject(tablesJSON, name: "hig-tables.json", problems: &problems))
        let sources = profileData["sources"]?.objectValue ?? [:]
        func source(_ key: String?) -> String {
            key.flatMap { sources[$0]?.stringValue } ?? HIGLink.root
        }

        let fontURL = tables.sourceURL("typography.default-and-minimum-font-sizes")
        let (defaultFonts, minimumFonts) = tables.defaultAndMinimumSizes("typography.default-and-minimum-font-sizes")
        let controlURL = tables.sourceURL("accessibility.control-sizes")
        let controls = tables.sizesByPlatform("accessibility.control-sizes")
        let iconURL = tables.sourceURL("app-icons.specifications")
        let icons = tables.sizesByPlatform("app-icons.specifications", valueColumn: 3)
        let figures = tables.compiledPlatformFigures()

        var profiles: [Platform: PlatformProfile] = [:]
        for platform in Platform.allCases {
            let entry = profileData["platforms"]?[platform.rawValue]
            let appearanceNames = entry?["appearances"]?["value"]?.stringElements
            let appearances = appearanceNames?.compactMap(Appearance.init(rawValue:)) ?? Appearance.allCases
            var unsupported: [String: String] = [:]
            for item in entry?["unsupportedArticles"]?.arrayValue ?? [] {
                if let article = item["article"]?.stringValue { unsupported[article] = source(item["source"]?.stringValue) }
            }
            var surfaces: [SystemSurface: SystemSurfaceStyle] = [:]
            for (name, style) in entry?["systemSurfaces"]?.objectValue ?? [:] {
                guard let surface = SystemSurface(rawValue: name), let background = style["background"]?.stringValue,
                    let foreground = style["foreground"]?.stringValue.flatMap(SurfaceForeground.init(rawValue:))
                else { continue }
                surfaces[surface] = SystemSurfaceStyle(
                    background: background, foreground: foreground, source: source(style["source"]?.stringValue))
            }
            var extra: [PlatformFigure: HIGFigure<Double>] = [:]
            let platformFigures = figures[platform] ?? [:]
            if let inset = platformFigures["safe_area_inset_pt"] {
                if let top = inset["top"]?.numberValue {
                    extra[.safeAreaVerticalInset] = HIGFigure(top, source: HIGLink.url("layout", "tvOS"))
                }
                if let leading = inset["leading"]?.numberValue {
                    extra[.safeAreaHorizontalInset] = HIGFigure(leading, source: HIGLink.url("layout", "tvOS"))
                }
            }
            if let height = platformFigures["tab_bar"]?["height_pt"]?.numberValue {
                extra[.tabBarHeight] = HIGFigure(height, source: HIGLink.url("tab-bars", "tvOS"))
            }
            if let offset = platformFigures["tab_bar"]?["top_offset_pt"]?.numberValue {
                extra[.tabBarTopOffset] = HIGFigure(offset, source: HIGLink.url("tab-bars", "tvOS"))
            }
            if let spacing = platformFigures["button_center_spacing_min_pt"]?.numberValue {
                extra[.controlCenterSpacing] = HIGFigure(spacing, source: HIGLink.url("buttons", "visionOS"))
            }
            // The HIG gives the padding around controls in a sentence, not a table: the profile holds it.
            if let padding = entry?["controlPadding"] {
                let paddingSource = source(padding["source"]?.stringValue)
                if let withBezel = padding["withBezel"]?.numberValue {
                    extra[.controlPaddingWithBezel] = HIGFigure(withBezel, source: paddingSource)
                }
                if let withoutBezel = padding["withoutBezel"]?.numberValue {
                    extra[.controlPaddingWithoutBezel] = HIGFigure(withoutBezel, source: paddingSource)
                }
            }
            let tint = entry?["barItemsFollowTint"]
            profiles[platform] = PlatformProfile(
                platform: platform,
                appearances: HIGFigure(appearances, source: source(entry?["appearances"]?["source"]?.stringValue)),
                defaultTextSize: defaultFonts[platform].map { HIGFigure($0, source: fontURL) },
                minimumTextSize: minimumFonts[platform].map { HIGFigure($0, source: fontURL) },
                defaultControlSize: controls[platform]?.first.map { HIGFigure($0, source: controlURL) },
                minimumControlSize: controls[platform]?.dropFirst().first.map { HIGFigure($0, source: controlURL) },
                appIconSize: icons[platform]?.first.map { HIGFigure($0, source: iconURL) },
                unsupportedArticles: unsupported,
                barItemsFollowTint: HIGFigure(tint?["value"]?.boolValue ?? true, source: source(tint?["source"]?.stringValue)),
                systemSurfaces: surfaces,
                extraFigures: extra)
        }
        self.profiles = profiles
        loadError = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// The profile of `platform`.
    public func profile(for platform: Platform) -> PlatformProfile {
        // Every platform has a profile: the initializer makes one for each case.
        profiles[platform]
            ?? PlatformProfile(
                platform: platform, appearances: HIGFigure(Appearance.allCases, source: HIGLink.root), defaultTextSize: nil,
                minimumTextSize: nil, defaultControlSize: nil, minimumControlSize: nil, appIconSize: nil, unsupportedArticles: [:],
                barItemsFollowTint: HIGFigure(true, source: HIGLink.root), systemSurfaces: [:], extraFigures: [:])
    }

    /// The top-level object of a bundled JSON file, or `[:]` with the reason appended to `problems`.
    static func parseObject(_ bytes: [UInt8], name: String, problems: inout [String]) -> [String: JSONValue] {
        guard !bytes.isEmpty else {
            problems.append("\(name) is missing from the SpecKnowledge resource bundle")
            return [:]
        }
        do {
            if let object = try JSONValue.parse(bytes).objectValue { return object }
            problems.append("\(name): expected a top-level object")
        } catch {
            problems.append("\(name) could not be parsed: \(error)")
        }
        return [:]
    }
}
