import SpecFoundation
import SpecKnowledge
import SpecSyntax

/// Checks a spec against the format vocabulary: unknown keys, values of the wrong JSON type, values
/// outside an enumeration, components without a known `"type"`, and duplicate screen ids.
///
/// Color, font and symbol *names* are not checked here, only their JSON type: the rules
/// `unknown-color`, `unknown-text-style` and `sf-symbol-exists` judge the names.
/// Recursion follows the document's nesting, which the parser bounds at `SyntaxTree.maximumNestingDepth`.
public enum VocabularyValidator {
    /// The diagnostic codes this check reports.
    public enum Code: String, CaseIterable, Sendable {
        /// A key the format does not define in this object (warning).
        case unknownProperty = "schema/unknown-property"
        /// A value of the wrong JSON type (error).
        case wrongType = "schema/wrong-type"
        /// A string outside a property's allowed values, or a malformed OS version or platform (error).
        case invalidValue = "schema/invalid-value"
        /// A component without `"type"` (error).
        case missingType = "schema/missing-type"
        /// A `"type"` that names no component kind (error).
        case unknownComponentKind = "schema/unknown-component-kind"
        /// A screen id used more than once (error).
        case duplicateID = "schema/duplicate-id"
        /// A variant that applies nowhere (no `when`) or sets a key a variant may not change (warning).
        case invalidVariant = "schema/invalid-variant"
    }

    /// Every problem `spec` has with the format vocabulary, in document order.
    public static func validate(_ spec: DesignSpec) -> [Diagnostic] {
        validate(spec, cache: nil)
    }

    /// Like `validate(_:)`; with a `cache`, each screen whose text is unchanged since the validation
    /// that filled the cache's predecessor reuses that validation's findings (a screen's findings
    /// depend on its text only). The result is the same as without a cache.
    public static func validate(_ spec: DesignSpec, cache: ScreenValidationCache?) -> [Diagnostic] {
        guard let root = spec.tree.root else { return [] }
        var walker = VocabularyWalker()
        walker.screens = cache.map { ValidationScreens(spec: spec, cache: $0) }
        walker.check(root, .object(.document), name: nil, depth: 0)
        walker.screens?.finish()
        walker.diagnostics += duplicateScreenIDs(spec)
        return walker.diagnostics.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    private static func duplicateScreenIDs(_ spec: DesignSpec) -> [Diagnostic] {
        var first: [String: SyntaxNode] = [:]
        var diagnostics: [Diagnostic] = []
        for screen in spec.screens {
            guard let node = screen.node["id"], let id = node.stringValue else { continue }
            if let original = first[id] {
                diagnostics.append(
                    Diagnostic(
                        range: node.range, severity: .error, code: Code.duplicateID.rawValue,
                        message: "Screen id \"\(id)\" is already used by another screen; give each screen a unique id.",
                        related: [RelatedLocation(range: original.range, message: "\"\(id)\" is first used here")]))
            } else {
                first[id] = node
            }
        }
        return diagnostics
    }
}

/// The recursive walk behind `VocabularyValidator`.
private struct VocabularyWalker {
    var diagnostics: [Diagnostic] = []
    /// The screens whose findings are cached, when validating with a cache.
    var screens: ValidationScreens?

    /// Every property name some component kind accepts: not reported on components of unknown kind.
    static let anyComponentPropertyNames: Set<String> = Set(
        FormatVocabulary.commonComponentProperties.map(\.name) + FormatVocabulary.componentKinds.flatMap { $0.properties.map(\.name) })

    /// The vocabulary entry of a component's `type`, asked about for every component.
    static let typeProperty = FormatVocabulary.property("type", in: .component(kind: nil))

    /// Checks `node` against `shape`; `name` is its key and `property` its vocabulary entry (for messages and links).
    mutating func check(_ node: SyntaxNode, _ shape: ValueShape, name: String?, property: PropertySpec? = nil, depth: Int) {
        guard node.kind != .invalid, depth <= SyntaxTree.maximumNestingDepth else { return }
        if let key = screens?.key(of: node) {
            if let cached = screens?.previousFindings(for: key) {
                diagnostics += cached.map { $0.moved(by: node.range.lowerBound) }
                screens?.entries[key] = cached
                return
            }
            let first = diagnostics.count
            screens?.recomputed += 1
            checkUncached(node, shape, name: name, property: property, depth: depth)
            let found = diagnostics[first...]
            if found.allSatisfy({ $0.lies(within: node.range) }) {
                screens?.entries[key] = found.map { $0.moved(by: -node.range.lowerBound) }
            }
            return
        }
        checkUncached(node, shape, name: name, property: property, depth: depth)
    }

