import Foundation
import SpecSyntax

/// The format (`schema/*`) findings per screen, kept from one version of a document to the next.
///
/// A screen's findings depend on its text alone (duplicate ids across screens are checked apart), so
/// an entry is keyed by a hash and the length of the screen's text and stored relative to the
/// screen's start. A validation reads the cache of the validation before (`previous`) and fills its own.
public final class ScreenValidationCache: @unchecked Sendable {
    /// Identifies a screen's text.
    struct Key: Hashable {
        let text: Int
        let length: Int
    }

    // `entries`, `isComplete` and `previous` are only touched while `lock` is held.
    private let lock = NSLock()
    private var entries: [Key: [Diagnostic]] = [:]
    private var isComplete = false
    private var previous: ScreenValidationCache?

    /// An empty cache that reuses what `previous` (the cache of the document's version before) holds.
    public init(previous: ScreenValidationCache?) {
        self.previous = previous?.lastCompleted
    }

    private var previousCompleted: ScreenValidationCache? {
        lock.lock()
        defer { lock.unlock() }
        return previous
    }

    private var lastCompleted: ScreenValidationCache? {
        lock.lock()
        defer { lock.unlock() }
        return isComplete ? self : previous
    }

    private func findings(for key: Key) -> [Diagnostic]? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    /// Stores a completed validation's findings and lets go of the previous cache.
    func finish(with entries: [Key: [Diagnostic]]) {
        lock.lock()
        defer { lock.unlock() }
        self.entries = entries
        isComplete = true
        previous = nil
    }

    /// One validation's view of the cache: the screens' keys, what the previous validation found,
    /// and what this one finds.
    struct Screens {
        private let keys: [Int: Key]
        private let source: ScreenValidationCache?
        var entries: [Key: [Diagnostic]] = [:]

        init(spec: DesignSpec, previous cache: ScreenValidationCache) {
            source = cache.previousCompleted
            var keys: [Int: Key] = [:]
            spec.tree.bytes.withUnsafeBytes { buffer in
                for screen in spec.screens {
                    var hasher = Hasher()
                    hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[screen.node.range]))
                    keys[screen.node.index] = Key(text: hasher.finalize(), length: screen.node.range.count)
                }
            }
            self.keys = keys
        }

        /// The key of `node` when it is a screen's object.
        func key(of node: SyntaxNode) -> Key? {
            node.kind == .object ? keys[node.index] : nil
        }

        func previousFindings(for key: Key) -> [Diagnostic]? {
            source?.findings(for: key)
        }
    }
}
