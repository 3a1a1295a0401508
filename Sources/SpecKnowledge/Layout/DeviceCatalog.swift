/// Device screen sizes per platform, from the HIG tables in `Resources/hig-tables.json`
/// (`layout.ios-ipados-device-screen-dimensions`, `layout.watchos-device-screen-dimensions`).
/// Control sizes and appearances are in `PlatformCatalog`.
///
/// The tables cover iPhone, iPad and Apple Watch screens; macOS, tvOS and visionOS have no device
/// table, so `screens(for:)` is empty for them. `shared` loads the file on first use; if it is
/// missing or malformed the catalog is empty and `loadError` says why.
public final class DeviceCatalog: Sendable {
    /// The catalog built from the bundled tables, loaded on first access.
    public static let shared: DeviceCatalog = DeviceCatalog.loadBundled()

    /// Why the bundled tables could not be loaded, or nil when they loaded.
    public let loadError: String?
    private let screensByPlatform: [Platform: [DeviceScreen]]

    /// Builds a catalog from the bytes of a `hig-tables.json` file.
    init(json: [UInt8]) {
        var problems: [String] = []
        let tables = PlatformCatalog.parseObject(json, name: "hig-tables.json", problems: &problems)
        loadError = problems.first
        func rows(_ id: String) -> [[String]] {
            (tables[id]?["rows"]?.arrayValue ?? []).map { $0.stringElements ?? [] }
        }

        var screens: [Platform: [DeviceScreen]] = [:]
        // Rows like ["iPhone 17 Pro", "402x874 pt (1206x2622 px @3x)"]; the model name says the family.
        for row in rows("layout.ios-ipados-device-screen-dimensions") where row.count >= 2 {
            guard let size = HIGTableReader.size(row[1]) else { continue }
            let platform: Platform = row[0].hasPrefix("iPad") ? .iPadOS : .iOS
            screens[platform, default: []].append(DeviceScreen(name: row[0], width: size.width, height: size.height))
        }
        // Rows like ["10, 11", "46mm", "416", "496"] in pixels; Apple Watch screens are @2x.
        for row in rows("layout.watchos-device-screen-dimensions") where row.count >= 4 {
            guard let width = Double(row[2]), let height = Double(row[3]) else { continue }
            let series = row[0].hasPrefix("Apple Watch") ? row[0] : "Apple Watch Series \(row[0])"
            screens[.watchOS, default: []].append(DeviceScreen(name: "\(series) \(row[1])", width: width / 2, height: height / 2))
        }
        screensByPlatform = screens
    }

    private static func loadBundled() -> DeviceCatalog {
        DeviceCatalog(json: (try? ResourceLoader.loadBytes(named: "hig-tables", extension: "json")) ?? [])
    }

    /// The device screens the tables list for `platform`, in table order (newest models first);
    /// empty for platforms without a device table (macOS, tvOS, visionOS).
    public func screens(for platform: Platform) -> [DeviceScreen] {
        screensByPlatform[platform] ?? []
    }
}

/// One device's screen in points (portrait).
public struct DeviceScreen: Sendable, Hashable {
    /// The model as the table names it, e.g. `iPhone 17 Pro` or `Apple Watch Series 10, 11 46mm`.
    public let name: String
    /// Width in points.
    public let width: Double
    /// Height in points.
    public let height: Double
}
