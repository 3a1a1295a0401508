import SpecModel
import SpecSyntax

extension DesignTokensReader {
    /// The tokens one appearance sees, with what following each one's aliases gave, so that every
    /// token's chain is walked once however many tokens lead through it: a chain of n aliases costs
    /// n steps, not n², and a cycle is found once.
    struct AliasResolution {
        let tokens: [String: RawToken]
        /// Each token resolved so far: its value, or nil when it has none (an alias to nothing, a cycle).
        fileprivate var outcomes: [String: Resolved?] = [:]

        init(_ tokens: [String: RawToken]) {
            self.tokens = tokens
        }
    }
}

extension DesignTokensReader.Reader {
    /// `name`'s value with aliases followed; nil for a token that is not there, or whose aliases lead
    /// to nothing or into a cycle. Each alias to nothing is one finding at the value that holds it;
    /// each cycle one finding at its first member by name, naming its members (up to
    /// `TokenSourceLimits.maximumListedMembers`). A token that leads into either gets no finding of
    /// its own. Every step spends the budget; when it runs out, what is left has no value.
    mutating func resolve(_ name: String, in resolution: inout DesignTokensReader.AliasResolution) -> DesignTokensReader.Resolved? {
        if let known = resolution.outcomes[name] { return known }
        guard resolution.tokens[name] != nil else { return nil }
        // Walk the chain from `name` until a known outcome, a value, an alias to nothing or a token
        // already on the chain; then give every token on the chain its outcome, last first.
        var chain: [(name: String, token: DesignTokensReader.RawToken)] = []
        var position: [String: Int] = [:]
        var current = name
        var end: DesignTokensReader.Resolved?
        while true {
            if let known = resolution.outcomes[current] {
                end = known
                break
            }
            guard let token = resolution.tokens[current] else {
                // Only a token on the chain can alias a name that is not there.
                if let holder = chain.last {
                    findings.append(
                        TokenSourceFindingCode.unknownAlias.finding(
                            at: holder.token.file, range: holder.token.value.range, severity: .error,
                            unknownAliasMessage(current, of: holder.name)))
                }
                end = nil
                break
            }
            if let start = position[current] {
                reportCycle(Array(chain[start...]))
                end = nil
                break
            }
            guard budget.spend(1, at: token.file, range: token.value.range, into: &findings) else {
                end = nil
                break
            }
            position[current] = chain.count
            chain.append((current, token))
            guard let target = DesignTokensReader.Reader.alias(token.value) else {
                end = DesignTokensReader.Resolved(value: token.value, type: token.type, file: token.file)
                break
            }
            current = target
        }
        // The last token of the chain holds the value (or leads to `end`); each earlier one takes its
        // target's value, and its own type when it has one.
        for (name, token) in chain.reversed() {
            let outcome = end.map { DesignTokensReader.Resolved(value: $0.value, type: token.type ?? $0.type, file: $0.file) }
            resolution.outcomes[name] = outcome
            end = outcome
        }
        return resolution.outcomes[name] ?? nil
    }

    /// One finding for the cycle `members` (in alias order), at the member whose name sorts first,
    /// listing the cycle from there.
    private mutating func reportCycle(_ members: [(name: String, token: DesignTokensReader.RawToken)]) {
        guard let first = members.indices.min(by: { members[$0].name < members[$1].name }) else { return }
        let names = (members[first...] + members[..<first]).map(\.name)
        let cycle = TokenSourceLimits.list(names, separator: " → ") + " → " + names[0]
        let count = members.count == 1 ? "It has no value." : "None of these \(members.count) tokens has a value."
        findings.append(
            TokenSourceFindingCode.aliasCycle.finding(
                at: members[first].token.file, range: members[first].token.value.range, severity: .error,
                "Alias cycle: \(cycle). \(count)"))
    }

    /// A member of a composite value, with an alias followed.
    mutating func member(
        _ node: SyntaxNode?, token: DesignTokensReader.RawToken, in resolution: inout DesignTokensReader.AliasResolution
    ) -> SyntaxNode? {
        guard let node else { return nil }
        guard let target = DesignTokensReader.Reader.alias(node) else { return node }
        guard resolution.tokens[target] != nil else {
            findings.append(
                TokenSourceFindingCode.unknownAlias.finding(
                    at: token.file, range: node.range, severity: .error, unknownAliasMessage(target, of: nil)))
            return nil
        }
        return resolve(target, in: &resolution)?.value
    }
}
