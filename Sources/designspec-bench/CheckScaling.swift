import Foundation

/// Times `designspec check PATH` (output discarded) pinned with `taskset` to one CPU and to two,
/// alternating the two configurations, and reports the best and median wall times and their ratios
/// (on a shared machine the best run is the one least disturbed by other work).
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
        func row(_ label: String, _ cpus: String) -> String {
            let times = wall[cpus] ?? []
            return
                "| \(label) (`taskset -c \(cpus)`) | \(Figures.duration(times.min() ?? .nan)) | \(Figures.duration(Figures.percentile(times, 0.5))) |"
        }
        let best = { (cpus: String) in wall[cpus]?.min() ?? .nan }
        let median = { (cpus: String) in Figures.percentile(wall[cpus] ?? [], 0.5) }
        return """
            | `designspec check \(path)`, \(runs) runs each | best | median |
            |---|---|---|
            \(row("1 core", "0"))
            \(row("2 cores", "0,1"))
            | speed-up | \(String(format: "%.2f×", best("0") / best("0,1"))) | \(String(format: "%.2f×", median("0") / median("0,1"))) |
            """
    }
}
