import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// Reads a Design Tokens Format Module 2025.10 file (`*.tokens.json`, `*.tokens`).
///
/// Token names are the dotted paths of their groups (`brand.primary`). `$type` is inherited from the
/// nearest group that sets it (an alias without one takes its target's); `$description` and
/// `$deprecated` (a group's too) are kept. Aliases (`"{brand.primary}"`) are resolved, for a whole
/// `$value` and for one member of a composite value; an alias to nothing and a cycle are findings.
///
/// **Appearances: one file per appearance.** Next to `colors.tokens.json`, the files
/// `colors.dark.tokens.json`, `colors.increasedContrastLight.tokens.json` and
/// `colors.increasedContrastDark.tokens.json` (the spec's variant names; same extension) give those
/// variants of the color tokens they define; aliases in them see the base file's tokens (overridden
/// by their own), so `{brand.primary}` in the base file follows `brand.primary`'s dark value. Fonts
/// come from the base file only.
///
/// Colors are read in every color space of the Color module — `srgb`, `srgb-linear`, `display-p3`,
/// `a98-rgb`, `prophoto-rgb`, `rec2020`, `hsl`, `hwb`, `lab`, `lch`, `oklab`, `oklch`, `xyz-d65`,
/// `xyz-d50` — and as a hex string; for a color space it does not know, the value's `hex` fallback is
/// used (with an information finding), or none. Typography maps
/// `fontFamily`, `fontSize` (px or rem at 16 px, read as points) and `fontWeight`; other types (such
/// as standalone `dimension`) have no token in the spec format and are listed in `unmapped`.
public enum DesignTokensReader {
    /// The file-name endings of a tokens file.
    public static let extensions = [".tokens.json", ".tokens"]

    /// True when the file name ends in `.tokens.json` or `.tokens`.
    public static func isDesignTokens(path: String) -> Bool {
        extensions.contains { path.utf8.count > $0.utf8.count && path.hasSuffix($0) && !path.hasSuffix("/" + $0) }
    }

    /// The files that hold `appearance`'s variants of the tokens file at `path`
    /// (`colors.tokens.json` → `colors.dark.tokens.json`); nil for light (the file itself).
    public static func appearanceFile(for path: String, appearance: Appearance) -> String? {
        guard appearance != .light, let ending = extensions.first(where: { path.hasSuffix($0) }) else { return nil }
        return String(path.dropLast(ending.count)) + "." + appearance.rawValue + ending
    }

    /// Reads the tokens file at `path` and its appearance files, within `limits`.
    public static func read(_ path: String, files: TokenSourceFiles, limits: TokenSourceLimits = .standard) -> SynthesizedSpec {
        var reader = Reader(limits: limits)
        var reads = SourceReads()
        reads.folders = [(path as NSString).deletingLastPathComponent]
        var layers: [(Appearance, [String: RawToken])] = []
        if let base = ParsedSourceFile.read(path, files: files) {
            reads.record(path, bytes: base.bytes)
            layers.append((.light, reader.collect(base)))
        }
        for appearance in Appearance.allCases.dropFirst() {
            guard let sibling = appearanceFile(for: path, appearance: appearance) else { continue }
            let file = ParsedSourceFile.read(sibling, files: files, optional: true)
            reads.record(sibling, bytes: file?.bytes)
            if let file {
                layers.append((appearance, reader.collect(file)))
            }
        }
        let base = layers.first { $0.0 == .light }?.1 ?? [:]
        let visible = layers.map { appearance, own in
            // An appearance file's `$extends` may name a group of the base file: settled over the merged view.
            var tokens = appearance == .light ? own : base.merging(own) { _, overlay in overlay }
            let files = appearance == .light ? [path] : [path, appearanceFile(for: path, appearance: appearance) ?? path]
            reader.settleExtensions(of: files, in: &tokens)
            return (appearance, tokens)
        }
        return synthesize(path, appearances: visible, reader: &reader, reads: reads)
    }

