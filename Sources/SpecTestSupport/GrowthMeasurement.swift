import Foundation

/// How a piece of work grows with its input, measured side by side in one run: the time for an
/// input of size n and for one of size 4n, each the fastest of a few runs (so that a pause of the
/// machine does not count). Work that grows linearly takes about 4× as long for 4n; quadratic work
/// 16×, cubic 64×. Tests assert `ratio` is well below 16 (`GrowthMeasurement.linearBound`).
public struct GrowthMeasurement: CustomStringConvertible {
    /// The sizes measured.
    public let sizes: (small: Int, large: Int)
    /// The fastest run of each size, in seconds.
    public let seconds: (small: Double, large: Double)

    /// The largest ratio a test should accept for linear work at 4× the size: far enough above 4 that
    /// noise and allocator effects do not fail it, well below quadratic's 16.
    public static let linearBound = 10.0

    /// How many times longer the larger input took.
    public var ratio: Double { seconds.large / max(seconds.small, 1e-6) }

    /// Measures `work` at `size` and `4 * size`, `runs` times each, the two sizes taking turns (so
    /// that a busy spell of the machine slows both), after `prepare` made each input (preparing is
    /// not timed). A ratio at or above `linearBound` is measured once more and the lower of the two
    /// kept: on a loaded machine one slow spell can fall on every run of the large input, but work
    /// that really grows faster than linearly shows the same ratio twice.
    public static func measure<Input>(
        size: Int, runs: Int = 3, prepare: (Int) -> Input, work: (Input) -> Void
    ) -> GrowthMeasurement {
        func seconds(_ input: Input) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            work(input)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        let (smallInput, largeInput) = (prepare(size), prepare(4 * size))
        // Warm up once at the small size (first use of lazily made tables, the allocator).
        work(smallInput)
        func attempt() -> GrowthMeasurement {
            var (small, large) = (Double.infinity, Double.infinity)
            for _ in 0..<runs {
                small = min(small, seconds(smallInput))
                large = min(large, seconds(largeInput))
            }
            return GrowthMeasurement(sizes: (size, 4 * size), seconds: (small, large))
        }
        let first = attempt()
        guard first.ratio >= linearBound else { return first }
        let second = attempt()
        return second.ratio < first.ratio ? second : first
    }

    /// "n=…: … s, 4n=…: … s, ratio …".
    public var description: String {
        String(format: "n=%d: %.4f s, 4n=%d: %.4f s, ratio %.2f", sizes.small, seconds.small, sizes.large, seconds.large, ratio)
    }
}
