import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the input order: `check` over its files, cross-file
/// navigation over the specs importing a token's file, the rule engine over runs of screens; and
/// runs two computations at once (a large spec's format check beside its rules).
public enum ParallelMap {
    /// `transform` applied to every element, run with `DispatchQueue.concurrentPerform`.
    public static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result)
        -> [Result]
    {
        let slots = Locked<[Result?]>(Array(repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let result = transform(elements[index])
            slots.withLock { $0[index] = result }
        }
        return slots.current.compactMap { $0 }
    }

    /// `first()` and `second()`, run at the same time on two cores.
    public static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let firstResult = Locked<First?>(nil)
        let secondResult = Locked<Second?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let result = first()
                firstResult.withLock { $0 = result }
            } else {
                let result = second()
                secondResult.withLock { $0 = result }
            }
        }
        // concurrentPerform returns only after both iterations ran, so both results are there.
        guard let firstValue = firstResult.current, let secondValue = secondResult.current else {
            preconditionFailure("concurrentPerform returned before both iterations ran")
        }
        return (firstValue, secondValue)
    }
}
