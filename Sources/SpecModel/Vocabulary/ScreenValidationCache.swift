import SpecSyntax

/// The format (`schema/*`) findings per screen. A screen's findings depend on its text alone
/// (duplicate ids across screens are checked apart), so they are keyed by the screen's text.
public typealias ScreenValidationCache = ScreenFindingsCache<ScreenTextKey>

/// Identifies a screen's text: a hash and the length.
public struct ScreenTextKey: Hashable, Sendable {
    let text: Int
    let length: Int
}

/// One validation's use of a `ScreenValidationCache`: the screens' keys, what the previous validation
/// found, and what this one finds.
struct ValidationScreens {
    private let keys: [Int: ScreenTextKey]
    private let cache: ScreenValidationCache
    var entries: [ScreenTextKey: [Diagnostic]] = [:]
    var recomputed = 0

    init(spec: DesignSpec, cache: ScreenValidationCache) {
        self.cache = cache
        var keys: [Int: ScreenTextKey] = [:]
        spec.tree.bytes.withUnsafeBytes { buffer in
            for screen in spec.screens {
                var hasher = Hasher()
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[screen.node.range]))
                keys[screen.node.index] = ScreenTextKey(text: hasher.finalize(), length: screen.node.range.count)
            }
        }
        self.keys = keys
    }

    /// The key of `node` when it is a screen's object.
    func key(of node: SyntaxNode) -> ScreenTextKey? {
        node.kind == .object ? keys[node.index] : nil
    }

    func previousFindings(for key: ScreenTextKey) -> [Diagnostic]? {
        cache.previousFindings(for: key)
    }

    func finish() {
        cache.finish(with: entries, recomputed: recomputed)
    }
}
