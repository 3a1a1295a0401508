import SpecTestSupport
import XCTest

/// The growth tests can fail: quadratic work measures above `GrowthMeasurement.linearBound`, even with
/// its second attempt, and linear work below it.
final class GrowthMeasurementTests: XCTestCase {
    /// Sums over every pair of `count` numbers (quadratic) or over the numbers once (linear).
    private func work(_ numbers: [Int], quadratic: Bool) -> Int {
        var total = 0
        for first in numbers {
            if quadratic {
                for second in numbers { total &+= first ^ second }
            } else {
                total &+= first
            }
        }
        return total
    }

    func testQuadraticWorkMeasuresAboveTheLinearBound() {
        var sink = 0
        let growth = GrowthMeasurement.measure(size: 400, prepare: { Array(0..<$0) }) { sink &+= self.work($0, quadratic: true) }
        XCTAssertGreaterThanOrEqual(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")
        XCTAssertNotEqual(sink, 0)
    }

    func testLinearWorkMeasuresBelowTheLinearBound() {
        var sink = 0
        let growth = GrowthMeasurement.measure(size: 200_000, prepare: { Array(0..<$0) }) { sink &+= self.work($0, quadratic: false) }
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")
        XCTAssertNotEqual(sink, 0)
    }
}
