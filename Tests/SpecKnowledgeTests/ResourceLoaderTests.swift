import XCTest
@testable import SpecKnowledge

final class ResourceLoaderTests: XCTestCase {
    func testFindsBundledFiles() throws {
        let symbols = try XCTUnwrap(ResourceLoader.data(named: "sf-symbols", extension: "tsv", subdirectory: nil))
        XCTAssertTrue(symbols.starts(with: Array("name\tintroduced_iOS".utf8)))
        for (name, ext) in [("sf-symbols-renamed", "tsv"), ("system-colors", "json"), ("hig-tables", "json"), ("PROVENANCE", "md")] {
            XCTAssertNotNil(ResourceLoader.url(named: name, extension: ext), name)
        }
    }

    func testMissingFileIsNilOrAClearError() {
        XCTAssertNil(ResourceLoader.data(named: "no-such-file", extension: "tsv"))
        XCTAssertNil(ResourceLoader.data(named: "sf-symbols", extension: "tsv", subdirectory: "no-such-folder"))
        XCTAssertThrowsError(try ResourceLoader.load(named: "no-such-file", extension: "json")) { error in
            XCTAssertEqual(error as? ResourceLoader.Failure, .missing(path: "Resources/no-such-file.json"))
            XCTAssertTrue("\(error)".contains("Resources/no-such-file.json"))
        }
    }
}
