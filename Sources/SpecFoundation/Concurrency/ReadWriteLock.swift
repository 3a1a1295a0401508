#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock that lets many readers in at once and one writer alone (`pthread_rwlock`): for caches that
/// every thread reads on every lookup and writes once per key, so readers on both cores do not queue
/// behind each other.
public final class ReadWriteLock: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>

    /// An unlocked lock.
    public init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(lock, nil)
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// `body`'s result, computed while holding the lock for reading.
    public func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }

    /// `body`'s result, computed while holding the lock for writing.
    public func writing<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }
}

/// A value behind its own `ReadWriteLock`: many threads read it at once, one changes it alone, and
/// the value and its guard cannot be used apart (`Locked`, for state read on every lookup).
public final class ReadWriteLocked<Value>: @unchecked Sendable {
    // `value` is only read while `lock` is held for reading and changed while it is held for writing.
    // Inlinable, so callers (import resolution, a check's shared files) get it specialized.
    @usableFromInline let lock = ReadWriteLock()
    @usableFromInline var value: Value

    /// A read-write lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// `body`'s result, computed while holding the lock for reading, with the value to read.
    @inlinable
    public func reading<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        try lock.reading { try body(value) }
    }

    /// `body`'s result, computed while holding the lock for writing, with the value to change.
    @inlinable
    public func writing<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.writing { try body(&value) }
    }
}
