import Foundation

/// Command-line options of `designspec-bench`.
struct BenchOptions {
    /// A spec size to generate.
    struct Size {
        let label: String
        let bytes: Int
    }

    /// What the run measures.
    enum Mode {
        /// Open, edits, completion and hover on each of `sizes`.
        case editing
        /// Hover issued right after opening (and right after a 1-character edit) on each of `sizes`.
        case firstHover
        /// `soakEdits` single-character edits to one spec of `sizes[0]`, completion every 10 edits.
        case soak
        /// Definition, references, inlay hints, hover, rename and formatting on a settled document.
        case navigation
        /// Writes `specCount` generated specs into a folder and exits.
        case generateSpecs(directory: String)
        /// Writes a generated workspace of `specCount` specs (a tokens file, feature specs importing it) and exits.
        case generateWorkspace(directory: String)
        /// `designspec check` over a folder on one core and on two.
        case checkScaling(directory: String)
        /// A generated workspace of `count` specs: time to index it, RSS, completion and hover meanwhile.
        case workspace(count: Int)
        /// A spec of `bytes` on one line indexed by the server: its RSS (`GrowthBench`).
        case oneLineIndex(bytes: Int)
        /// `count` specs importing each other: `check`, and an edit in the server (`GrowthBench`).
        case importWeb(count: Int)
        /// `count` tokens and `count` misspelled references: `check`, and opening it (`GrowthBench`).
        case suggestions(count: Int)
        /// The heap each layer of one analysed version takes, in this process (`MemoryBreakdown`).
        case memoryBreakdown
    }

    static let usage = """
        Usage: designspec-bench [MODE] [OPTIONS]
        Modes (default: the editing figures):
          (none)                   open, edit → diagnostics, completion and hover (warm and right after
                                   an edit) on each size
          --first-hover            hover right after opening, and right after a 1-character edit
          --soak                   single-character edits with completion every 10 edits; p95, worst
                                   1,000-edit window, RSS at start and end (default 20,000 edits, 250k)
          --navigation             definition, references, hover and inlay hints (100 lines) on a token
                                   use, rename of that token and formatting of the whole document
          --generate-specs DIR     write --count generated specs (default 1000) into DIR and exit
          --generate-workspace DIR write a workspace of --count specs (default 1000: a tokens file and
                                   feature specs importing it, as --workspace uses) into DIR and exit
          --check-scaling DIR      time `designspec check DIR` pinned to CPU 0 and to CPUs 0,1 (taskset)
          --workspace N            a workspace folder of N specs (a tokens file, N-1 feature specs
                                   importing it): initialized → end of the server's indexing progress,
                                   RSS, completion and hover on an open spec while indexing and after
                                   it, workspace symbols, references and rename of a shared token,
                                   workspace/diagnostic of every spec, an edit of the tokens file
          --one-line-index SIZE    a spec of SIZE (e.g. 230k) written on one line, the server's workspace
                                   folder: RSS before and after indexing it, and after opening it
          --import-web N           N specs that each import all the others: `designspec check` on the
                                   folder (--runs), and an edit of one open spec → its diagnostics
          --suggestions N          one spec with N color tokens and N misspelled uses of them (each a
                                   "did you mean"): `designspec check` on it (--runs), and opening it
          --memory-breakdown       in this process, no server: the heap the text, line index, syntax
                                   tree, model and diagnostics of a spec of each size take, and the next
                                   version after an edit (default 10m)
        Options:
          --server PATH     the designspec binary (default: next to this executable)
          --baseline PATH   another designspec binary (the last release, or main before a change), run
                            as `PATH lsp` and measured the same way in the same run, its column beside
                            this build's: what a change does to every path, in one command
          --peer COMMAND    a second language server, a shell command line, measured the same way and
                            printed side by side (e.g. "node …/jsonServerMain.js --stdio")
          --peer-name NAME  its name in the table (default: peer)
          --schema PATH     the JSON Schema for the peer (default Schemas/design-spec.schema.json); it is
                            copied next to the generated spec, which names it in `$schema`, and sent in
                            the `json.schemas` setting
          --sizes LIST      spec sizes: numbers with k or m suffix (default 1m,10m; --first-hover 50m;
                            --soak 250k)
          --iterations N    requests per latency figure (default 200)
          --soak-edits N    edits in the soak (default 20000)
          --count N         specs for --generate-specs (default 1000)
          --runs N          runs of each --check-scaling configuration, median reported (default 3)
          --time-limit S    each server's pass stops taking samples after S seconds (default 600)
          --full-sync       send designspec the whole text on every change, as clients without
                            incremental sync do (a full-sync peer always gets the whole text)
          --debounce-ms N   the server's diagnostics debounce (default 0, so edit → diagnostics is
                            measured without waiting; editors run with the server's default, 150)
        """

