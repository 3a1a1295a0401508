import Foundation

/// Command-line options of `designspec-bench`.
struct BenchOptions {
    /// A spec size to generate.
    struct Size {
        let label: String
        let bytes: Int
    }

    static let usage = """
        Usage: designspec-bench [--server PATH] [--sizes 100k,1m,10m] [--iterations N] [--debounce-ms N]
          --server PATH     the designspec binary (default: next to this executable)
          --sizes LIST      spec sizes to generate: numbers with k or m suffix (default 100k,1m,10m)
          --iterations N    requests per latency figure (default 200)
          --debounce-ms N   the server's diagnostics debounce (default 0, so edit → diagnostics is
                            measured without waiting; editors run with the server's default, 150)
        """

    var serverPath: String
    var sizes: [Size] = [Size(label: "100 KB", bytes: 100_000), Size(label: "1 MB", bytes: 1_000_000), Size(label: "10 MB", bytes: 10_000_000)]
    var iterations = 200
    var debounceMilliseconds = 0
    var showHelp = false

    init?(arguments: [String]) {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "designspec-bench").resolvingSymlinksInPath()
        serverPath = executable.deletingLastPathComponent().appendingPathComponent("designspec").path
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch argument {
            case "--help", "-h":
                showHelp = true
                index += 1
            case "--server":
                guard let value else { return nil }
                serverPath = value
                index += 2
            case "--debounce-ms":
                guard let value, let milliseconds = Int(value), milliseconds >= 0 else { return nil }
                debounceMilliseconds = milliseconds
                index += 2
            case "--iterations":
                guard let value, let count = Int(value), count > 0 else { return nil }
                iterations = count
                index += 2
            case "--sizes":
                guard let value else { return nil }
                var parsed: [Size] = []
                for item in value.split(separator: ",") {
                    guard let size = Self.parseSize(String(item)) else { return nil }
                    parsed.append(size)
                }
                sizes = parsed
                index += 2
            default:
                return nil
            }
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
