import Foundation
import SpecFoundation

/// Carries the server's exit code from whichever thread decides it to the thread waiting in `run`.
///
/// Thread-safe; the first code signalled wins.
final class ExitSignal: Sendable {
    /// The exit code once decided.
    private let code = Locked<Int32?>(nil)
    private let semaphore = DispatchSemaphore(value: 0)

    /// Decides the exit code (later calls are ignored).
    func signal(_ exitCode: Int32) {
        let first = code.withLock { code in
            guard code == nil else { return false }
            code = exitCode
            return true
        }
        if first { semaphore.signal() }
    }

    /// Blocks until a code is signalled and returns it.
    func wait() -> Int32 {
        semaphore.wait()
        return code.current ?? 1
    }
}
