import Foundation
import SpecFoundation
import SpecKnowledge
import XCTest

/// `Examples/real-apps/`: real open-source apps transcribed into specs, every finding `designspec check`
/// gives on each app folder triaged in its `triage.json` (right, wrong or debatable, with the HIG
/// sentence). The check fails when a finding has no triage entry, a finding triaged right disappears,
/// a finding triaged wrong (and not open) comes back, or a finding's severity changes; a debatable one
/// may come or go, an open wrong one is tolerated and listed. Each failure mode is proved once on a
/// copy of an app folder whose triage is altered.
final class RealAppsTriageTests: XCTestCase {
    private static let realApps = CLITestSupport.packageRoot.appendingPathComponent("Examples/real-apps")

    func testEveryFindingOnTheRealAppsIsTriaged() throws {
        let folders = try RealAppTriage.appFolders(in: Self.realApps)
        XCTAssertGreaterThanOrEqual(folders.count, 2, "Examples/real-apps holds the transcribed apps")
        for folder in folders {
            let outcome = try RealAppTriage.compare(folder)
            print(outcome.summary)
            XCTAssertEqual(outcome.problems, [], "\(folder.lastPathComponent): the findings and triage.json disagree")
        }
    }

    /// Each app folder has what the contract asks for beside its specs, and every triage entry names a
    /// verdict, a note and a HIG sentence that stands verbatim in the bundled HIG text.
    func testEveryAppFolderHasItsProvenanceAndEveryVerdictQuotesTheBundledHIG() throws {
        let sections = RealAppTriage.bundledHIGText()
        for folder in try RealAppTriage.appFolders(in: Self.realApps) {
            let name = folder.lastPathComponent
            for file in ["PROVENANCE.md", "LICENSE", "triage.json"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(name) has no \(file)")
            }
            let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".design.jsonc") }
            XCTAssertFalse(specs.isEmpty, "\(name) has no spec")
            let triage = try RealAppTriage.readTriage(folder)
            XCTAssertFalse(triage.app.isEmpty, "\(name): triage.json names no app")
            for entry in triage.findings {
                let place = "\(name)/\(entry.file):\(entry.line):\(entry.column) [\(entry.code)]"
                XCTAssertNotNil(RealAppTriage.Verdict(rawValue: entry.verdict), "\(place): verdict \(entry.verdict)")
                XCTAssertFalse(entry.note.trimmingCharacters(in: .whitespaces).isEmpty, "\(place): no note")
                let quote = RealAppTriage.folded(entry.hig)
                XCTAssertTrue(quote.count >= 12 && sections.contains { $0.contains(quote) }, "\(place): not verbatim in the bundled HIG: \(entry.hig)")
                if entry.open == true {
                    XCTAssertEqual(entry.verdict, "wrong", "\(place): only a wrong finding can be open")
                }
            }
        }
    }

    /// The README's table has a row per app folder, whose last two cells are today's figures: the findings
    /// as "errors / warnings / information" and the triage as "right / wrong / debatable (open)".
    func testTheReadmeRowOfEveryAppHasTodaysFigures() throws {
        let readme = try String(contentsOf: Self.realApps.appendingPathComponent("README.md"), encoding: .utf8)
        for folder in try RealAppTriage.appFolders(in: Self.realApps) {
            let name = folder.lastPathComponent
            guard let row = readme.split(separator: "\n").first(where: { $0.contains("](\(name)/)") }) else {
                XCTFail("README.md has no row for \(name)")
                continue
            }
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let findings = try RealAppTriage.findings(in: folder)
            let entries = try RealAppTriage.readTriage(folder).findings
            func count<T: Equatable>(_ values: [T], _ value: T) -> Int { values.filter { $0 == value }.count }
            let severities = findings.map(\.severity)
            let verdicts = entries.map(\.verdict)
            XCTAssertEqual(
                Array(cells.suffix(2)),
                [
                    "\(count(severities, "error")) / \(count(severities, "warning")) / \(count(severities, "information"))",
                    "\(count(verdicts, "right")) / \(count(verdicts, "wrong")) / \(count(verdicts, "debatable")) (\(entries.filter { $0.open == true }.count))"
                ], "README.md's row for \(name)")
        }
    }

    // MARK: - Each failure mode, on a copy of an app folder with an altered triage

    func testAFindingWithoutATriageEntryFails() throws {
        try withAlteredCopy { triage, findings in
            let dropped = try XCTUnwrap(findings.first)
            triage.findings.removeAll { $0.key == dropped.key }
            return [.untriaged(dropped.key)]
        }
    }

    func testARightFindingThatDisappearsFails() throws {
        try withAlteredCopy { triage, findings in
            let ghost = RealAppTriage.Entry(
                file: try XCTUnwrap(findings.first).key.file, line: 100_000, column: 1, code: "min-touch-target", severity: "warning",
                verdict: "right", hig: "", note: "", open: nil)
            triage.findings.append(ghost)
            return [.rightMissing(ghost.key)]
        }
    }

    func testAWrongFindingThatComesBackFails() throws {
        try withAlteredCopy { triage, findings in
            let back = try XCTUnwrap(findings.first)
            let index = try XCTUnwrap(triage.findings.firstIndex { $0.key == back.key })
            triage.findings[index].verdict = "wrong"
            triage.findings[index].open = nil
            return [.wrongPresent(back.key)]
        }
    }

    func testASeverityThatChangesFails() throws {
        try withAlteredCopy { triage, findings in
            let changed = try XCTUnwrap(findings.first)
            let index = try XCTUnwrap(triage.findings.firstIndex { $0.key == changed.key })
            let other = changed.severity == "error" ? "warning" : "error"
            triage.findings[index].severity = other
            return [.severityChanged(changed.key, triaged: other, found: changed.severity)]
        }
    }

    /// An open wrong finding is tolerated (and listed), and a debatable one may come or go.
    func testAnOpenWrongFindingAndADebatableOneThatGoesPass() throws {
        try withAlteredCopy { triage, findings in
            let open = try XCTUnwrap(findings.first)
            let index = try XCTUnwrap(triage.findings.firstIndex { $0.key == open.key })
            triage.findings[index].verdict = "wrong"
            triage.findings[index].open = true
            triage.findings.append(
                RealAppTriage.Entry(
                    file: open.key.file, line: 100_000, column: 1, code: "min-touch-target", severity: "warning", verdict: "debatable",
                    hig: "", note: "", open: nil))
            return []
        } then: { outcome, findings in
            XCTAssertEqual(outcome.openWrong, [try XCTUnwrap(findings.first).key])
            XCTAssertTrue(outcome.summary.contains("open wrong"), outcome.summary)
        }
    }

    /// Copies the first app folder with findings, lets `alter` change its triage (returning the problems
    /// the change must cause), compares, and asserts exactly those problems.
    private func withAlteredCopy(
        _ alter: (inout RealAppTriage.Triage, [RealAppTriage.Finding]) throws -> [RealAppTriage.Problem],
        then inspect: (RealAppTriage.Outcome, [RealAppTriage.Finding]) throws -> Void = { _, _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var source: (folder: URL, findings: [RealAppTriage.Finding])?
        for folder in try RealAppTriage.appFolders(in: Self.realApps) {
            let findings = try RealAppTriage.findings(in: folder)
            if !findings.isEmpty {
                source = (folder, findings)
                break
            }
        }
        let (folder, findings) = try XCTUnwrap(source, "no app folder in Examples/real-apps has findings", file: file, line: line)
        let scratch = try CLITestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = scratch.appendingPathComponent(folder.lastPathComponent)
        try FileManager.default.copyItem(at: folder, to: copy)
        var triage = try RealAppTriage.readTriage(copy)
        XCTAssertEqual(try RealAppTriage.compare(copy).problems, [], "the unaltered copy agrees with its triage", file: file, line: line)
        let expected = try alter(&triage, findings)
        try RealAppTriage.writeTriage(triage, to: copy)
        let outcome = try RealAppTriage.compare(copy)
        XCTAssertEqual(outcome.problems, expected, file: file, line: line)
        try inspect(outcome, findings)
    }
}

