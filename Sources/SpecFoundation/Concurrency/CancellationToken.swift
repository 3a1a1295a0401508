import Foundation

/// Asks a long computation to stop early: the owner cancels, the computation checks between steps
/// (between rules, between screens) and returns without a result.
///
/// A token made with a `KeystrokeGate` also makes the computation step aside for keystrokes: its
/// check between steps, `shouldStop()`, first waits while the gate has a keystroke in flight.
public final class CancellationToken: Sendable {
    private let cancelled = Locked(false)
    /// The gate whole-document work checked with this token waits at; nil for work no keystroke
    /// waits on (`designspec check`, tests).
    private let gate: KeystrokeGate?

    /// Creates a token that is not cancelled; `shouldStop()` waits at `gate` when there is one.
    public init(yieldingTo gate: KeystrokeGate? = nil) {
        self.gate = gate
    }

    /// Asks the computation to stop (idempotent, from any thread).
    public func cancel() {
        cancelled.withLock { $0 = true }
        gate?.wakeWaiters()
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool {
        cancelled.current
    }

    /// The check a long computation makes between two steps: waits while the token's gate holds
    /// whole-document work back (unless the token is cancelled meanwhile), then tells whether
    /// `cancel()` was called.
    public func shouldStop() -> Bool {
        gate?.waitWhileKeystrokesInFlight(unless: { isCancelled })
        return isCancelled
    }
}
