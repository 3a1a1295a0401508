import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecSyntax

/// Draws design specs as self-contained HTML pages: each screen as a wireframe in its platform's
/// device, in every appearance the platform has and at the largest accessibility text size, with
/// every finding as a numbered badge on its element and listed beside the screen.
///
/// The pages need nothing from the network (inline SVG and CSS, no scripts, a Content Security
/// Policy that forbids loading anything) and are deterministic: the same input gives the same bytes.
/// Rendering never fails: what cannot be drawn is marked on the page.
public enum SpecPreview {
    /// One spec to draw.
    public struct Input: Sendable {
        /// The analysed document.
        public let analysis: DocumentAnalysis
        /// The findings to show (usually `analysis.diagnostics()`, perhaps filtered).
        public let diagnostics: [Diagnostic]
        /// The path shown on the page and in `file:line` locations.
        public let displayPath: String

        /// Creates an input.
        public init(analysis: DocumentAnalysis, diagnostics: [Diagnostic], displayPath: String) {
            self.analysis = analysis
            self.diagnostics = diagnostics
            self.displayPath = displayPath
        }
    }

    /// A page for one spec with all its findings.
    public static func page(for analysis: DocumentAnalysis, displayPath: String) -> String {
        report(
            [Input(analysis: analysis, diagnostics: analysis.diagnostics(), displayPath: displayPath)],
            title: "\(specName(analysis) ?? displayPath) — designspec preview")
    }

    /// One page holding every spec in `inputs`, in order (the `check --format html` report).
    public static func report(_ inputs: [Input], title: String) -> String {
        var page = PreviewPage(title: title)
        for (index, input) in inputs.enumerated() {
            page.addSpec(input, anchor: "spec-\(index + 1)")
        }
        return page.finish()
    }

    /// The wireframe of one screen on one platform in one appearance, as a standalone SVG document,
    /// with its findings' badges (used by the golden tests and for embedding).
    public static func svg(
        screen index: Int, of analysis: DocumentAnalysis, platform: Platform, appearance: Appearance,
        category: ContentSizeCategory = .default, diagnostics: [Diagnostic]? = nil
    ) -> String? {
        let spec = analysis.spec
        guard spec.screens.indices.contains(index) else { return nil }
        let colors = ColorResolver(spec: spec)
        let layout = WireframeLayout.layout(spec.screens[index], of: spec, colors: colors, platform: platform, category: category)
        let numbered = FindingPlacement.number(diagnostics ?? analysis.diagnostics())
        let badges = FindingPlacement.badges(
            for: numbered.filter { spec.screens[index].node.range.contains($0.diagnostic.range.lowerBound) }, in: layout)
        var writer = WireframeSVG(
            layout: layout, appearance: appearance, palette: Palette(colors: colors), badges: badges,
            label: "\(spec.screens[index].displayName), \(appearance.displayName)")
        return writer.render() + "\n"
    }

    static func specName(_ analysis: DocumentAnalysis) -> String? {
        analysis.spec.root?["name"]?.stringValue
    }
}

/// A finding with its number on the page.
struct NumberedFinding: Sendable {
    let number: Int
    let diagnostic: Diagnostic
}

/// Where findings go: numbered in document order, each on the innermost drawn item whose source
/// holds its start (else on the screen itself).
enum FindingPlacement {
    static func number(_ diagnostics: [Diagnostic]) -> [NumberedFinding] {
        diagnostics.enumerated().map { NumberedFinding(number: $0.offset + 1, diagnostic: $0.element) }
    }

    /// The badges per item index of `layout` for `findings` (all inside the layout's screen).
    static func badges(for findings: [NumberedFinding], in layout: ScreenLayout) -> [Int: [Badge]] {
        var result: [Int: [Badge]] = [:]
        for finding in findings {
            let offset = finding.diagnostic.range.lowerBound
            var best = 0
            var bestLength = Int.max
            for (index, item) in layout.items.enumerated() {
                guard let range = item.sourceRange, range.contains(offset) || (range.isEmpty && range.lowerBound == offset) else {
                    continue
                }
                if range.count <= bestLength {
                    best = index
                    bestLength = range.count
                }
            }
            result[best, default: []].append(
                Badge(number: finding.number, severity: finding.diagnostic.severity, message: finding.diagnostic.message))
        }
        return result
    }
}

extension SpecPreview {
    /// The file name of a spec's page: `showcase.design.jsonc` → `showcase.preview.html`.
    public static func pageFileName(forSpecPath path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? ""
        for suffix in [".design.jsonc", ".design.json", ".jsonc", ".json"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        let safe = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" }
        return (safe.isEmpty ? "spec" : String(safe)) + ".preview.html"
    }
}
