// designspec-bench: drives the real `designspec lsp` binary over stdio and prints latencies and memory.
//
// Usage: swift run -c release designspec-bench [--server PATH] [--sizes 100k,1m,10m] [--iterations N]
// The server defaults to the `designspec` executable next to this one (build both with -c release).

import Foundation

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
guard let options else {
    FileHandle.standardError.write(Data(BenchOptions.usage.utf8))
    exit(2)
}
if options.showHelp {
    print(BenchOptions.usage)
    exit(0)
}
guard FileManager.default.isExecutableFile(atPath: options.serverPath) else {
    FileHandle.standardError.write(Data("designspec-bench: no executable at \(options.serverPath); build it with `swift build -c release` or pass --server\n".utf8))
    exit(2)
}
print("designspec-bench — server: \(options.serverPath), iterations: \(options.iterations), diagnostics debounce: \(options.debounceMilliseconds) ms")
print("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; times in milliseconds")
var failures = 0
for size in options.sizes {
    do {
        let report = try BenchRun(serverPath: options.serverPath, targetBytes: size.bytes, iterations: options.iterations, debounceMilliseconds: options.debounceMilliseconds).run()
        print(report.formatted(label: size.label))
    } catch {
        failures += 1
        print("\(size.label): FAILED — \(error)")
    }
}
exit(failures == 0 ? 0 : 1)
