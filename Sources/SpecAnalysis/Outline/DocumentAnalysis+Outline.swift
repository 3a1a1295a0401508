import SpecModel
import SpecSyntax

/// Outline (document symbols), folding regions and selection ranges.
extension DocumentAnalysis {
    /// The outline: `colors` and `typography` with their tokens, then `screens`, each with its bars and
    /// components nested as in the document.
    public func outline() -> [OutlineSymbol] {
        guard let root = spec.root else { return [] }
        var symbols: [OutlineSymbol] = []
        for (key, kind) in [("colors", OutlineSymbol.Kind.colorToken), ("typography", .typeToken)] {
            guard let property = root.property(key), let keyNode = property.key, let object = property.value, object.kind == .object else {
                continue
            }
            let tokens = object.properties.compactMap { member -> OutlineSymbol? in
                guard let name = member.keyName, let keyNode = member.key else { return nil }
                return OutlineSymbol(
                    name: name, detail: member.value.map { Self.summary(of: $0) }, kind: kind, range: member.range,
                    selectionRange: keyNode.range, children: [])
            }
            symbols.append(
                OutlineSymbol(
                    name: key, detail: "\(tokens.count) tokens", kind: .section, range: property.range, selectionRange: keyNode.range,
                    children: tokens))
        }
        if let property = root.property("screens"), let keyNode = property.key {
            let screens = spec.screens.map(screenSymbol)
            symbols.append(
                OutlineSymbol(
                    name: "screens", detail: "\(screens.count) screens", kind: .section, range: property.range,
                    selectionRange: keyNode.range, children: screens))
        }
        return symbols
    }

    /// Regions to fold: every object and array spanning several lines, multi-line block comments and
    /// runs of line comments on consecutive lines.
    public func foldingRegions() -> [FoldingRegion] {
        var regions: [FoldingRegion] = []
        let bytes = tree.bytes
        func spansLines(_ range: Range<Int>) -> Bool {
            range.count > 1 && bytes[range].contains(UInt8(ascii: "\n"))
        }
        if let root = tree.root {
            for node in [root] + root.descendants where (node.kind == .object || node.kind == .array) && spansLines(node.range) {
                regions.append(FoldingRegion(range: node.range, kind: .region))
            }
        }
        var run: Range<Int>?
        for comment in tree.comments {
            if comment.isLineComment, let current = run,
                bytes[current.upperBound..<comment.range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }),
                bytes[current.upperBound..<comment.range.lowerBound].filter({ $0 == 0x0A }).count <= 1
            {
                run = current.lowerBound..<comment.range.upperBound
                continue
            }
            if let current = run, spansLines(current) { regions.append(FoldingRegion(range: current, kind: .comment)) }
            run = comment.range
        }
        if let current = run, spansLines(current) { regions.append(FoldingRegion(range: current, kind: .comment)) }
        return regions.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// Nested ranges around `offset`, innermost first: a string's text, the string, its property, the
    /// enclosing object, the property holding that object, the array, … up to the whole document.
    public func selectionRanges(at offset: Int) -> [Range<Int>] {
        guard let root = tree.root else { return [] }
        var node = root.innermostNode(at: offset)
        var ranges: [Range<Int>] = []
        if node.kind == .string, node.contentRange.contains(offset) || node.contentRange.upperBound == offset {
            ranges.append(node.contentRange)
        }
        while true {
            if ranges.last != node.range { ranges.append(node.range) }
            guard let parent = node.parent else { break }
            node = parent
        }
        return ranges
    }

    // MARK: Building the outline

    private func screenSymbol(_ screen: Screen) -> OutlineSymbol {
        var children: [OutlineSymbol] = []
        for key in ["navigationBar", "tabBar", "toolbar"] {
            guard let property = screen.node.property(key), let keyNode = property.key else { continue }
            children.append(
                OutlineSymbol(
                    name: key, detail: nil, kind: .section, range: property.range, selectionRange: keyNode.range,
                    children: componentSymbols(under: property)))
        }
        if let content = screen.node.property("content") {
            children += componentSymbols(under: content)
        }
        let name = screen.id ?? screen.title ?? "screen \(screen.index + 1)"
        let selection = (screen.node["id"] ?? screen.node["title"])?.range ?? screen.node.range
        return OutlineSymbol(
            name: name, detail: screen.title.flatMap { $0 == name ? nil : $0 }, kind: .screen, range: screen.node.range,
            selectionRange: selection, children: children)
    }

    /// The components directly below `node` (through arrays and non-component objects), each with its own children.
    private func componentSymbols(under node: SyntaxNode) -> [OutlineSymbol] {
        var result: [OutlineSymbol] = []
        for child in node.children {
            if let component = spec.component(at: child) {
                result.append(componentSymbol(component))
            } else if child.kind == .object || child.kind == .array || child.kind == .property {
                result += componentSymbols(under: child)
            }
        }
        return result
    }

    private func componentSymbol(_ component: Component) -> OutlineSymbol {
        let kindName = component.kind ?? "component"
        let name =
            component.string("id") ?? component.visibleText ?? component.string("accessibilityLabel") ?? component.string("symbol")
            ?? kindName
        let kind: OutlineSymbol.Kind =
            component.traits.contains(.container) ? .container : component.traits.contains(.interactive) ? .control : .element
        var children: [OutlineSymbol] = []
        for property in component.node.properties where property.value?.kind == .array || property.value?.kind == .object {
            if let value = property.value { children += componentSymbols(under: value) }
        }
        return OutlineSymbol(
            name: name, detail: kindName, kind: kind, range: component.node.range,
            selectionRange: (component.value("id") ?? component.kindNode ?? component.node).range, children: children)
    }

    /// A token value in a few words: the string itself, or `{ light, dark }` for objects.
    private static func summary(of value: SyntaxNode) -> String {
        if let text = value.stringValue { return text }
        if value.kind == .object { return "{ " + value.keys.joined(separator: ", ") + " }" }
        return value.text
    }
}
