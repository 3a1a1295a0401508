import SpecKnowledge
import SpecModel

/// A count limit from the HIG's component count table, judged on the platforms of one screen.
public struct CountLimitJudgement: Sendable {
    /// Each judged platform with a figure, and its limit.
    public let limits: [(platform: Platform, limit: Int)]
    /// Every platform the screen is judged on, with or without a figure.
    public let judged: [Platform]

    /// The platforms on which `count` is over the limit.
    public func platforms(exceededBy count: Int) -> [Platform] {
        limits.filter { count > $0.limit }.map(\.platform)
    }

    /// The smallest limit over `platforms`, nil when none has a figure.
    public func limit(on platforms: [Platform]) -> Int? {
        limits.filter { platforms.contains($0.platform) }.map(\.limit).min()
    }

    /// `""` when `platforms` are all the judged platforms, else ` on iOS and macOS`.
    public func naming(_ platforms: [Platform]) -> String {
        platforms.count == judged.count ? "" : " on \(Platform.list(platforms))"
    }
}

extension RuleContext {
    /// The limit on `component` (the first column of `compiled.component-count-limits`, e.g.
    /// `Submenu items`) for each platform `screen` is judged on among `platforms`, read from the row's
    /// figure with `figure`; platforms without a row or figure are left out (the HIG gives no figure).
    public func countLimits(
        _ component: String, for screen: Screen?, among platforms: [Platform], figure: (CountLimit) -> Int?
    ) -> CountLimitJudgement {
        let judged = judgedPlatforms(for: screen, among: platforms).map(\.platform)
        let limits = judged.compactMap { platform -> (platform: Platform, limit: Int)? in
            ComponentFigures.shared.countLimits(component, on: platform).lazy.compactMap(figure).first.map { (platform, $0) }
        }
        return CountLimitJudgement(limits: limits, judged: judged)
    }
}