    private mutating func checkUncached(_ node: SyntaxNode, _ shape: ValueShape, name: String?, property: PropertySpec?, depth: Int) {
        let type = JSONValueType(node)
        var shape = shape
        if case .oneOf(let shapes) = shape {
            guard let match = shapes.first(where: { $0.accepts(type) }) else {
                return wrongType(node, shape, name: name, property: property)
            }
            shape = match
        }
        guard shape.accepts(type) else { return wrongType(node, shape, name: name, property: property) }
        switch shape {
        case .enumeration(let values):
            // The allowed names are listed only for a value outside them.
            if let text = node.stringValue, !values.contains(where: { $0.name == text }) {
                checkEnumeration(node, values.map(\.name), name: name, property: property)
            }
        case .platformName:
            if let text = node.stringValue, Platform(rawValue: text) == nil {
                checkEnumeration(node, Platform.allCases.map(\.rawValue), name: name, property: property)
            }
        case .osVersion:
            if let text = node.stringValue, OSVersion(text) == nil {
                report(
                    node.range, .error, .invalidValue,
                    "\"\(text)\" is not an OS version; write it as major.minor, e.g. \"17.0\".", property: property)
            }
        case .componentKind:
            checkKind(node)
        case .color, .font, .object:
            if let context = shape.objectContext, type == .object { checkObject(node, context, depth: depth) }
        case .map(let context):
            guard let entry = FormatVocabulary.entryShape(in: context) else { return }
            for member in node.properties {
                if let value = member.value { check(value, entry, name: member.keyName, depth: depth + 1) }
            }
        case .array(let element):
            for item in node.elements { check(item, element, name: name, property: property, depth: depth + 1) }
        case .components:
            for item in node.elements {
                if item.kind == .object {
                    checkComponent(item, depth: depth + 1)
                } else if item.kind != .invalid {
                    report(
                        item.range, .error, .wrongType,
                        "A component must be an object with a \"type\", e.g. { \"type\": \"button\", \"title\": \"Save\" }, not \(Self.describe(JSONValueType(item))).",
                        property: property)
                }
            }
        case .string, .number, .boolean, .textStyle, .symbol, .oneOf:
            break
        }
    }

    private mutating func checkObject(_ node: SyntaxNode, _ context: VocabularyContext, depth: Int) {
        let isComponent: Bool
        var unknownKind = false
        if case .component(let kind) = context {
            isComponent = true
            unknownKind = kind.flatMap(FormatVocabulary.componentKind) == nil
        } else {
            isComponent = false
        }
        if case .variant = context { unknownKind = checkVariant(node, context) }
        let properties = FormatVocabulary.propertyIndex(in: context)
        for member in node.properties {
            guard let key = member.key, let name = member.keyName else { continue }
            if isComponent && name == "type" { continue }
            if FormatVocabulary.isReservedKey(name, in: context) { continue }
            if let spec = properties[name] {
                if let value = member.value {
                    check(value, FormatVocabulary.refinedShape(spec, in: context), name: name, property: spec, depth: depth + 1)
                }
            } else if case .variant = context, SpecVariant.fixedKeys.contains(name) {
                reportFixedKey(key, name)
            } else if unknownKind && Self.anyComponentPropertyNames.contains(name) {
                continue
            } else {
                unknownProperty(key, name, in: context)
            }
        }
    }

    /// Reports a variant without `when`; true when the variant's owner is a component of unknown kind.
    /// (Out of `checkObject`, whose frame every level of nesting pays for.)
    private mutating func checkVariant(_ node: SyntaxNode, _ context: VocabularyContext) -> Bool {
        if node.property("when") == nil {
            let start = node.range.lowerBound
            report(
                start..<min(start + 1, node.range.upperBound), .warning, .invalidVariant,
                "This variant has no \"when\", so it applies nowhere; add one, e.g. \"when\": { \"horizontalSizeClass\": \"regular\" }.")
        }
        guard case .variant(.component(let kind)) = context else { return false }
        return kind.flatMap(FormatVocabulary.componentKind) == nil
    }

    /// Reports `name`, a key a variant may not set, at `key`.
    private mutating func reportFixedKey(_ key: SyntaxNode, _ name: String) {
        let reason =
            name == FormatVocabulary.variantsKey
            ? "variants do not nest; give the owner another variant whose \"when\" names both conditions"
            : "a variant changes how its owner looks, not which \(name == "platform" ? "platform it is for (say that in \"when\")" : "one it is")"
        report(key.range, .warning, .invalidVariant, "A variant cannot set \"\(name)\": \(reason); it is ignored.")
    }

    private mutating func checkComponent(_ node: SyntaxNode, depth: Int) {
        guard let typeProperty = node.property("type") else {
            let start = node.range.lowerBound
            report(
                start..<min(start + 1, node.range.upperBound), .error, .missingType,
                "This component has no \"type\"; add one, e.g. \"type\": \"button\", so it can be checked.")
            checkObject(node, .component(kind: nil), depth: depth)
            return
        }
        var kind: String?
        if let value = typeProperty.value {
            check(value, .componentKind, name: "type", property: Self.typeProperty, depth: depth + 1)
            kind = value.stringValue
        }
        checkObject(node, .component(kind: kind), depth: depth)
    }

