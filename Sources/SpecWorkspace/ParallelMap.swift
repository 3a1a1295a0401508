import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the input order: `check` over its files, cross-file
/// navigation over the specs importing a token's file.
public enum ParallelMap {
    /// `transform` applied to every element, run with `DispatchQueue.concurrentPerform`.
    public static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result)
        -> [Result]
    {
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values()
    }

    /// Result storage shared by the workers; every access holds the lock.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value?]

        init(count: Int) {
            storage = Array(repeating: nil, count: count)
        }

        func store(_ value: Value, at index: Int) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        func values() -> [Value] {
            lock.lock()
            defer { lock.unlock() }
            return storage.compactMap { $0 }
        }
    }
}
