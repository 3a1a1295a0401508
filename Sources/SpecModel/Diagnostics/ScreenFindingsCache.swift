import Foundation
import SpecFoundation

/// Findings per screen, kept from one version of a document to the next: the format check's and the
/// screen-scoped rules' (`ScreenValidationCache`, `ScreenRuleCache`).
///
/// An entry is keyed by everything its findings depend on (at least a hash of the screen's text) and
/// stores them relative to the screen's start, so a screen that only moved is reused too. A run reads
/// the cache of the run before (`previous`) and fills its own; a run that stops early fills nothing,
/// and its successor reads the last completed cache instead.
public final class ScreenFindingsCache<Key: Hashable & Sendable>: Sendable {
    private let state: Locked<State>

    private struct State {
        var entries: [Key: [Diagnostic]] = [:]
        var recomputed = 0
        var isComplete = false
        var previous: ScreenFindingsCache?
    }

    /// An empty cache that reuses what `previous` (the cache of the document's version before) holds.
    public init(previous: ScreenFindingsCache?) {
        state = Locked(State(previous: previous?.lastCompleted))
    }

    /// This cache when its run completed, else the completed cache it reads from.
    private var lastCompleted: ScreenFindingsCache? {
        state.withLock { $0.isComplete ? self : $0.previous }
    }

    /// Number of screens with stored findings.
    public var screenCount: Int {
        state.withLock { $0.entries.count }
    }

    /// Number of screens the run that filled this cache checked again instead of reusing.
    public var recomputedScreens: Int {
        state.withLock { $0.recomputed }
    }

    /// What the previous completed run found for `key` (relative to the screen's start), if anything.
    public func previousFindings(for key: Key) -> [Diagnostic]? {
        let source = state.withLock { $0.previous }
        return source?.findings(for: key)
    }

    private func findings(for key: Key) -> [Diagnostic]? {
        state.withLock { $0.entries[key] }
    }

    /// Stores a completed run's findings and lets go of the previous cache.
    public func finish(with entries: [Key: [Diagnostic]], recomputed: Int) {
        state.withLock { state in
            state.entries = entries
            state.recomputed = recomputed
            state.isComplete = true
            state.previous = nil
        }
    }
}
