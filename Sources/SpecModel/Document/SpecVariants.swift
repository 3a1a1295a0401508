import SpecKnowledge
import SpecSyntax

/// Where a screen is shown: one platform in one size class environment. Variants (`"variants"` on a
/// screen or component) apply where their `when` matches it.
public struct VariantContext: Sendable, Hashable {
    /// The platform.
    public let platform: Platform
    /// Its size classes (`SizeClassEnvironment.none` on platforms without size classes).
    public let environment: SizeClassEnvironment

    /// The context of `platform` in `environment`.
    public init(platform: Platform, environment: SizeClassEnvironment) {
        self.platform = platform
        self.environment = environment
    }

    /// Every context a screen targeting `platforms` is shown in, per platform in the catalog's order.
    public static func all(for platforms: [Platform]) -> [VariantContext] {
        platforms.flatMap { platform in
            SizeClassCatalog.shared.environments(for: platform).map { VariantContext(platform: platform, environment: $0) }
        }
    }
}

/// A variant's `when`: the platform and size classes it applies in (nil: any).
public struct VariantCondition: Sendable, Hashable {
    /// `when.platform`.
    public let platform: Platform?
    /// `when.horizontalSizeClass`.
    public let horizontalSizeClass: SizeClass?
    /// `when.verticalSizeClass`.
    public let verticalSizeClass: SizeClass?
    /// False when the variant has no `when` object, or its `when` names no known platform or size class
    /// where it gives one, or a key it does not know: such a variant applies nowhere (the vocabulary
    /// check reports why).
    public let isUsable: Bool

    /// The keys of a `when` object.
    public static let keys = ["platform", "horizontalSizeClass", "verticalSizeClass"]

    /// Reads the `when` object `node`.
    public init(_ node: SyntaxNode?) {
        guard let node, node.kind == .object else {
            (platform, horizontalSizeClass, verticalSizeClass, isUsable) = (nil, nil, nil, false)
            return
        }
        var usable = true
        func read<Value>(_ key: String, _ make: (String) -> Value?) -> Value? {
            guard let value = node[key] else { return nil }
            guard let parsed = value.stringValue.flatMap(make) else {
                usable = false
                return nil
            }
            return parsed
        }
        platform = read("platform") { Platform(rawValue: $0) }
        horizontalSizeClass = read("horizontalSizeClass") { SizeClass(rawValue: $0) }
        verticalSizeClass = read("verticalSizeClass") { SizeClass(rawValue: $0) }
        if node.properties.contains(where: { property in !Self.keys.contains { property.keyName == $0 } }) { usable = false }
        isUsable = usable
    }

    /// Whether a variant with this condition applies in `context`.
    public func matches(_ context: VariantContext) -> Bool {
        guard isUsable else { return false }
        if let platform, platform != context.platform { return false }
        if let horizontalSizeClass, horizontalSizeClass != context.environment.horizontal { return false }
        if let verticalSizeClass, verticalSizeClass != context.environment.vertical { return false }
        return true
    }
}

/// One entry of a screen's or component's `variants`: values that replace the owner's where `when` matches.
public struct SpecVariant: Sendable {
    /// The variant object.
    public let node: SyntaxNode
    /// The screen or component object it belongs to.
    public let owner: SyntaxNode
    /// Its `when`.
    public let condition: VariantCondition
    /// The properties it overrides: every member but `when` and the keys a variant may not change
    /// (`SpecVariant.fixedKeys`).
    public let overrides: [SyntaxNode]

    /// Keys a variant may not change: what a screen or component is (`type`, `id`), a screen's `platform`
    /// (a variant already says where it applies) and `variants` (variants do not nest).
    public static let fixedKeys: Set<String> = ["type", "id", "platform", "variants"]

    /// The key that holds a screen's or component's variants.
    public static let key = "variants"

    /// The variants of the screen or component object `owner` (none when `variants` is no array).
    static func variants(of owner: SyntaxNode) -> [SpecVariant] {
        guard let array = owner.property(key)?.value, array.kind == .array else { return [] }
        return array.elements.compactMap { element in
            guard element.kind == .object else { return nil }
            let overrides = element.properties.filter { property in
                guard let name = property.keyName else { return false }
                return name != "when" && !fixedKeys.contains(name) && property.value != nil
            }
            return SpecVariant(node: element, owner: owner, condition: VariantCondition(element["when"]), overrides: overrides)
        }
    }
}

/// A distinct effective screen: the contexts of one platform in which the same variants apply.
public struct VariantGroup: Sendable {
    /// The platform.
    public let platform: Platform
    /// The size class environments of `platform` the group covers.
    public let environments: [SizeClassEnvironment]
    /// Positions (in the screen's `variants`) of the variants that apply, in order.
    public let applied: [Int]
}

/// A screen with variants (its own or its components'), and the distinct effective screens it has.
public struct ScreenVariants: Sendable {
    /// The screen.
    public let screen: Screen
    /// Its variants and its components', in document order.
    public let variants: [SpecVariant]
    /// The distinct effective screens: per platform the screen targets, one group per set of variants
    /// that apply, in platform and size class order.
    public let groups: [VariantGroup]
    /// The size class axes the variants' conditions name (horizontal, vertical): messages name those.
    public let axes: [SizeClassAxis]

