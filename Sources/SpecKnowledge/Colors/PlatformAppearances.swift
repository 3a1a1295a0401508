/// Which of the four appearances each platform offers.
///
/// The HIG's Dark Mode article: "In iOS, iPadOS, macOS, and tvOS, people often choose Dark Mode as
/// their default interface style" and "Dark Mode isn't supported in visionOS or watchOS": watchOS
/// apps draw on a dark background, visionOS windows on dark glass. Increase Contrast is an
/// accessibility setting on every platform except watchOS.
extension Platform {
    /// The appearances this platform draws in, standard ones first.
    public var appearances: [Appearance] {
        switch self {
        case .iOS, .iPadOS, .macOS, .tvOS: return [.light, .dark, .increasedContrastLight, .increasedContrastDark]
        case .visionOS: return [.dark, .increasedContrastDark]
        case .watchOS: return [.dark]
        }
    }
}
