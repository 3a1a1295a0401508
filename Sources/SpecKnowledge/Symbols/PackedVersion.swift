/// An `OSVersion` packed into 32 bits for compact tables: bit 31 marks presence, then 8 bits each of
/// major, minor and patch. 0 means "no version" (not available).
enum PackedVersion {
    private static let presentFlag: UInt32 = 1 << 31

    /// Packs a version whose parts are each at most 255.
    static func pack(major: UInt32, minor: UInt32, patch: UInt32) -> UInt32 {
        presentFlag | (major & 0xFF) << 16 | (minor & 0xFF) << 8 | (patch & 0xFF)
    }

    /// The version, or nil for 0.
    static func unpack(_ value: UInt32) -> OSVersion? {
        guard value & presentFlag != 0 else { return nil }
        return OSVersion(major: Int(value >> 16 & 0xFF), minor: Int(value >> 8 & 0xFF), patch: Int(value & 0xFF))
    }
}
