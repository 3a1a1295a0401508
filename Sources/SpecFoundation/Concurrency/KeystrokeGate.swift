import Dispatch
import Foundation

/// Whole-document work steps aside while a person types (issue 30).
///
/// A lower priority (`WorkPriority`) is not enough on a machine whose cores a rule run fills: every
/// thread a keystroke's answer passes through — the one reading the request, the one computing it,
/// the one writing it, and the editor's own — must first be scheduled on a core a rule-run thread
/// holds, and the scheduler lets a running thread finish its slice (1.4 ms on the 2-core Linux
/// machine measured) before it yields to a woken one. So the server enters the gate when it reads a
/// completion, hover or resolve request and leaves it once the answer is handed to the writer; a
/// rule run, between two rules, waits while the gate is entered, and so does a publication before it
/// is written (megabytes for a large spec, which the keystroke's answer would queue behind in the
/// pipe and in the editor's reading). It also
/// waits `settle` after the last keystroke left: within a burst (auto-repeat, fast typing with
/// completion on every key) the next keystroke comes sooner, and a rule run started in between would
/// hold the cores when it arrives; the burst's last version is checked once it ends.
///
/// The wait is bounded: whole-document work never waits longer than `longestWait` after a burst
/// began, so endless keystrokes, one that is slow to answer (the first parse of a huge spec), or
/// one never answered delay a rule run by that much at most.
public final class KeystrokeGate: Sendable {
    private struct State {
        /// Keystroke requests entered and not left.
        var inFlight = 0
        /// When the current burst began: a keystroke entered with none in flight and none left within `settle`.
        var burstStart = DispatchTime.now()
        /// When a keystroke last left; nil before the first.
        var lastLeave: DispatchTime?
        /// Counts enters and leaves, so a waiter wakes to look again.
        var changes = 0
        /// Threads of whole-document work waiting in `waitWhileKeystrokesInFlight`.
        var waiting = 0
    }

    private let state = ConditionLocked(State())
    private let settle: DispatchTimeInterval
    private let longestWait: DispatchTimeInterval

    /// A gate no keystroke has entered. Whole-document work waits while a keystroke is in flight and
    /// `settle` after the last one left, and never longer than `longestWait` after a burst began.
    public init(settle: DispatchTimeInterval = .milliseconds(5), longestWait: DispatchTimeInterval = .seconds(1)) {
        self.settle = settle
        self.longestWait = longestWait
    }

    /// A keystroke's request begins (read, not yet answered).
    public func enter() {
        let now = DispatchTime.now()
        state.change { state in
            let withinBurst = state.inFlight > 0 || state.lastLeave.map { now < $0 + settle } ?? false
            if !withinBurst { state.burstStart = now }
            state.inFlight += 1
            state.changes += 1
        }
    }

    /// A keystroke's request ended: its answer was handed to the writer, or it was cancelled.
    public func leave() {
        let now = DispatchTime.now()
        state.change { state in
            state.inFlight = max(0, state.inFlight - 1)
            state.lastLeave = now
            state.changes += 1
        }
    }

    /// Wakes the waiting work to look again (`CancellationToken.cancel()` calls it, so a cancelled
    /// rule run leaves the gate at once and lets go of its version).
    public func wakeWaiters() {
        state.change { $0.changes += 1 }
    }

    /// Called by whole-document work between two steps: returns at once when no keystroke is in
    /// flight or left within `settle`, else once that holds, once `stop()` is true (looked at when
    /// a keystroke enters or leaves and on `wakeWaiters()`), or once `longestWait` has passed since
    /// the burst began.
    public func waitWhileKeystrokesInFlight(unless stop: () -> Bool = { false }) {
        var counted = false
        defer { if counted { state.change { $0.waiting -= 1 } } }
        while !stop() {
            let now = DispatchTime.now()
            let look = state.withLock { state -> (until: DispatchTime, changes: Int)? in
                let deadline = state.burstStart + longestWait
                guard now < deadline else { return nil }
                if state.inFlight > 0 { return (deadline, state.changes) }
                if let lastLeave = state.lastLeave, now < lastLeave + settle {
                    return (min(lastLeave + settle, deadline), state.changes)
                }
                return nil
            }
            guard let look else { return }
            if !counted {
                counted = true
                state.change { $0.waiting += 1 }
            }
            _ = state.wait(until: look.until) { $0.changes != look.changes ? true : nil }
        }
    }

    /// Keystroke requests in flight.
    public var keystrokesInFlight: Int { state.withLock { $0.inFlight } }

    /// Waits until `count` threads of whole-document work are waiting in the gate (a rule run reached
    /// its next step and stepped aside), or until `deadline`; false on the deadline. For tests.
    public func waitUntilWaiting(_ count: Int, until deadline: Date) -> Bool {
        state.wait(until: deadline) { $0.waiting >= count ? true : nil } ?? false
    }
}
