import Foundation

/// The measured figures of every server, printed as one Markdown table with a column per server.
final class Figures {
    private var rows: [(spec: String, what: String)] = []
    private var values: [String: [String: String]] = [:]
    private(set) var servers: [String] = []
    /// Remarks printed under the table (counts, truncated passes, failures).
    private(set) var notes: [String] = []

    /// Records `value` for `server` in the row (`spec`, `what`).
    func record(_ value: String, server: String, spec: String, what: String) {
        if !servers.contains(server) { servers.append(server) }
        let key = spec + "\u{0}" + what
        if values[key] == nil {
            rows.append((spec, what))
            values[key] = [:]
        }
        values[key]?[server] = value
    }

    func note(_ text: String) {
        notes.append(text)
    }

    /// The table in Markdown; a server without a figure in a row shows `–`.
    var markdown: String {
        var lines = ["| spec | what | " + servers.joined(separator: " | ") + " |"]
        lines.append("|---|---|" + String(repeating: "---|", count: servers.count))
        for row in rows {
            let cells = servers.map { values[row.spec + "\u{0}" + row.what]?[$0] ?? "–" }
            lines.append("| \(row.spec) | \(row.what) | " + cells.joined(separator: " | ") + " |")
        }
        return (lines + (notes.isEmpty ? [] : [""] + notes.map { "- " + $0 })).joined(separator: "\n")
    }

    /// Milliseconds between two monotonic instants.
    static func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1_000_000
    }

    /// The value at `fraction` (0…1) of the sorted values (nearest rank); NaN when empty.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count - 1)).rounded())
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// A duration for the table: `0.84 ms`, `12.3 ms`, `191 ms`, `8.6 s`.
    static func duration(_ milliseconds: Double) -> String {
        guard milliseconds.isFinite else { return "–" }
        if milliseconds >= 10_000 { return String(format: "%.1f s", milliseconds / 1000) }
        if milliseconds >= 100 { return String(format: "%.0f ms", milliseconds) }
        if milliseconds >= 10 { return String(format: "%.1f ms", milliseconds) }
        return String(format: "%.2f ms", milliseconds)
    }

    /// `p50 / p95` of the values, with the sample count.
    static func p50p95(_ values: [Double]) -> String {
        guard !values.isEmpty else { return "–" }
        return "\(duration(percentile(values, 0.5))) / \(duration(percentile(values, 0.95))) (n=\(values.count))"
    }

    /// A memory figure in MiB.
    static func mebibytes(_ value: Double) -> String {
        value.isFinite ? String(format: "%.0f MiB", value) : "–"
    }
}
