// designspec-bench: drives the real `designspec lsp` binary — and optionally a second language server —
// over stdio and prints latencies and memory side by side as a Markdown table; also generates spec
// folders and times `designspec check` on one core and two.
//
// Usage: swift run -c release designspec-bench [--soak | --first-hover | …] [--peer COMMAND] (see --help)
// The server defaults to the `designspec` executable next to this one (build both with -c release).

import Foundation

guard let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data(BenchOptions.usage.utf8))
    exit(2)
}
if options.showHelp {
    print(BenchOptions.usage)
    exit(0)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("designspec-bench: \(message)\n".utf8))
    exit(1)
}

if case .generateSpecs(let directory) = options.mode {
    do {
        let total = try SpecGenerator.writeFolder(directory, count: options.specCount, bytes: options.sizes?.first?.bytes)
        print("wrote \(options.specCount) spec\(options.specCount == 1 ? "" : "s") (\(total) bytes) to \(directory)")
        exit(0)
    } catch {
        fail("cannot write specs to \(directory): \(error)")
    }
}
if case .generateWorkspace(let directory) = options.mode {
    do {
        let total = try SpecGenerator.writeWorkspace(URL(fileURLWithPath: directory), count: options.specCount)
        print("wrote a workspace of \(options.specCount) specs (\(total) bytes) to \(directory)")
        exit(0)
    } catch {
        fail("cannot write the workspace to \(directory): \(error)")
    }
}
if case .memoryBreakdown = options.mode {
    for size in options.effectiveSizes {
        print(MemoryBreakdown(bytes: size.bytes).run().markdown)
    }
    exit(0)
}
guard FileManager.default.isExecutableFile(atPath: options.serverPath) else {
    fail("no executable at \(options.serverPath); build it with `swift build -c release` or pass --server")
}
if case .checkScaling(let path) = options.mode {
    do {
        print(try CheckScaling(serverPath: options.serverPath, path: path, runs: options.runs).run())
        exit(0)
    } catch {
        fail("\(error)")
    }
}
if case .workspace(let count) = options.mode {
    do {
        print(
            "designspec-bench --workspace — \(ProcessInfo.processInfo.activeProcessorCount) cores, debounce \(options.debounceMilliseconds) ms"
        )
        print(try WorkspaceBench(options: options, count: count).run().markdown)
        exit(0)
    } catch {
        fail("\(error)")
    }
}
let growth = GrowthBench(options: options)
let growthPass: (() throws -> Figures)? =
    switch options.mode {
    case .oneLineIndex(let bytes): { try growth.oneLineIndex(bytes: bytes) }
    case .importWeb(let count): { try growth.importWeb(count: count) }
    case .suggestions(let count): { try growth.suggestions(count: count) }
    default: nil
    }
if let growthPass {
    do {
        print("designspec-bench — \(ProcessInfo.processInfo.activeProcessorCount) cores, debounce \(options.debounceMilliseconds) ms")
        print(try growthPass().markdown)
        exit(0)
    } catch {
        fail("\(error)")
    }
}
if options.peerCommand != nil, !FileManager.default.fileExists(atPath: options.schemaPath) {
    fail("no schema at \(options.schemaPath) for the peer; run from the package root or pass --schema")
}

print(
    "designspec-bench — \(ProcessInfo.processInfo.activeProcessorCount) cores, debounce \(options.debounceMilliseconds) ms, iterations \(options.iterations)"
)
let bench = BenchRun(options: options)
let figures = Figures()
var failures = 0
for server in options.servers {
    do {
        let message = try bench.validationCheck(server)
        figures.note("\(server.name) validates: `\"titleMode\": \"enormous\"` → “\(message)”")
    } catch {
        failures += 1
        figures.note("\(server.name): validation check FAILED — \(error)")
    }
}
for size in options.effectiveSizes {
    // One server at a time, so they never compete for the cores.
    for server in options.servers {
        do {
            switch options.mode {
            case .soak: try bench.soak(server, size: size, into: figures)
            case .firstHover: try bench.firstHover(server, size: size, into: figures)
            case .navigation: try bench.navigation(server, size: size, into: figures)
            default: try bench.editing(server, size: size, into: figures)
            }
        } catch {
            failures += 1
            figures.note("\(size.label), \(server.name): FAILED — \(error)")
        }
    }
}
print(figures.markdown)
exit(failures == 0 ? 0 : 1)
