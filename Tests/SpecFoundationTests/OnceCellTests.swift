import Dispatch
import SpecFoundation
import XCTest

/// `OnceCell`: the first caller's value is the only one made, and every caller gets it.
final class OnceCellTests: XCTestCase {
    func testAOnceCellKeepsTheFirstValue() {
        let cell = OnceCell<Int>()
        let computations = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            _ = cell.value {
                computations.withLock { $0 += 1 }
                return index
            }
        }
        let first = cell.value { -1 }
        XCTAssertNotEqual(first, -1)
        XCTAssertEqual(computations.current, 1)
    }
}
