import Foundation
import LanguageServerProtocol

/// The client requests not yet answered, so that `$/cancelRequest` can overtake the queue.
///
/// Thread-safe (`lock`). Whoever claims a request first answers it: the handler with its result, or
/// the cancellation with `RequestCancelled`; the other side's answer is dropped.
final class RequestTracker: @unchecked Sendable {
    /// Ids of requests received and not yet answered. Guarded by `lock`.
    private var pending: Set<RequestID> = []
    private let lock = NSLock()

    /// Records a request as received (called on the reader thread, before it is queued).
    func register(_ id: RequestID) {
        lock.lock()
        defer { lock.unlock() }
        pending.insert(id)
    }

    /// Claims the right to answer `id`; false when it was cancelled or already answered.
    func claim(_ id: RequestID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.remove(id) != nil
    }

    /// Whether `id` still waits for an answer (workers check this to skip cancelled work).
    func isPending(_ id: RequestID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.contains(id)
    }
}
