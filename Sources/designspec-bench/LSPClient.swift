import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax

/// A server started over a child process's stdio, driven through `LanguageClient` and measured:
/// the shared client frames, matches responses, time-stamps arrivals on its reader thread (decoding
/// off it, notifications only when a waiter looks at them) and answers the server's requests with
/// null; this type adds when each message was written, and the process's memory.
final class LSPClient: Sendable {
    /// An incoming message and when its last byte arrived.
    typealias Incoming = MessageInbox.Received

    /// How the server wants document changes: the whole text, or only the edited range.
    enum SyncKind {
        case full
        case incremental
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let client: LanguageClient
    /// The next request id.
    private let nextID = Locked(1)

    /// Process id of the server.
    var pid: Int32 { process.processIdentifier }

    /// Starts `command` (a server speaking LSP on stdio).
    init(command: ServerCommand, debounceMilliseconds: Int) throws {
        process.executableURL = URL(fileURLWithPath: command.executable)
        process.arguments = command.arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DESIGNSPEC_DEBOUNCE_MS"] = String(debounceMilliseconds)
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        client = LanguageClient(inbox: MessageInbox(reading: output.fileHandleForReading)) { [input] body in
            input.fileHandleForWriting.write(MessageWriter.frame(body))
        }
        client.answerEveryServerRequest(with: JSONValue.null)
    }

    /// Nanoseconds on a monotonic clock (the clock of arrival times).
    static func now() -> UInt64 { MessageInbox.now() }

    /// Sends a request; returns its id and the moment its first byte was written.
    @discardableResult
    func request<Request: LSPRequest>(_ request: Request) -> (id: Int, sent: UInt64) {
        let id = nextID.withLock { next in
            defer { next += 1 }
            return next
        }
        let sent = send(LanguageClient.body(of: request, id: .number(id)))
        return (id, sent)
    }

    /// Sends a notification; returns the moment its first byte was written (encoding excluded).
    @discardableResult
    func notify<Notification: LSPNotification>(_ notification: Notification) -> UInt64 {
        send(LanguageClient.body(of: notification))
    }

    /// Waits for the response to request `id`.
    func response(to id: Int, timeout: TimeInterval = 120) throws -> Incoming {
        guard let response = client.inbox.response(to: .number(id), timeout: timeout) else {
            throw BenchError("no response to request \(id) within \(Int(timeout)) s")
        }
        return response
    }

    /// Waits for a notification of type `Notification` matching `predicate` that arrived at or after
    /// `notBefore`; notifications before it are dropped.
    func notification<Notification: LSPNotification>(
        _ notification: Notification.Type, after notBefore: UInt64, timeout: TimeInterval = 300, where predicate: (JSONValue) -> Bool
    ) throws -> Incoming {
        guard
            let received = client.inbox.latestNotification(
                Notification.self, arrivedAtOrAfter: notBefore, timeout: timeout, where: predicate)
        else { throw BenchError("timed out after \(Int(timeout)) s waiting for \(Notification.method)") }
        return received
    }

    /// Forgets every notification received so far (the soak ignores diagnostics).
    func discardNotifications() {
        client.inbox.discardNotifications()
    }

    /// Resident set size of the server from /proc, in MiB: `VmHWM` (peak) or `VmRSS` (now).
    func memoryMiB(peak: Bool) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return .nan }
        let key = peak ? "VmHWM:" : "VmRSS:"
        for line in status.split(separator: "\n") where line.hasPrefix(key) {
            return (line.split(separator: " ").compactMap { Double($0) }.first ?? .nan) / 1024
        }
        return .nan
    }

    /// Sends shutdown and exit, then waits for the process (killing it if it does not exit).
    func stop() {
        let shutdown = request(ShutdownRequest())
        _ = try? response(to: shutdown.id, timeout: 10)
        notify(ExitNotification())
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Frames and writes `body`; returns the moment its first byte was written.
    private func send(_ body: Data) -> UInt64 {
        let frame = MessageWriter.frame(body)
        let sent = Self.now()
        input.fileHandleForWriting.write(frame)
        return sent
    }
}

/// How to start a language server.
struct ServerCommand {
    /// Name in the figures table.
    let name: String
    let executable: String
    let arguments: [String]
    /// Whether the server is a designspec binary (it is sent the `designspec` language id).
    var isDesignspec = false

    /// The designspec binary at `path`, run as `path lsp`, named `name` in the table.
    static func designspec(_ path: String, name: String = "designspec") -> ServerCommand {
        ServerCommand(name: name, executable: path, arguments: ["lsp"], isDesignspec: true)
    }

    /// A shell command line, run with `sh -c 'exec …'` so the measured process is the server itself.
    static func shell(_ commandLine: String, name: String) -> ServerCommand {
        ServerCommand(name: name, executable: "/bin/sh", arguments: ["-c", "exec \(commandLine)"])
    }
}

/// A benchmark failure with a message.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
