import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecSyntax

/// Builds the HTML page: a header that says what the pictures are, then per spec its spec-level
/// findings and, per screen and platform, the wireframes beside the numbered list of findings.
struct PreviewPage {
    private var body = ""
    private let title: String

    init(title: String) {
        self.title = title
    }

    private func escape(_ text: String) -> String { MarkupText.escape(text) }

    mutating func addSpec(_ input: PreviewInput, anchor: String) {
        let analysis = input.analysis
        let spec = analysis.spec
        let findings = FindingPlacement.number(input.diagnostics)
        let name = SpecPreview.specName(analysis) ?? input.displayPath
        body += "<section class=\"spec\" id=\"\(anchor)\">\n<h2>\(escape(name)) <span class=\"path\">\(escape(input.displayPath))</span></h2>\n"
        body += "<p class=\"targets\">Targets: \(escape(spec.targets.map(\.label).joined(separator: ", ")))\(spec.declaresPlatforms ? "" : " (assumed: the spec names no platforms)") · \(summary(findings))</p>\n"

        let screenRanges = spec.screens.map(\.node.range)
        let specLevel = findings.filter { finding in !screenRanges.contains { $0.contains(finding.diagnostic.range.lowerBound) } }
        if spec.root == nil {
            body += "<p class=\"nothing\">Nothing to draw: the document is not a JSON object.</p>\n"
        } else if spec.screens.isEmpty {
            body += "<p class=\"nothing\">Nothing to draw: the spec has no screens (a <code>\"screens\"</code> array of objects).</p>\n"
        }
        let colors = ColorResolver(spec: spec)
        let palette = Palette(colors: colors)
        for screen in spec.screens {
            let own = findings.filter { screen.node.range.contains($0.diagnostic.range.lowerBound) }
            addScreen(screen, spec: spec, colors: colors, palette: palette, findings: own, input: input, anchor: anchor)
        }
        if !specLevel.isEmpty {
            body += "<div class=\"spec-findings\"><h3>Findings outside the screens (tokens, rules, app icon)</h3>\n"
            list(specLevel, input: input, anchor: anchor)
            body += "</div>\n"
        }
        body += "</section>\n"
    }

    private mutating func addScreen(
        _ screen: Screen, spec: DesignSpec, colors: ColorResolver, palette: Palette, findings: [NumberedFinding], input: PreviewInput, anchor: String
    ) {
        let line = input.analysis.lineIndex.position(of: screen.node.range.lowerBound, encoding: .utf8).line + 1
        let heading = [screen.id, screen.title].compactMap { $0 }.joined(separator: " — ")
        body += "<article class=\"screen\" data-screen=\"\(escape(screen.id ?? "\(screen.index + 1)"))\">\n"
        body += "<h3>\(escape(heading.isEmpty ? screen.displayName : heading)) <span class=\"path\">\(escape(input.displayPath)):\(line)</span></h3>\n"
        for target in spec.targets(for: screen) {
            let platform = target.platform
            let layout = WireframeLayout.layout(screen, of: spec, colors: colors, platform: platform, category: .default)
            let badges = FindingPlacement.badges(for: findings, in: layout)
            body += "<div class=\"platform\">\n<p class=\"device\">\(escape(platform.rawValue)) · \(escape(layout.device.name)), \(MarkupText.number(layout.device.width))×\(MarkupText.number(layout.device.height)) pt</p>\n<div class=\"row\">\n<div class=\"renders\">\n"
            let appearances = PlatformCatalog.shared.profile(for: platform).appearances.value
            for appearance in appearances {
                figure(layout, appearance: appearance, caption: appearance.displayName.capitalizedFirst, palette: palette, badges: badges, screen: screen, anchor: anchor)
            }
            let largest = TypographyCatalog.shared.availableSizes(style: FontResolver.defaultTextStyle, platform: platform).last?.0
            if let largest, largest != .default, let first = appearances.first {
                let large = WireframeLayout.layout(screen, of: spec, colors: colors, platform: platform, category: largest)
                figure(large, appearance: first, caption: "\(first.displayName.capitalizedFirst), text size \(largest.displayName)", palette: palette,
                       badges: FindingPlacement.badges(for: findings, in: large), screen: screen, anchor: anchor)
            } else {
                body += "<p class=\"note\">No Dynamic Type on \(escape(platform.rawValue)): one text size.</p>\n"
            }
            body += "</div>\n"
            if findings.isEmpty {
                body += "<div class=\"findings\"><p class=\"clean\">No findings on this screen.</p></div>\n"
            } else {
                body += "<div class=\"findings\">\n"
                list(findings, input: input, anchor: anchor)
                body += "</div>\n"
            }
            body += "</div>\n</div>\n"
        }
        body += "</article>\n"
    }

    private mutating func figure(
        _ layout: ScreenLayout, appearance: Appearance, caption: String, palette: Palette, badges: [Int: [Badge]], screen: Screen, anchor: String
    ) {
        var writer = WireframeSVG(
            layout: layout, appearance: appearance, palette: palette, badges: badges, label: "\(screen.displayName), \(caption)", findingAnchor: anchor)
        body += "<figure>\(writer.render())<figcaption>\(escape(caption))</figcaption></figure>\n"
    }

