import Foundation

/// Asks a long computation to stop early: the owner cancels, the computation checks between steps
/// (between rules, between screens) and returns without a result.
public final class CancellationToken: @unchecked Sendable {
    // `cancelled` is only touched while `lock` is held.
    private let lock = NSLock()
    private var cancelled = false

    /// Creates a token that is not cancelled.
    public init() {}

    /// Asks the computation to stop (idempotent, from any thread).
    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }
}
