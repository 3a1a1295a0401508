import Foundation
import SpecFoundation
import SpecSyntax

extension JSONValue {
    /// Parses `text` strictly (Foundation's decoder: no comments, no trailing commas), so a test
    /// also checks that the CLI writes standard JSON.
    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}
