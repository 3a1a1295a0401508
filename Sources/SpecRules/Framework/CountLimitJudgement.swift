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
    /// The HIG's limit `figure` for each platform `screen` is judged on among `platforms`; platforms
    /// without a figure are left out (the HIG gives none).
    public func countLimits(_ figure: CountFigure, for screen: Screen?, among platforms: [Platform]) -> CountLimitJudgement {
        let judged = judgedPlatforms(for: screen, among: platforms).map(\.platform)
        let limits = judged.compactMap { platform -> (platform: Platform, limit: Int)? in
            HIGFigures.count(figure, on: platform).map { (platform, $0.value) }
        }
        return CountLimitJudgement(limits: limits, judged: judged)
    }
}

/// A component beyond the HIG's limit on how many of its kind one view shows.
public struct ExcessComponent: Sendable {
    /// The screen (view) it is on.
    public let screen: Screen
    /// Every component of the kind on that screen, in document order.
    public let all: [Component]
    /// The one beyond the limit.
    public let component: Component
    /// Its 1-based position among `all`.
    public let position: Int
    /// The smallest limit over the platforms it exceeds.
    public let limit: Int
    /// ` on iOS and macOS` when only some judged platforms are exceeded, else `""`.
    public let platforms: String
}

extension RuleContext {
    /// A violation, on its `type`, for each component of `kind` beyond the per-view limit `figure` on each
    /// screen, judged on the screen's platforms
    /// among `platforms`; `message` words it.
    public func violationsBeyondLimit(
        of kind: ComponentKind, limit figure: CountFigure, among platforms: [Platform], message: (ExcessComponent) -> String
    ) -> [RuleViolation] {
        componentsBeyondLimit(of: kind, limit: figure, among: platforms).compactMap { excess in
            excess.component.kindNode.map { RuleViolation(range: $0.range, message: message(excess)) }
        }
    }

    /// The components of `kind` beyond the per-view limit `figure` on each screen.
    func componentsBeyondLimit(of kind: ComponentKind, limit figure: CountFigure, among platforms: [Platform]) -> [ExcessComponent] {
        var result: [ExcessComponent] = []
        for screen in spec.screens {
            let all = Array(components(kind, in: screen))
            guard all.count > 1 else { continue }
            let judgement = countLimits(figure, for: screen, among: platforms)
            for (index, member) in all.enumerated() {
                let failing = judgement.platforms(exceededBy: index + 1)
                guard let limit = judgement.limit(on: failing) else { continue }
                result.append(
                    ExcessComponent(
                        screen: screen, all: all, component: member, position: index + 1, limit: limit, platforms: judgement.naming(failing)
                    ))
            }
        }
        return result
    }
}
