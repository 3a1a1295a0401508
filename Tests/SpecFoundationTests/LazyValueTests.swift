import Dispatch
import SpecFoundation
import XCTest

/// Work computed at most once, and cancelled: `CancellationToken`, `LockedLazy`, `CancellableLazy`.
final class LazyValueTests: XCTestCase {
    func testACancellationTokenStaysCancelled() {
        let token = CancellationToken()
        XCTAssertFalse(token.isCancelled)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in token.cancel() }
        XCTAssertTrue(token.isCancelled)
    }

    func testALockedLazyComputesOnceForConcurrentCallers() {
        let computations = Locked(0)
        let lazy = LockedLazy<Int> {
            computations.withLock { $0 += 1 }
            return 42
        }
        XCTAssertNil(lazy.valueIfComputed())
        DispatchQueue.concurrentPerform(iterations: 16) { _ in XCTAssertEqual(lazy.get(), 42) }
        XCTAssertEqual(lazy.valueIfComputed(), 42)
        XCTAssertEqual(computations.current, 1)
    }

    func testACancelledComputationStoresNothingAndTheNextCallerComputesAgain() {
        let computations = Locked(0)
        let lazy = CancellableLazy<String> { cancellation in
            computations.withLock { $0 += 1 }
            return cancellation.isCancelled ? nil : "done"
        }
        let cancelled = CancellationToken()
        cancelled.cancel()
        XCTAssertNil(lazy.get(cancellation: cancelled))
        XCTAssertNil(lazy.valueIfComputed())
        XCTAssertEqual(lazy.get(cancellation: CancellationToken()), "done")
        XCTAssertEqual(lazy.get(cancellation: cancelled), "done", "a finished value is returned even to a cancelled caller")
        XCTAssertEqual(computations.current, 2)
    }
}
