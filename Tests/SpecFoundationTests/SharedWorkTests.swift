import Dispatch
import SpecFoundation
import XCTest

/// Work shared between threads: `LockedCache`, `ParallelMap`, `ReadWriteLock`.
final class SharedWorkTests: XCTestCase {
    func testALockedCacheComputesEachKeyOnceAndForgetsAtItsCapacity() {
        let cache = LockedCache<String, Int>(capacity: 2)
        var computed: [String] = []
        func look(_ key: String) -> Int {
            cache.value(for: key) {
                computed.append(key)
                return key.count
            }
        }
        XCTAssertEqual(look("a"), 1)
        XCTAssertEqual(look("a"), 1)
        XCTAssertEqual(look("bb"), 2)
        XCTAssertEqual(computed, ["a", "bb"])
        XCTAssertEqual(look("ccc"), 3, "the third key empties the full cache")
        XCTAssertEqual(look("a"), 1)
        XCTAssertEqual(computed, ["a", "bb", "ccc", "a"])
    }

    func testParallelMapKeepsTheInputOrder() {
        let squares = ParallelMap.map(Array(0..<500)) { $0 * $0 }
        XCTAssertEqual(squares, (0..<500).map { $0 * $0 })
        XCTAssertEqual(ParallelMap.map([Int]()) { $0 }, [])
    }

    func testParallelMapBothKeepsEachResultInItsPlace() {
        let (count, text) = ParallelMap.both({ (0..<1_000).reduce(0, +) }, { String(repeating: "a", count: 3) })
        XCTAssertEqual(count, 499_500)
        XCTAssertEqual(text, "aaa")
    }

    /// A map nested in `both` (as the rule engine's runs of screens are, inside a large spec's first
    /// analysis) still runs two elements at once: each waits for the other to start, which on one
    /// thread would never happen (`concurrentPerform` ran them one after the other there).
    func testANestedMapRunsItsElementsSideBySide() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "needs two cores")
        let (_, sideBySide) = ParallelMap.both(
            { (0..<1_000).reduce(0, +) },
            {
                let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
                return ParallelMap.map([0, 1]) { index -> Bool in
                    started[index].signal()
                    return started[1 - index].wait(timeout: .now() + 60) == .success
                }
            })
        XCTAssertEqual(sideBySide, [true, true])
    }

    /// A map started from whole-document work (a rule run) gives its helper that work's priority, not
    /// the default: the helper, too, stays behind keystrokes. Each element waits for the other to
    /// start, so one ran on the caller and one on a helper.
    func testAMapsHelperRunsAtItsCallersPriority() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "needs two cores")
        let caller = DispatchQueue(label: "whole-document work", qos: WorkPriority.wholeDocument)
        let priorities = Locked<[DispatchQoS.QoSClass]>([])
        let mapped = DispatchSemaphore(value: 0)
        caller.async {
            let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            _ = ParallelMap.map([0, 1]) { index -> Bool in
                priorities.withLock { $0.append(WorkPriority.ofCallingThread) }
                started[index].signal()
                return started[1 - index].wait(timeout: .now() + 60) == .success
            }
            mapped.signal()
        }
        XCTAssertEqual(mapped.wait(timeout: .now() + 120), .success)
        XCTAssertEqual(priorities.current.count, 2)
        XCTAssertEqual(Set(priorities.current.map { "\($0)" }), ["\(WorkPriority.wholeDocument.qosClass)"])
    }

    func testAReadWriteLockKeepsEveryWrite() {
        let lock = ReadWriteLock()
        nonisolated(unsafe) var total = 0
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            if index.isMultiple(of: 2) {
                lock.writing { total += 1 }
            } else {
                _ = lock.reading { total }
            }
        }
        XCTAssertEqual(lock.reading { total }, 500)
    }
}
