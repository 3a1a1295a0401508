import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax

/// A minimal LSP client over a child process's stdio: frames messages, matches responses to
/// requests, and records notifications with their arrival times.
///
/// A reader thread only frames and time-stamps messages; parsing happens on a separate queue, so a
/// large diagnostics message being decoded never delays the arrival time of the next one.
/// Notifications are kept as raw bodies and decoded only when a waiter looks at them.
final class LSPClient: Sendable {
    /// An incoming message and when its last byte arrived.
    struct Incoming {
        let message: JSONValue
        let arrival: UInt64
    }

    /// How the server wants document changes: the whole text, or only the edited range.
    enum SyncKind {
        case full
        case incremental
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let decoding = DispatchQueue(label: "designspec-bench.decoding")
    /// What arrived and was not yet taken; waiters wake on each change.
    private let inbox = ConditionLocked(Inbox())

    private struct Inbox {
        var responses: [Int: Incoming] = [:]
        var notifications: [(method: String, body: Data, arrival: UInt64)] = []
        var closed = false
        var nextID = 1
    }

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
        let handle = output.fileHandleForReading
        let thread = Thread { [self] in readLoop(handle) }
        thread.start()
    }

    /// Nanoseconds on a monotonic clock.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Sends a request; returns its id and the moment its first byte was written.
    @discardableResult
    func request<Request: LSPRequest>(_ request: Request) -> (id: Int, sent: UInt64) {
        let id = inbox.withLock { inbox in
            defer { inbox.nextID += 1 }
            return inbox.nextID
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
        let deadline = Date().addingTimeInterval(timeout)
        let response: Incoming?? = inbox.wait(until: deadline) { inbox in
            if let response = inbox.responses.removeValue(forKey: id) { return .some(response) }
            return inbox.closed ? .some(nil) : nil
        }
        guard let response = response ?? nil else { throw BenchError("no response to request \(id) within \(Int(timeout)) s") }
        return response
    }

    /// Waits for a `method` notification matching `predicate` that arrived at or after `notBefore`;
    /// notifications before it are dropped.
    func notification(_ method: String, after notBefore: UInt64, timeout: TimeInterval = 300, where predicate: (JSONValue) -> Bool) throws
        -> Incoming
    {
        let deadline = Date().addingTimeInterval(timeout)
        var examined = 0
        let found: Incoming?? = inbox.wait(until: deadline) { inbox in
            while examined < inbox.notifications.count {
                let candidate = inbox.notifications[examined]
                examined += 1
                guard candidate.method == method, candidate.arrival >= notBefore,
                    let message = try? JSONDecoder().decode(JSONValue.self, from: candidate.body), predicate(message)
                else { continue }
                inbox.notifications.removeSubrange(..<examined)
                return .some(Incoming(message: message, arrival: candidate.arrival))
            }
            return inbox.closed ? .some(nil) : nil
        }
        guard let found = found ?? nil else { throw BenchError("timed out after \(Int(timeout)) s waiting for \(method)") }
        return found
    }

    /// Forgets every notification received so far (the soak ignores diagnostics).
    func discardNotifications() {
        inbox.withLock { $0.notifications.removeAll(keepingCapacity: true) }
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

    private func send(_ body: Data) -> UInt64 {
        let frame = MessageWriter.frame(body)
        let sent = Self.now()
        input.fileHandleForWriting.write(frame)
        return sent
    }

    private func readLoop(_ handle: FileHandle) {
        var framer = MessageFramer()
        while true {
            let data = handle.availableData
            let arrival = Self.now()
            if data.isEmpty { break }
            for case .message(let body) in framer.feed(data) {
                decoding.async { [self] in accept(Data(body), arrival: arrival) }
            }
        }
        decoding.async { [inbox] in
            inbox.change { $0.closed = true }
        }
    }

    private func accept(_ body: Data, arrival: UInt64) {
        let header = TopLevelKeys(body)
        if let method = header.method {
            if header.hasID {
                answerServerRequest(body)
            } else {
                inbox.change { $0.notifications.append((method, body, arrival)) }
            }
            return
        }
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: body), let id = message["id"]?.intValue else { return }
        inbox.change { $0.responses[id] = Incoming(message: message, arrival: arrival) }
    }

    /// Answers a request from the server (configuration, refresh) with a null result.
    private func answerServerRequest(_ body: Data) {
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: body), let idValue = message["id"],
            let id = try? JSONDecoder().decode(RequestID.self, from: JSONEncoder().encode(idValue))
        else { return }
        _ = send(LanguageClient.responseBody(to: id, result: JSONValue.null))
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

/// The `method` and presence of `id` among a JSON-RPC message's top-level keys, found without
/// decoding the whole message: values are skipped, and the scan stops at a diagnostics
/// notification's `method` (its large `params` are never scanned).
struct TopLevelKeys {
    private(set) var method: String?
    private(set) var hasID = false

    init(_ body: Data) {
        let bytes = [UInt8](body)
        var index = 0
        func skipSpace() { while index < bytes.count, [32, 9, 10, 13].contains(bytes[index]) { index += 1 } }
        func readString() -> String {
            index += 1
            let begin = index
            while index < bytes.count, bytes[index] != 34 { index += bytes[index] == 92 ? 2 : 1 }
            let text = String(decoding: bytes[begin..<min(index, bytes.count)], as: UTF8.self)
            index += 1
            return text
        }
        func skipValue() {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case 34: _ = readString(); if depth == 0 { return }; continue
                case 123, 91: depth += 1
                case 125, 93:
                    if depth == 0 { return }
                    depth -= 1
                    if depth == 0 { index += 1; return }
                case 44: if depth == 0 { return }
                default: break
                }
                index += 1
            }
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == 123 else { return }
        index += 1
        while index < bytes.count {
            skipSpace()
            guard index < bytes.count, bytes[index] == 34 else { return }
            let key = readString()
            skipSpace()
            index += 1  // the colon
            skipSpace()
            if key == "method", index < bytes.count, bytes[index] == 34 {
                method = readString()
                if method == "textDocument/publishDiagnostics" { return }
            } else {
                if key == "id" { hasID = true }
                skipValue()
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == 44 else { return }
            index += 1
        }
    }
}

/// A benchmark failure with a message.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
