import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// Reads a Design Tokens Resolver Module 2025.10 document (`*.resolver.json`): its light and dark
/// (and increased-contrast) tokens are the resolutions of its appearance modifier.
///
/// The appearance modifier is the first modifier whose `contexts` name `light` and another
/// appearance (`dark`, or only light's high-contrast form, as Instructure UI's Canvas themes: then
/// increased contrast dark is light's increased contrast, as Xcode draws a colorset with no dark entry);
/// `lightHighContrast` / `darkHighContrast` (or the spec's `increasedContrastLight` /
/// `increasedContrastDark`; case, `-` and `_` ignored) give the increased-contrast variants. For each
/// appearance it has, the `resolutionOrder` is walked: a set contributes its `sources`, the appearance
/// modifier that context's sources, and any other modifier its `default` context (else its first,
/// with an information finding). Sources are merged in order, the last definition of a name winning,
/// and aliases resolve among the merged tokens, exactly as a resolution with that input would give.
///
/// A source is inline tokens, `{ "$ref": "#/sets/<name>" }`, or `{ "$ref": "<relative path>" }` to
/// a tokens file next to the document (read through the reader's `TokenSourceFiles`). References into
/// other documents (`file.json#/…`), remote URLs and `#/modifiers/…` inside sources are findings and
/// contribute nothing.
public enum DesignTokensResolverReader {
    /// The file-name ending of a resolver document.
    public static let fileExtension = ".resolver.json"

    /// True when the file name ends in `.resolver.json`.
    public static func isResolver(path: String) -> Bool {
        path.utf8.count > fileExtension.utf8.count && path.hasSuffix(fileExtension) && !path.hasSuffix("/" + fileExtension)
    }

    /// The message for appearance-modifier contexts that stand for none of the four appearances.
    static func unplacedContextsMessage(_ names: [String]) -> String {
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        return "The contexts \(list) are no appearance designspec knows (light, dark, and their high-contrast forms such as "
            + "`light-hc` or `dark_ax`), so they are not read; map them in `.designspec.json` with "
            + "`\"\(AppearanceContextNames.configurationKey)\": { \"\(names[0])\": \"increasedContrastDark\" }` (or another appearance)."
    }

    /// How deep `#/sets/…` references are followed inside sources (a longer chain stops, with one
    /// finding).
    static let maximumReferenceDepth = 16

    /// Reads the resolver document at `path` and the tokens files it references, within `limits`.
    ///
    /// Each set is expanded once however many sources name it (a set naming the next one three
    /// times, sixteen deep, costs sixteen expansions, not 3¹⁶), a cycle of sets is one finding naming
    /// its sets, and every token merged spends `limits`' budget.
    public static func read(
        _ path: String, files: TokenSourceFiles, options: TokenSourceOptions = .standard, limits: TokenSourceLimits = .standard
    ) -> SynthesizedSpec {
        var resolution = Resolution(path: path, files: files, contextNames: options.appearanceContexts, limits: limits)
        var layers: [(Appearance, [String: DesignTokensReader.RawToken])] = []
        if let document = ParsedSourceFile.read(path, files: files) {
            resolution.reads.record(path, bytes: document.bytes)
            resolution.reader.findings += document.findings
            if let root = document.tree?.root {
                layers = resolution.layers(of: root)
            }
        }
        return DesignTokensReader.synthesize(
            path, appearances: layers, wholeResolutions: true, absentNoteRange: resolution.appearanceModifierRange,
            reader: &resolution.reader, reads: resolution.reads)
    }

    /// One document being resolved: what was read, and each referenced file's tokens once.
    private struct Resolution {
        let path: String
        let files: TokenSourceFiles
        let contextNames: AppearanceContextNames
        var reader: DesignTokensReader.Reader
        var reads = SourceReads()
        private var collected: [String: [String: DesignTokensReader.RawToken]] = [:]
        /// The names of the sets a resolution reached.
        private var reachedSets: Set<String> = []
        /// The tokens of each `#/sets/…` reference expanded so far, by the reference as written.
        private var expanded: [String: [String: DesignTokensReader.RawToken]] = [:]
        /// The files each expanded set reference merged (added to `contributing` when it is named again).
        private var expandedFiles: [String: [String]] = [:]
        /// The references being expanded, outermost first: one named again is a cycle.
        private var expanding: [String] = []
        /// The cycles reported, each by its sorted members.
        private var reportedCycles: Set<[String]> = []
        private var reportedDepth = false
        /// The files whose tokens the appearance being resolved has merged (their `$extends` are settled over it).
        private var contributing: [String] = []
        /// Where the modifier whose contexts are the appearances is written, once `layers` found one.
        private(set) var appearanceModifierRange: Range<Int>?

