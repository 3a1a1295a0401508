import SpecKnowledge
import SpecModel
import SpecSyntax

/// Every color value must resolve: a valid hex, a system color name, or a defined token without cycles.
public struct UnknownColorRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-color",
        title: "Color values resolve to a hex, a system color or a token",
        category: .color,
        defaultSeverity: .error,
        higURLs: [
            HIGLink.url("color", "System-colors"),
            HIGLink.url("color", "Best-practices")
        ],
        rationale: """
            A color the app cannot resolve falls back to a default and breaks the design, including its \
            Dark Mode and Increase Contrast behavior. A color value is a hex string (#RGB, #RRGGBB or \
            #RRGGBBAA), one of the 36 system colors (UIKit names such as systemBlue or secondaryLabel, or \
            their SwiftUI aliases such as blue), or a token defined in `colors`; token chains must not loop.
            """,
        quote: "Use APIs like Color to apply system colors.",
        triggeringExamples: [
            .content(#"{ "type": "text", "text": "Hi", "color": ↓"systemBlu" }"#),
            .content(
                ##"{ "type": "text", "text": "Hi", "color": "brand" }"##,
                extra: ##""colors": { "brand": { "light": ↓"#12345", "dark": "label" } }"##),
            .content(#"{ "type": "text", "text": "Hi", "color": "a" }"#, extra: #""colors": { "a": ↓"b", "b": "a" }"#),
            .screen(#""background": ↓"grouped", "content": []"#)
        ],
        nonTriggeringExamples: [
            .content(##"{ "type": "text", "text": "Hi", "color": "#FF000080", "background": "systemGroupedBackground" }"##),
            .content(
                #"{ "type": "text", "text": "Hi", "color": "ink", "tint": "mint" }"#,
                extra: #""colors": { "ink": { "light": "label", "dark": "secondaryLabel" } }"#),
            .content(#"{ "type": "text", "text": "Hi", "color": 42 }"#)
        ],
        corrections: [
            .content(
                #"{ "type": "text", "text": "Hi", "color": ↓"systemBlu" }"#,
                #"{ "type": "text", "text": "Hi", "color": "systemBlue" }"#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let spec = context.spec
        var violations: [RuleViolation] = []
        var reported: Set<SyntaxNode> = []
        func report(_ node: SyntaxNode, _ message: String, fix: SuggestedFix? = nil, related: [RelatedLocation] = []) {
            guard reported.insert(node).inserted else { return }
            violations.append(RuleViolation(range: node.range, message: message, fix: fix, related: related))
        }
        violations += cycleViolations(spec, reported: &reported)
        for use in context.colorUses {
            if use.node.kind == .object, case .invalid(let reason) = ColorReference(node: use.node, in: spec) {
                report(use.node, Self.invalidObject(owner: Self.capitalized(use.ownerName), reason: reason))
                continue
            }
            for node in use.stringNodes {
                guard let text = node.stringValue else { continue }
                if text.hasPrefix("#") {
                    if RGBAColor(hex: text) == nil {
                        report(node, Self.invalidHex(text))
                    }
                } else if text.isEmpty {
                    report(node, Self.emptyValue())
                } else if spec.colorToken(named: text) == nil, SystemColorCatalog.shared.colorOrStyle(named: text) == nil,
                    FormatVocabulary.materialStyle(named: text) == nil, FormatVocabulary.fixedColor(named: text) == nil
                {
                    if let suggestion = ColorNameSuggester.suggestion(for: text, in: spec) {
                        report(
                            node, Self.unknownName(text, suggestion: suggestion),
                            fix: SuggestedFix(
                                title: "Use \(suggestion)", range: node.range, newText: NameSuggestions.jsonQuoted(suggestion)))
                    } else {
                        report(node, Self.unknownName(text, suggestion: nil))
                    }
                }
            }
        }
        return violations.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// One violation per token cycle, at the reference that closes it from its first token in document order.
    private func cycleViolations(_ spec: DesignSpec, reported: inout Set<SyntaxNode>) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        var reportedCycles: Set<Set<String>> = []
        for token in spec.colorTokens {
            guard let (path, start) = cycle(from: token, in: spec), reportedCycles.insert(Set(path)).inserted,
                reported.insert(start).inserted
            else { continue }
            let related = path.dropFirst().compactMap { name in
                spec.colorToken(named: name).map { token in
                    RelatedLocation(
                        range: token.keyNode.range, message: "`\(name)` is part of the cycle.",
                        file: spec.importedToken(named: name, kind: .color)?.file)
                }
            }
            violations.append(
                RuleViolation(
                    range: start.range,
                    message: Self.cycle(token: token.name, chain: path + [token.name]),
                    related: related))
        }
        return violations
    }

    /// The finding's message: `owner` (capitalized) has a color object that is invalid for `reason`.
    static func invalidObject(owner: String, reason: String) -> String {
        "\(owner) has an invalid color object: \(reason)."
    }

    /// The finding's message: `text` starts with `#` but is not a hex color.
    static func invalidHex(_ text: String) -> String {
        "`\(text)` is not a valid hex color; use #RGB, #RRGGBB or #RRGGBBAA (for example #007AFF)."
    }

    /// The finding's message: the color value is the empty string.
    static func emptyValue() -> String {
        "The color value is empty; use a hex value, a system color name such as label, or a color token."
    }

    /// The finding's message: `name` is no color the spec or the system knows; it offers `suggestion`, when
    /// there is a close one.
    static func unknownName(_ name: String, suggestion: String?) -> String {
        let advice = suggestion.map { "did you mean `\($0)`?" } ?? "define it in \"colors\" or use a system color such as `systemBlue`."
        return "`\(name)` is not a system color, a color token or a hex value; \(advice)"
    }

    /// The finding's message: color `token` never resolves because of the cycle `chain` (the token names in
    /// order, back to `token`).
    static func cycle(token: String, chain: [String]) -> String {
        "Color token `\(token)` never resolves: \(chain.joined(separator: " → ")) is a cycle; give one of them a hex or system color value."
    }

    /// The token names on a path from `token` back to itself and the string node in `token`'s value that starts it.
    private func cycle(from token: Token, in spec: DesignSpec) -> ([String], SyntaxNode)? {
        for start in references(of: token) {
            guard let first = start.stringValue else { continue }
            var visited: Set<String> = []
            if let path = path(from: first, to: token.name, in: spec, visited: &visited) {
                return ([token.name] + path.dropLast(), start)
            }
        }
        return nil
    }

    /// Names from `name` to `target` following token references (depth-first; each token visited once,
    /// chains no longer than the resolver follows).
    private func path(from name: String, to target: String, in spec: DesignSpec, visited: inout Set<String>, depth: Int = 0) -> [String]? {
        if name == target { return [name] }
        guard depth < ColorResolver.maximumTokenDepth, let token = spec.colorToken(named: name), visited.insert(name).inserted else {
            return nil
        }
        for reference in references(of: token) {
            guard let next = reference.stringValue, let rest = path(from: next, to: target, in: spec, visited: &visited, depth: depth + 1)
            else { continue }
            return [name] + rest
        }
        return nil
    }

    /// String nodes in a token's value that name other tokens (its own name there, when a system color's, is
    /// that system color: see `ColorReference`).
    private func references(of token: Token) -> [SyntaxNode] {
        guard let value = token.valueNode else { return [] }
        let use = ColorUse(node: value, property: "colors.\(token.name)", token: token, component: nil, screen: nil)
        return use.stringNodes.filter { node in
            node.stringValue.map { !$0.hasPrefix("#") && !($0 == token.name && SystemColorCatalog.shared.color(named: $0) != nil) } ?? false
        }
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
