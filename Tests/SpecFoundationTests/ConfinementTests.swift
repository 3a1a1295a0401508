import Dispatch
import Foundation
import SpecFoundation
import XCTest

/// The foundation's other homes for shared state: `QueueConfined`, `SerialGate`, `ReadWriteLocked`
/// and `ConditionLocked`.
final class ConfinementTests: XCTestCase {
    func testQueueConfinedValueIsReadAndChangedInPlaceOnItsQueue() {
        let queue = DispatchQueue(label: "test.confined")
        let confined = QueueConfined([1], on: queue)
        let seen = queue.sync {
            confined.value.append(2)
            confined.value[0] += 10
            return confined.value
        }
        XCTAssertEqual(seen, [11, 2])
        XCTAssertTrue(confined.queue === queue)
    }

    func testQueueConfinedKeepsEveryChangeMadeThroughItsQueue() {
        let queue = DispatchQueue(label: "test.confined")
        let confined = QueueConfined(0, on: queue)
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in queue.sync { confined.value += 1 } }
        XCTAssertEqual(queue.sync { confined.value }, 1_000)
    }

    func testSerialGateLetsOneCallerThroughAtATime() {
        let gate = SerialGate()
        let inside = Locked(0)
        let most = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            gate.withLock {
                let now = inside.withLock { count -> Int in
                    count += 1
                    return count
                }
                most.withLock { $0 = max($0, now) }
                inside.withLock { $0 -= 1 }
            }
        }
        XCTAssertEqual(most.current, 1)
    }

    func testReadWriteLockedKeepsEveryWrite() {
        let counts = ReadWriteLocked([String: Int]())
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            if index.isMultiple(of: 2) {
                counts.writing { $0["even", default: 0] += 1 }
            } else {
                _ = counts.reading { $0["even"] }
            }
        }
        XCTAssertEqual(counts.reading { $0["even"] }, 500)
    }

    func testConditionLockedWaiterWakesOnTheChangeItWaitsFor() {
        let inbox = ConditionLocked([Int]())
        let producer = Thread {
            for value in 1...5 { inbox.change { $0.append(value) } }
        }
        producer.start()
        let taken = inbox.wait(until: Date().addingTimeInterval(10)) { values -> [Int]? in
            values.count == 5 ? values : nil
        }
        XCTAssertEqual(taken, [1, 2, 3, 4, 5])
    }

    func testConditionLockedWaitGivesNilWhenTheDeadlinePasses() {
        let inbox = ConditionLocked([Int]())
        let taken = inbox.wait(until: Date().addingTimeInterval(0.05)) { $0.first }
        XCTAssertNil(taken)
    }

    func testConditionLockedAnswersAtOnceWhenTheValueAlreadyHoldsIt() {
        let inbox = ConditionLocked([7])
        XCTAssertEqual(inbox.wait(until: Date.distantPast) { $0.first }, 7)
        XCTAssertEqual(inbox.withLock { $0.removeFirst() }, 7)
        XCTAssertNil(inbox.wait(until: Date.distantPast) { $0.first })
    }

    func testConditionLockedWaitsWithoutADeadlineForTheDistantFuture() {
        let flag = ConditionLocked(false)
        let woken = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // Foundation on Linux trapped here, converting the distant future to a timespec.
            XCTAssertEqual(flag.wait(until: Date.distantFuture) { $0 ? "set" : nil }, "set")
            woken.signal()
        }
        flag.change { $0 = true }
        XCTAssertEqual(woken.wait(timeout: .now() + 30), .success)
    }
}