        init(path: String, files: TokenSourceFiles, contextNames: AppearanceContextNames, limits: TokenSourceLimits) {
            self.path = path
            self.files = files
            self.contextNames = contextNames
            reader = DesignTokensReader.Reader(limits: limits)
            reads.folders = [(path as NSString).deletingLastPathComponent]
        }

        /// Merges `later` into `tokens` (its definitions win), spending a step per token; false
        /// (and nothing merged) when the budget is used up.
        @discardableResult
        mutating func merge(
            _ later: [String: DesignTokensReader.RawToken], into tokens: inout [String: DesignTokensReader.RawToken], at node: SyntaxNode
        ) -> Bool {
            guard reader.budget.spend(max(1, later.count), at: path, range: node.range, into: &reader.findings) else { return false }
            tokens.merge(later) { _, later in later }
            return true
        }

        /// The tokens each appearance sees, light first.
        mutating func layers(of root: SyntaxNode) -> [(Appearance, [String: DesignTokensReader.RawToken])] {
            guard let order = root["resolutionOrder"], order.kind == .array else {
                reader.findings.append(
                    TokenSourceFindingCode.invalidValue.finding(
                        at: path, range: root["resolutionOrder"]?.range ?? root.range, severity: .error,
                        "A resolver document needs a `resolutionOrder` array."))
                return []
            }
            let items = order.elements.compactMap { item($0, in: root) }
            let appearanceModifier = items.first { item in
                guard case .modifier(_, let contexts, _) = item else { return false }
                // Light and any other appearance: a light theme and its high contrast alone are two appearances too.
                let appearances = Set(contexts.compactMap { contextNames.appearance(ofContext: $0.name) })
                return appearances.contains(.light) && appearances.count > 1
            }
            if case .modifier(let node, let contexts, _) = appearanceModifier {
                appearanceModifierRange = node.range
                reportUnplacedContexts(contexts.map(\.name), of: node)
            } else {
                reportAppearancesLeftUnplaced(items)
            }
            var reportedDefaults: Set<Int> = []
            var layers: [(Appearance, [String: DesignTokensReader.RawToken])] = []
            let appearances: [Appearance] = appearanceModifier == nil ? [.light] : Appearance.allCases
            for appearance in appearances {
                var tokens: [String: DesignTokensReader.RawToken] = [:]
                contributing = []
                var chosen = false
                for (index, item) in items.enumerated() {
                    let sources: [SyntaxNode]
                    switch item {
                    case .set(let members):
                        sources = members
                    case .modifier(let node, let contexts, let defaultName):
                        if item.node == appearanceModifier?.node {
                            guard let context = context(of: contexts, for: appearance) else { continue }
                            chosen = true
                            sources = context.sources
                        } else {
                            guard let context = contexts.first(where: { $0.name == defaultName }) ?? contexts.first else { continue }
                            if contexts.first(where: { $0.name == defaultName }) == nil, reportedDefaults.insert(index).inserted {
                                reader.findings.append(
                                    TokenSourceFindingCode.notReadYet.finding(
                                        at: path, range: node.range, severity: .information,
                                        "This modifier has no `default`; its first context, `\(context.name)`, is read."))
                            }
                            sources = context.sources
                        }
                    }
                    for source in sources {
                        merge(self.tokens(of: source, in: root, depth: 0), into: &tokens, at: source)
                    }
                }
                // A `$extends` naming a group of another file of this appearance is settled over all of them.
                reader.settleExtensions(of: contributing, in: &tokens)
                if appearance == .light || chosen { layers.append((appearance, tokens)) }
            }
            noteSetsLeftOut(of: root)
            return layers
        }

        /// The appearance modifier's context for `appearance`. With no dark context at all, increased
        /// contrast dark is light's increased contrast, as Xcode draws a colorset with no dark entry
        /// (Instructure UI's Canvas themes: dark shows Canvas, and with Increase Contrast, its high contrast).
        func context(of contexts: [(name: String, sources: [SyntaxNode])], for appearance: Appearance) -> (
            name: String, sources: [SyntaxNode]
        )? {
            let placed = { (target: Appearance) in contexts.first { contextNames.appearance(ofContext: $0.name) == target } }
            if let context = placed(appearance) { return context }
            guard appearance == .increasedContrastDark, placed(.dark) == nil else { return nil }
            return placed(.increasedContrastLight)
        }

