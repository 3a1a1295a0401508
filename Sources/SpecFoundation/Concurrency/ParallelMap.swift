import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the input order: `check` over its files, cross-file
/// navigation over the specs importing a token's file, the rule engine over runs of screens; and
/// runs two computations at once (a large spec's format check beside its rules).
///
/// The calling thread works through the elements itself, and up to one helper per other core, sent
/// to the global queue of the calling thread's priority (`WorkPriority.ofCallingThread`: a map inside a
/// rule run stays behind keystrokes), takes elements beside it. `DispatchQueue.concurrentPerform` is not used:
/// nested in another `concurrentPerform` (the rule engine's runs of screens inside `both`, inside
/// `check`'s map over files) it divides the cores by the outer iterations and ran a huge spec's
/// screens on one core. Here a nested map gets a helper whenever the global queue has a thread free,
/// and runs on the calling thread alone when it has none. The caller waits only for elements a
/// helper has already taken, so a helper that starts late (or never, while the queue is busy) keeps
/// nobody waiting.
public enum ParallelMap {
    /// `transform` applied to every element, on the calling thread and on helpers beside it.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let work = SharedWork<Result>(count: elements.count)
        let helpers = min(elements.count, ProcessInfo.processInfo.activeProcessorCount) - 1
        let helperQueue = DispatchQueue.global(qos: WorkPriority.ofCallingThread)
        for _ in 0..<max(0, helpers) {
            helperQueue.async { work.takeElements(elements, transform) }
        }
        work.takeElements(elements, transform)
        work.waitForTakenElements()
        return work.results()
    }

    /// `first()` and `second()`, run at the same time on two cores when a second one is free.
    public static func both<First: Sendable, Second: Sendable>(
        _ first: @escaping @Sendable () -> First, _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        let firstResult = Locked<First?>(nil)
        let secondResult = Locked<Second?>(nil)
        _ = map([0, 1]) { index in
            if index == 0 {
                let result = first()
                firstResult.withLock { $0 = result }
            } else {
                let result = second()
                secondResult.withLock { $0 = result }
            }
        }
        // map returns only after both elements ran, so both results are there.
        guard let firstValue = firstResult.current, let secondValue = secondResult.current else {
            preconditionFailure("ParallelMap.map returned before both elements ran")
        }
        return (firstValue, secondValue)
    }

    /// The state one `map` shares with its helpers: the next element to take, the results, and a
    /// group every taken element is in until its result is stored.
    private final class SharedWork<Result: Sendable>: Sendable {
        private let count: Int
        private let next = Locked(0)
        private let slots: Locked<[Result?]>
        private let taken = DispatchGroup()

        init(count: Int) {
            self.count = count
            slots = Locked(Array(repeating: nil, count: count))
        }

        /// Takes elements one at a time and stores their results, until none is left.
        func takeElements<Element>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) {
            while let index = take() {
                let result = transform(elements[index])
                slots.withLock { $0[index] = result }
                taken.leave()
            }
        }

        /// The next element's index, entered in `taken` under the same lock; nil when all are taken.
        private func take() -> Int? {
            next.withLock { next in
                guard next < count else { return nil }
                taken.enter()
                defer { next += 1 }
                return next
            }
        }

        /// Returns once every taken element's result is stored (call after `takeElements` returned on
        /// this thread, so every element has been taken).
        func waitForTakenElements() {
            taken.wait()
        }

        /// The results in the elements' order.
        func results() -> [Result] {
            slots.current.compactMap { $0 }
        }
    }
}