    private mutating func list(_ findings: [NumberedFinding], input: PreviewInput, anchor: String) {
        body += "<ol class=\"finding-list\">\n"
        for finding in findings {
            let diagnostic = finding.diagnostic
            let position = input.analysis.lineIndex.position(of: diagnostic.range.lowerBound, encoding: .utf8)
            let severity = diagnostic.severity.rawValue
            body += "<li class=\"finding \(severity)\" id=\"\(anchor)-finding-\(finding.number)\"><span class=\"number\">\(finding.number)</span>"
            body += "<span class=\"severity\">\(severity)</span> \(escape(diagnostic.message)) "
            if let url = diagnostic.documentationURL {
                body += "<a class=\"rule\" href=\"\(escape(url))\">\(escape(diagnostic.code))</a>"
            } else {
                body += "<code class=\"rule\">\(escape(diagnostic.code))</code>"
            }
            body += " <span class=\"location\">\(escape(input.displayPath)):\(position.line + 1):\(position.character + 1)</span></li>\n"
        }
        body += "</ol>\n"
    }

    private func summary(_ findings: [NumberedFinding]) -> String {
        let counts = [Severity.error, .warning, .information, .hint].map { severity in
            "\(findings.count { $0.diagnostic.severity == severity }) \(severity.rawValue)"
        }
        return counts.joined(separator: ", ")
    }

    /// The finished document.
    func finish() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
        <meta name="generator" content="designspec \(DesignSpecVersion.current)">
        <title>\(escape(title))</title>
        <style>
        \(Self.style)
        </style>
        </head>
        <body>
        <input type="checkbox" id="show-hit-regions" class="toggle">
        <header>
        <h1>\(escape(title))</h1>
        <p class="disclaimer"><strong>A wireframe, not a pixel-perfect render.</strong> Layout, text widths and SF Symbols are \
        approximations (symbols are labelled placeholders); sizes, colors and text sizes come from the spec and the bundled HIG tables.</p>
        <label for="show-hit-regions" class="toggle-label">Show hit regions against the platform's minimum target size</label>
        <p class="legend"><span class="swatch bad"></span>below the minimum · <span class="swatch fair"></span>below the default · <span class="swatch good"></span>large enough (sizes the spec gives); dashed square: the minimum; grey dashes: no size given, drawn size</p>
        </header>
        <main>
        \(body)</main>
        </body>
        </html>

        """
    }

    private static let style = """
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, system-ui, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fff; }
        header { padding: 20px 28px 12px; border-bottom: 1px solid var(--line); background: var(--panel); }
        h1 { font-size: 22px; margin: 0 0 6px; }
        h2 { font-size: 20px; margin: 28px 0 4px; }
        h3 { font-size: 16px; margin: 24px 0 8px; }
        .path { font: 12px ui-monospace, Menlo, Consolas, monospace; color: var(--muted); font-weight: normal; }
        main { padding: 0 28px 40px; }
        .disclaimer { margin: 0 0 8px; color: var(--muted); max-width: 70em; }
        .toggle { position: absolute; left: 28px; top: 118px; margin: 0; }
        .toggle-label { padding-left: 22px; cursor: pointer; font-weight: 600; }
        .legend { margin: 6px 0 0; color: var(--muted); font-size: 12px; }
        .swatch { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 8px; border-radius: 2px; }
        .swatch.bad { background: #FF3B30; } .swatch.fair { background: #FF9500; } .swatch.good { background: #34C759; }
        .hit { display: none; }
        #show-hit-regions:checked ~ main .hit { display: inline; }
        .targets, .device, .note { color: var(--muted); margin: 4px 0; }
        .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(300px, 420px); gap: 24px; align-items: start; }
        @media (max-width: 900px) { .row { grid-template-columns: 1fr; } }
        .renders { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { text-align: center; color: var(--muted); font-size: 12px; margin-top: 4px; }
        svg.wireframe { display: block; }
        .findings { position: sticky; top: 8px; max-height: calc(100vh - 16px); overflow: auto; }
        .finding-list { list-style: none; padding: 0; margin: 0; }
        .finding { padding: 6px 0; border-bottom: 1px solid var(--line); }
        .finding:target { background: #FFF4CC; }
        .finding .number { display: inline-block; min-width: 20px; height: 20px; border-radius: 10px; color: #fff; font-weight: 700; font-size: 11px; text-align: center; line-height: 20px; margin-right: 6px; padding: 0 4px; }
        .finding .severity { font-weight: 600; margin-right: 4px; }
        .finding.error .number { background: #FF3B30; } .finding.error .severity { color: #D70015; }
        .finding.warning .number { background: #FF9500; } .finding.warning .severity { color: #A05A00; }
        .finding.information .number { background: #007AFF; } .finding.information .severity { color: #0040DD; }
        .finding.hint .number { background: #8E8E93; } .finding.hint .severity { color: var(--muted); }
        .rule { font: 12px ui-monospace, Menlo, Consolas, monospace; }
        .location { font: 12px ui-monospace, Menlo, Consolas, monospace; color: var(--muted); }
        .clean, .nothing { color: var(--muted); }
        .spec-findings { margin: 12px 0 8px; }
        """
}

typealias PreviewInput = SpecPreview.Input

extension String {
    /// The string with its first letter uppercased ("light" → "Light").
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
