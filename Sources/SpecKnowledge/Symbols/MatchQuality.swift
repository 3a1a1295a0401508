/// How well a symbol name matches a completion query; the cases are in ranking order (best first).
public enum MatchQuality: Int, Sendable, Comparable {
    /// The name equals the query.
    case exact
    /// The name starts with the query (`star` → `star.fill`).
    case prefix
    /// A later dot-separated component starts with the query (`fill` → `star.fill`, `circle.f` → `star.circle.fill`).
    case wordPrefix
    /// The query occurs elsewhere inside the name.
    case substring
    /// The query's characters occur in the name in order (`sqfl` → `square.fill`).
    case fuzzy

    /// Orders by tier: `exact` is less than (better than) `prefix`, and so on.
    public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