/// Reads an app folder's findings (through `designspec check --format json`, the folder as the
/// workspace root) and its `triage.json`, and compares them.
enum RealAppTriage {
    /// A verdict on a finding.
    enum Verdict: String, CaseIterable {
        case right, wrong, debatable
    }

    /// Where a finding is and what it is: the triage's key.
    struct Key: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var code: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.line, lhs.column, lhs.code) < (rhs.file, rhs.line, rhs.column, rhs.code)
        }

        var description: String { "\(file):\(line):\(column) [\(code)]" }
    }

    /// A finding `check` printed.
    struct Finding {
        var key: Key
        var severity: String
        var message: String
    }

    /// One entry of `triage.json`.
    struct Entry: Codable {
        var file: String
        var line: Int
        var column: Int
        var code: String
        var severity: String
        var verdict: String
        var hig: String
        var note: String
        var open: Bool?

        var key: Key { Key(file: file, line: line, column: column, code: code) }
    }

    /// `triage.json`.
    struct Triage: Codable {
        var app: String
        var findings: [Entry]
    }

    /// A disagreement between the findings and the triage.
    enum Problem: Equatable, CustomStringConvertible {
        case untriaged(Key)
        case rightMissing(Key)
        case wrongPresent(Key)
        case severityChanged(Key, triaged: String, found: String)

        var description: String {
            switch self {
            case .untriaged(let key): "\(key): a finding with no entry in triage.json"
            case .rightMissing(let key): "\(key): triaged right, and no longer found"
            case .wrongPresent(let key): "\(key): triaged wrong (a false finding), and found again"
            case .severityChanged(let key, let triaged, let found): "\(key): triaged at \(triaged), found at \(found)"
            }
        }
    }

    /// The comparison of one app folder.
    struct Outcome {
        var problems: [Problem]
        var openWrong: [Key]
        var summary: String
    }

    /// The app folders under `root`, in name order.
    static func appFolders(in root: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// What `designspec check --format json <folder>` finds, each file named relative to the folder.
    static func findings(in folder: URL) throws -> [Finding] {
        let result = CLITestSupport.runInProcess(["check", "--format", "json", folder.path])
        guard result.exitCode == 0 || result.exitCode == 1 else {
            throw NSError(
                domain: "RealAppTriage", code: Int(result.exitCode),
                userInfo: [NSLocalizedDescriptionKey: "check \(folder.path) exited \(result.exitCode): \(result.standardError)"])
        }
        let document = try JSONValue.parse(result.standardOutput)
        let prefix = folder.standardizedFileURL.path + "/"
        var found: [Finding] = []
        for file in document["files"]?.arrayValue ?? [] {
            let path = file["path"]?.stringValue ?? ""
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            for diagnostic in file["diagnostics"]?.arrayValue ?? [] {
                let start = diagnostic["range"]?["start"]
                let key = Key(
                    file: relative, line: Int(start?["line"]?.numberValue ?? 0), column: Int(start?["column"]?.numberValue ?? 0),
                    code: diagnostic["code"]?.stringValue ?? "")
                found.append(
                    Finding(key: key, severity: diagnostic["severity"]?.stringValue ?? "", message: diagnostic["message"]?.stringValue ?? ""))
            }
        }
        return found.sorted { $0.key < $1.key }
    }

    static func readTriage(_ folder: URL) throws -> Triage {
        try JSONDecoder().decode(Triage.self, from: Data(contentsOf: folder.appendingPathComponent("triage.json")))
    }

    static func writeTriage(_ triage: Triage, to folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(triage).write(to: folder.appendingPathComponent("triage.json"))
    }

    /// Compares the folder's findings with its triage.
    static func compare(_ folder: URL) throws -> Outcome {
        let findings = try findings(in: folder)
        let triage = try readTriage(folder)
        let entries = Dictionary(triage.findings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let foundKeys = Set(findings.map(\.key))
        var problems: [Problem] = []
        var openWrong: [Key] = []
        for finding in findings {
            guard let entry = entries[finding.key] else {
                problems.append(.untriaged(finding.key))
                continue
            }
            if entry.severity != finding.severity {
                problems.append(.severityChanged(finding.key, triaged: entry.severity, found: finding.severity))
            }
            if entry.verdict == Verdict.wrong.rawValue {
                if entry.open == true {
                    openWrong.append(finding.key)
                } else {
                    problems.append(.wrongPresent(finding.key))
                }
            }
        }
        for entry in triage.findings.sorted(by: { $0.key < $1.key })
        where entry.verdict == Verdict.right.rawValue && !foundKeys.contains(entry.key) {
            problems.append(.rightMissing(entry.key))
        }
        return Outcome(problems: problems, openWrong: openWrong, summary: summary(triage, findings, openWrong))
    }

    /// One line per app: the findings by severity, the triage's entries by verdict (a wrong one that is fixed
    /// is an entry without a finding), and the open wrong ones found.
    private static func summary(_ triage: Triage, _ findings: [Finding], _ openWrong: [Key]) -> String {
        func count(_ values: [String], _ names: [String]) -> String {
            names.map { name in "\(values.filter { $0 == name }.count) \(name)" }.joined(separator: ", ")
        }
        let severities = count(findings.map(\.severity), ["error", "warning", "information", "hint"])
        let verdicts = count(triage.findings.map(\.verdict), Verdict.allCases.map(\.rawValue))
        var line = "\(triage.app): \(findings.count) findings (\(severities)); triaged \(verdicts)"
        if !openWrong.isEmpty {
            line += "; open wrong: " + openWrong.map(\.description).joined(separator: ", ")
        }
        return line
    }

    /// The bundled HIG text, one string per section, white space folded.
    static func bundledHIGText() -> [String] {
        let corpus = HIGCorpus.shared
        return corpus.articleSlugs.compactMap(corpus.article(slug:)).flatMap(\.sections).map { folded($0.plainText()) }
    }

    static func folded(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
