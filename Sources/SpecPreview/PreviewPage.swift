import SpecAnalysis
import SpecKnowledge
import SpecModel
import SpecSyntax

/// Builds the HTML page: a header that says what the pictures are, the totals and the files with
/// findings, then per spec its spec-level findings and, per screen and platform, the wireframes
/// beside the numbered list of findings.
///
/// The page stays bounded for any input: the layout caps what one picture draws, texts from the
/// spec are cut at `maximumLabelCharacters` where the page repeats them, and once the page holds
/// `maximumPageBytes` no more pictures or findings are written — a note says how many were left out.
struct PreviewPage {
    private var body = ""
    private let title: String
    /// One line per spec for the summary at the top.
    private var files: [FileSummary] = []
    /// Pictures written so far: each picture's number is the prefix of its SVG ids, unique on the page.
    private var picturesDrawn = 0
    /// Pictures and listed findings left out because the page reached `maximumPageBytes`.
    private var picturesNotDrawn = 0
    private var findingsNotListed = 0

    /// The size after which the page draws no more pictures and lists no more findings (a picture
    /// or entry started below it still finishes, each bounded by the layout's caps, so the page
    /// ends well under 20 MB).
    static let maximumPageBytes = 16_000_000
    /// The most files listed in the summary's table of files with findings.
    static let maximumListedFiles = 200
    /// The most characters of a name, title or message from the spec written in headings, labels and lists.
    static let maximumLabelCharacters = 300

    private struct FileSummary {
        let name: String
        let path: String
        let anchor: String
        let screens: Int
        let counts: [Severity: Int]
        var total: Int { counts.values.reduce(0, +) }
    }

    init(title: String) {
        self.title = title
    }

    private func escape(_ text: String) -> String { MarkupText.escape(text) }

    /// `text` escaped, cut at `maximumLabelCharacters` (with "…").
    private func label(_ text: String) -> String {
        let cut = text.count > Self.maximumLabelCharacters ? String(text.prefix(Self.maximumLabelCharacters)) + "…" : text
        return escape(cut)
    }

    private var isFull: Bool { body.utf8.count >= Self.maximumPageBytes }

    mutating func addSpec(_ input: PreviewInput, anchor: String) {
        let analysis = input.analysis
        let spec = analysis.spec
        let findings = FindingPlacement.number(input.diagnostics)
        let name = SpecPreview.specName(analysis) ?? input.displayPath
        var counts: [Severity: Int] = [:]
        for finding in findings { counts[finding.diagnostic.severity, default: 0] += 1 }
        files.append(FileSummary(name: name, path: input.displayPath, anchor: anchor, screens: spec.screens.count, counts: counts))
        body +=
            "<section class=\"spec\" id=\"\(anchor)\">\n<h2>\(label(name)) <span class=\"path\">\(label(input.displayPath))</span></h2>\n"
        body +=
            "<p class=\"targets\">Targets: \(label(spec.targets.map(\.label).joined(separator: ", ")))\(spec.declaresPlatforms ? "" : " (assumed: the spec names no platforms)") · \(summary(findings))</p>\n"

        let screenRanges = spec.screens.map(\.node.range)
        let specLevel = findings.filter { finding in !screenRanges.contains { $0.contains(finding.diagnostic.range.lowerBound) } }
        if spec.root == nil {
            body += "<p class=\"nothing\">Nothing to draw: the document is not a JSON object.</p>\n"
        } else if spec.screens.isEmpty {
            body += "<p class=\"nothing\">Nothing to draw: the spec has no screens (a <code>\"screens\"</code> array of objects).</p>\n"
        }
        let colors = ColorResolver(spec: spec)
        let palette = Palette(colors: colors)
        var remaining = findings.filter { finding in screenRanges.contains { $0.contains(finding.diagnostic.range.lowerBound) } }
        let variants = PreviewVariants(spec: spec)
        for screen in spec.screens {
            let own = remaining.filter { screen.node.range.contains($0.diagnostic.range.lowerBound) }
            if !own.isEmpty { remaining.removeAll { screen.node.range.contains($0.diagnostic.range.lowerBound) } }
            addScreen(screen, spec: spec, colors: colors, variants: variants, palette: palette, findings: own, input: input, anchor: anchor)
        }
        if !specLevel.isEmpty {
            body += "<div class=\"spec-findings\"><h3>Findings outside the screens (tokens, rules, app icon)</h3>\n"
            list(specLevel, input: input, anchor: anchor)
            body += "</div>\n"
        }
        body += "</section>\n"
    }

