import Dispatch

/// A value that only one serial `DispatchQueue` touches: every read and change checks that it runs
/// on that queue (`dispatchPrecondition`, a thread-local lookup that traps off the queue, in release
/// builds too), so the owner of queue-confined state can be plainly `Sendable`.
///
/// For state a serial queue owns (the language server's lifecycle and open documents, what its
/// publisher queue published); state shared between threads goes in `Locked` instead.
public final class QueueConfined<Value>: @unchecked Sendable {
    // `stored` is only touched on `queue`, which is serial: every access below checks it. Inlinable,
    // so the server's queue state costs no call (and no coroutine frame) per access.
    @usableFromInline var stored: Value
    /// The one queue allowed to touch the value.
    public let queue: DispatchQueue

    /// `value`, confined to `queue` (a serial queue).
    public init(_ value: Value, on queue: DispatchQueue) {
        stored = value
        self.queue = queue
    }

    /// The value, read or changed in place; traps unless called on `queue`.
    @inlinable
    public var value: Value {
        _read {
            dispatchPrecondition(condition: .onQueue(queue))
            yield stored
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(queue))
            yield &stored
        }
    }
}
