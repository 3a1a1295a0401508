import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the input order: `check` over its files, cross-file
/// navigation over the specs importing a token's file.
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
}
