import Foundation
import LanguageServerProtocol
import SpecFoundation

/// The client requests not yet answered, so that `$/cancelRequest` can overtake the queue.
///
/// Thread-safe (`pending` is `Locked`). Whoever claims a request first answers it: the handler with
/// its result, or the cancellation with `RequestCancelled`; the other side's answer is dropped.
final class RequestTracker: Sendable {
    /// Ids of requests received and not yet answered.
    private let pending = Locked<Set<RequestID>>([])

    /// Records a request as received (called on the reader thread, before it is queued).
    func register(_ id: RequestID) {
        pending.withLock { _ = $0.insert(id) }
    }

    /// Claims the right to answer `id`; false when it was cancelled or already answered.
    func claim(_ id: RequestID) -> Bool {
        pending.withLock { $0.remove(id) != nil }
    }

    /// Runs `send` if `id` still waits for an answer, holding the lock meanwhile, so that what `send`
    /// writes cannot follow the request's answer (partial results must precede it); returns whether it ran.
    /// `send` should only queue messages (`MessageWriter.Delivery.queued`): `register` and `claim` wait for it.
    @discardableResult
    func whilePending(_ id: RequestID, _ send: () -> Void) -> Bool {
        pending.withLock { pending in
            guard pending.contains(id) else { return false }
            send()
            return true
        }
    }

    /// Whether `id` still waits for an answer (workers check this to skip cancelled work).
    func isPending(_ id: RequestID) -> Bool {
        pending.withLock { $0.contains(id) }
    }
}
