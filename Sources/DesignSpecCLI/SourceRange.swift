/// A range in a checked file, in every unit an output format needs.
struct SourceRange: Equatable, Sendable {
    /// The start (inclusive).
    var start: SourcePoint
    /// The end (exclusive).
    var end: SourcePoint
}

/// A position in a checked file: 1-based line, 1-based columns in UTF-8 bytes and UTF-16 code units,
/// and the 0-based UTF-8 byte offset.
struct SourcePoint: Equatable, Sendable {
    /// 1-based line.
    var line: Int
    /// 1-based column counted in UTF-8 bytes (what the text format prints; gcc and vim count so too).
    var utf8Column: Int
    /// 1-based column counted in UTF-16 code units (SARIF's default column kind).
    var utf16Column: Int
    /// 0-based UTF-8 byte offset into the file.
    var offset: Int
}