    private mutating func checkKind(_ node: SyntaxNode) {
        guard let kind = node.stringValue, FormatVocabulary.componentKind(kind) == nil else { return }
        let names = FormatVocabulary.componentKinds.map(\.name)
        if let suggestion = Suggester.suggestion(for: kind, in: names, policy: .caseOrPrefixFirst) {
            report(
                node.range, .error, .unknownComponentKind,
                "Unknown component kind \"\(kind)\"; did you mean \"\(suggestion)\"?",
                fix: SuggestedFix(title: "Use \"\(suggestion)\"", range: node.range, newText: "\"\(suggestion)\""))
        } else {
            report(
                node.range, .error, .unknownComponentKind,
                "Unknown component kind \"\(kind)\"; use one of: \(names.joined(separator: ", ")).")
        }
    }

    private mutating func checkEnumeration(_ node: SyntaxNode, _ allowed: [String], name: String?, property: PropertySpec?) {
        guard let text = node.stringValue, !allowed.contains(text) else { return }
        let subject = name.map { "\"\($0)\"" } ?? "This value"
        let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        if let suggestion = Suggester.suggestion(for: text, in: allowed, policy: .caseOrPrefixFirst) {
            report(
                node.range, .error, .invalidValue,
                "\"\(text)\" is not a valid value for \(subject); did you mean \"\(suggestion)\"? Allowed: \(list).",
                property: property,
                fix: SuggestedFix(title: "Use \"\(suggestion)\"", range: node.range, newText: "\"\(suggestion)\""))
        } else {
            report(
                node.range, .error, .invalidValue,
                "\"\(text)\" is not a valid value for \(subject); use one of \(list).", property: property)
        }
    }

    private mutating func unknownProperty(_ key: SyntaxNode, _ name: String, in context: VocabularyContext) {
        let known = FormatVocabulary.properties(in: context).map(\.name)
        if let suggestion = Suggester.suggestion(for: name, in: known, policy: .caseOrPrefixFirst) {
            report(
                key.range, .warning, .unknownProperty,
                "Unknown property \"\(name)\" in \(context.phrase); did you mean \"\(suggestion)\"?",
                fix: SuggestedFix(title: "Rename to \"\(suggestion)\"", range: key.range, newText: "\"\(suggestion)\""))
            return
        }
        var message = "Unknown property \"\(name)\" in \(context.phrase); it is ignored."
        if case .component = context {
            let owners = FormatVocabulary.componentKinds.filter { kind in kind.properties.contains { $0.name == name } }.map(\.name)
            if !owners.isEmpty {
                message = "\"\(name)\" does not apply to \(context.phrase); it belongs to \(owners.joined(separator: ", "))."
                report(key.range, .warning, .unknownProperty, message)
                return
            }
        }
        if !known.isEmpty { message += " Known properties: \(known.joined(separator: ", "))." }
        report(key.range, .warning, .unknownProperty, message)
    }

    private mutating func wrongType(_ node: SyntaxNode, _ shape: ValueShape, name: String?, property: PropertySpec?) {
        let subject = name.map { "\"\($0)\"" } ?? "This value"
        let actual = JSONValueType(node)
        var fix: SuggestedFix?
        let types = shape.jsonTypes
        if actual == .string, types.contains(.number), let text = node.stringValue, let number = Double(text), number.isFinite {
            fix = SuggestedFix(title: "Write \(text) as a number", range: node.range, newText: text)
        } else if actual == .string, types.contains(.boolean), let text = node.stringValue, text == "true" || text == "false" {
            fix = SuggestedFix(title: "Write \(text) as a boolean", range: node.range, newText: text)
        } else if actual == .number || actual == .boolean, Self.isTextShape(shape) {
            fix = SuggestedFix(title: "Quote \(node.text)", range: node.range, newText: "\"\(node.text)\"")
        }
        report(
            node.range, .error, .wrongType,
            "\(subject) must be \(shape.phrase), not \(Self.describe(actual)).", property: property, fix: fix)
    }

    private mutating func report(
        _ range: Range<Int>, _ severity: Severity, _ code: VocabularyValidator.Code, _ message: String,
        property: PropertySpec? = nil, fix: SuggestedFix? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                range: range, severity: severity, code: code.rawValue, message: message,
                documentationURL: property?.higURL, fix: fix))
    }

    /// Whether quoting a number or boolean plausibly fixes a value of `shape` (not for colors, fonts, names).
    static func isTextShape(_ shape: ValueShape) -> Bool {
        switch shape {
        case .string, .osVersion: return true
        case .oneOf(let shapes): return shapes.contains(.string)
        default: return false
        }
    }

    static func describe(_ type: JSONValueType) -> String {
        switch type {
        case .string: return "a string"
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .object: return "an object"
        case .array: return "an array"
        case .null: return "null"
        }
    }
}
