import Foundation
import LanguageServerProtocol
import LanguageServerTestSupport
import SpecFoundation
import SpecSyntax
import XCTest
@testable import SpecLanguageServer

/// The `designspec` executable is not next to the test bundle and `DESIGNSPEC_BIN` is not set.
struct BinaryNotFound: Error, CustomStringConvertible {
    var description: String { "designspec binary not found next to the test bundle; run swift build first or set DESIGNSPEC_BIN" }
}

/// The built `designspec lsp` binary, spawned and spoken to over its stdin/stdout.
final class ServerProcess {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// The server's output, read from the first use on (so a test can leave stdout unread for a while).
    private(set) lazy var inbox = MessageInbox(reading: output.fileHandleForReading)
    /// The typed client over stdin and `inbox`.
    private(set) lazy var client = LanguageClient(inbox: inbox) { [input] body in
        input.fileHandleForWriting.write(MessageWriter.frame(body))
    }

    /// The `designspec` executable next to the test bundle (or `DESIGNSPEC_BIN`).
    static func binaryURL() -> URL? {
        if let path = ProcessInfo.processInfo.environment["DESIGNSPEC_BIN"] { return URL(fileURLWithPath: path) }
        let directories = [
            Bundle(for: ServerProcess.self).bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        ]
        return directories.map { $0.appendingPathComponent("designspec") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The server's stderr (its log), when the test asked to keep it.
    private var log: URL?

    init(environment extra: [String: String] = ["DESIGNSPEC_DEBOUNCE_MS": "0"], readsOutput: Bool = true, keepsLog: Bool = false) throws {
        guard let binary = Self.binaryURL() else { throw BinaryNotFound() }
        process.executableURL = binary
        process.arguments = ["lsp"]
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        process.standardInput = input
        process.standardOutput = output
        if keepsLog {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("designspec-lsp-\(UUID().uuidString).log")
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: url)
            log = url
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        if readsOutput { _ = inbox }
    }

    deinit {
        if process.isRunning { process.terminate() }
        if let log { try? FileManager.default.removeItem(at: log) }
    }

    /// What the server has logged so far (empty unless created with `keepsLog`).
    func logText() -> String {
        guard let log, let data = try? Data(contentsOf: log) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The server's stdin, for writing from another thread.
    var standardInput: FileHandle { input.fileHandleForWriting }

    /// Writes raw bytes to the server's stdin.
    func write(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    /// Sends a typed request and waits for the whole response message (nil on timeout).
    func request<Request: LSPRequest>(_ request: Request) -> JSONValue? {
        client.response(request)
    }

    /// Sends a typed notification.
    func notify<Notification: LSPNotification>(_ notification: Notification) {
        client.notify(notification)
    }

    /// Waits for the response to `id`.
    func response(to id: JSONValue, timeout: TimeInterval = 10) -> JSONValue? {
        inbox.take(timeout: timeout) { $0["id"] == id && $0["method"] == nil }
    }

    /// Waits for a notification of type `Notification` whose whole message matches `predicate`.
    func notification<Notification: LSPNotification>(
        _ notification: Notification.Type, timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool = { _ in true }
    ) -> JSONValue? {
        client.notificationMessage(Notification.self, timeout: timeout, where: predicate)
    }

    /// `initialize` with `capabilities` (and the workspace folders at `folders`, absolute paths), then
    /// `initialized`; returns the initialize result.
    @discardableResult
    func initialize(
        capabilities: ClientCapabilities = ClientCapabilities(), options: JSONValue? = nil,
        folders: [String]? = nil
    ) -> InitializeResult? {
        let params = InitializeParams(
            processId: Int(ProcessInfo.processInfo.processIdentifier), capabilities: capabilities, initializationOptions: options,
            workspaceFolders: folders.map { paths in
                paths.map { WorkspaceFolder(uri: URL(fileURLWithPath: $0).absoluteString, name: ($0 as NSString).lastPathComponent) }
            })
        return try? client.initialize(params)
    }

    /// Closes the server's stdin.
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits for the process to end and returns its exit status (nil on timeout).
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }
}
