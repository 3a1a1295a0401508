/// A problem found in a design spec, in editor terms: byte offsets, strings and a code.
///
/// Rules, the syntax layer and the semantic model all report this one type; the language server and
/// `designspec check` only convert it to their output formats.
///
/// A large document has tens of thousands of findings, each held twice (in the diagnostics and,
/// relative to its screen, in the per-screen caches), so the value is kept compact: the tags are
/// bits beside the severity, and a fix's rare token rename is held out of line.
public struct Diagnostic: Hashable, Sendable {
    /// UTF-8 byte range of the offending text (the value, not the whole object).
    public var range: Range<Int>
    /// Effective severity after per-file and editor overrides.
    public var severity: Severity
    /// `tags`, one bit per tag (stored beside `severity`, in the same word).
    private var tagBits: UInt8
    /// The rule id (`min-touch-target`) or a syntax code (`syntax/unexpected-token`).
    public var code: String
    /// What is wrong, with the figures, and the fix.
    public var message: String
    /// HIG section (with anchor) or documentation page explaining the diagnostic.
    public var documentationURL: String?
    /// Extra classification editors render (strike-through for deprecated, fade for unnecessary).
    public var tags: Set<DiagnosticTag> {
        get { DiagnosticTag.set(of: tagBits) }
        set { tagBits = DiagnosticTag.bits(of: newValue) }
    }
    /// Other places that matter, e.g. where a color token is defined.
    public var related: [RelatedLocation]
    /// The preferred machine-applicable fix, when one exists.
    public var fix: SuggestedFix?
    /// Other fixes to choose from (the next nearest names, another way to fix it).
    public var alternativeFixes: [SuggestedFix]

    /// Every fix, the preferred one first.
    public var fixes: [SuggestedFix] { (fix.map { [$0] } ?? []) + alternativeFixes }

    /// Creates a diagnostic.
    public init(
        range: Range<Int>, severity: Severity, code: String, message: String, documentationURL: String? = nil,
        tags: Set<DiagnosticTag> = [], related: [RelatedLocation] = [], fix: SuggestedFix? = nil, alternativeFixes: [SuggestedFix] = []
    ) {
        self.alternativeFixes = alternativeFixes
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.documentationURL = documentationURL
        tagBits = DiagnosticTag.bits(of: tags)
        self.related = related
        self.fix = fix
    }
}

/// How serious a diagnostic is; the order is from most to least serious.
public enum Severity: String, CaseIterable, Sendable, Hashable, Comparable, Codable {
    case error
    case warning
    case information
    case hint

    /// Parses the format's spelling (`error`, `warning`, `information`, `hint`; also `info`).
    public init?(formatName: String) {
        switch formatName {
        case "info": self = .information
        default: self.init(rawValue: formatName)
        }
    }

    private var rank: Int { Severity.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Extra classification of a diagnostic that editors render specially.
public enum DiagnosticTag: String, CaseIterable, Sendable, Hashable, Codable {
    /// The flagged text uses something deprecated (an old SF Symbol name).
    case deprecated
    /// The flagged text has no effect.
    case unnecessary

    /// The tag's bit in a diagnostic's stored tags.
    private var bit: UInt8 {
        switch self {
        case .deprecated: 1
        case .unnecessary: 2
        }
    }

    /// `tags` as bits.
    fileprivate static func bits(of tags: Set<DiagnosticTag>) -> UInt8 {
        tags.reduce(0) { $0 | $1.bit }
    }

    /// The tags whose bits `bits` has.
    fileprivate static func set(of bits: UInt8) -> Set<DiagnosticTag> {
        bits == 0 ? [] : Set(allCases.filter { bits & $0.bit != 0 })
    }
}

/// Another place in the same document that explains a diagnostic.
public struct RelatedLocation: Hashable, Sendable {
    /// UTF-8 byte range in the same document, or in `file` when it is another spec's.
    public var range: Range<Int>
    /// Why this place matters ("`brand` is defined here").
    public var message: String
    /// The imported spec the range is in; nil for the diagnostic's own document.
    public var file: SpecSourceFile?

    /// Creates a related location in the diagnostic's document, or in another spec's `file`; a token
    /// that `file` read from another format is located in its own file (`SpecSourceFile.origins`).
    public init(range: Range<Int>, message: String, file: SpecSourceFile? = nil) {
        self.message = message
        if let origin = file?.origins[range.lowerBound] {
            self.range = origin.range
            self.file = origin.file
        } else {
            self.range = range
            self.file = file
        }
    }
}

/// A machine-applicable fix: replace `range` with `newText`.
public struct SuggestedFix: Hashable, Sendable {
    /// Short imperative title for a quick-fix menu ("Use `square.and.arrow.up`").
    public var title: String
    /// UTF-8 byte range to replace.
    public var range: Range<Int>
    /// Replacement text, exactly as it should appear in the document (JSON-quoted where needed).
    public var newText: String
    /// Further replacements made together with the first (e.g. the height with the width), in
    /// document order, none overlapping another.
    public var additionalEdits: [FixEdit]
    /// True when the fix does what the message asks without a choice to make, so "fix all" applies it;
    /// false for guesses (the nearest of several names).
    public var isSafe: Bool
    /// Set when the fix renames one of the spec's tokens: the edits are this spec's, and a workspace
    /// renames the token in every spec that imports it too.
    public var renamesToken: TokenRename? {
        get { renames.first }
        set { renames = newValue.map { [$0] } ?? [] }
    }
    /// `renamesToken` as an array of none or one, held by reference: few fixes rename, and every fix
    /// would carry its bytes.
    private var renames: [TokenRename]

    /// Creates a fix.
    public init(
        title: String, range: Range<Int>, newText: String, additionalEdits: [FixEdit] = [], isSafe: Bool = false,
        renamesToken: TokenRename? = nil
    ) {
        self.title = title
        self.range = range
        self.newText = newText
        self.additionalEdits = additionalEdits
        self.isSafe = isSafe
        renames = renamesToken.map { [$0] } ?? []
    }

    /// Every replacement of the fix, in document order.
    public var edits: [FixEdit] {
        ([FixEdit(range: range, newText: newText)] + additionalEdits).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

/// A token renamed by a fix: which one (by its declaration) and its new name.
public struct TokenRename: Hashable, Sendable {
    /// The token's namespace.
    public var kind: TokenKind
    /// The declaration's key (its `contentRange` is the name).
    public var declaration: Range<Int>
    /// The new name.
    public var newName: String

    /// Records a rename.
    public init(kind: TokenKind, declaration: Range<Int>, newName: String) {
        self.kind = kind
        self.declaration = declaration
        self.newName = newName
    }
}

/// One replacement of a fix.
public struct FixEdit: Hashable, Sendable {
    /// UTF-8 byte range to replace.
    public var range: Range<Int>
    /// Replacement text.
    public var newText: String

    /// Creates an edit.
    public init(range: Range<Int>, newText: String) {
        self.range = range
        self.newText = newText
    }
}
