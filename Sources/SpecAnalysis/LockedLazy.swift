import Foundation

/// A value computed on first use, at most once, safely from any thread.
final class LockedLazy<Value: Sendable>: @unchecked Sendable {
    // `value` and `compute` are only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value?
    private var compute: (@Sendable () -> Value)?

    init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
    }

    /// The value when it has been computed already, else nil (never computes).
    func valueIfComputed() -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// The value, computing it on the first call.
    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let computed = compute?() ?? { preconditionFailure("LockedLazy has neither a value nor a computation") }()
        value = computed
        compute = nil
        return computed
    }
}
