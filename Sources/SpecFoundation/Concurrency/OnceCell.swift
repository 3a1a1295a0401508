/// A value made at most once, by the first caller of `value(_:)`, which makes it while holding the
/// cell's lock: concurrent callers wait for that value instead of making their own.
///
/// Unlike `LockedLazy`, the computation is given at the call, so one cell can stand for a lookup
/// that is known only when it is first asked for (`check`'s imported files, one cell per path).
public final class OnceCell<Value: Sendable>: Sendable {
    private let stored = Locked<Value?>(nil)

    /// An empty cell.
    public init() {}

    /// The value, made by `compute` if no caller made it before.
    public func value(_ compute: () -> Value) -> Value {
        stored.withLock { stored in
            if let existing = stored { return existing }
            let computed = compute()
            stored = computed
            return computed
        }
    }
}
