import Foundation

/// Carries the server's exit code from whichever thread decides it to the thread waiting in `run`.
///
/// Thread-safe; the first code signalled wins.
final class ExitSignal: @unchecked Sendable {
    /// The exit code once decided. Guarded by `lock`.
    private var code: Int32?
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)

    /// Decides the exit code (later calls are ignored).
    func signal(_ exitCode: Int32) {
        lock.lock()
        let first = code == nil
        if first { code = exitCode }
        lock.unlock()
        if first { semaphore.signal() }
    }

    /// Blocks until a code is signalled and returns it.
    func wait() -> Int32 {
        semaphore.wait()
        lock.lock()
        defer { lock.unlock() }
        return code ?? 1
    }
}
