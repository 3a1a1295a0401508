import Foundation

/// Findings per screen, kept from one version of a document to the next: the format check's and the
/// screen-scoped rules' (`ScreenValidationCache`, `ScreenRuleCache`).
///
/// An entry is keyed by everything its findings depend on (at least a hash of the screen's text) and
/// stores them relative to the screen's start, so a screen that only moved is reused too. A run reads
/// the cache of the run before (`previous`) and fills its own; a run that stops early fills nothing,
/// and its successor reads the last completed cache instead.
public final class ScreenFindingsCache<Key: Hashable & Sendable>: @unchecked Sendable {
    // `entries`, `recomputed`, `isComplete` and `previous` are only touched while `lock` is held.
    private let lock = NSLock()
    private var entries: [Key: [Diagnostic]] = [:]
    private var recomputed = 0
    private var isComplete = false
    private var previous: ScreenFindingsCache?

    /// An empty cache that reuses what `previous` (the cache of the document's version before) holds.
    public init(previous: ScreenFindingsCache?) {
        self.previous = previous?.lastCompleted
    }

    /// This cache when its run completed, else the completed cache it reads from.
    private var lastCompleted: ScreenFindingsCache? {
        lock.lock()
        defer { lock.unlock() }
        return isComplete ? self : previous
    }

    /// Number of screens with stored findings.
    public var screenCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Number of screens the run that filled this cache checked again instead of reusing.
    public var recomputedScreens: Int {
        lock.lock()
        defer { lock.unlock() }
        return recomputed
    }

    /// What the previous completed run found for `key` (relative to the screen's start), if anything.
    public func previousFindings(for key: Key) -> [Diagnostic]? {
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
    public func finish(with entries: [Key: [Diagnostic]], recomputed: Int) {
        lock.lock()
        defer { lock.unlock() }
        self.entries = entries
        self.recomputed = recomputed
        isComplete = true
        previous = nil
    }
}
