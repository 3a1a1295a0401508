import Foundation
import LanguageServerProtocol
import SpecFoundation

/// The client requests not yet answered, so that `$/cancelRequest` can overtake the queue.
///
/// Thread-safe (`pending` is `Locked`). Whoever claims a request first answers it: the handler with
/// its result, or the cancellation with `RequestCancelled`; the other side's answer is dropped. A
/// keystroke's request (completion, hover, resolve) holds `keystrokeGate` from its arrival until its answer is
/// handed to the writer, so whole-document work steps aside meanwhile.
final class RequestTracker: Sendable {
    /// Ids of requests received and not yet answered, each with whether it holds `keystrokeGate`.
    private let pending = Locked<[RequestID: Bool]>([:])
    /// What whole-document work waits at while a keystroke's request is unanswered.
    let keystrokeGate: KeystrokeGate

    /// A tracker whose keystroke requests hold `keystrokeGate`.
    init(keystrokeGate: KeystrokeGate) {
        self.keystrokeGate = keystrokeGate
    }

    /// Records a request as received (called on the reader thread, before it is queued); a keystroke's
    /// request enters the gate.
    func register(_ id: RequestID, isKeystroke: Bool) {
        // A reused id (which the protocol forbids) replaces the earlier entry, holding the gate once.
        let earlier = pending.withLock { $0.updateValue(isKeystroke, forKey: id) } ?? false
        if isKeystroke, !earlier { keystrokeGate.enter() }
        if earlier, !isKeystroke { keystrokeGate.leave() }
    }

    /// Claims the right to answer `id` and, if it was still unanswered, runs `send` (which hands the
    /// answer to the writer) and then lets whole-document work go on; returns whether `send` ran.
    @discardableResult
    func answer(_ id: RequestID, _ send: () -> Void) -> Bool {
        guard let heldGate = pending.withLock({ $0.removeValue(forKey: id) }) else { return false }
        send()
        if heldGate { keystrokeGate.leave() }
        return true
    }

    /// Runs `send` if `id` still waits for an answer, holding the lock meanwhile, so that what `send`
    /// writes cannot follow the request's answer (partial results must precede it); returns whether it ran.
    /// `send` should only queue messages (`MessageWriter.Delivery.queued`): `register` and `answer` wait for it.
    @discardableResult
    func whilePending(_ id: RequestID, _ send: () -> Void) -> Bool {
        pending.withLock { pending in
            guard pending[id] != nil else { return false }
            send()
            return true
        }
    }

    /// Whether `id` still waits for an answer (workers check this to skip cancelled work).
    func isPending(_ id: RequestID) -> Bool {
        pending.withLock { $0[id] != nil }
    }
}
