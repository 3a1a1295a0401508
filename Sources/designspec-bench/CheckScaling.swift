import Foundation

/// Times `designspec check PATH` (output discarded) pinned with `taskset` to one CPU and to two,
/// alternating the two configurations, and reports the median wall times and their ratio.
struct CheckScaling {
    let serverPath: String
    let path: String
    let runs: Int

    func run() throws -> String {
        let configurations = ["0", "0,1"]
        var wall: [String: [Double]] = [:]
        var status: Int32 = 0
        for _ in 0..<runs {
            for cpus in configurations {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
                process.arguments = ["-c", cpus, serverPath, "check", path]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                let start = LSPClient.now()
                try process.run()
                process.waitUntilExit()
                wall[cpus, default: []].append(Figures.milliseconds(from: start, to: LSPClient.now()))
                status = process.terminationStatus
            }
        }
        guard status <= 1 else { throw BenchError("`designspec check \(path)` exited with \(status)") }
        let one = Figures.percentile(wall["0"] ?? [], 0.5)
        let two = Figures.percentile(wall["0,1"] ?? [], 0.5)
        return """
            | `designspec check \(path)` | wall time, median of \(runs) |
            |---|---|
            | 1 core (`taskset -c 0`) | \(Figures.duration(one)) |
            | 2 cores (`taskset -c 0,1`) | \(Figures.duration(two)) |
            | speed-up | \(String(format: "%.2f×", one / two)) |
            """
    }
}
