import Foundation

/// A value with its own lock and condition: threads change it under the lock and wake every waiter,
/// and a waiter sleeps until the value holds what it waits for or a deadline passes. For a stream
/// of messages read on one thread and taken on others (test and benchmark clients).
public final class ConditionLocked<Value>: @unchecked Sendable {
    // `value` is only touched while `condition` is locked.
    private let condition = NSCondition()
    private var value: Value

    /// A lock and condition around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// `body`'s result, computed while holding the lock; waiters are not woken.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body(&value)
    }

    /// `body`'s result, computed while holding the lock; then every waiter looks at the value again.
    public func change<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// The first non-nil result of `body`, called while holding the lock now and after each
    /// `change`; nil when `deadline` passes first (never for `Date.distantFuture`).
    public func wait<Result>(until deadline: Date, for body: (inout Value) throws -> Result?) rethrows -> Result? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = try body(&value) { return result }
            if deadline == .distantFuture {
                // Foundation on Linux traps converting the distant future to a timespec.
                condition.wait()
            } else if !condition.wait(until: deadline) {
                return nil
            }
        }
    }

    /// Like `wait(until:for:)` with a deadline on the dispatch clock (`DispatchTime.distantFuture`:
    /// no deadline; a deadline already past: `body` is asked once).
    public func wait<Result>(until deadline: DispatchTime, for body: (inout Value) throws -> Result?) rethrows -> Result? {
        let date: Date
        if deadline == .distantFuture {
            date = .distantFuture
        } else {
            let now = DispatchTime.now().uptimeNanoseconds
            let remaining = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
            date = Date(timeIntervalSinceNow: Double(remaining) / 1e9)
        }
        return try wait(until: date, for: body)
    }
}
