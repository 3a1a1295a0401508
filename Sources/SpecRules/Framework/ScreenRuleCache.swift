import SpecModel
import SpecSyntax

/// The findings of screen-scoped rules per screen.
///
/// A screen's entry is keyed by the screen's text and position and by everything the screen's
/// findings can depend on besides: the text outside all screens (tokens, platforms, rule overrides,
/// comments), the imported specs, the enabled screen rules and the configuration.
public typealias ScreenRuleCache = ScreenFindingsCache<ScreenRuleKey>

/// Identifies a screen's findings of screen-scoped rules.
public struct ScreenRuleKey: Hashable, Sendable {
    /// Hash of the text outside screens, the imports, the rule ids and the configuration.
    let context: Int
    /// Hash and length of the screen's text.
    let text: Int
    let length: Int
    /// The screen's position in the `screens` array (messages name it).
    let index: Int

    /// The key of each screen of `spec`, in order.
    static func keys(for spec: DesignSpec, ruleIDs: [String], configuration: RuleConfiguration) -> [ScreenRuleKey] {
        let bytes = spec.tree.bytes
        var context = Hasher()
        context.combine(ruleIDs)
        context.combine(spec.imports.fingerprint)
        for (id, severity) in configuration.severities.sorted(by: { $0.key < $1.key }) {
            context.combine(id)
            context.combine(String(describing: severity))
        }
        context.combine(configuration.legacy)
        context.combine(configuration.strict)
        return bytes.withUnsafeBytes { buffer in
            var outsideStart = 0
            var screenHashes: [(text: Int, index: Int)] = []
            screenHashes.reserveCapacity(spec.screens.count)
            for screen in spec.screens {
                let range = screen.node.range
                context.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[outsideStart..<range.lowerBound]))
                var text = Hasher()
                text.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[range]))
                screenHashes.append((text.finalize(), screen.index))
                outsideStart = range.upperBound
            }
            context.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[outsideStart...]))
            let contextHash = context.finalize()
            return zip(spec.screens, screenHashes).map { screen, hashes in
                ScreenRuleKey(context: contextHash, text: hashes.text, length: screen.node.range.count, index: hashes.index)
            }
        }
    }

    /// The position of `screen` in `spec.screens`.
    static func position(of screen: Screen, in spec: DesignSpec) -> Int? {
        var low = 0
        var high = spec.screens.count
        while low < high {
            let middle = (low + high) / 2
            if spec.screens[middle].index < screen.index { low = middle + 1 } else { high = middle }
        }
        return low < spec.screens.count && spec.screens[low].index == screen.index ? low : nil
    }
}