    /// The tokens-only spec of the tokens each appearance sees (light first): colors get one variant
    /// per appearance whose value differs from the one it falls back to; fonts and the unmapped names
    /// come from light. `wholeResolutions`: each appearance's tokens are a whole resolution (a
    /// resolver's), not light's overlaid with one file, so increased contrast dark falls back to dark.
    /// `absentNoteRange`: where a resolver's appearance modifier is written; a color token some of its
    /// contexts do not define gets a note in its hover, and the tokens one information finding there.
    static func synthesize(
        _ path: String, appearances layers: [(Appearance, [String: RawToken])], wholeResolutions: Bool = false,
        absentNoteRange: Range<Int>? = nil, reader: inout Reader, reads: SourceReads
    ) -> SynthesizedSpec {
        var colors: [String: (origin: TokenOrigin, variants: [Appearance: SourceColor], token: RawToken)] = [:]
        var fonts: [SourceToken] = []
        // A token typed in one appearance's file keeps that type in another that leaves `$type` out
        // (light's type first); the format forbids guessing one from the value.
        var typedElsewhere: [String: String] = [:]
        for (_, visible) in layers {
            for (name, token) in visible where typedElsewhere[name] == nil { typedElsewhere[name] = token.type }
        }
        // The appearances in which a token that may be a color could not be read: the hover says what shows instead.
        var unread: [String: [Appearance]] = [:]
        for (appearance, visible) in layers {
            var resolution = AliasResolution(visible)
            for name in visible.keys.sorted() {
                guard let token = visible[name] else { continue }
                guard let resolved = reader.resolve(name, in: &resolution) else {
                    unread[name, default: []].append(appearance)
                    continue
                }
                guard let type = resolved.type ?? typedElsewhere[name] else {
                    reader.findings.append(
                        TokenSourceFindingCode.untyped.finding(
                            at: token.file, range: token.key.range, severity: .warning, untypedMessage(name, value: resolved.value)))
                    unread[name, default: []].append(appearance)
                    continue
                }
                switch type {
                case "color":
                    guard let color = reader.color(resolved.value, token: token.holding(resolved)) else {
                        unread[name, default: []].append(appearance)
                        continue
                    }
                    // A token the appearance leaves alone (or whose alias gives the same color) keeps the value it
                    // falls back to: light for an overlay on light; for whole resolutions, increased contrast dark
                    // falls back to dark.
                    let known = colors[name]?.variants ?? [:]
                    let fallback =
                        wholeResolutions && appearance == .increasedContrastDark ? known[.dark] ?? known[.light] : known[.light]
                    if appearance != .light, fallback == color { continue }
                    colors[name, default: (TokenOrigin(path: token.file, range: token.key.range), [:], token)].variants[appearance] = color
                case "typography" where appearance == .light:
                    guard let font = reader.font(resolved.value, token: token.holding(resolved), in: &resolution) else { continue }
                    fonts.append(
                        SourceToken(
                            kind: .typography, name: name, origin: TokenOrigin(path: token.file, range: token.key.range),
                            value: .font(font), description: token.description,
                            deprecation: token.deprecation))
                case "typography":
                    continue
                default:
                    if appearance == .light { reader.unmapped.append(name) }
                }
            }
        }
        // A resolver's color token that some appearance's contexts do not define: that appearance shows
        // the value it falls back to, and the hover and one finding say so.
        var absent: [String: [Appearance]] = [:]
        if let absentNoteRange {
            for name in colors.keys.sorted() {
                let missing = layers.filter { $0.1[name] == nil }.map(\.0)
                if !missing.isEmpty { absent[name] = missing }
            }
            if !absent.isEmpty {
                reader.findings.append(
                    TokenSourceFindingCode.absentInAppearance.finding(
                        at: path, range: absentNoteRange, severity: .information, absentMessage(absent)))
            }
        }
        let colorTokens = colors.map { name, entry in
            SourceToken(
                kind: .color, name: name, origin: entry.origin, value: .color(entry.variants),
                description: describe(
                    entry.token.description, unread: unread[name] ?? [], absent: absent[name] ?? [], variants: entry.variants),
                deprecation: entry.token.deprecation)
        }
        return SynthesizedSpec(
            sourcePath: path, format: .designTokens, tokens: colorTokens + fonts, findings: reader.uniqueFindings, reads: reads,
            unmapped: reader.unmapped, maximumFindings: reader.budget.limits.maximumFindings)
    }

