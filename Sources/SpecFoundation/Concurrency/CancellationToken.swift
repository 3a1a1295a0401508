import Foundation

/// Asks a long computation to stop early: the owner cancels, the computation checks between steps
/// (between rules, between screens) and returns without a result.
public final class CancellationToken: Sendable {
    private let cancelled = Locked(false)

    /// Creates a token that is not cancelled.
    public init() {}

    /// Asks the computation to stop (idempotent, from any thread).
    public func cancel() {
        cancelled.withLock { $0 = true }
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool {
        cancelled.current
    }
}
