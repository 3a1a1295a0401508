import Dispatch
import Foundation
import SpecFoundation
import XCTest

/// `KeystrokeGate`: whole-document work waits at it while a keystroke is in flight and shortly after,
/// and never longer than its bound (issue 30).
final class KeystrokeGateTests: XCTestCase {
    func testWorkGoesOnAtOnceWhenNoKeystrokeCameYet() {
        let gate = KeystrokeGate(settle: .seconds(60), longestWait: .seconds(60))
        gate.waitWhileKeystrokesInFlight()  // would wait a minute if it waited at all
        XCTAssertEqual(gate.keystrokesInFlight, 0)
    }

    func testWorkWaitsTheSettleTimeAfterTheLastKeystrokeLeft() {
        let gate = KeystrokeGate(settle: .milliseconds(200), longestWait: .seconds(60))
        let start = DispatchTime.now()
        gate.enter()
        gate.leave()
        gate.waitWhileKeystrokesInFlight()
        let waited = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        XCTAssertGreaterThanOrEqual(waited, 200, "a burst's next keystroke may still come")
        gate.waitWhileKeystrokesInFlight()  // settled: no wait (would take another 200 ms otherwise)
    }

    func testWorkWaitsUntilTheLastKeystrokeLeaves() {
        let gate = KeystrokeGate(longestWait: .seconds(60))
        gate.enter()
        gate.enter()
        let passed = Locked(false)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            gate.waitWhileKeystrokesInFlight()
            passed.withLock { $0 = true }
            done.signal()
        }
        XCTAssertTrue(gate.waitUntilWaiting(1, until: Date(timeIntervalSinceNow: 30)), "the work reached the gate")
        gate.leave()
        XCTAssertFalse(passed.current, "one keystroke is still in flight")
        gate.leave()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "the last keystroke left")
        XCTAssertTrue(passed.current)
    }

    func testAKeystrokeThatNeverLeavesHoldsWorkNoLongerThanTheBound() {
        let gate = KeystrokeGate(longestWait: .milliseconds(20))
        gate.enter()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            gate.waitWhileKeystrokesInFlight()
            gate.waitWhileKeystrokesInFlight()  // the bound counts from the entry: past it, no wait at all
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(gate.keystrokesInFlight, 1)
    }

    func testMoreLeavesThanEntriesDoNotOpenTheGateForTheNextKeystroke() {
        let gate = KeystrokeGate(longestWait: .seconds(60))
        gate.leave()
        gate.enter()
        XCTAssertEqual(gate.keystrokesInFlight, 1)
        gate.leave()
        XCTAssertEqual(gate.keystrokesInFlight, 0)
    }

    func testATokenWithAGateWaitsThereUntilTheKeystrokeLeavesOrItIsCancelled() {
        let gate = KeystrokeGate(settle: .nanoseconds(0), longestWait: .seconds(60))
        XCTAssertFalse(CancellationToken(yieldingTo: gate).shouldStop(), "no keystroke: no wait")
        gate.enter()
        for cancelling in [false, true] {
            let token = CancellationToken(yieldingTo: gate)
            let answer = Locked<Bool?>(nil)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                let stop = token.shouldStop()
                answer.withLock { $0 = stop }
                done.signal()
            }
            XCTAssertTrue(gate.waitUntilWaiting(1, until: Date(timeIntervalSinceNow: 30)))
            XCTAssertNil(answer.current, "still waiting for the keystroke")
            if cancelling {
                token.cancel()  // the keystroke is still in flight: the cancelled run leaves at once
            } else {
                gate.leave()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(answer.current, cancelling)
            if !cancelling { gate.enter() }
        }
        XCTAssertFalse(CancellationToken().shouldStop(), "a token without a gate never waits")
    }
}
