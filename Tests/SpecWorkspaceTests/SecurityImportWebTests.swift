import Foundation
import SpecModel
import SpecTestSupport
import SpecWorkspace
import XCTest

/// A web of specs that all import each other costs each spec work in proportion to the web, not to
/// its square (issue 16, item 4): each file is looked up once per resolution, each import reaches
/// each file once, and a cycle is reported by its shortest chain.
final class SecurityImportWebTests: XCTestCase {
    /// Counts lookups per path, reading from disk.
    private final class CountingFiles: SpecFileProvider, @unchecked Sendable {
        private let disk = DiskSpecFiles()
        // `counts` is only touched while `lock` is held.
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func lookUp(_ path: String, displayPath: String, root: String) -> SpecFileLookup {
            lock.lock()
            counts[path, default: 0] += 1
            lock.unlock()
            return disk.lookUp(path, displayPath: displayPath, root: root)
        }

        /// The lookups so far, and forgets them.
        func take() -> [String: Int] {
            lock.lock()
            defer { lock.unlock() }
            let taken = counts
            counts = [:]
            return taken
        }
    }

    private static func name(_ number: Int) -> String { "spec\(number).design.json" }

    /// `count` specs, each importing every other and defining one color token.
    private func web(_ count: Int) throws -> MarkedWorkspace {
        var files: [String: String] = [:]
        for number in 0..<count {
            let imports = (0..<count).filter { $0 != number }.map { "\"\(Self.name($0))\"" }.joined(separator: ", ")
            files[Self.name(number)] = #"{ "imports": [\#(imports)], "colors": { "c\#(number)": "label" } }"#
        }
        return try MarkedWorkspace(files)
    }

    func testEachSpecOfAWebReachesEachFileOnceAndLooksItUpOnce() throws {
        let count = 40
        let workspace = try web(count)
        let files = CountingFiles()
        let folder = SpecFolder(root: workspace.root, files: files)
        for number in 0..<count {
            let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path(Self.name(number))))
            let imports = analysis.spec.imports
            XCTAssertEqual(imports.entries.count, count - 1)
            XCTAssertEqual(imports.colorTokens.count, count - 1, "every other spec's token is visible")
            // Each entry lists its own target and the files it reached first: the web once over.
            let listed = imports.entries.map(\.reachedFiles.count).reduce(0, +)
            XCTAssertLessThanOrEqual(listed, 2 * count, "spec \(number)'s imports list \(listed) files")
            XCTAssertEqual(Set(imports.files.map(\.path)).count, count - 1)
            // Every other spec imports this one: each import is a cycle of two.
            for entry in imports.entries {
                guard case .cycle(let chain) = entry.status else { return XCTFail("\(entry.status)") }
                XCTAssertEqual(chain.count, 3, "\(chain)")
            }
            let lookups = files.take()
            XCTAssertLessThanOrEqual(lookups.values.max() ?? 0, 2, "no path is looked up more than twice for spec \(number): \(lookups)")
            XCTAssertLessThanOrEqual(lookups.values.reduce(0, +), count + 1)
        }
    }

    func testACycleIsReportedByItsShortestChain() throws {
        let workspace = try MarkedWorkspace([
            "a.design.json": ##"{ "imports": ["b.design.json"] }"##,
            "b.design.json": ##"{ "imports": ["c.design.json", "a.design.json"] }"##,
            "c.design.json": ##"{ "imports": ["a.design.json"] }"##
        ])
        let analysis = try XCTUnwrap(SpecFolder(root: workspace.root).analysis(ofSpecAt: workspace.path("a.design.json")))
        XCTAssertEqual(analysis.spec.imports.entries.map(\.status), [.cycle(["a.design.json", "b.design.json", "a.design.json"])])
        XCTAssertEqual(analysis.spec.imports.files.map(\.displayPath), ["b.design.json", "c.design.json"])
    }
}
