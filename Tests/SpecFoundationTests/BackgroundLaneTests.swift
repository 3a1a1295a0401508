import Foundation
import XCTest

@testable import SpecFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// The lane runs its items one at a time, in order, on a thread of lower priority than the caller's.
final class BackgroundLaneTests: XCTestCase {
    func testItemsRunInOrderOneAtATime() {
        let lane = BackgroundLane(label: "test.lane")
        let log = Locked<[Int]>([])
        let running = Locked(0)
        let overlaps = Locked(0)
        for item in 0..<200 {
            lane.async {
                if running.withLock({ count -> Int in
                    count += 1
                    return count
                }) > 1 {
                    overlaps.withLock { $0 += 1 }
                }
                log.withLock { $0.append(item) }
                running.withLock { $0 -= 1 }
            }
        }
        lane.sync {}
        XCTAssertEqual(log.current, Array(0..<200))
        XCTAssertEqual(overlaps.current, 0)
    }

    func testSyncReturnsAfterEverythingBeforeIt() {
        let lane = BackgroundLane(label: "test.lane")
        let held = DispatchSemaphore(value: 0)
        let finished = Locked(false)
        lane.async {
            held.wait()
            finished.withLock { $0 = true }
        }
        held.signal()
        lane.sync {}
        XCTAssertTrue(finished.current)
    }

    #if canImport(Glibc)
        func testTheLanesThreadIsScheduledBehindTheCallers() {
            let lane = BackgroundLane(label: "test.lane", niceIncrement: 7)
            let callers = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            let lanes = Locked<Int32?>(nil)
            lane.sync { lanes.withLock { $0 = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) } }
            XCTAssertEqual(lanes.current, min(callers + 7, 19), "the lane's thread, not the caller's, was lowered")
            XCTAssertEqual(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0), callers)
        }
    #endif
}
