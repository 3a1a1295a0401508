import Foundation

/// A thread-safe memo table: values computed once per key, shared by all threads. It forgets
/// everything once it holds `capacity` entries, so keys from untrusted input cannot grow it forever.
public final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let capacity: Int
    // `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]

    /// An empty cache that forgets everything when it reaches `capacity` entries.
    public init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// The cached value for `key`, computing and storing it on the first request.
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
