import Foundation

/// A unit of whole work a request can cause, counted by `WorkLog` so a test can say what a keystroke
/// did without timing it.
public enum WorkUnit: String, CaseIterable, Sendable {
    /// The whole document parsed from its first byte.
    case fullParse
    /// Bytes parsed again after an edit (the damaged container's new text; a full parse counts every byte).
    case parsedBytes
    /// Syntax nodes a new version of the tree wrote rather than shared with the version before it
    /// (a full parse writes every node; a splice inside one string only a few chunks).
    case copiedNodes
    /// The model of the whole document (every screen), as rules and navigation need.
    case wholeSpecModel
    /// A run of the rule set (and the format check) over a version.
    case ruleRun
    /// A workspace-index summary of a version (every place a token name is written).
    case indexSummary
}

/// Counts of `WorkUnit`s per document path while a test records them; nothing is counted otherwise.
///
/// The counts are keyed by path so work on other documents (an earlier test's server finishing in
/// the background) never mixes in. Recording costs one lock per unit of whole work, which is small
/// beside any of them.
public enum WorkLog {
    private static let counts = Locked<[String: [WorkUnit: Int]]?>(nil)

    /// Starts recording, forgetting what an earlier recording counted.
    public static func startRecording() {
        counts.withLock { $0 = [:] }
    }

    /// Stops recording and returns what was counted, by path.
    @discardableResult
    public static func stopRecording() -> [String: [WorkUnit: Int]] {
        counts.withLock { counts in
            defer { counts = nil }
            return counts ?? [:]
        }
    }

    /// What has been counted so far for `path` (empty when not recording).
    public static func counted(for path: String) -> [WorkUnit: Int] {
        counts.withLock { $0?[path] ?? [:] }
    }

    /// Counts `amount` of `unit` for the document at `path`, when recording.
    public static func record(_ unit: WorkUnit, path: String, amount: Int = 1) {
        counts.withLock { counts in
            guard counts != nil else { return }
            counts?[path, default: [:]][unit, default: 0] += amount
        }
    }
}
