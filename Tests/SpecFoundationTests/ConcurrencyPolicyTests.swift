import Foundation
import XCTest

/// Concurrency the compiler checks: outside `Sources/SpecFoundation`, no type opts out of `Sendable`
/// checking and no code keeps its own lock; shared state lives in the foundation's primitives
/// (`Locked`, `ReadWriteLocked`, `QueueConfined`, `SerialGate`, `ConditionLocked`).
final class ConcurrencyPolicyTests: XCTestCase {
    /// What only `SpecFoundation` may write: an unchecked conformance, a variable the compiler does
    /// not check, a bare lock or condition.
    static let foundationOnly = ["@unchecked Sendable", "nonisolated(unsafe)", "NSLock()", "NSCondition()"]

    /// The package's `Sources` folder, found from this file.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    func testNoUncheckedSendableOrBareLockOutsideSpecFoundation() throws {
        let files = try Self.swiftFiles(under: Self.sources)
        // The scan must see the package, or the test would pass on nothing.
        XCTAssertGreaterThan(files.count, 100)
        XCTAssertTrue(files.contains { $0.hasSuffix("/SpecLanguageServer/Server/LanguageServer.swift") })
        var found: [String] = []
        for path in files where !path.contains("/Sources/SpecFoundation/") {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let relative = String(path.dropFirst(Self.sources.path.count + 1))
            found += Self.violations(in: text).map { "Sources/\(relative):\($0.line): \($0.text)" }
        }
        XCTAssertEqual(
            found, [],
            "keep shared state in a SpecFoundation primitive (Locked, ReadWriteLocked, QueueConfined, SerialGate, ConditionLocked)")
    }

    func testTheScanFindsEveryForbiddenForm() {
        let text = """
            final class Cache: @unchecked Sendable {
                private let lock = NSLock()
                private let condition = NSCondition()
                nonisolated(unsafe) static var shared = 0
                private let state = Locked(0)
            }
            """
        XCTAssertEqual(Self.violations(in: text).map(\.line), [1, 2, 3, 4])
    }

    /// The lines of `text` (numbered from 1) holding a form only `SpecFoundation` may use.
    private static func violations(in text: String) -> [(line: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            foundationOnly.contains { line.contains($0) }
                ? (index + 1, line.trimmingCharacters(in: .whitespaces)) : nil
        }
    }

    /// Every Swift file below `folder`, as absolute paths.
    private static func swiftFiles(under folder: URL) throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return names.filter { $0.hasSuffix(".swift") }.map { folder.path + "/" + $0 }.sorted()
    }
}
