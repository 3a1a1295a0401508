/// The generation of system color values, as the bundled data distinguishes them.
public enum ColorEra: String, Sendable, CaseIterable {
    /// iOS/iPadOS 13–18 (the HIG before its 2025-06-09 update).
    case legacy
    /// The 26-generation OSes (HIG values updated 2025-06-09).
    case ios26

    /// The era whose values apply to an app running on `version` of iOS-family OSes: 26 and later use
    /// `.ios26`, earlier versions `.legacy`.
    public static func era(forOSVersion version: OSVersion) -> ColorEra {
        version.major >= 26 ? .ios26 : .legacy
    }
}
