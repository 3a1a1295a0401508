import Foundation

/// A value computed on first use, at most once to completion, safely from any thread; a
/// computation that is cancelled stores nothing, and the next caller computes again.
public final class CancellableLazy<Value: Sendable>: @unchecked Sendable {
    /// Serializes computations, so concurrent callers share one result.
    private let computing = NSLock()
    /// Guards `value` only, so reading a finished value never waits for a computation.
    private let storing = NSLock()
    private var value: Value?
    private let compute: @Sendable (CancellationToken) -> Value?

    /// A lazy value that `compute` makes on the first `get(cancellation:)` that is not cancelled;
    /// `compute` returns nil when it stopped for its token.
    public init(_ compute: @escaping @Sendable (CancellationToken) -> Value?) {
        self.compute = compute
    }

    /// The value when it has been computed already, else nil (never computes, never waits).
    public func valueIfComputed() -> Value? {
        storing.lock()
        defer { storing.unlock() }
        return value
    }

    /// The value, computing it unless it exists; nil when `cancellation` stopped the computation.
    public func get(cancellation: CancellationToken) -> Value? {
        computing.lock()
        defer { computing.unlock() }
        if let existing = valueIfComputed() { return existing }
        guard let computed = compute(cancellation) else { return nil }
        storing.lock()
        value = computed
        storing.unlock()
        return computed
    }
}
