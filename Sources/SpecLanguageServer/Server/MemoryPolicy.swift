import Dispatch
import SpecFoundation

/// How the server asks glibc's allocator to give memory back, so its peak resident set follows what
/// it holds rather than what it once held (measured in `git show f64247e:docs/performance.md`, "Memory (issue 19)").
///
/// - Large blocks (a large version's text, syntax tree node array, the arrays of findings) are always
///   mapped on their own, so freeing one returns it to the system at once. Left to itself,
///   glibc raises that threshold up to 32 MiB after the first such block is freed, and later ones
///   land in the heap, where a freed block stays resident until the blocks above it go too.
/// - At most two heaps (arenas): glibc otherwise gives each of up to 16 threads of a 2-core machine
///   its own, and memory freed in one arena is not reused by a thread allocating from another.
/// - Once analyses of earlier versions have been let go of (`retire(_:)`) and editing pauses, the
///   heaps' free pages are returned, which lowers the next peak.
///
/// The cost: a large block is new memory every time, so each version of a large document faults its
/// pages in again (measured in `git show f64247e:docs/performance.md`: completion right after an edit of a 10 MB spec).
///
/// Elsewhere than on glibc every call does nothing.
enum MemoryPolicy {
    /// Blocks of at least this many bytes are mapped on their own, fixed: glibc's ceiling, 32 MiB, so
    /// only a huge spec's node array and text are; a smaller spec's stay in the heap, where the next
    /// version reuses pages already faulted in. Lower thresholds cost keystrokes: at 128 KiB completion
    /// right after a full-text change of a 1 MB spec took twice as long, and at 8 MiB completion right
    /// after an edit of a 10 MB spec took 56 ms instead of 22 ms (it lowered that spec's peak from
    /// about 420 to 240 MiB).
    static let separateMappingThreshold: Int32 = 32 * 1024 * 1024
    /// The number of heaps the threads share.
    static let arenaLimit: Int32 = 2
    /// How much free memory at the top of a heap `free` keeps rather than handing back at once: 64 MiB,
    /// so while someone types, each version's text and line index reuse the pages the version before
    /// them freed. At glibc's default (128 KiB once the mapping threshold is fixed) every keystroke in a
    /// 10 MB spec faulted 13 MB of fresh pages in, about 3 ms of the 4 ms its `didChange` took. The
    /// pages still go back once editing pauses (`retire(_:)`'s trim ignores this threshold).
    static let topTrimThreshold: Int32 = 64 * 1024 * 1024

    /// glibc's `mallopt` parameter numbers (from `malloc.h`, which the Glibc module does not expose).
    private enum Parameter: Int32 {
        case trimThreshold = -1
        case mmapThreshold = -3
        case arenaMax = -8
    }

    /// Sets the allocator's thresholds; call once, before the server starts its threads (arenas made
    /// before stay). Returns whether glibc accepted every setting.
    @discardableResult
    static func apply() -> Bool {
        guard let mallopt = GlibcAllocator.mallopt else { return false }
        let mapped = mallopt(Parameter.mmapThreshold.rawValue, separateMappingThreshold) == 1
        let arenas = mallopt(Parameter.arenaMax.rawValue, arenaLimit) == 1
        let trim = mallopt(Parameter.trimThreshold.rawValue, topTrimThreshold) == 1
        return mapped && arenas && trim
    }

    /// Lets go of `value` (an analysis of an earlier version) on a utility queue, off every latency
    /// path: freeing a large document's tree, model and diagnostics takes a while. Once no other
    /// version has been retired for `quietPeriodBeforeTrim`, the heaps' free pages are returned to the
    /// system (`malloc_trim`): not while someone types, because a trim holds the heaps' locks and
    /// every page it returns is faulted in again by the next version.
    static func retire(_ value: some Sendable) {
        let generation = retirements.withLock { count in
            count += 1
            return count
        }
        retirement.async { withExtendedLifetime(value) {} }
        retirement.asyncAfter(deadline: .now() + quietPeriodBeforeTrim) {
            if retirements.current == generation { _ = GlibcAllocator.mallocTrim?(0) }
        }
    }

    /// How long no version must have been retired before the heaps are trimmed.
    static let quietPeriodBeforeTrim = DispatchTimeInterval.seconds(1)

    /// Where values are let go of. Utility, not background: under load a background queue starves,
    /// and versions pile up unfreed.
    private static let retirement = DispatchQueue(label: "designspec.lsp.retirement", qos: .utility)
    /// Retirements so far; a trim runs only if no retirement followed the one that scheduled it.
    private static let retirements = Locked(0)
}
