import SpecKnowledge
import SpecModel
import SpecSyntax

/// Works out what the cursor is on (a key, a symbol, a color, a font, a component kind, an enumerated
/// value) and documents it. Only looks at the nodes around the cursor; nothing document-wide.
struct HoverBuilder {
    let spec: DesignSpec
    let lineIndex: LineIndex
    let location: SpecLocation
    let format: MarkupFormat

    /// The documentation of the node under the cursor and that node's range, nil when there is nothing to say.
    func build() -> (range: Range<Int>, contents: String)? {
        switch location.cursor.slot {
        case .propertyKey(_, let property):
            guard let key = property?.key, let name = property?.keyName else { return nil }
            return keyHover(name).map { (key.range, $0) }
        case .propertyValue(_, let value):
            guard let value else { return nil }
            return valueHover(value, shape: location.expectedValue).map { (value.range, $0) }
        case .arrayElement(_, let element):
            guard let element else { return nil }
            return valueHover(element, shape: location.expectedValue).map { (element.range, $0) }
        case .none:
            return nil
        }
    }

    // MARK: Keys

    private func keyHover(_ name: String) -> String? {
        guard let context = location.context else { return nil }
        switch context {
        case .colors:
            guard let token = spec.colorToken(named: name), let value = token.valueNode else { return nil }
            return colorHover(value, origin: .token(name: name, place: place(of: token, kind: .color)))
        case .typography:
            guard let token = spec.typographyToken(named: name), let value = token.valueNode else { return nil }
            guard let font = FontResolver(spec: spec).resolve(value) else { return unresolvableFont(name) }
            return FontDocumentation.render(
                font, written: name, tokenPlace: place(of: token, kind: .typography), targets: targets, format: format)
        case .rules:
            return RuleDocumentation.rule(id: name, format: format)
        default:
            guard let spec = FormatVocabulary.property(name, in: context) else { return nil }
            return VocabularyDocumentation.property(spec, in: context, format: format)
        }
    }

    // MARK: Values

    private func valueHover(_ node: SyntaxNode, shape: ValueShape?) -> String? {
        guard let shape = shape?.alternative(for: node) else { return nil }
        let text = node.stringValue
        switch shape {
        case .symbol:
            guard let text else { return nil }
            if let catalog = spec.imports.customSymbols[text] {
                return SymbolDocumentation.customSymbol(name: text, catalog: catalog.displayPath, format: format)
            }
            return SymbolDocumentation.render(name: text, targets: targets, format: format)
        case .color:
            return colorHover(node, origin: nil)
        case .font, .textStyle:
            guard node.kind == .string, let text else { return nil }
            guard let font = FontResolver(spec: spec).resolve(node) else { return unresolvableFont(text) }
            let tokenPlace = spec.typographyToken(named: text).map { place(of: $0, kind: .typography) }
            return FontDocumentation.render(font, written: text, tokenPlace: tokenPlace, targets: targets, format: format)
        case .componentKind:
            guard let text, let kind = FormatVocabulary.componentKind(text) else { return nil }
            return VocabularyDocumentation.componentKind(kind, format: format)
        case .enumeration(let values):
            guard let value = values.first(where: { $0.name == text }) else { return nil }
            return VocabularyDocumentation.value(value, of: ownerProperty, allowed: values.map(\.name), format: format)
        case .platformName:
            guard let value = FormatVocabulary.platformNames.first(where: { $0.name == text }) else { return nil }
            return VocabularyDocumentation.value(value, of: ownerProperty, allowed: [], format: format)
        default:
            guard let property = ownerProperty, let context = location.context else { return nil }
            return VocabularyDocumentation.property(property, in: context, format: format)
        }
    }

    /// Where the visible token `token` of `kind` is defined: "on line 3" in this file, or the other
    /// file and line ("in tokens.design.jsonc:4") when it is imported.
    private func place(of token: Token, kind: TokenKind) -> String {
        if let imported = spec.importedToken(named: token.name, kind: kind) {
            let offset = imported.token.keyNode.range.lowerBound
            var place = "in " + imported.file.place(of: offset)
            if let origin = imported.file.origins[offset] {
                if let description = origin.description { place += " (\u{201C}\(description)\u{201D})" }
                if let deprecation = origin.deprecation { place += "; deprecated: \(deprecation)" }
            }
            return place
        }
        return "on line \(lineIndex.line(containing: token.keyNode.range.lowerBound) + 1)"
    }

    /// The vocabulary entry of the key whose value the cursor is on.
    private var ownerProperty: PropertySpec? {
        location.property
    }

    /// The targets that apply where the cursor is (a screen's own platform wins).
    private var targets: [PlatformTarget] {
        spec.targets(for: location.screen)
    }

    private func unresolvableFont(_ name: String) -> String {
        var writer = MarkupWriter(format: format)
        writer.paragraph("`\(name)` is not a text style or a type token of this file.")
        let suggestions = TypographyCatalog.shared.suggestions(for: name, limit: 3)
        if !suggestions.isEmpty {
            writer.paragraph("Did you mean " + suggestions.map { "`\($0)`" }.joined(separator: ", ") + "?")
        }
        writer.paragraph(writer.link("HIG: Typography", FontDocumentation.specificationsURL))
        return writer.text
    }

    // MARK: Colors

