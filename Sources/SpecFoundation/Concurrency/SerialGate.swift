import Foundation

/// Lets one caller at a time through a piece of work, the others waiting at the gate: for work that
/// must not run twice at once and may take long (building one analysis that concurrent requests
/// share), where `Locked` guards the state the work reads and writes in short steps.
public final class SerialGate: Sendable {
    private let lock = NSLock()

    /// An open gate.
    public init() {}

    /// `body`'s result, computed while no other caller is inside the gate.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
