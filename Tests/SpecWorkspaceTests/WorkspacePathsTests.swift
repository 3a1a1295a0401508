import SpecWorkspace
import XCTest

/// `WorkspacePaths.directory(of:)` answers as `NSString.deletingLastPathComponent` does for the paths
/// that answers well, without Foundation (which traps on `a/` on Linux).
final class WorkspacePathsTests: XCTestCase {
    func testTheFolderOfAPath() {
        let cases: [(String, String)] = [
            ("/a/b", "/a"), ("/a", "/"), ("/a/b/", "/a"), ("/", "/"), ("/a//b", "/a"), ("/a/b.design.json", "/a"),
            ("a/b", "a"), ("a", ""), ("a/", ""), ("", ""), ("/a/Assets.xcassets/", "/a")
        ]
        for (path, folder) in cases {
            XCTAssertEqual(WorkspacePaths.directory(of: path), folder, path)
        }
    }
}
