import Dispatch
import SpecFoundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches the client process named in `initialize`'s `processId` and reports once when it is gone.
final class ProcessMonitor: Sendable {
    /// The polling timer; behind a lock, as `cancel` is called from the server's queue (Dispatch
    /// does not mark its sources `Sendable`).
    private let timer: Locked<DispatchSourceTimer>

    /// Polls `processID` every `interval` seconds with `kill(pid, 0)`; calls `onExit` once when it no longer exists.
    init(processID: Int32, interval: Double = 1, onExit: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "designspec.lsp.process-monitor")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        self.timer = Locked(timer)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [timer] in
            if kill(processID, 0) != 0, errno == ESRCH {
                timer.cancel()
                onExit()
            }
        }
        timer.resume()
    }

    /// Stops watching.
    func cancel() {
        timer.withLock { $0.cancel() }
    }
}
