import Foundation
import XCTest

@testable import SpecLanguageServer

final class MemoryPolicyTests: XCTestCase {
    /// Signals when it is freed.
    private final class Retired: Sendable {
        let freed: DispatchSemaphore
        init(freed: DispatchSemaphore) { self.freed = freed }
        deinit { freed.signal() }
    }

    func testGlibcAcceptsTheAllocatorSettings() throws {
        #if canImport(Glibc)
            XCTAssertTrue(MemoryPolicy.apply(), "mallopt was not found or refused a setting")
        #else
            throw XCTSkip("the memory policy applies to glibc only")
        #endif
    }

    func testEveryRetiredValueIsFreed() {
        let freed = DispatchSemaphore(value: 0)
        for _ in 0..<4 {
            // A burst: the trim runs once, after the last, and keeps none of them alive.
            MemoryPolicy.retire(Retired(freed: freed))
        }
        for count in 1...4 {
            XCTAssertEqual(freed.wait(timeout: .now() + 10), .success, "retired value \(count) of 4 was not freed")
        }
    }
}
