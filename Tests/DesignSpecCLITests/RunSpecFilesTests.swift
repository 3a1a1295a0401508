@testable import DesignSpecCLI
import Foundation
import SpecFoundation
import SpecModel
import SpecWorkspace
import XCTest

/// One run reads each imported spec once, however many specs on however many threads import it.
final class RunSpecFilesTests: XCTestCase {
    /// A provider that counts how often each path is looked up.
    private final class CountingFiles: SpecFileProvider, @unchecked Sendable {
        // `counts` is only touched while `lock` is held.
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func lookUp(_ path: String, displayPath: String, root: String) -> SpecFileLookup {
            lock.lock()
            counts[path, default: 0] += 1
            lock.unlock()
            return .file(
                SpecSourceFile(path: path, displayPath: displayPath, bytes: Array(##"{ "colors": { "brand": "#0A5FCC" } }"##.utf8)))
        }

        func count(_ path: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return counts[path] ?? 0
        }
    }

    func testConcurrentLookupsOfOnePathReadItOnceAndShareTheFile() {
        let counting = CountingFiles()
        let files = RunSpecFiles(underlying: counting)
        let lookups = ParallelMap.map(Array(0..<200)) { index in
            files.lookUp(index.isMultiple(of: 2) ? "/w/tokens.design.jsonc" : "/w/brand.design.jsonc", displayPath: "x", root: "/w")
        }
        XCTAssertEqual(counting.count("/w/tokens.design.jsonc"), 1)
        XCTAssertEqual(counting.count("/w/brand.design.jsonc"), 1)
        let tokens = lookups.enumerated().compactMap { index, lookup -> SpecSourceFile? in
            guard index.isMultiple(of: 2), case .file(let file) = lookup else { return nil }
            return file
        }
        XCTAssertEqual(tokens.count, 100)
        XCTAssertTrue(tokens.allSatisfy { $0 === tokens[0] }, "every spec sees the same version")
    }
}
