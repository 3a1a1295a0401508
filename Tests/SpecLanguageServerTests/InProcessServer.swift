import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
@testable import SpecLanguageServer

/// A `LanguageServer` in this process, fed message bodies directly (as the reader thread does) and
/// read through a pipe, with the means to make races deterministic: holding its queue, and a
/// barrier request whose answer proves that everything written before it has arrived.
final class InProcessServer {
    let output = Pipe()
    let inbox: MessageInbox
    let server: LanguageServer
    /// The typed client: each body is handed to the server as the reader thread would.
    let client: LanguageClient
    private var barriers = 0

    init(environment: [String: String] = ["DESIGNSPEC_DEBOUNCE_MS": "0"]) {
        inbox = MessageInbox(reading: output.fileHandleForReading)
        let server = LanguageServer(
            writer: MessageWriter(output: output.fileHandleForWriting),
            environment: environment, onExit: { _ in })
        self.server = server
        client = LanguageClient(inbox: inbox) { body in server.receive(IncomingMessage(body: Array(body))) }
    }

    deinit {
        server.writer.flush()
        try? output.fileHandleForWriting.close()
    }

    /// Hands over a body exactly as written.
    func receive(body: String) {
        server.receive(IncomingMessage(body: Array(body.utf8)))
    }

    /// `initialize` and `initialized`.
    @discardableResult
    func initialize() -> InitializeResult? {
        try? client.initialize(InitializeParams())
    }

    /// Holds the server's serial queue until the returned semaphore is signalled.
    func holdQueue() -> DispatchSemaphore {
        Self.hold(server.queue)
    }

    /// Holds the rule-run queue (`diagnosticsQueue`) until the returned semaphore is signalled: no
    /// diagnostics are computed meanwhile.
    func holdDiagnosticsQueue() -> DispatchSemaphore {
        Self.hold(server.diagnosticsQueue)
    }

    /// Holds the concurrent `workers`, where read-only requests but completion and hover are computed,
    /// until the returned semaphore is signalled: a request handed to them meanwhile waits to begin.
    func holdWorkers() -> DispatchSemaphore {
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        server.workers.async(flags: .barrier) {
            held.signal()
            release.wait()
        }
        held.wait()
        return release
    }

    /// Holds every queue read-only requests are computed on (`workers` and `keystrokes`) until the
    /// returned hold is signalled.
    func holdRequestQueues() -> HeldQueues {
        HeldQueues(releases: [holdWorkers(), Self.hold(server.keystrokes)])
    }

    /// Queues held together; `signal()` releases them all.
    struct HeldQueues {
        let releases: [DispatchSemaphore]

        func signal() {
            for release in releases { release.signal() }
        }
    }

    /// Holds the queue published diagnostics are encoded and written on until the returned semaphore
    /// is signalled.
    func holdPublisher() -> DispatchSemaphore {
        Self.hold(server.publisher)
    }

    /// Holds `queue` until the returned semaphore is signalled; returns once the hold has begun.
    private static func hold(_ queue: DispatchQueue) -> DispatchSemaphore {
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        queue.async {
            held.signal()
            release.wait()
        }
        held.wait()
        return release
    }

    /// Waits until the work the server's queue has been given so far, and what it wrote, has reached
    /// the inbox: a request of an unknown method goes through the queue after that work and its
    /// answer is written after that work's output, so once it is here, so is everything before it.
    func barrier() {
        barriers += 1
        _ = client.response(to: client.post(BarrierRequest(), id: .string("barrier-\(barriers)")))
    }

    /// Like `barrier()`, after the computations running on the workers and the keystroke queue have
    /// finished (their answers are handed to the writer, or to the queue, before they finish).
    func barrierAfterWorkers() {
        server.workers.sync(flags: .barrier) {}
        server.keystrokes.sync {}
        barrier()
    }
}

/// A request of a method the server does not know: answered -32601 in queue order.
private struct BarrierRequest: LSPRequest {
    static let method = "designspec/barrier"
    typealias Result = JSONValue?
    var params = NoParams()
}
