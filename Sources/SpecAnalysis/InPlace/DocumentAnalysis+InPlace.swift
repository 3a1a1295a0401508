import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax

/// Inlay hints, semantic highlighting and document links.
extension DocumentAnalysis {
    /// Labels for the values in `range`: what each color token use resolves to (per appearance where the
    /// appearances differ), the point size a text style or type token has on the spec's platforms, and
    /// the contrast of text with its background per appearance where the contrast rules judge it.
    public func inlayHints(in range: Range<Int>) -> [InlayHintItem] {
        var hints: [InlayHintItem] = []
        let colors = ColorResolver(spec: spec)
        let fonts = FontResolver(spec: spec)
        let appearances = Self.appearances(of: spec.targets.map(\.platform))
        ShapedValueWalk.visit(spec, in: range) { node, shape in
            guard node.kind == .string || node.kind == .object,
                range.contains(node.range.upperBound) || range.upperBound == node.range.upperBound
            else { return }
            switch shape {
            case .color:
                guard let name = node.stringValue, spec.colorToken(named: name) != nil, let resolved = colors.resolve(node) else { return }
                let label = systemColorName(behindToken: name) ?? Self.describe(resolved, appearances: appearances)
                hints.append(InlayHintItem(offset: node.range.upperBound, label: label, kind: .value))
            case .font:
                guard let font = fonts.resolve(node), font.textStyle != nil, font.size == nil else { return }
                let label = Self.describeSizes(font, platforms: spec.targets.map(\.platform))
                if !label.isEmpty { hints.append(InlayHintItem(offset: node.range.upperBound, label: label, kind: .size)) }
            default:
                return
            }
        }
        let context = RuleContext(spec: spec)
        for component in spec.components where component.node.range.overlaps(range) {
            let ratios = ContrastReading.ratios(of: component, context: context)
            guard !ratios.isEmpty, let anchor = component.value("color") ?? component.value("text") ?? component.value("title"),
                range.contains(anchor.range.upperBound) || range.upperBound == anchor.range.upperBound
            else { continue }
            // An increased-contrast appearance is shown only where it changes the ratio.
            let shown = ratios.filter { reading in
                guard let standard = reading.appearance.standardCounterpart, let base = ratios.first(where: { $0.appearance == standard })
                else { return true }
                return ContrastReading.format(base.ratio) != ContrastReading.format(reading.ratio)
            }
            let label = shown.map { "\(ContrastReading.format($0.ratio)) \($0.appearance.displayName)" }.joined(separator: " · ")
            hints.append(InlayHintItem(offset: anchor.range.upperBound, label: label, kind: .contrast))
        }
        return hints.sorted { $0.offset < $1.offset }
    }

