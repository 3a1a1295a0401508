import Foundation
import SpecAnalysis
import SpecFoundation
import SpecSyntax

#if canImport(Glibc)
    import Glibc
#endif

/// `--memory-breakdown`: what each layer of one analysed version holds, measured in this process as
/// the growth of its resident set (`/proc/self/statm`, after glibc's `malloc_trim` gives freed pages
/// back) while the layers are built one after another on a generated spec: its text, the line index,
/// the syntax tree, the whole model, the diagnostics (rule findings and the per-screen caches), and
/// the next version after a 2-byte edit (reparsed from the edit, diagnostics reusing the caches)
/// while the first is still held.
struct MemoryBreakdown {
    let bytes: Int

    /// This process's resident bytes, after returning freed heap pages to the system.
    private static func residentBytes() -> Int {
        _ = GlibcAllocator.mallocTrim?(0)
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Median of five reparses of the edited text (after one not counted, which pays for first-touch
    /// page faults): given the edit, found by a prefix/suffix scan, and found after comparing the
    /// whole texts first (what an analysis did before the edit flowed); and of the text and line
    /// index update a keystroke makes before it (`LineIndex.replacing`).
    private func recordReparseTimes(
        lineIndex: LineIndex, tree: SyntaxTree, edited: [UInt8], edit: ByteEdit, label: String, into figures: Figures
    ) {
        func median<Result>(_ body: () -> Result) -> String {
            withExtendedLifetime(body()) {}
            var times: [Double] = []
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                withExtendedLifetime(body()) {}
                times.append(Figures.milliseconds(from: start, to: DispatchTime.now().uptimeNanoseconds))
            }
            return Figures.duration(Figures.percentile(times, 0.5))
        }
        let replacement = Array(edited[edit.newRange])
        figures.record(
            median { lineIndex.replacing(edit.range, with: replacement) }, server: "time", spec: label,
            what: "text and line index after the edit")
        figures.record(median { tree.reparsed(bytes: edited, edit: edit) }, server: "time", spec: label, what: "reparse, edit given")
        figures.record(median { tree.reparsed(bytes: edited) }, server: "time", spec: label, what: "reparse, edit found by a scan")
        figures.record(
            median { tree.bytes == edited ? tree : tree.reparsed(bytes: edited) }, server: "time", spec: label,
            what: "reparse, texts compared, then the edit found by a scan")
    }

    func run() -> Figures {
        let figures = Figures()
        let label = "\(bytes / 1_000_000) MB"
        func record(_ what: String, _ growth: Int) {
            figures.record(String(format: "%.1f MiB", Double(growth) / 1_048_576), server: "resident growth", spec: label, what: what)
        }
        var previous = Self.residentBytes()
        func step(_ what: String) {
            let now = Self.residentBytes()
            record(what, now - previous)
            previous = now
        }
        let generated = SpecGenerator.spec(targetBytes: bytes)
        let start = Self.residentBytes()
        previous = start
        let text = Array(generated.utf8)
        step("text (\(text.count) bytes)")
        let lineIndex = LineIndex(bytes: text)
        step("line index (\(lineIndex.lineCount) lines)")
        let analysis = DocumentAnalysis(lineIndex: lineIndex, path: "bench.design.json", reusing: nil)
        step("syntax tree (\(analysis.tree.nodeCount) nodes)")
        _ = analysis.spec
        step("model (whole document)")
        let beforeDiagnostics = previous
        let diagnostics = analysis.diagnostics()
        step("diagnostics: findings and per-screen caches (\(diagnostics.count) findings)")
        if let first = diagnostics.first {
            let perFinding = (previous - beforeDiagnostics) / max(diagnostics.count, 1)
            figures.note(
                "\(label): \(perFinding) bytes per finding with the caches; a `Diagnostic` is \(MemoryLayout.stride(ofValue: first)) bytes inline"
            )
        }
        let total = Self.residentBytes() - start
        record("one analysed version, total", total)

        guard let probe = try? Probe(in: generated) else { return figures }
        let offset = lineIndex.offset(of: TextPosition(line: probe.line, character: probe.widthStart), encoding: .utf16)
        let edit = ByteEdit(range: offset..<(offset + 2), newLength: 2)
        let edited = lineIndex.replacing(edit.range, with: Array("31".utf8))
        step("next version: text and line index after a 2-byte edit")
        let next = DocumentAnalysis(lineIndex: edited, path: "bench.design.json", reusing: analysis, edit: edit)
        step("next version: reparsed tree")
        _ = next.diagnostics()
        step("next version: model and diagnostics reusing the caches")
        withExtendedLifetime((analysis, next, diagnostics)) {}
        recordReparseTimes(lineIndex: lineIndex, tree: analysis.tree, edited: edited.bytes, edit: edit, label: label, into: figures)
        figures.note("resident bytes after each step minus before it (after malloc_trim), one process, this spec only")
        return figures
    }
}