    init(screen: Screen, variants: [SpecVariant], platforms: [Platform]) {
        self.screen = screen
        self.variants = variants
        var groups: [VariantGroup] = []
        for platform in platforms {
            var byApplied: [[Int]: Int] = [:]
            var platformGroups: [(applied: [Int], environments: [SizeClassEnvironment])] = []
            for environment in SizeClassCatalog.shared.environments(for: platform) {
                let context = VariantContext(platform: platform, environment: environment)
                let applied = variants.indices.filter { variants[$0].condition.matches(context) }
                if let position = byApplied[applied] {
                    platformGroups[position].environments.append(environment)
                } else {
                    byApplied[applied] = platformGroups.count
                    platformGroups.append((applied, [environment]))
                }
            }
            groups += platformGroups.map { VariantGroup(platform: platform, environments: $0.environments, applied: $0.applied) }
        }
        self.groups = groups
        var axes: [SizeClassAxis] = []
        if variants.contains(where: { $0.condition.horizontalSizeClass != nil }) { axes.append(.horizontal) }
        if variants.contains(where: { $0.condition.verticalSizeClass != nil }) { axes.append(.vertical) }
        self.axes = axes
    }

    /// Words for where `environments` of `platform` apply, for messages: `iPadOS` when they are all of
    /// the platform's, else `iPadOS, regular width`, `iOS, compact width, compact height` — naming the
    /// size classes of `axes` (the ones the variants name) where those tell the environments apart.
    public static func label(
        platform: Platform, environments: [SizeClassEnvironment], axes: [SizeClassAxis] = SizeClassAxis.allCases
    ) -> String {
        let all = SizeClassCatalog.shared.environments(for: platform)
        guard !all.allSatisfy(environments.contains) else { return platform.rawValue }
        func shared(_ axis: SizeClassAxis) -> String? {
            let values = Set(environments.map { $0[axis] })
            guard axes.contains(axis), values.count == 1, let value = values.first ?? nil, Set(all.map { $0[axis] }).count > 1
            else { return nil }
            return "\(value.rawValue) \(axis.noun)"
        }
        let parts = SizeClassAxis.allCases.compactMap(shared)
        if !parts.isEmpty { return ([platform.rawValue] + parts).joined(separator: ", ") }
        let each = environments.map { environment in
            [environment.horizontal.map { "\($0.rawValue) width" }, environment.vertical.map { "\($0.rawValue) height" }]
                .compactMap { $0 }.joined(separator: ", ")
        }
        return "\(platform.rawValue), " + each.joined(separator: " or ")
    }
}

/// The variants of a spec's screens, and the effective documents rules judge them in.
///
/// Collecting them reads each screen and component object once; an effective document copies the
/// text once. Both are linear in the document.
public struct SpecVariants: Sendable {
    /// The screens that have variants (their own or their components'), in document order.
    public let screens: [ScreenVariants]

    /// The variants of `spec`'s screens.
    public init(spec: DesignSpec) {
        var screens: [ScreenVariants] = []
        for screen in spec.screens {
            var variants = SpecVariant.variants(of: screen.node)
            for index in screen.componentIndices where spec.components.indices.contains(index) {
                variants += SpecVariant.variants(of: spec.components[index].node)
            }
            guard !variants.isEmpty else { continue }
            let platforms = spec.targets(for: screen).map(\.platform)
            screens.append(ScreenVariants(screen: screen, variants: variants, platforms: platforms))
        }
        self.screens = screens
    }