    /// The message for a token without a type: what to add, with the type its value looks like.
    static func untypedMessage(_ name: String, value: SyntaxNode) -> String {
        let looksLike: String?
        if let text = value.stringValue, text.hasPrefix("#"), RGBAColor(hex: text) != nil {
            looksLike = "color"
        } else if value["colorSpace"] != nil {
            looksLike = "color"
        } else if value["fontFamily"] != nil || value["fontSize"] != nil {
            looksLike = "typography"
        } else {
            looksLike = nil
        }
        let advice = looksLike.map { "add `\"$type\": \"\($0)\"` to it or its group" } ?? "add a `$type` to it or its group"
        return
            "`\(name)` has no `$type` (none of its own, from a group, an alias or another appearance's file), so it is not read here; \(advice)."
    }

    /// The finding for a resolver's color tokens that some appearances' contexts do not define.
    static func absentMessage(_ absent: [String: [Appearance]]) -> String {
        let names = absent.keys.sorted().map { name in
            "`\(name)` (\((absent[name] ?? []).map(\.rawValue).joined(separator: ", ")))"
        }
        let counted = absent.count == 1 ? "1 color token is" : "\(absent.count) color tokens are"
        return "\(counted) not defined in every appearance's contexts: "
            + TokenSourceLimits.list(names, separator: ", ")
            + ". Where one is missing, that appearance shows the value it falls back to (dark and light each other's, "
            + "increased contrast its base), as each token's hover says; define it in that context to give it its own."
    }

    /// A color token's hover text: its description, and for each appearance whose value could not be
    /// read, or whose resolver contexts do not define it (`absent`), which value shows there instead.
    static func describe(
        _ description: String?, unread: [Appearance], absent: [Appearance] = [], variants: [Appearance: SourceColor]
    ) -> String? {
        let notes = Appearance.allCases.filter { (unread.contains($0) || absent.contains($0)) && variants[$0] == nil }.compactMap {
            appearance -> String? in
            let shown = fallbackChain(of: appearance).first { variants[$0] != nil }
            let why =
                absent.contains(appearance)
                ? "Its \(appearance.rawValue) contexts do not define it"
                : "Its \(appearance.rawValue) value could not be read (see the finding at the token)"
            return shown.map { "\(why), so \(appearance.rawValue) shows the \($0.rawValue) value." }
        }
        guard !notes.isEmpty else { return description }
        return ([description].compactMap { $0 } + notes).joined(separator: "\n\n")
    }

    /// The appearances whose value shows when `appearance` has none, in order (as `ColorResolver` falls back).
    static func fallbackChain(of appearance: Appearance) -> [Appearance] {
        switch appearance {
        case .light: return [.dark]
        case .dark: return [.light]
        case .increasedContrastLight: return [.light, .dark]
        case .increasedContrastDark: return [.dark, .light]
        }
    }

    /// A token as written: its nodes, inherited type and annotations.
    struct RawToken {
        let file: String
        let key: SyntaxNode
        let value: SyntaxNode
        let type: String?
        let description: String?
        let deprecation: String?

        /// The token with the file of the value its aliases lead to: a finding about that value is
        /// made at its own file (an alias in one mode file to a value in another).
        func holding(_ resolved: Resolved) -> RawToken {
            RawToken(file: resolved.file, key: key, value: value, type: type, description: description, deprecation: deprecation)
        }
    }

    /// A token's value after aliases: the node that holds it, the type it has and the file it is in.
    struct Resolved {
        let value: SyntaxNode
        let type: String?
        let file: String
    }

    struct Reader {
        var findings: [SourceFinding] = []
        var unmapped: [String] = []
        /// What the read may still spend (see `TokenSourceLimits`).
        var budget: WorkBudget

        init(limits: TokenSourceLimits = .standard) {
            budget = WorkBudget(limits: limits)
        }

        /// Tokens a resolver document defines in sets its `resolutionOrder` leaves out, by name, with
        /// the set's name: an alias to one says so.
        var outsideResolution: [String: String] = [:]

        /// The message for an alias to no token (`name` the token whose value it is, when whole).
        func unknownAliasMessage(_ target: String, of name: String?) -> String {
            let consequence = name.map { ", so `\($0)` has no value" } ?? ""
            if let set = outsideResolution[target] {
                return "`{\(target)}` is defined only in the set `\(set)`, which `resolutionOrder` leaves out\(consequence); "
                    + "add `{ \"$ref\": \"#/sets/\(set)\" }` to `resolutionOrder` to use it."
            }
            return "`{\(target)}` names no token\(consequence)."
        }

