import Foundation

/// A value with its own lock: every read and change of the value holds it, so a piece of shared
/// mutable state and its guard cannot be used apart.
///
/// For plain state swapped under a lock; a lock that guards several values, or that must be held
/// across a wait, stays an explicit lock next to what it guards.
public final class Locked<Value>: @unchecked Sendable {
    // `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// `body`'s result, computed while holding the lock, with the value to read or change.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value, read while holding the lock.
    public var current: Value {
        withLock { $0 }
    }
}
