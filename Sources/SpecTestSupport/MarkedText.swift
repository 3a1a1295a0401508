/// Test fixture text with position markers, in the Swift ecosystem's style.
///
/// - `1️⃣` … `9️⃣` name cursor positions (each at most once).
/// - `↓` marks where a rule violation's range starts (SwiftLint style); any number of them.
///
/// Markers are removed from the text; their positions are UTF-8 byte offsets into the clean text.
public struct MarkedText: Sendable {
    /// The text without markers.
    public let text: String
    /// Byte offset of each named marker, keyed by its digit (`"1"` for `1️⃣`).
    public let markers: [String: Int]
    /// Byte offsets of the `↓` markers, in document order.
    public let violationOffsets: [Int]

    /// The named markers this type recognises.
    public static let markerNames: [String: String] = [
        "1️⃣": "1", "2️⃣": "2", "3️⃣": "3", "4️⃣": "4", "5️⃣": "5", "6️⃣": "6", "7️⃣": "7", "8️⃣": "8", "9️⃣": "9"
    ]

    /// Splits `marked` into clean text and marker offsets.
    /// Duplicate named markers are a fixture bug: the later one is ignored and `duplicateMarkers` lists it.
    public init(_ marked: String) {
        var clean = ""
        var markers: [String: Int] = [:]
        var violations: [Int] = []
        var duplicates: [String] = []
        for character in marked {
            let string = String(character)
            if let name = Self.markerNames[string] {
                if markers[name] != nil { duplicates.append(name) } else { markers[name] = clean.utf8.count }
            } else if string == "↓" {
                violations.append(clean.utf8.count)
            } else {
                clean.append(character)
            }
        }
        self.text = clean
        self.markers = markers
        self.violationOffsets = violations
        self.duplicateMarkers = duplicates
    }

    /// Named markers that appeared more than once (a fixture bug tests should assert is empty).
    public let duplicateMarkers: [String]

    /// The offset of marker `1️⃣` (or the named one), nil when absent.
    public func offset(_ name: String = "1") -> Int? {
        markers[name]
    }

    /// The clean text's UTF-8 bytes.
    public var bytes: [UInt8] { Array(text.utf8) }
}
