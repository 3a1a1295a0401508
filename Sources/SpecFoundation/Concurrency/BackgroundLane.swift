import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A serial queue of work on a thread of its own that the kernel schedules behind the process's
/// other threads: for whole-document work (rule runs) that must yield the cores to the requests a
/// person is waiting for (completion, hover) whenever both want them.
///
/// Dispatch's quality-of-service classes do not change a thread's priority on Linux, and a pool
/// thread lowered with `setpriority` could not be raised again (that needs privileges), so the lane
/// owns one thread, lowers it once (nice +`niceIncrement`, Linux's per-thread nice), and keeps it
/// until the lane is released. Work items run one at a time, in the order they were added.
public final class BackgroundLane: Sendable {
    /// The items not yet started, in order.
    private let pending = Locked<[@Sendable () -> Void]>([])
    /// Signalled once per item added, and once more when the lane is released.
    private let wakeUp = DispatchSemaphore(value: 0)

    /// Starts the lane's thread, named `label`, and lowers its priority by `niceIncrement` (0–19).
    public init(label: String, niceIncrement: Int32 = 10) {
        let (pending, wakeUp) = (pending, wakeUp)
        let thread = Thread {
            #if canImport(Glibc)
                // `who` 0 is the calling thread on Linux (a per-thread nice; POSIX would say process).
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceIncrement)
            #endif
            while true {
                wakeUp.wait()
                // Every wake-up but the release's has an item of its own.
                guard let next = pending.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return }
                next()
            }
        }
        thread.name = label
        thread.start()
    }

    deinit {
        // The thread runs the items already added, then finds nothing for this wake-up and ends.
        wakeUp.signal()
    }

    /// Runs `work` on the lane after everything added before it.
    public func async(_ work: @escaping @Sendable () -> Void) {
        pending.withLock { $0.append(work) }
        wakeUp.signal()
    }

    /// Runs `work` on the lane after everything added before it, and returns once it has run.
    public func sync(_ work: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        async {
            work()
            done.signal()
        }
        done.wait()
    }
}
