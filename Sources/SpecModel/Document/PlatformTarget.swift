import SpecKnowledge
import SpecSyntax

/// A platform a spec targets, with the oldest OS version it supports.
public struct PlatformTarget: Sendable, Hashable {
    /// The platform.
    public let platform: Platform
    /// The minimum OS version (the newest known version when the spec gives none or an invalid one).
    public let minimumVersion: OSVersion
    /// The platform's key in `platforms`, nil when assumed.
    public let keyNode: SyntaxNode?
    /// The version's value node, nil when assumed or missing.
    public let valueNode: SyntaxNode?
    /// True when the spec names no platforms and this target is a default.
    public let isAssumed: Bool

    /// `iOS 17.0`.
    public var label: String { "\(platform.rawValue) \(minimumVersion)" }
}
