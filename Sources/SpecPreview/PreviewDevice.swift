import SpecKnowledge

/// The device a platform's screens are drawn in: the newest model of the platform's family in the
/// HIG device tables, or a nominal canvas (said so on the page) where the tables have none.
struct PreviewDevice: Sendable, Hashable {
    /// The model name, or a description of the nominal canvas.
    let name: String
    /// Screen width in points.
    let width: Double
    /// Screen height in points.
    let height: Double
    /// True when the size is not from the HIG tables.
    let isNominal: Bool

    /// The device for `platform`.
    init(platform: Platform) {
        if let screen = DeviceCatalog.shared.screens(for: platform).first {
            name = screen.name
            width = screen.width
            height = screen.height
            isNominal = false
            return
        }
        // No device table in the bundled HIG for these platforms: a nominal window of common proportions.
        let nominal: (Double, Double) = switch platform {
        case .tvOS: (1280, 720)
        case .visionOS: (1280, 720)
        default: (1024, 680)
        }
        name = "\(platform.rawValue) window (nominal size; the bundled HIG tables list no \(platform.rawValue) screen)"
        width = nominal.0
        height = nominal.1
        isNominal = true
    }
}
