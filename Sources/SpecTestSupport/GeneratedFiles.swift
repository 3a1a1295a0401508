import Foundation

/// Files the tests pin to what the code produces now (hover and wireframe goldens, the pages in
/// `docs/` generated from the rules, the published schemas). One switch rewrites every one of them:
/// `DESIGNSPEC_UPDATE=1 swift test`; a pinning test then writes its file instead of comparing, and
/// fails so the run is repeated without the switch and the diff reviewed.
public enum GeneratedFiles {
    /// The environment variable that turns comparing into rewriting.
    public static let switchName = "DESIGNSPEC_UPDATE"

    /// Whether this run rewrites the generated files (`DESIGNSPEC_UPDATE=1`).
    public static var updating: Bool {
        ProcessInfo.processInfo.environment[switchName] == "1"
    }

    /// The command that regenerates the files pinned by `testClass`.
    public static func updateCommand(filter testClass: String) -> String {
        "\(switchName)=1 swift test --filter \(testClass)"
    }
}