        /// Records the tokens of the sets `resolutionOrder` never reaches, so an alias to one of them
        /// says where it is (their own problems are not this resolution's, so they give no finding).
        mutating func noteSetsLeftOut(of root: SyntaxNode) {
            guard let sets = root["sets"], sets.kind == .object else { return }
            let findingsBefore = reader.findings.count
            for property in sets.properties {
                guard let name = property.keyName, !reachedSets.contains(name), let sources = property.value?["sources"],
                    sources.kind == .array
                else { continue }
                for source in sources.elements {
                    for token in tokens(of: source, in: root, depth: 1).keys where reader.outsideResolution[token] == nil {
                        reader.outsideResolution[token] = name
                    }
                }
            }
            // A limit reached here still ends the read, so its finding stays.
            let limits = reader.findings[findingsBefore...].filter { $0.diagnostic.code == TokenSourceFindingCode.limitReached.rawValue }
            reader.findings.removeSubrange(findingsBefore...)
            reader.findings += limits
        }

        /// An information finding naming the appearance modifier's contexts that are no appearance
        /// (`dark-dimmed`, `tritanopia`): they are not read, and the setting that would place them.
        mutating func reportUnplacedContexts(_ names: [String], of modifier: SyntaxNode) {
            let unplaced = names.filter { contextNames.appearance(ofContext: $0) == nil }
            guard !unplaced.isEmpty else { return }
            reader.findings.append(
                TokenSourceFindingCode.notReadYet.finding(
                    at: path, range: modifier.range, severity: .information,
                    DesignTokensResolverReader.unplacedContextsMessage(unplaced)))
        }

        /// With no appearance modifier, an information finding at the first modifier with a context
        /// that says high contrast but no place (Instructure UI's `legacyCanvas` and
        /// `legacyCanvasHighContrast`): only its default is read, and the setting would place them.
        mutating func reportAppearancesLeftUnplaced(_ items: [Item]) {
            for case .modifier(let node, let contexts, let defaultName) in items
            where contexts.contains(where: {
                contextNames.appearance(ofContext: $0.name) == nil && AppearanceContextNames.saysHighContrast($0.name)
            }) {
                let read = contexts.first { $0.name == defaultName }?.name ?? contexts.first?.name ?? ""
                let list = contexts.map { "`\($0.name)`" }.joined(separator: ", ")
                reader.findings.append(
                    TokenSourceFindingCode.notReadYet.finding(
                        at: path, range: node.range, severity: .information,
                        "The contexts \(list) look like appearances, but none is a light designspec knows, so only `\(read)` is read, "
                            + "as light; map them in `.designspec.json` with `\"\(AppearanceContextNames.configurationKey)\": { \"\(read)\": \"light\" }` "
                            + "(a name configured as light or dark takes the high-contrast markers too)."))
                return
            }
        }

        /// One entry of `resolutionOrder`: a set's sources, or a modifier's contexts.
        enum Item {
            case set([SyntaxNode])
            case modifier(SyntaxNode, [(name: String, sources: [SyntaxNode])], defaultName: String?)

            var node: SyntaxNode? {
                if case .modifier(let node, _, _) = self { return node }
                return nil
            }
        }

        /// The set or modifier `node` (a reference to `#/sets/…` or `#/modifiers/…`, or inline) is.
        mutating func item(_ node: SyntaxNode, in root: SyntaxNode) -> Item? {
            var target = node
            if let reference = node["$ref"]?.stringValue {
                guard let resolved = local(reference, in: root, at: node) else { return nil }
                target = resolved
            }
            if let contexts = target["contexts"], contexts.kind == .object {
                let named = contexts.properties.compactMap { property -> (name: String, sources: [SyntaxNode])? in
                    guard let name = property.keyName, let value = property.value, value.kind == .array else { return nil }
                    return (name, value.elements)
                }
                return .modifier(target, named, defaultName: target["default"]?.stringValue)
            }
            if let sources = target["sources"], sources.kind == .array {
                return .set(sources.elements)
            }
            reader.findings.append(
                TokenSourceFindingCode.invalidValue.finding(
                    at: path, range: node.range, severity: .warning, "A set needs `sources` and a modifier `contexts`; this is neither."))
            return nil
        }