    private func colorHover(_ node: SyntaxNode, origin given: ColorDocumentation.Origin?) -> String? {
        let resolver = ColorResolver(spec: spec)
        let origin: ColorDocumentation.Origin
        if let given {
            origin = given
        } else {
            switch ColorReference(node: node, in: spec) {
            case .hex(let color):
                if let name = node.stringValue, let fixed = FormatVocabulary.fixedColors.first(where: { $0.value.name == name }) {
                    origin = .style(name: name, kind: "fixed color", summary: fixed.value.summary)
                } else {
                    origin = .hex(node.stringValue ?? color.hex)
                }
            case .system(let system): origin = Self.styleOrigin(written: node.stringValue, system: system) ?? .system(system)
            case .token(let token): origin = .token(name: token.name, place: place(of: token, kind: .color))
            case .variants, .withOpacity: origin = .variants
            case .material(let material):
                origin = .style(
                    name: material.rawValue, kind: "material",
                    summary: FormatVocabulary.materialStyles.first { $0.name == material.rawValue }?.summary ?? "")
            case .gradient(let kind, let stops):
                origin = .style(
                    name: kind.rawValue, kind: "gradient of \(stops.count) color\(stops.count == 1 ? "" : "s")",
                    summary: FormatVocabulary.gradientKinds.first { $0.name == kind.rawValue }?.summary ?? "")
            case .accent:
                origin = .style(
                    name: node.stringValue ?? SystemColorCatalog.accentColorName, kind: "the app's accent color",
                    summary: "Set by the top-level `accentColor`, else `.designspec.json`'s `accentColor`, else an imported asset catalog's `AccentColor`.")
            case .invalid(let reason):
                var writer = MarkupWriter(format: format)
                writer.paragraph("Not a color: \(reason).")
                if let text = node.stringValue {
                    let suggestions = SystemColorCatalog.shared.suggestions(for: text, limit: 3)
                    if !suggestions.isEmpty {
                        writer.paragraph("Did you mean " + suggestions.map { "`\($0)`" }.joined(separator: ", ") + "?")
                    }
                }
                return writer.text
            }
        }
        let resolved = resolver.resolve(node)
        let contrast = resolved.flatMap { contrastPair(for: $0, node: node, resolver: resolver) }
        return ColorDocumentation.render(
            origin, resolved: resolved, contrast: contrast, targets: .init(targets: targets, era: resolver.era), format: format)
    }

    /// How a SwiftUI shape style name that stands for `system` is described (`secondary` is drawn as
    /// `secondaryLabel`; `tint` with no accent of the app's is the system tint); nil for a system color's own names.
    private static func styleOrigin(written: String?, system: SystemColor) -> ColorDocumentation.Origin? {
        guard let written else { return nil }
        if let style = SystemColorCatalog.hierarchicalStyles.first(where: { $0.style == written }) {
            return .style(
                name: written, kind: "SwiftUI hierarchical style",
                summary: "SwiftUI `.\(written)`: drawn as `\(style.color)` on iOS, iPadOS and visionOS.")
        }
        if SystemColorCatalog.accentColorNames.contains(written) {
            return .style(
                name: written, kind: "the app's accent color",
                summary: "The system tint `\(system.name)`: the spec and `.designspec.json` name no `accentColor`, and the spec imports no `AccentColor`.")
        }
        return nil
    }

    /// The system color `node` names, directly or through color tokens; nil for anything else.
    private func systemColor(following node: SyntaxNode) -> SystemColor? {
        var current = node
        for _ in 0..<ColorResolver.maximumTokenDepth {
            switch ColorReference(node: current, in: spec) {
            case .system(let system): return system
            case .token(let token):
                guard let value = token.valueNode else { return nil }
                current = value
            default: return nil
            }
        }
        return nil
    }

    /// What the hovered color is drawn against: a component's foreground against its effective
    /// background, the default text color against a background, a token against `systemBackground`.
    private func contrastPair(for resolved: ResolvedColor, node: SyntaxNode, resolver: ColorResolver) -> ColorDocumentation.ContrastPair? {
        let writer = MarkupWriter(format: format)
        let label = resolver.resolveSystemColor(named: "label")
        let systemBackground = resolver.resolveSystemColor(named: "systemBackground")
        func caption(_ prefix: String, _ color: ResolvedColor) -> String {
            "\(prefix) (" + writer.code(color[.light].description) + " in light appearance)"
        }
        if location.context == .colors {
            // A token for a background, fill or separator is not drawn on a background: no contrast line.
            if let system = systemColor(following: node), ![.label, .link, .systemColor, .gray].contains(system.kind) { return nil }
            return systemBackground.map { .init(foreground: resolved, background: $0, caption: writer.code("systemBackground")) }
        }
        let owner: SyntaxNode?
        if case .propertyValue(let property, _) = location.cursor.slot { owner = property.parent } else { owner = nil }
        if let component = location.component, owner == component.node {
            let background = resolver.effectiveBackground(of: component).color
            if location.propertyName == "background" {
                let foreground = component.value("color").flatMap(resolver.resolve) ?? label
                return foreground.map {
                    .init(
                        foreground: $0, background: background,
                        caption: "this background, for the component's foreground " + writer.code($0[.light].description))
                }
            }
            guard location.propertyName == "color" else { return nil }
            return .init(foreground: resolved, background: background, caption: caption("the effective background", background))
        }
        if let screen = location.screen, owner == screen.node, location.propertyName == "background", let label {
            return .init(
                foreground: label, background: resolver.effectiveBackground(of: screen),
                caption: "this background, for " + writer.code("label") + " text")
        }
        return nil
    }
}
