import Foundation

/// A thread-safe memo table: values computed once per key, shared by all threads. It forgets
/// everything once it holds `capacity` entries, so keys from untrusted input cannot grow it forever.
///
/// `value(for:compute:)` is inlinable so that each caller gets it specialized for its key and value
/// types: rules ask their memo tables for every component, and the generic lookup cost more than the
/// hashing.
public final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    @usableFromInline let capacity: Int
    // `storage` is only touched while `lock` is held.
    @usableFromInline let lock = NSLock()
    @usableFromInline var storage: [Key: Value] = [:]

    /// An empty cache that forgets everything when it reaches `capacity` entries.
    public init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// The cached value for `key`, computing and storing it on the first request.
    @inlinable
    public func value(for key: Key, compute: () -> Value) -> Value {
        lock.lock()
        if let cached = storage[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        if storage.count >= capacity { storage.removeAll(keepingCapacity: true) }
        storage[key] = computed
        lock.unlock()
        return computed
    }
}