    /// Classified names in `range`: format keys and unknown keys, token references, system names, and
    /// names that are none of these where one belongs.
    public func semanticSpans(in range: Range<Int>) -> [SemanticSpan] {
        var spans: [SemanticSpan] = []
        let references = tokenReferences
        let tokenNodes = Dictionary(
            references.occurrences.map { ($0.node.index, $0.isDeclaration) }, uniquingKeysWith: { first, _ in first })
        ShapedValueWalk.visit(spec, in: range) { node, shape in
            if node.kind == .object, let context = shape.objectContext {
                for member in node.properties {
                    guard let key = member.key, let name = member.keyName, tokenNodes[key.index] == nil else { continue }
                    let known =
                        FormatVocabulary.property(name, in: Self.refined(context, for: node)) != nil
                        || FormatVocabulary.entryShape(in: context) != nil || FormatVocabulary.isReservedKey(name, in: context)
                    spans.append(SemanticSpan(range: key.contentRange, kind: known ? .formatKey : .unknownKey, isDeclaration: false))
                }
            }
            guard node.kind == .string, let text = node.stringValue, !text.isEmpty else { return }
            if let isDeclaration = tokenNodes[node.index] {
                spans.append(SemanticSpan(range: node.contentRange, kind: .tokenReference, isDeclaration: isDeclaration))
                return
            }
            let known: Bool
            switch shape {
            case .color: known = text.hasPrefix("#") || SystemColorCatalog.shared.colorOrStyle(named: text) != nil || FormatVocabulary.materialStyle(named: text) != nil
                    || FormatVocabulary.fixedColor(named: text) != nil
            case .font, .textStyle: known = TypographyCatalog.shared.textStyle(named: text) != nil
            case .symbol: known = SymbolCatalog.shared.symbol(named: text) != nil
            default: return
            }
            if text.hasPrefix("#") { return }  // hex values are literals, not names
            spans.append(SemanticSpan(range: node.contentRange, kind: known ? .systemName : .unknownName, isDeclaration: false))
        }
        // Token declarations are keys, not values: add them.
        for occurrence in references.occurrences where occurrence.isDeclaration && occurrence.node.range.overlaps(range) {
            spans.append(SemanticSpan(range: occurrence.node.contentRange, kind: .tokenReference, isDeclaration: true))
        }
        return spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Links: every `http(s)://` URL in a string or comment, the `$schema` value, and each import
    /// whose file was read (its path, relative to the document).
    public func documentLinks() -> [DocumentLinkItem] {
        var links = resolvedImports.map { DocumentLinkItem(range: $0.reference.node.contentRange, target: $0.reference.path) }
        if let schema = spec.root?.property("$schema")?.value, let target = schema.stringValue, !target.isEmpty {
            links.append(DocumentLinkItem(range: schema.contentRange, target: target))
        }
        var searched: [Range<Int>] = tree.comments.map(\.range)
        if let root = tree.root {
            for node in [root] + root.descendants where node.kind == .string && node.parent?.property("$schema") == nil {
                searched.append(node.contentRange)
            }
        }
        for range in searched {
            links += Self.urls(in: tree.bytes, range: range)
        }
        return links.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    // MARK: Helpers

    /// The system color a token stands for when its chain of tokens ends in a system color name.
    private func systemColorName(behindToken name: String) -> String? {
        var current = name
        for _ in 0..<ColorResolver.maximumTokenDepth {
            guard let value = spec.colorToken(named: current)?.valueNode?.stringValue else { return nil }
            if spec.colorToken(named: value) != nil {
                current = value
                continue
            }
            return SystemColorCatalog.shared.color(named: value)?.name
        }
        return nil
    }

    /// A component context refined by the object's own `"type"`.
    private static func refined(_ context: VocabularyContext, for node: SyntaxNode) -> VocabularyContext {
        if case .component = context { return .component(kind: node["type"]?.stringValue) }
        return context
    }

    /// The appearances any of `platforms` has, in the catalog's order.
    private static func appearances(of platforms: [Platform]) -> [Appearance] {
        let profiles = platforms.map { PlatformCatalog.shared.profile(for: $0) }
        return Appearance.allCases.filter { appearance in profiles.contains { $0.has(appearance) } }
    }

    /// `#A14700`, or `#A14700 · dark #FFA94D` when the appearances differ; a system color by name.
    private static func describe(_ color: ResolvedColor, appearances: [Appearance]) -> String {
        var parts: [String] = []
        var seen: [String] = []
        for appearance in appearances {
            let value = color[appearance]
            let text = value.color?.hex ?? value.description
            if seen.contains(text) { continue }
            seen.append(text)
            parts.append(parts.isEmpty && appearance == appearances.first ? text : "\(appearance.displayName) \(text)")
        }
        return parts.joined(separator: " · ")
    }

    /// `17 pt`, or `17 pt iOS · 13 pt macOS` when the platforms differ.
    private static func describeSizes(_ font: ResolvedFont, platforms: [Platform]) -> String {
        var sizes: [(Platform, Double)] = []
        for platform in platforms {
            if let size = font.pointSize(on: platform) { sizes.append((platform, size)) }
        }
        guard let first = sizes.first else { return "" }
        if sizes.allSatisfy({ $0.1 == first.1 }) { return "\(PointSize.format(first.1)) pt" }
        return sizes.map { "\(PointSize.format($0.1)) pt \($0.0.rawValue)" }.joined(separator: " · ")
    }

    /// `http://` and `https://` URLs in `bytes[range]`, up to whitespace, a quote or a closing bracket.
    private static func urls(in bytes: [UInt8], range: Range<Int>) -> [DocumentLinkItem] {
        var result: [DocumentLinkItem] = []
        var index = range.lowerBound
        let schemes = [Array("https://".utf8), Array("http://".utf8)]
        while index < range.upperBound {
            guard
                let scheme = schemes.first(where: { index + $0.count <= range.upperBound && Array(bytes[index..<index + $0.count]) == $0 })
            else {
                index += 1
                continue
            }
            var end = index + scheme.count
            while end < range.upperBound, !Self.endsURL(bytes[end]) { end += 1 }
            while end > index + scheme.count, [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ")")].contains(bytes[end - 1]) {
                end -= 1
            }
            if end > index + scheme.count {
                result.append(DocumentLinkItem(range: index..<end, target: String(decoding: bytes[index..<end], as: UTF8.self)))
            }
            index = end
        }
        return result
    }

    private static func endsURL(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`")
    }
}
