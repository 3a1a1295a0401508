import SpecKnowledge
import SpecModel

/// A platform a screen or component is judged on: the spec's target for it and the platform's HIG profile.
///
/// Rules judge every platform a screen applies to (its `platform`, else every platform of the spec) with
/// that platform's own figures, and name the platform when the outcome differs between platforms.
public struct JudgedPlatform: Sendable {
    /// The spec's target (platform and minimum OS version).
    public let target: PlatformTarget
    /// What the HIG says about the platform.
    public let profile: PlatformProfile

    /// The platform.
    public var platform: Platform { target.platform }
}

extension RuleContext {
    /// The HIG profile of `platform`.
    public func profile(for platform: Platform) -> PlatformProfile {
        PlatformCatalog.shared.profile(for: platform)
    }

    /// The platforms `screen` is judged on, restricted to `platforms` (a rule's own), in the spec's order.
    public func judgedPlatforms(for screen: Screen?, among platforms: [Platform] = Platform.allCases) -> [JudgedPlatform] {
        let screenPlatform = screen.map { platformOfScreen(atIndex: $0.index) ?? $0.platform } ?? nil
        return judgedPlatforms(forScreenPlatform: screenPlatform, among: platforms) { screen }
    }

    /// The platforms `component` is judged on (its screen's), restricted to `platforms`.
    public func judgedPlatforms(for component: Component, among platforms: [Platform] = Platform.allCases) -> [JudgedPlatform] {
        // The screen's platform is read from the context's table; the screen itself only on the first ask.
        let screenPlatform =
            platformOfScreen(atIndex: component.screenIndex) ?? spec.screen(atIndex: component.screenIndex)?.platform
        return judgedPlatforms(forScreenPlatform: screenPlatform, among: platforms) { spec.screen(atIndex: component.screenIndex) }
    }

    /// The judged platforms of the screens naming `screenPlatform`, remembered per key; `screen` gives
    /// such a screen when they are first asked for.
    private func judgedPlatforms(
        forScreenPlatform screenPlatform: Platform?, among platforms: [Platform], screen: () -> Screen?
    ) -> [JudgedPlatform] {
        let key = JudgedPlatformsKey(screenPlatform: screenPlatform, platforms: platforms)
        return rememberedJudgedPlatforms.value(for: key) {
            spec.targets(for: screen()).filter { platforms.contains($0.platform) }.map {
                JudgedPlatform(target: $0, profile: profile(for: $0.platform))
            }
        }
    }
}

/// Which judged platforms `RuleContext` remembers: those of the screens naming `screenPlatform` (nil: of
/// the screens naming none, and outside screens) among a set of platforms. `DesignSpec.targets(for:)`
/// reads nothing else of a screen, and a key per screen would keep a copy per screen.
struct JudgedPlatformsKey: Hashable, Sendable {
    let screenPlatform: Platform?
    /// One bit per platform of `Platform.allCases` asked about.
    let platforms: Int

    init(screenPlatform: Platform?, platforms: [Platform]) {
        self.screenPlatform = screenPlatform
        var mask = 0
        for platform in platforms {
            if let offset = Self.allPlatforms.firstIndex(of: platform) { mask |= 1 << offset }
        }
        self.platforms = mask
    }

    /// `Platform.allCases`, built once: rules ask for judged platforms for every component.
    private static let allPlatforms = Platform.allCases
}
