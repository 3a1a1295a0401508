import Foundation

/// A minimal LSP client over a child process's stdio: frames messages, matches responses to
/// requests, and records notifications with their arrival times.
final class LSPClient: @unchecked Sendable {
    /// An incoming message and when it arrived.
    struct Incoming {
        let message: [String: Any]
        let arrival: UInt64
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var responses: [Int: Incoming] = [:]
    private var notifications: [Incoming] = []
    private var buffer = Data()
    private var closed = false
    private var nextID = 1

    /// Process id of the server.
    var pid: Int32 { process.processIdentifier }

    init(serverPath: String, debounceMilliseconds: Int) throws {
        process.executableURL = URL(fileURLWithPath: serverPath)
        process.arguments = ["lsp"]
        var environment = ProcessInfo.processInfo.environment
        environment["DESIGNSPEC_DEBOUNCE_MS"] = String(debounceMilliseconds)
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.receive(handle.availableData)
        }
        try process.run()
    }

    /// Nanoseconds on a monotonic clock.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: Any) -> Int {
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return id
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Waits for the response to request `id`.
    func response(to id: Int, timeout: TimeInterval = 60) throws -> Incoming {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while responses[id] == nil {
            if closed || !condition.wait(until: deadline) { throw BenchError("no response to request \(id)") }
        }
        return responses.removeValue(forKey: id) ?? Incoming(message: [:], arrival: 0)
    }

    /// Waits for a notification matching `predicate` that arrived after `notBefore`.
    func notification(after notBefore: UInt64, timeout: TimeInterval = 120, where predicate: ([String: Any]) -> Bool) throws -> Incoming {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = notifications.firstIndex(where: { $0.arrival >= notBefore && predicate($0.message) }) {
                let found = notifications[index]
                notifications.removeSubrange(...index)
                return found
            }
            if closed || !condition.wait(until: deadline) { throw BenchError("timed out waiting for a notification") }
        }
    }

    /// Sends shutdown and exit, then waits for the process.
    func stop() {
        let id = request("shutdown", NSNull())
        _ = try? response(to: id, timeout: 10)
        notify("exit", NSNull())
        process.waitUntilExit()
    }

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        var frame = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(body)
        input.fileHandleForWriting.write(frame)
    }

    private func receive(_ data: Data) {
        let arrival = Self.now()
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        if data.isEmpty {
            closed = true
            output.fileHandleForReading.readabilityHandler = nil
            return
        }
        buffer.append(data)
        while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                let length = Int(lengthLine.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
            else {
                buffer.removeAll()
                return
            }
            let bodyStart = headerEnd.upperBound
            guard buffer.distance(from: bodyStart, to: buffer.endIndex) >= length else { return }
            let bodyEnd = buffer.index(bodyStart, offsetBy: length)
            let body = buffer[bodyStart..<bodyEnd]
            buffer = Data(buffer[bodyEnd...])
            guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { continue }
            if let id = message["id"] as? Int, message["method"] == nil {
                responses[id] = Incoming(message: message, arrival: arrival)
            } else if message["id"] == nil {
                notifications.append(Incoming(message: message, arrival: arrival))
            }
        }
    }
}

/// A benchmark failure with a message.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
