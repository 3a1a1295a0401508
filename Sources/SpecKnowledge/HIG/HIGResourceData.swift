import Foundation

/// Reads the corpus files bundled under `Resources/hig/`.
enum HIGResourceData {
    /// The bytes of `Resources/hig/<name>.json`, or `nil` when the file is missing or unreadable.
    static func json(named name: String) -> Data? {
        let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources/hig")
        guard let url else {
            return nil
        }
        return try? Data(contentsOf: url)
    }
}