    var mode = Mode.editing
    var serverPath: String
    var peerCommand: String?
    /// A second designspec binary measured beside `serverPath` (`--baseline`).
    var baselinePath: String?
    var peerName = "peer"
    var schemaPath = "Schemas/design-spec.schema.json"
    var sizes: [Size]?
    var iterations = 200
    var soakEdits = 20_000
    var specCount = 1_000
    var runs = 3
    var timeLimitSeconds = 600.0
    var debounceMilliseconds = 0
    var fullSync = false
    var showHelp = false

    /// The sizes to run, defaulting by mode.
    var effectiveSizes: [Size] {
        if let sizes { return sizes }
        switch mode {
        case .firstHover: return [Size(label: "50 MB", bytes: 50_000_000)]
        case .memoryBreakdown: return [Size(label: "10 MB", bytes: 10_000_000)]
        case .soak: return [Size(label: "250 KB", bytes: 250_000)]
        default: return [Size(label: "1 MB", bytes: 1_000_000), Size(label: "10 MB", bytes: 10_000_000)]
        }
    }

    /// The servers to measure: designspec first, then the baseline binary, then the peer.
    var servers: [ServerCommand] {
        [ServerCommand.designspec(serverPath)]
            + (baselinePath.map { [ServerCommand.designspec($0, name: "baseline")] } ?? [])
            + (peerCommand.map { [ServerCommand.shell($0, name: peerName)] } ?? [])
    }

    init?(arguments: [String]) {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "designspec-bench").resolvingSymlinksInPath()
        serverPath = executable.deletingLastPathComponent().appendingPathComponent("designspec").path
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            func positive(_ text: String?) -> Int? { text.flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } }
            switch argument {
            case "--help", "-h":
                showHelp = true
                index += 1
                continue
            case "--first-hover":
                mode = .firstHover
                index += 1
                continue
            case "--soak":
                mode = .soak
                index += 1
                continue
            case "--navigation":
                mode = .navigation
                index += 1
                continue
            case "--memory-breakdown":
                mode = .memoryBreakdown
                index += 1
                continue
            case "--full-sync":
                fullSync = true
                index += 1
                continue
            default:
                break
            }
            guard let value else { return nil }
            switch argument {
            case "--generate-specs": mode = .generateSpecs(directory: value)
            case "--generate-workspace": mode = .generateWorkspace(directory: value)
            case "--check-scaling": mode = .checkScaling(directory: value)
            case "--workspace":
                guard let count = positive(value) else { return nil }
                mode = .workspace(count: count)
            case "--one-line-index":
                guard let size = Self.parseSize(value) else { return nil }
                mode = .oneLineIndex(bytes: size.bytes)
            case "--import-web":
                guard let count = positive(value) else { return nil }
                mode = .importWeb(count: count)
            case "--suggestions":
                guard let count = positive(value) else { return nil }
                mode = .suggestions(count: count)
            case "--server": serverPath = value
            case "--peer": peerCommand = value
            case "--baseline": baselinePath = value
            case "--peer-name": peerName = value
            case "--schema": schemaPath = value
            case "--debounce-ms":
                guard let milliseconds = Int(value), milliseconds >= 0 else { return nil }
                debounceMilliseconds = milliseconds
            case "--iterations":
                guard let count = positive(value) else { return nil }
                iterations = count
            case "--soak-edits":
                guard let count = positive(value) else { return nil }
                soakEdits = count
            case "--count":
                guard let count = positive(value) else { return nil }
                specCount = count
            case "--runs":
                guard let count = positive(value) else { return nil }
                runs = count
            case "--time-limit":
                guard let seconds = positive(value) else { return nil }
                timeLimitSeconds = Double(seconds)
            case "--sizes":
                var parsed: [Size] = []
                for item in value.split(separator: ",") {
                    guard let size = Self.parseSize(String(item)) else { return nil }
                    parsed.append(size)
                }
                sizes = parsed
            default:
                return nil
            }
            index += 2
        }
    }

    private static func parseSize(_ text: String) -> Size? {
        let lower = text.lowercased()
        let multiplier = lower.hasSuffix("m") ? 1_000_000 : lower.hasSuffix("k") ? 1_000 : 1
        let digits = multiplier == 1 ? lower : String(lower.dropLast())
        guard let number = Double(digits), number > 0 else { return nil }
        let label = multiplier == 1_000_000 ? "\(digits) MB" : multiplier == 1_000 ? "\(digits) KB" : "\(digits) B"
        return Size(label: label, bytes: Int(number * Double(multiplier)))
    }
}