    /// The text of `spec` with, in each screen of `picks`, the values of the group's variants in place
    /// of their owners' and the screen limited to the group's platform (`"platform"`), with the map
    /// from its offsets back to `spec`'s.
    ///
    /// Of two variants that set the same key of the same owner, the later wins; a change inside a
    /// value another variant replaces (a child's variant under a replaced `children`) is left out.
    public static func effectiveDocument(of spec: DesignSpec, picks: [(screen: ScreenVariants, group: VariantGroup)]) -> EffectiveDocument {
        var replacements: [Int: (range: Range<Int>, source: Range<Int>)] = [:]
        var insertions: [Int: (at: Int, pieces: [EffectiveDocument.Piece], hasMembers: Bool)] = [:]
        func insert(_ piece: EffectiveDocument.Piece, into owner: SyntaxNode) {
            let at = owner.range.lowerBound + 1
            insertions[owner.range.lowerBound, default: (at, [], !owner.properties.isEmpty)].pieces.append(piece)
        }
        for (screenVariants, group) in picks {
            let screen = screenVariants.screen.node
            if screen.property("platform") == nil {
                insert(.text("\"platform\":\"\(group.platform.rawValue)\"", anchor: screen.range.lowerBound), into: screen)
            }
            var latest: [String: (owner: SyntaxNode, property: SyntaxNode)] = [:]
            var order: [String] = []
            for position in group.applied where screenVariants.variants.indices.contains(position) {
                let variant = screenVariants.variants[position]
                for property in variant.overrides {
                    guard let name = property.keyName else { continue }
                    let slot = "\(variant.owner.range.lowerBound):\(name)"
                    if latest.updateValue((variant.owner, property), forKey: slot) == nil { order.append(slot) }
                }
            }
            for slot in order {
                guard let (owner, property) = latest[slot], let name = property.keyName, let value = property.value else { continue }
                if let existing = owner.property(name)?.value {
                    replacements[existing.range.lowerBound] = (existing.range, value.range)
                } else {
                    insert(.copy(property.range), into: owner)
                }
            }
        }
        var edits: [(range: Range<Int>, pieces: [EffectiveDocument.Piece])] = replacements.values.map { ($0.range, [.copy($0.source)]) }
        for insertion in insertions.values {
            var pieces: [EffectiveDocument.Piece] = []
            for (position, piece) in insertion.pieces.enumerated() {
                if position > 0 { pieces.append(.text(",", anchor: insertion.at)) }
                pieces.append(piece)
            }
            if insertion.hasMembers { pieces.append(.text(",", anchor: insertion.at)) }
            edits.append((insertion.at..<insertion.at, pieces))
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        return EffectiveDocument(original: spec.tree.bytes, edits: edits)
    }
}

/// A spec's text with variants applied (`SpecVariants.effectiveDocument`), and where each of its
/// offsets comes from in the original text.
public struct EffectiveDocument: Sendable {
    /// A piece of an edit's new text.
    enum Piece: Sendable {
        /// The original text in this range.
        case copy(Range<Int>)
        /// Text of the effective document's own, located at `anchor` in the original.
        case text(String, anchor: Int)
    }

    /// A run of the effective text: copied from the original from `originalStart`, or the document's own.
    private struct Segment: Sendable {
        let start: Int
        let originalStart: Int
        let isCopied: Bool
    }

    /// The effective text.
    public let bytes: [UInt8]
    private let segments: [Segment]

    /// Applies `edits` (sorted, each replacing an original range with pieces) to `original`; an edit
    /// starting inside an earlier one's range is left out.
    init(original: [UInt8], edits: [(range: Range<Int>, pieces: [Piece])]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(original.count)
        var segments: [Segment] = []
        var cursor = 0
        func copy(_ range: Range<Int>) {
            let range = range.clamped(to: 0..<original.count)
            guard !range.isEmpty else { return }
            segments.append(Segment(start: bytes.count, originalStart: range.lowerBound, isCopied: true))
            bytes += original[range]
        }
        for edit in edits where edit.range.lowerBound >= cursor && edit.range.upperBound <= original.count {
            copy(cursor..<edit.range.lowerBound)
            for piece in edit.pieces {
                switch piece {
                case .copy(let range): copy(range)
                case .text(let text, let anchor):
                    segments.append(Segment(start: bytes.count, originalStart: anchor, isCopied: false))
                    bytes += Array(text.utf8)
                }
            }
            cursor = edit.range.upperBound
        }
        copy(cursor..<original.count)
        self.bytes = bytes
        self.segments = segments
    }

    /// The offset in the original text of effective offset `offset`; nil inside the document's own text.
    public func originalOffset(_ offset: Int) -> Int? {
        var low = 0
        var high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return offset }
        let segment = segments[low - 1]
        guard segment.isCopied else { return nil }
        return segment.originalStart + (offset - segment.start)
    }

    /// The original range of effective range `range`; nil when either end lies in the document's own
    /// text or the ends come from places out of order.
    public func originalRange(_ range: Range<Int>) -> Range<Int>? {
        guard let start = originalOffset(range.lowerBound) else { return nil }
        if range.isEmpty { return start..<start }
        guard let last = originalOffset(range.upperBound - 1), last >= start else { return nil }
        return start..<(last + 1)
    }

    /// `diagnostic` located in the original text: its range, related locations and fixes mapped back;
    /// nil when its range is not in the original. A fix with an edit outside the original is dropped.
    public func original(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let range = originalRange(diagnostic.range) else { return nil }
        func map(_ fix: SuggestedFix) -> SuggestedFix? {
            guard let range = originalRange(fix.range) else { return nil }
            var fix = fix
            fix.range = range
            var edits: [FixEdit] = []
            for edit in fix.additionalEdits {
                guard let range = originalRange(edit.range) else { return nil }
                edits.append(FixEdit(range: range, newText: edit.newText))
            }
            fix.additionalEdits = edits
            return fix
        }
        var mapped = diagnostic
        mapped.range = range
        mapped.related = diagnostic.related.compactMap { location in
            guard location.file == nil else { return location }
            guard let range = originalRange(location.range) else { return nil }
            var location = location
            location.range = range
            return location
        }
        let fixes = diagnostic.fixes.compactMap(map)
        mapped.fix = fixes.first
        mapped.alternativeFixes = Array(fixes.dropFirst())
        return mapped
    }
}
