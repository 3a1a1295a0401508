/// The Apple platforms a design spec can target, spelled as in the design spec format.
public enum Platform: String, CaseIterable, Sendable, Hashable, Comparable {
    case iOS
    case iPadOS
    case macOS
    case tvOS
    case visionOS
    case watchOS

    /// The platform whose SF Symbol availability and most figures apply: iPadOS shares iOS's.
    public var symbolAvailabilityPlatform: Platform {
        self == .iPadOS ? .iOS : self
    }

    /// The newest OS version this release of the knowledge data describes (SF Symbols 7 / OS 26.1).
    public var newestKnownVersion: OSVersion {
        OSVersion(major: 26, minor: 1)
    }

    /// Finds a platform by its format spelling, case-insensitively ("ios" → `.iOS`).
    public init?(caseInsensitive name: String) {
        let lowered = name.lowercased()
        guard let match = Platform.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = match
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A dotted operating-system version such as `17.0` or `10.15.4`.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The major version, e.g. 17 in 17.2.
    public var major: Int
    /// The minor version, e.g. 2 in 17.2.
    public var minor: Int
    /// The patch version, 0 when absent.
    public var patch: Int

    /// Creates a version from its parts.
    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `"17"`, `"17.0"` or `"10.15.4"`; returns nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII), let value = Int(part), value >= 0 else {
                return nil
            }
            numbers.append(value)
        }
        self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, patch: numbers.count > 2 ? numbers[2] : 0)
    }

    /// `17.0`, or `10.15.4` when there is a patch number.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

extension Platform {
    /// Platforms for messages: `iOS`, `iOS and macOS`, `iOS, macOS and tvOS`.
    public static func list(_ platforms: [Platform]) -> String {
        // Most findings name one platform: no list to build.
        if platforms.count == 1, let only = platforms.first { return only.rawValue }
        let names = platforms.map(\.rawValue)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