    private mutating func addScreen(
        _ screen: Screen, spec: DesignSpec, colors: ColorResolver, variants: PreviewVariants, palette: Palette, findings: [NumberedFinding],
        input: PreviewInput, anchor: String
    ) {
        let line = input.analysis.lineIndex.position(of: screen.node.range.lowerBound, encoding: .utf8).line + 1
        let heading = [screen.id, screen.title].compactMap { $0 }.joined(separator: " — ")
        body += "<article class=\"screen\" data-screen=\"\(label(screen.id ?? "\(screen.index + 1)"))\">\n"
        body +=
            "<h3>\(label(heading.isEmpty ? screen.displayName : heading)) <span class=\"path\">\(label(input.displayPath)):\(line)</span></h3>\n"
        for target in spec.targets(for: screen) {
            let platform = target.platform
            let layout = variants.layout(screen, colors: colors, platform: platform, category: .default)
            let badges = FindingPlacement.badges(for: findings, in: layout)
            let variantNote = variants.caption(for: screen, platform: platform).map { " · \(escape($0))" } ?? ""
            body +=
                "<div class=\"platform\">\n<p class=\"device\">\(escape(platform.rawValue)) · \(escape(layout.device.name)), \(MarkupText.number(layout.device.width))×\(MarkupText.number(layout.device.height)) pt\(variantNote)</p>\n<div class=\"row\(layout.width > Self.sideBySideWidth ? " wide" : "")\">\n<div class=\"renders\">\n"
            let appearances = PlatformCatalog.shared.profile(for: platform).appearances.value
            for appearance in appearances {
                figure(
                    layout, appearance: appearance, caption: appearance.displayName.capitalizedFirst, palette: palette, badges: badges,
                    screen: screen, anchor: anchor)
            }
            let sizes = TypographyCatalog.shared.availableSizes(style: FontResolver.defaultTextStyle, platform: platform).map(\.0)
            let cap = Self.dynamicTypeCap(of: screen, in: spec).flatMap { cap in sizes.last { Self.rank($0) <= Self.rank(cap) } }
                .flatMap { $0 == sizes.last ? nil : $0 }
            let largest = cap ?? sizes.last
            if let largest, largest != .default, let first = appearances.first {
                let large = variants.layout(screen, colors: colors, platform: platform, category: largest)
                let capped = cap == nil ? "" : " (the largest its dynamicTypeRange allows)"
                figure(
                    large, appearance: first, caption: "\(first.displayName.capitalizedFirst), text size \(largest.displayName)\(capped)",
                    palette: palette,
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

    /// The `max` of the screen's `dynamicTypeRange`, else of the app's, when it names a size.
    static func dynamicTypeCap(of screen: Screen, in spec: DesignSpec) -> ContentSizeCategory? {
        let range = screen.node["dynamicTypeRange"] ?? spec.root?["dynamicTypeRange"]
        return range?["max"]?.stringValue.flatMap(ContentSizeCategory.init(dynamicTypeSizeName:))
    }

    /// A size's place from smallest to largest.
    private static func rank(_ size: ContentSizeCategory) -> Int {
        ContentSizeCategory.allCases.firstIndex(of: size) ?? 0
    }

    private mutating func figure(
        _ layout: ScreenLayout, appearance: Appearance, caption: String, palette: Palette, badges: [Int: [Badge]], screen: Screen,
        anchor: String
    ) {
        guard !isFull else {
            picturesNotDrawn += 1
            body +=
                "<figure class=\"not-drawn\"><p class=\"note\">Not drawn: the page has reached its size limit.</p><figcaption>\(escape(caption))</figcaption></figure>\n"
            return
        }
        let name =
            screen.displayName.count > Self.maximumLabelCharacters
            ? String(screen.displayName.prefix(Self.maximumLabelCharacters)) + "…" : screen.displayName
        var writer = WireframeSVG(
            layout: layout, appearance: appearance, palette: palette, badges: badges, label: "\(name), \(caption)", findingAnchor: anchor,
            idPrefix: "picture-\(picturesDrawn)")
        picturesDrawn += 1
        body += "<figure>\(writer.render())<figcaption>\(escape(caption))</figcaption></figure>\n"
    }

    private mutating func list(_ findings: [NumberedFinding], input: PreviewInput, anchor: String) {
        body += "<ol class=\"finding-list\">\n"
        for (position, finding) in findings.enumerated() {
            if isFull {
                let rest = findings.count - position
                findingsNotListed += rest
                body +=
                    "<li class=\"finding\">+\(rest) more findings not listed: the page has reached its size limit (<code>designspec check</code> lists them all).</li>\n"
                break
            }
            let diagnostic = finding.diagnostic
            let position = input.analysis.lineIndex.position(of: diagnostic.range.lowerBound, encoding: .utf8)
            let severity = diagnostic.severity.rawValue
            body +=
                "<li class=\"finding \(severity)\" id=\"\(anchor)-finding-\(finding.number)\"><span class=\"number\">\(finding.number)</span>"
            body += "<span class=\"severity\">\(severity)</span> \(label(diagnostic.message)) "
            if let url = diagnostic.documentationURL {
                body += "<a class=\"rule\" href=\"\(label(url))\">\(label(diagnostic.code))</a>"
            } else {
                body += "<code class=\"rule\">\(label(diagnostic.code))</code>"
            }
            body += " <span class=\"location\">\(label(input.displayPath)):\(position.line + 1):\(position.character + 1)</span></li>\n"
        }
        body += "</ol>\n"
    }

    /// The totals and the files that have findings, most errors first, each linking to its section.
    private func overview() -> String {
        var totals: [Severity: Int] = [:]
        for file in files {
            for (severity, count) in file.counts { totals[severity, default: 0] += count }
        }
        let severities: [Severity] = [.error, .warning, .information, .hint]
        let fileCount = files.count == 1 ? "1 file" : "\(files.count) files"
        let screens = files.reduce(0) { $0 + $1.screens }
        var html =
            "<section class=\"overview\" aria-label=\"Totals\">\n<p class=\"totals\"><strong>\(fileCount), \(screens == 1 ? "1 screen" : "\(screens) screens")</strong>"
        for severity in severities {
            html += " · <span class=\"count \(severity.rawValue)\">\(totals[severity] ?? 0) \(severity.rawValue)</span>"
        }
        html += "</p>\n"
        let withFindings = files.filter { $0.total > 0 }.sorted { left, right in
            let leftKey = severities.map { left.counts[$0] ?? 0 }
            let rightKey = severities.map { right.counts[$0] ?? 0 }
            return leftKey.lexicographicallyPrecedes(rightKey, by: >) || (leftKey == rightKey && left.path < right.path)
        }
        if withFindings.isEmpty {
            html += "<p class=\"clean\">No findings.</p>\n"
        } else {
            html += "<table class=\"files\"><thead><tr><th>Files with findings</th>"
            for severity in severities { html += "<th>\(severity.rawValue)</th>" }
            html += "</tr></thead><tbody>\n"
            for file in withFindings.prefix(Self.maximumListedFiles) {
                html += "<tr><td><a href=\"#\(file.anchor)\">\(label(file.path))</a></td>"
                for severity in severities { html += "<td class=\"count \(severity.rawValue)\">\(file.counts[severity] ?? 0)</td>" }
                html += "</tr>\n"
            }
            html += "</tbody></table>\n"
            if withFindings.count > Self.maximumListedFiles {
                html += "<p class=\"note\">+\(withFindings.count - Self.maximumListedFiles) more files with findings.</p>\n"
            }
        }
        let clean = files.count - withFindings.count
        if clean > 0, !withFindings.isEmpty {
            html += "<p class=\"clean\">\(clean == 1 ? "1 file has" : "\(clean) files have") no findings.</p>\n"
        }
        if picturesNotDrawn > 0 || findingsNotListed > 0 {
            html +=
                "<p class=\"note\">The page reached its size limit: \(picturesNotDrawn) pictures not drawn, \(findingsNotListed) findings not listed.</p>\n"
        }
        return html + "</section>\n"
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
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src \(Self.styleSource); img-src data:">
        <meta name="generator" content="designspec \(DesignSpecVersion.current)">
        <title>\(label(title))</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <input type="checkbox" id="show-hit-regions" class="toggle">
        \(Self.zoomLevels.map { "<input type=\"radio\" name=\"zoom\" id=\"zoom-\($0)\" class=\"zoom-choice\"\($0 == 100 ? " checked" : "")>" }.joined())
        <header>
        <h1>\(label(title))</h1>
        <p class="disclaimer"><strong>A wireframe, not a pixel-perfect render.</strong> Layout, text widths and SF Symbols are \
        approximations (symbols are labelled placeholders); sizes, colors and text sizes come from the spec and the bundled HIG tables. \
        Gradients are drawn with every stop (angular ones as a sweep of wedges; text and strokes in an angular gradient are \
        approximated by a leading-to-trailing linear one); materials and glass are translucent layers whose opacities only approximate \
        the system's (thicker is more opaque; no blur).</p>
        <p class="controls"><label for="show-hit-regions" class="toggle-label">Show hit regions against the platform's minimum target size</label>
        <span class="zoom" role="group" aria-label="Zoom">Zoom: \(Self.zoomLevels.map { "<label for=\"zoom-\($0)\">\($0)%</label>" }.joined(separator: " "))</span></p>
        <p class="legend"><span class="swatch bad"></span>below the minimum · <span class="swatch fair"></span>below the default · <span class="swatch good"></span>large enough (sizes the spec gives); dashed square: the minimum; grey dashes: no size given, drawn size</p>
        </header>
        <main>
        \(overview())\(body)</main>
        </body>
        </html>

        """
    }

    /// Pictures wider than this (in points, drawn at 1:1) get the whole row, with their findings above them.
    static let sideBySideWidth = 700.0

    /// The zoom choices in percent; pictures are drawn at 1:1 (100 %, one point per CSS pixel).
    static let zoomLevels = [25, 50, 75, 100, 150]

    /// The style sheet's CSP source: its SHA-256, so no other style applies.
    static let styleSource = StyleHash.cspSource(of: style)

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
        .toggle, .zoom-choice { position: absolute; opacity: 0; pointer-events: none; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; margin: 6px 0 0; }
        .toggle-label { cursor: pointer; font-weight: 600; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
        .toggle-label::before { content: "☐ "; }
        #show-hit-regions:checked ~ header .toggle-label::before { content: "☑ "; }
        #show-hit-regions:focus-visible ~ header .toggle-label, .zoom-choice:focus-visible ~ header .zoom { outline: 2px solid #0071E3; }
        .zoom label { cursor: pointer; padding: 2px 8px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
        \(zoomLevels.map { "#zoom-\($0):checked ~ header label[for=zoom-\($0)]" }.joined(separator: ", ")) { background: var(--ink); color: #fff; border-color: var(--ink); }
        \(zoomLevels.filter { $0 != 100 }.map { "#zoom-\($0):checked ~ main svg.wireframe { zoom: \(Double($0) / 100); }" }.joined(separator: "\n"))
        .overview { margin: 20px 0 8px; padding: 12px 16px; background: var(--panel); border-radius: 10px; }
        .totals { margin: 0 0 8px; font-size: 16px; }
        .count.error { color: #D70015; } .count.warning { color: #A05A00; } .count.information { color: #0040DD; } .count.hint { color: var(--muted); }
        table.files { border-collapse: collapse; }
        table.files th, table.files td { text-align: right; padding: 2px 10px; border-bottom: 1px solid var(--line); }
        table.files th:first-child, table.files td:first-child { text-align: left; padding-left: 0; }
        .not-drawn { min-width: 200px; }
        .legend { margin: 6px 0 0; color: var(--muted); font-size: 12px; }
        .swatch { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 8px; border-radius: 2px; }
        .swatch.bad { background: #FF3B30; } .swatch.fair { background: #FF9500; } .swatch.good { background: #34C759; }
        .hit { display: none; }
        #show-hit-regions:checked ~ main .hit { display: inline; }
        .targets, .device, .note { color: var(--muted); margin: 4px 0; }
        .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(280px, 380px); gap: 24px; align-items: start; }
        .renders { overflow-x: auto; padding-bottom: 8px; }
        .row.wide { grid-template-columns: minmax(0, 1fr); }
        .row.wide .findings { order: -1; position: static; max-height: none; }
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
        .finding.warning .number { background: #C45E00; } .finding.warning .severity { color: #A05A00; }
        .finding.information .number { background: #007AFF; } .finding.information .severity { color: #0040DD; }
        .finding.hint .number { background: #6E6E73; } .finding.hint .severity { color: var(--muted); }
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
