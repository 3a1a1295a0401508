import Foundation
import LanguageServerProtocol
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the language server over a pair of byte streams (stdin/stdout for `designspec lsp`).
public enum LanguageServerMain {
    /// Serves LSP on `input`/`output` until `exit`, end of input, or the client process is gone.
    ///
    /// - Returns: the process exit code: 0 for `exit` after `shutdown`, 1 otherwise.
    public static func run(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a closed client pipe must surface as a write error, not kill the server
        MemoryPolicy.apply()  // before the threads start
        let exitSignal = ExitSignal()
        let writer = MessageWriter(output: output)
        let server = LanguageServer(
            writer: writer,
            environment: ProcessInfo.processInfo.environment,
            onExit: { exitSignal.signal($0) }
        )
        let fileDescriptor = input.fileDescriptor
        let reader = Thread {
            readMessages(from: fileDescriptor, into: server)
        }
        reader.name = "designspec.lsp.reader"
        reader.start()
        let code = exitSignal.wait()
        // Replies already handed over (such as the answer to `shutdown`) reach the client whole, and
        // nothing handed over later (a worker finishing meanwhile) begins a frame the exit would cut;
        // a client that stopped reading does not keep the process alive.
        if !writer.close(timeout: .now() + exitDrainTimeout) {
            ServerLog.log("the client did not read the last messages within \(exitDrainTimeout); exiting anyway")
        }
        return code
    }

    /// How long the exit waits for queued messages to be written.
    static let exitDrainTimeout = DispatchTimeInterval.seconds(2)

    /// The reader loop: blocking reads, framing, classification, hand-off in arrival order.
    private static func readMessages(from fileDescriptor: Int32, into server: LanguageServer) {
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for event in framer.feed(chunk[0..<count]) {
                switch event {
                case .message(let body):
                    server.receive(IncomingMessage(body: body))
                case .malformed(let reason):
                    server.receiveMalformedFrame(reason)
                }
            }
        }
        server.inputEnded(truncatedFrame: framer.hasPartialFrame)
    }
}
