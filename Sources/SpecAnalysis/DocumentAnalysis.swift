import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax

/// One analysed version of a design spec document: the façade the language server and
/// `designspec check` use. Everything is in editor terms: UTF-8 byte offsets and strings.
///
/// Creating it parses the text and builds the semantic view (cheap enough per keystroke);
/// diagnostics are computed on first request and cached. Immutable and safe to share.
public final class DocumentAnalysis: Sendable {
    /// The document's path (or URI path), used for messages.
    public let path: String
    /// The settings the analysis ran with.
    public let settings: AnalysisSettings
    /// The syntax tree.
    public let tree: SyntaxTree
    /// The semantic view.
    public let spec: DesignSpec
    /// Position conversion for this text.
    public let lineIndex: LineIndex

    private let cachedDiagnostics: LockedLazy<[Diagnostic]>

    /// Parses and indexes `bytes`.
    public init(bytes: [UInt8], path: String, settings: AnalysisSettings = AnalysisSettings()) {
        self.path = path
        self.settings = settings
        let tree = SyntaxTree.parse(bytes: bytes)
        let spec = DesignSpec(tree: tree, defaultTargets: settings.defaultPlatforms)
        self.tree = tree
        self.spec = spec
        self.lineIndex = LineIndex(bytes: bytes)
        cachedDiagnostics = LockedLazy { Self.computeDiagnostics(spec: spec, settings: settings) }
    }

    /// Convenience for tests and tools: analyses a string.
    public convenience init(text: String, path: String = "untitled.design.json", settings: AnalysisSettings = AnalysisSettings()) {
        self.init(bytes: Array(text.utf8), path: path, settings: settings)
    }

    /// Every problem in the document, sorted by position: syntax errors, format (schema) problems
    /// and HIG rule violations. `designspec check` and the language server report exactly these.
    public func diagnostics() -> [Diagnostic] {
        cachedDiagnostics.get()
    }

    /// The diagnostics if `diagnostics()` has already computed them for this version, else nil.
    /// Keystroke paths (hover) use this so they never run the whole rule set.
    public func diagnosticsIfComputed() -> [Diagnostic]? {
        cachedDiagnostics.valueIfComputed()
    }

    private static func computeDiagnostics(spec: DesignSpec, settings: AnalysisSettings) -> [Diagnostic] {
        var result = spec.tree.diagnostics.map { syntax in
            Diagnostic(range: syntax.range, severity: .error, code: "syntax/\(syntax.code.rawValue)", message: syntax.message)
        }
        guard spec.root != nil else {
            if let root = spec.tree.root, spec.tree.diagnostics.isEmpty {
                result.append(Diagnostic(range: root.range, severity: .error, code: "schema/wrong-type", message: "A design spec is a JSON object at the top level, e.g. { \"name\": \"My App\", \"screens\": [] }."))
            }
            return result
        }
        result += VocabularyValidator.validate(spec)
        result += RuleEngine.run(spec, configuration: RuleConfiguration(severities: settings.ruleSeverities))
        result.sort { ($0.range.lowerBound, $0.code) < ($1.range.lowerBound, $1.code) }
        return result
    }
}