        /// The findings, each once (a base file's token is resolved again for every appearance file).
        var uniqueFindings: [SourceFinding] {
            var seen: Set<SourceFinding> = []
            return findings.filter { seen.insert($0).inserted }
        }

        /// Every token of `file` by dotted name. Its `$extends` wait in `pendingExtensions` for
        /// `settleExtensions`, which applies them over everything an appearance reads with the file.
        mutating func collect(_ file: ParsedSourceFile) -> [String: RawToken] {
            findings += file.findings
            guard let root = file.tree?.root else { return [:] }
            var tokens: [String: RawToken] = [:]
            walk(root, path: [], type: nil, deprecation: nil, file: file.path, into: &tokens, depth: 0)
            deferExtensions(of: file.path)
            return tokens
        }

        /// The `$extends` of each file (by path), applied per appearance by `settleExtensions`: an
        /// extending group's tokens stand for the extended group's as that appearance resolves them
        /// (the format's extension is an alias of each token), so a dark file's `button` reaches a
        /// `danger` that extends it in the base file.
        var pendingExtensions: [String: [Extension]] = [:]

        /// Moves the `$extends` just walked in `file` to `pendingExtensions`.
        mutating func deferExtensions(of file: String) {
            pendingExtensions[file, default: []] += extensions
            extensions = []
        }

        /// Applies the pending `$extends` of `files` to `tokens`, the tokens those files give together
        /// (an appearance's merged view); one that still names no group is a finding.
        mutating func settleExtensions(of files: [String], in tokens: inout [String: RawToken]) {
            var seen: Set<String> = []
            extensions = files.filter { seen.insert($0).inserted }.flatMap { pendingExtensions[$0] ?? [] }
            guard !extensions.isEmpty else { return }
            for unresolved in applyExtensions(to: &tokens) {
                findings.append(
                    TokenSourceFindingCode.unknownAlias.finding(
                        at: unresolved.file, range: unresolved.range, severity: .error,
                        "`$extends` names `\(unresolved.target)`, which is no group of tokens in this file or the files read with it, so the group gets none from it."
                    ))
            }
        }

        mutating func walk(
            _ group: SyntaxNode, path: [String], type: String?, deprecation: String?, file: String, into tokens: inout [String: RawToken],
            depth: Int
        ) {
            guard depth < SyntaxTree.maximumNestingDepth else { return }
            let type = group["$type"]?.stringValue ?? type
            let deprecation = Self.deprecation(group["$deprecated"]) ?? deprecation
            for property in group.properties {
                guard let name = property.keyName, let key = property.key, let member = property.value else { continue }
                guard budget.spend(1, at: file, range: key.range, into: &findings) else { return }
                if name == "$root", member.kind == .object, let value = member["$value"] {
                    // DTCG 2025.10: a group's own value; named like the group (`{color.accent.$root}` is `color.accent`).
                    let dotted = path.isEmpty ? name : path.joined(separator: ".")
                    add(
                        dotted,
                        RawToken(
                            file: file, key: key, value: value, type: member["$type"]?.stringValue ?? type,
                            description: member["$description"]?.stringValue,
                            deprecation: Self.deprecation(member["$deprecated"]) ?? deprecation), into: &tokens)
                    continue
                }
                if name == "$extends", let target = member.stringValue {
                    extensions.append(Extension(group: path, target: Self.alias(member) ?? target, file: file, range: member.range))
                    continue
                }
                if name.hasPrefix("$") {
                    if name == "$ref" {
                        findings.append(
                            TokenSourceFindingCode.notReadYet.finding(
                                at: file, range: key.range, severity: .information,
                                "`\(name)` is not read yet; what it brings in is not a token here."))
                    }
                    continue
                }
                guard member.kind == .object else {
                    if name == "value", group["$value"] == nil { reportOlderForm(at: key, file: file) }
                    continue
                }
                let childPath = path + [name]
                guard let value = member["$value"] else {
                    walk(member, path: childPath, type: type, deprecation: deprecation, file: file, into: &tokens, depth: depth + 1)
                    continue
                }
                add(
                    childPath.joined(separator: "."),
                    RawToken(
                        file: file, key: key, value: value, type: member["$type"]?.stringValue ?? type,
                        description: member["$description"]?.stringValue,
                        deprecation: Self.deprecation(member["$deprecated"]) ?? deprecation), into: &tokens)
            }
        }

