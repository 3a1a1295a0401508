import Foundation

/// A value computed on first use, at most once, safely from any thread.
public final class LockedLazy<Value: Sendable>: @unchecked Sendable {
    // `value` is only touched while `storing` is held; `computing` serializes computations.
    private let computing = NSLock()
    private let storing = NSLock()
    private var value: Value?
    private let compute: @Sendable () -> Value

    /// A lazy value that `compute` makes on the first `get()`.
    public init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
    }

    /// The value when it has been computed already, else nil (never computes, never waits).
    public func valueIfComputed() -> Value? {
        storing.lock()
        defer { storing.unlock() }
        return value
    }

    /// The value, computing it on the first call.
    public func get() -> Value {
        computing.lock()
        defer { computing.unlock() }
        if let existing = valueIfComputed() { return existing }
        let computed = compute()
        storing.lock()
        value = computed
        storing.unlock()
        return computed
    }
}
