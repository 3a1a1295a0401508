import Foundation
import SpecFoundation
import SpecModel
import SpecWorkspace

/// The imported specs of one `check` or `preview` run: the first lookup of a path reads and parses
/// it (through `underlying`), and every later or concurrent lookup of that path gets the same file.
/// A tokens file imported by a thousand specs checked on all cores is parsed exactly once, and every
/// spec of the run sees the same version of it.
final class RunSpecFiles: SpecFileProvider, Sendable {
    private let underlying: any SpecFileProvider
    // Each entry is one path's lookup, made once (concurrent callers wait for it instead of parsing
    // the file again).
    private let entries = ReadWriteLocked<[Key: OnceCell<SpecFileLookup>]>([:])

    private struct Key: Hashable {
        let path: String
        let displayPath: String
        let root: String

        /// The path alone: within a run the display path follows from it and the root rarely
        /// differs, so hashing them too would only cost time on every import followed.
        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
        }
    }

    /// Files read through `underlying` (a `SpecHost` snapshot of the disk in `check`; the disk by default).
    init(underlying: any SpecFileProvider = DiskSpecFiles()) {
        self.underlying = underlying
    }

    func lookUp(_ path: String, displayPath: String, root: String) -> SpecFileLookup {
        let key = Key(path: path, displayPath: displayPath, root: root)
        let entry =
            entries.reading { $0[key] }
            ?? entries.writing { entries in
                if let existing = entries[key] { return existing }
                let made = OnceCell<SpecFileLookup>()
                entries[key] = made
                return made
            }
        return entry.value { underlying.lookUp(path, displayPath: displayPath, root: root) }
    }
}
