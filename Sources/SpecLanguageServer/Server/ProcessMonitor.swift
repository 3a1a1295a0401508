import Dispatch
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches the client process named in `initialize`'s `processId` and reports once when it is gone.
final class ProcessMonitor: @unchecked Sendable {
    /// The polling timer; only touched in `init` and `cancel` (on the timer's own queue).
    private let timer: DispatchSourceTimer

    /// Polls `processID` every `interval` seconds with `kill(pid, 0)`; calls `onExit` once when it no longer exists.
    init(processID: Int32, interval: Double = 1, onExit: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "designspec.lsp.process-monitor")
        timer = DispatchSource.makeTimerSource(queue: queue)
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
        timer.cancel()
    }
}