        /// The files already told they use Style Dictionary's older form.
        var toldOlderForm: Set<String> = []

        /// One finding per file for an entry written in Style Dictionary's older form (`"value"` without
        /// `$`), which DTCG does not read: its tokens would otherwise vanish without a word.
        mutating func reportOlderForm(at key: SyntaxNode, file: String) {
            guard toldOlderForm.insert(file).inserted else { return }
            findings.append(
                TokenSourceFindingCode.notReadYet.finding(
                    at: file, range: key.range, severity: .warning,
                    "`value` without `$` is Style Dictionary's older form, which is no DTCG token, so this entry and any like it in this file are not read; rename `value`, `type` and `description` to `$value`, `$type` and `$description`."
                ))
        }

        /// Adds a token, or a finding when the name is taken (the first definition stays).
        mutating func add(_ dotted: String, _ token: RawToken, into tokens: inout [String: RawToken]) {
            guard tokens[dotted] == nil else {
                findings.append(
                    TokenSourceFindingCode.duplicateName.finding(
                        at: token.file, range: token.key.range, severity: .warning,
                        "`\(dotted)` is defined twice; the first definition is used."))
                return
            }
            tokens[dotted] = token
        }

        /// A group's `$extends`: it has the tokens of the group `target` names, except those it defines itself.
        struct Extension {
            let group: [String]
            let target: String
            let file: String
            let range: Range<Int>
        }

        /// The `$extends` of the file being collected.
        var extensions: [Extension] = []

        /// Gives each extending group the tokens of the group it extends that it does not define itself,
        /// following chains (a group extending an extending group) up to the alias depth; returns the
        /// extensions whose group is not among `tokens`. The names are sorted once a round, so each
        /// extension costs the tokens it inherits (and a search), not a pass over every token.
        mutating func applyExtensions(to tokens: inout [String: RawToken]) -> [Extension] {
            var unresolved = extensions
            extensions = []
            for _ in 0..<SyntaxTree.maximumNestingDepth where !unresolved.isEmpty {
                var progressed = false
                let names = tokens.keys.sorted()
                unresolved = unresolved.filter { pending in
                    let prefix = pending.target + "."
                    let inherited = Self.names(in: names, withPrefix: prefix).compactMap { name in
                        tokens[name].map { (key: name, value: $0) }
                    }
                    // Each token inherited spends the budget: a web of `$extends` ends in a finding.
                    guard budget.spend(1 + inherited.count, at: pending.file, range: pending.range, into: &findings) else { return false }
                    guard !inherited.isEmpty else { return true }
                    let group = pending.group.joined(separator: ".")
                    for (name, token) in inherited {
                        let own = group.isEmpty ? String(name.dropFirst(prefix.count)) : group + "." + name.dropFirst(prefix.count)
                        if tokens[own] == nil {
                            tokens[own] = token
                            progressed = true
                        }
                    }
                    return false
                }
                if !progressed { break }
            }
            return unresolved
        }

        /// The names of `sorted` that start with `prefix` (they lie together in sorted order).
        static func names(in sorted: [String], withPrefix prefix: String) -> ArraySlice<String> {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
            }
            var end = low
            while end < sorted.count, sorted[end].hasPrefix(prefix) { end += 1 }
            return sorted[low..<end]
        }

        static func deprecation(_ node: SyntaxNode?) -> String? {
            guard let node else { return nil }
            if let text = node.stringValue { return text }
            return node.booleanValue == true ? "" : nil
        }

        /// The alias a string value is (`{brand.primary}` → `brand.primary`), nil when it is none.
        static func alias(_ node: SyntaxNode) -> String? {
            guard let text = node.stringValue, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
            let name = text.dropFirst().dropLast()
            // `{color.accent.$root}` is the group's own value, read as `color.accent`.
            return String(name.hasSuffix(".$root") ? name.dropLast(6) : name)
        }
    }
}
