/// The bounds every token reader keeps to, whatever the source says: a read takes work in proportion
/// to what it reads, capped at `maximumSteps`, and reports at most `maximumFindings` findings, each of
/// bounded length. Reaching a bound is a `token-source/limit-reached` finding, never a hang.
public struct TokenSourceLimits: Sendable, Hashable {
    /// The steps one read may take: a token collected, a token merged into a resolver's resolution,
    /// a resolver set expanded and an alias followed each count one.
    public var maximumSteps: Int
    /// The findings one source reports; past them, one finding says how many more there were.
    public var maximumFindings: Int

    /// Limits with these bounds.
    public init(maximumSteps: Int, maximumFindings: Int) {
        self.maximumSteps = maximumSteps
        self.maximumFindings = maximumFindings
    }

    /// The limits every read uses: ten million steps (a few seconds at most; a real design system
    /// takes well under a million), a thousand findings.
    public static let standard = TokenSourceLimits(maximumSteps: 10_000_000, maximumFindings: 1_000)

    /// How many members of a cycle its finding names; the rest are counted.
    public static let maximumListedMembers = 20

    /// `members` joined by `separator`, the first `maximumListedMembers` of them named and the rest
    /// counted (`a → b → … and 980 more`).
    static func list(_ members: [String], separator: String) -> String {
        let listed = members.prefix(maximumListedMembers).joined(separator: separator)
        let rest = members.count - maximumListedMembers
        return rest > 0 ? listed + separator + "… and \(rest) more" : listed
    }
}

/// What one read may still spend, and whether it said so.
struct WorkBudget {
    let limits: TokenSourceLimits
    private(set) var spent = 0
    /// True once a `spend` failed (the finding was made then).
    private(set) var isExhausted = false

    init(limits: TokenSourceLimits) {
        self.limits = limits
    }

    /// Spends `steps`; false when that passes `maximumSteps`, with a finding at `file`'s `range` the
    /// first time (later calls fail without one).
    mutating func spend(_ steps: Int, at file: String, range: Range<Int>, into findings: inout [SourceFinding]) -> Bool {
        guard !isExhausted else { return false }
        spent += steps
        guard spent > limits.maximumSteps else { return true }
        isExhausted = true
        findings.append(
            TokenSourceFindingCode.limitReached.finding(
                at: file, range: range, severity: .error,
                "Reading this source takes more than \(limits.maximumSteps) steps (tokens read, merged and aliases followed); the rest is not read."
            ))
        return false
    }
}

extension [SourceFinding] {
    /// The first `maximumFindings` findings, then (when there were more) one finding at `path` that
    /// counts the rest.
    func capped(at maximumFindings: Int, path: String) -> [SourceFinding] {
        guard count > maximumFindings else { return self }
        let rest = count - maximumFindings
        return Array(prefix(maximumFindings)) + [
            TokenSourceFindingCode.limitReached.finding(
                at: path, range: 0..<0, severity: .warning,
                "\(rest) more finding\(rest == 1 ? "" : "s") about this source \(rest == 1 ? "is" : "are") not listed (at most \(maximumFindings) are)."
            )
        ]
    }
}