        /// The node a same-document reference (`#/sets/name`, `#/modifiers/name`) points at.
        mutating func local(_ reference: String, in root: SyntaxNode, at node: SyntaxNode) -> SyntaxNode? {
            let parts = reference.split(separator: "/", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
            guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers", let target = root[parts[1]]?[parts[2]]
            else {
                reader.findings.append(
                    TokenSourceFindingCode.unknownAlias.finding(
                        at: path, range: node["$ref"]?.range ?? node.range, severity: .error,
                        "`\(reference)` names no set or modifier of this document."))
                return nil
            }
            if parts[1] == "sets" { reachedSets.insert(parts[2]) }
            return target
        }

        /// The tokens of one source: inline tokens, a set's sources, or a tokens file.
        mutating func tokens(of source: SyntaxNode, in root: SyntaxNode, depth: Int) -> [String: DesignTokensReader.RawToken] {
            guard let reference = source["$ref"]?.stringValue else {
                guard source.kind == .object else { return [:] }
                var tokens: [String: DesignTokensReader.RawToken] = [:]
                reader.walk(source, path: [], type: nil, deprecation: nil, file: path, into: &tokens, depth: 0)
                reader.deferExtensions(of: path)
                contributing.append(path)
                return tokens
            }
            let referenceRange = source["$ref"]?.range ?? source.range
            if reference.hasPrefix("#/sets/") {
                return setTokens(reference, at: source, in: root, depth: depth)
            }
            guard !reference.contains("#"), !reference.contains("://"), !reference.hasPrefix("/") else {
                reader.findings.append(
                    TokenSourceFindingCode.notReadYet.finding(
                        at: path, range: referenceRange, severity: .information,
                        "`\(reference)` is not read: only tokens files next to this document, `#/sets/…` and inline tokens are."))
                return [:]
            }
            let file = ((((path as NSString).deletingLastPathComponent) as NSString).appendingPathComponent(reference) as NSString)
                .standardizingPath
            contributing.append(file)
            if let known = collected[file] { return known }
            guard let parsed = ParsedSourceFile.read(file, files: files) else { return [:] }
            reads.record(file, bytes: parsed.bytes)
            let tokens = reader.collect(parsed)
            collected[file] = tokens
            return tokens
        }

        /// The tokens of the set `reference` (`#/sets/name`) names: expanded the first time, then
        /// the same tokens again. A reference back to a set being expanded is a cycle, reported once
        /// with its sets; a chain deeper than `maximumReferenceDepth` is cut, reported once.
        mutating func setTokens(
            _ reference: String, at source: SyntaxNode, in root: SyntaxNode, depth: Int
        ) -> [String: DesignTokensReader.RawToken] {
            if let known = expanded[reference] {
                contributing += expandedFiles[reference] ?? []
                return known
            }
            let referenceRange = source["$ref"]?.range ?? source.range
            if let start = expanding.firstIndex(of: reference) {
                let members = expanding[start...].map { String($0.dropFirst("#/sets/".count)) }
                if reportedCycles.insert(members.sorted()).inserted, let first = members.indices.min(by: { members[$0] < members[$1] }) {
                    let names = Array(members[first...] + members[..<first])
                    let cycle = TokenSourceLimits.list(names, separator: " → ") + " → " + names[0]
                    reader.findings.append(
                        TokenSourceFindingCode.aliasCycle.finding(
                            at: path, range: referenceRange, severity: .error,
                            "Sets in a cycle: \(cycle). This reference, which closes it, is not followed."))
                }
                return [:]
            }
            guard depth < DesignTokensResolverReader.maximumReferenceDepth else {
                if !reportedDepth {
                    reportedDepth = true
                    let limit = DesignTokensResolverReader.maximumReferenceDepth
                    reader.findings.append(
                        TokenSourceFindingCode.limitReached.finding(
                            at: path, range: referenceRange, severity: .error,
                            "`\(reference)` lies more than \(limit) set references deep; it is not followed."))
                }
                return [:]
            }
            guard reader.budget.spend(1, at: path, range: referenceRange, into: &reader.findings) else { return [:] }
            guard let set = local(reference, in: root, at: source), let sources = set["sources"], sources.kind == .array else {
                expanded[reference] = [:]
                return [:]
            }
            expanding.append(reference)
            let firstFile = contributing.count
            var tokens: [String: DesignTokensReader.RawToken] = [:]
            for member in sources.elements {
                merge(self.tokens(of: member, in: root, depth: depth + 1), into: &tokens, at: member)
            }
            expanding.removeLast()
            expanded[reference] = tokens
            expandedFiles[reference] = Array(Set(contributing[firstFile...]))
            return tokens
        }
    }
}
