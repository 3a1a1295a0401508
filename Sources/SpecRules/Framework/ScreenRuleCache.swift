import Foundation
import SpecModel
import SpecSyntax

/// The findings of screen-scoped rules per screen, kept from one version of a document to the next.
///
/// A screen's entry is keyed by the screen's text and position and by everything the screen's
/// findings can depend on besides: the text outside all screens (tokens, platforms, rule overrides,
/// comments), the enabled screen rules and the configuration. Findings are stored relative to the
/// screen's start, so a screen that only moved is reused too. A run reads the cache of the run
/// before (`previous`) and fills its own; a cancelled run fills nothing, and its successor reads the
/// last completed cache instead.
public final class ScreenRuleCache: @unchecked Sendable {
    /// Identifies a screen's findings.
    struct Key: Hashable {
        /// Hash of the text outside screens, the rule ids and the configuration.
        let context: Int
        /// Hash and length of the screen's text.
        let text: Int
        let length: Int
        /// The screen's position in the `screens` array (messages name it).
        let index: Int
    }

    // `entries`, `isComplete` and `previous` are only touched while `lock` is held.
    private let lock = NSLock()
    private var entries: [Key: [Diagnostic]] = [:]
    private var isComplete = false
    private var previous: ScreenRuleCache?
    private var recomputed = 0

    /// An empty cache that reuses what `previous` (the cache of the document's version before) holds.
    public init(previous: ScreenRuleCache?) {
        self.previous = previous?.lastCompleted
    }

    /// This cache when its run completed, else the completed cache it reads from.
    private var lastCompleted: ScreenRuleCache? {
        lock.lock()
        defer { lock.unlock() }
        return isComplete ? self : previous
    }

    /// Number of screens with stored findings (for tests).
    public var screenCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Number of screens whose rules ran in the run that filled this cache (for tests).
    public var recomputedScreens: Int {
        lock.lock()
        defer { lock.unlock() }
        return recomputed
    }

    func previousFindings(for key: Key) -> [Diagnostic]? {
        lock.lock()
        let source = previous
        lock.unlock()
        return source?.findings(for: key)
    }

    private func findings(for key: Key) -> [Diagnostic]? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    /// Stores a completed run's findings and lets go of the previous cache.
    func finish(with entries: [Key: [Diagnostic]], recomputed: Int) {
        lock.lock()
        defer { lock.unlock() }
        self.entries = entries
        self.recomputed = recomputed
        isComplete = true
        previous = nil
    }

    /// The key of each screen of `spec`, in order.
    static func keys(for spec: DesignSpec, ruleIDs: [String], configuration: RuleConfiguration) -> [Key] {
        let bytes = spec.tree.bytes
        var context = Hasher()
        context.combine(ruleIDs)
        for (id, severity) in configuration.severities.sorted(by: { $0.key < $1.key }) {
            context.combine(id)
            context.combine(String(describing: severity))
        }
        return bytes.withUnsafeBytes { buffer in
            var outsideStart = 0
            var keys: [Key] = []
            keys.reserveCapacity(spec.screens.count)
            var screenHashes: [(Int, Int)] = []
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
            for (screen, (text, index)) in zip(spec.screens, screenHashes) {
                keys.append(Key(context: contextHash, text: text, length: screen.node.range.count, index: index))
            }
            return keys
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
