import Dispatch
import SpecFoundation
import XCTest

/// `Locked`: every change made under the lock is kept, however many threads make them.
final class LockedTests: XCTestCase {
    func testChangesFromManyThreadsAreAllKept() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in counter.withLock { $0 += 1 } }
        XCTAssertEqual(counter.current, 1_000)
    }

    func testWithLockReturnsTheBodysResult() {
        let names = Locked(["a"])
        let count = names.withLock { names -> Int in
            names.append("b")
            return names.count
        }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(names.current, ["a", "b"])
    }
}
