import SpecKnowledge
import SpecModel

/// The `--help` texts of `designspec` and its subcommands.
enum HelpText {
    /// The subcommands, in the order `designspec --help` lists them.
    static let commands = ["check", "format", "preview", "export", "rules", "explain", "config", "schemas", "lsp", "install", "help"]

    /// `designspec --version`.
    static var version: String { "designspec \(DesignSpecVersion.current)" }

    /// The help of `command`, or the top-level help for nil.
    static func text(for command: String?) -> String {
        switch command {
        case "check": return check
        case "preview": return preview
        case "rules": return rules
        case "explain": return explain
        case "schemas": return schemas
        case "format": return format
        case "config": return config
        case "install": return install
        case "export": return export
        case "lsp": return lsp
        case "help": return help
        default: return overview
        }
    }

    /// The one-line usage of `command` (printed under usage errors).
    static func usage(for command: String?) -> String {
        switch command {
        case "preview": return "usage: designspec preview [--out <dir>] [--root <dir>] <file-or-directory>..."
        case "check":
            return
                "usage: designspec check [--format text|json|sarif|html] [--rule <id>=<severity>]... [--platform <Platform>=<version>]... [--legacy] [--strict] [--quiet] [--no-summary] [--root <dir>] [--ignore-invalid-config] [--build-stamp <file>] <file-or-directory>..."
        case "rules": return "usage: designspec rules [--format text|json]"
        case "explain": return "usage: designspec explain <rule-id-or-code>"
        case "schemas": return "usage: designspec schemas --write <dir> | --check <dir>"
        case "format": return "usage: designspec format [--check | --diff] [--indent <n> | --tabs] <file-or-directory>..."
        case "install": return "usage: designspec install [--prefix <dir>] [--force]"
        case "config":
            return
                "usage: designspec config [--rule <id>=<severity>]... [--platform <Platform>=<version>]... [--legacy] [--strict] [<dir> | --root <dir>]"
        case "export": return "usage: designspec export --as catalog|dtcg|swift --out <path> [--force] <spec>"
        case "lsp": return "usage: designspec lsp [--stdio]"
        case "help": return "usage: designspec help [<command>]"
        default: return "usage: designspec <command> [<args>]   (commands: \(commands.joined(separator: ", ")); designspec --help)"
        }
    }

    static let overview = """
        designspec \(DesignSpecVersion.current): checks design spec files (*.design.json, *.design.jsonc) against \
        Apple's Human Interface Guidelines.

        USAGE: designspec <command> [<args>]

        COMMANDS:
          check <paths>...     Check files and directories; print diagnostics (text, json, sarif or html)
          format <paths>...    Rewrite specs in one layout, keeping comments (--check: report only)
          preview <specs>...   Draw each spec's screens with their findings as an HTML page
          export <spec>        Write a spec's tokens as an asset catalog, DTCG files or Swift
          rules                List the rule set
          explain <code>       Explain a rule (quote, rationale, HIG text) or any other code
          config [<dir>]       Show the settings check uses there, and where each comes from
          schemas              Write or verify the generated rules.json and design-spec.schema.json
          lsp                  Run the language server on stdin/stdout
          install              Copy designspec and its data to ~/.local (or --prefix) and link it on PATH
          help [<command>]     Show help for a command

        OPTIONS:
          -h, --help           Show help (also after any command: designspec check --help)
          --version            Print the version

        EXIT CODES: 0 success, 1 errors found (check), stale files (schemas --check) or files to reformat (format --check), 2 usage or I/O error.
        """

    static let config = """
        USAGE: designspec config [--rule <id>=<severity>]... [--platform <Platform>=<version>]... [--legacy] [--strict] [<dir> | --root <dir>]

        Prints the settings `designspec check` uses for the specs of <dir> (default: the current
        directory), one per line with where it comes from: the repository configuration
        (.designspec.json or .designspec.jsonc at that root), the command line, or the default; then the
        configuration file's problems on standard error. Exit 2 when <dir> is not a folder or the file
        has errors (a value of the wrong kind, an unknown key or rule id), which also stop `check`.

        REPOSITORY CONFIGURATION (JSONC; schema Schemas/designspec-config.schema.json):
          { "rules": { "min-touch-target": "warning" }, "legacy": false, "strict": true,
            "defaultPlatforms": { "iOS": "17.0" }, "exclude": ["Generated/"] }
        Precedence, lowest to highest: the rules' defaults, the file, the command line (or the editor's
        settings), the spec's own "rules". "exclude" takes .gitignore patterns relative to the root; they
        leave specs out of folder walks, not files named on the command line.
        """

    static let check = """
        USAGE: designspec check [<options>] <file-or-directory>...

        Checks design specs. A named file is checked whatever its name; directories are searched
        recursively for *.design.json and *.design.jsonc (skipping .build, .git and node_modules).
        Files are analysed in parallel; output is in path order. `-` reads a spec from stdin
        (reported as <stdin>).

        IMPORTS: a spec's "imports" are resolved inside a workspace root, as the language server
        resolves them; nothing outside the root is read. The root of a directory operand is that
        directory; of a file operand, the current directory when the file lies inside it, else the
        file's folder; stdin is read as a spec in the current directory (its imports are relative to
        it, and it is the root). --root <dir> sets the root for every operand instead (each must lie
        inside it). Each finding is reported once, at the file it belongs to: a problem in a tokens
        file at the tokens file, an import problem (import/*) on the importing spec's import string.

        OPTIONS:
          --format <format>              text (default), json, sarif (SARIF 2.1.0) or html
          --rule <rule-id>=<severity>    Override a rule's severity: off, hint, information, warning,
                                         error. Repeatable. A file's own "rules" object still wins.
          --platform <Platform>=<ver>    Platforms assumed for specs without "platforms", e.g.
                                         --platform iOS=17.0 (repeatable; without =<ver>: newest)
          --legacy                       Also run the legacy rule set: figures found only in the 2015
                                         iOS HIG or the unofficial summary (off by default)
          --strict                       Report warnings as errors (per-rule severities still win)
          -q, --quiet                    Report errors only
          --no-summary                   Leave out the summary line (text format)
          --root <dir>                   The workspace root imports resolve in (see IMPORTS)
          --ignore-invalid-config        Check even when the repository configuration has errors,
                                         with what it sets validly (its errors are still printed)
          --build-stamp <file>           Remove <file>, and write it when no error was found (for
                                         build systems; the SwiftPM plugin uses it)
          -h, --help                     Show this help

        TEXT FORMAT: one line per diagnostic,
          path:line:column: severity: message [rule-id]
        with a 1-based line and a 1-based column counted in UTF-8 bytes: the file:line:column: form
        clang prints, which vim's quickfix (a byte column; :set makeprg=designspec\\ check\\ --no-summary\\ .)
        and most editors parse. A place a finding names in another file (an imported spec) follows
        it as a path:line:column: note: message line. A summary line follows.
        Colors are used only when stdout is a terminal and NO_COLOR is unset.

        JSON FORMAT: { "formatVersion": 1, "tool", "summary", "files": [ { "path", "diagnostics": [
          { "code", "severity", "message", "url"?, "range": { "start": { "line", "column", "offset" },
          "end": {…} }, "tags", "related": [ { "message", "path", "range" } ], "fix"? } ] } ] } —
          1-based lines, 1-based UTF-8 byte columns, 0-based byte offsets, exclusive ends; a related
          location's path is its file (another spec's when it lies in an import), and so is each fix
          edit's (a fix renaming a shared token edits the specs importing it too).

        HTML FORMAT: one self-contained page with every file's screens drawn as wireframes (as
          `designspec preview` draws them) and all findings, numbered on their elements; for CI artifacts:
          designspec check --format html specs > report.html

        SARIF FORMAT: one run with every rule's metadata (helpUri = HIG section); regions use 1-based
          lines and UTF-16 columns (columnKind utf16CodeUnits); related locations name their own file.

        EXIT CODES: 0 no errors (warnings allowed), 1 errors found, 2 usage or I/O error (a path that
        does not exist, cannot be read or contains no design specs), or a repository configuration
        with errors (see `designspec config --help`) unless --ignore-invalid-config.
        """

    static let preview = """
        USAGE: designspec preview [--out <dir>] [--root <dir>] <file-or-directory>...

        Writes one self-contained HTML page per spec (inline SVG and CSS; nothing is loaded from the
        network) and prints each page's path. Each screen is drawn as a wireframe in its platform's
        device (sizes from the HIG device tables), in every appearance the platform has (light, dark,
        increased contrast) and at the largest accessibility text size; every finding is a numbered
        badge beside the screen joined to its element by a line, listed with its rule and file:line. A checkbox on the
        page shows hit regions against the platform's minimum target size. A wireframe, not a
        pixel-perfect render; the same spec always gives the same bytes. Broken specs render what they
        can and mark what could not be drawn. Imported tokens are resolved as `designspec check` resolves
        them (see `designspec check --help`, IMPORTS).

        OPTIONS:
          --out <dir>     Where to write the pages (created if needed; default: a new private folder
                          designspec-preview-XXXXXX in the temporary directory, printed with the pages).
                          A spec `name.design.jsonc` becomes `name.preview.html`.
          --root <dir>    The workspace root imports resolve in (default: as `check` chooses it)
          -h, --help      Show this help

        EXIT CODES: 0 pages written (whatever the findings), 2 usage or I/O error.
        """

    static let rules = """
        USAGE: designspec rules [--format text|json]

        Lists every rule: id, default severity and title, grouped by category.
        --format json prints the published rule set (the same document as Schemas/rules.json).
        """

    static let explain = """
        USAGE: designspec explain <rule-id-or-code>

        For a rule: its title, category, default severity, platforms, the HIG sentence it enforces,
        rationale, HIG links, the text of the HIG section it rests on, and how default severities
        follow the HIG's words. For a syntax/, schema/ or import/ code: what it means and an example.
        Examples: designspec explain min-touch-target; designspec explain import/missing-file
        """

    static let export = """
        USAGE: designspec export --as catalog|dtcg|swift --out <path> [--force] <spec>

        Writes the spec's own color and type tokens (not imported ones):
          --as catalog   an asset catalog folder (--out ends in .xcassets): one colorset per color, its
                         variants as appearances (dark, high contrast); `/` in a name makes a namespace
                         folder. Fonts are left out: asset catalogs hold none.
          --as dtcg      Design Tokens (DTCG 2025.10) files (--out ends in .tokens.json or .tokens):
                         light values and fonts in that file, other appearances in
                         <name>.dark.tokens.json, <name>.increasedContrastLight.tokens.json and
                         <name>.increasedContrastDark.tokens.json. Dotted names become groups.
          --as swift     a SwiftUI file: `extension Color` (UIColor { traits in … } per variant) and
                         `extension Font`.
        Colors are written as the 8-bit sRGB values they resolve to; reading the export back (as an
        import) gives the same tokens. What cannot be written is listed on stderr.

        All files or none are written, never through a symbolic link and never over <spec>. What is
        at --out is replaced only when designspec exported it, or with --force. A color name that
        cannot be a catalog folder name (.., a part starting with ., an empty part, a backslash, a
        control character, more than 16 nested folders, a part over 255 bytes) fails the export
        (exit 2) before anything is written.
        """

    static let schemas = """
        USAGE: designspec schemas --write <dir>
               designspec schemas --check <dir>

        --write <dir>   Writes rules.json and design-spec.schema.json into <dir> (creating it).
        --check <dir>   Compares the files in <dir> with freshly generated ones; exits 1 and names the
                        stale files when they differ or are missing.
        """

    static let format = """
        USAGE: designspec format [--check | --diff] [--indent <n> | --tabs] <file-or-directory>...

        Rewrites each design spec in one layout: simple objects and arrays on one line, containers with one
        member per line, every comment kept where it was, every value's text unchanged, trailing commas
        dropped. Files with syntax errors or invalid UTF-8 are left alone and reported. A file is rewritten
        in place: its permissions, owner, hard links and symbolic links stay, and so do a UTF-8 byte order
        mark and CRLF line endings. The language server's formatting gives the same result. Indentation:
        the flags below, else the .editorconfig that applies to the file (indent_style, indent_size), else
        two spaces.

        --check        Change nothing; list the files that would change and exit 1 if there are any.
        --diff         Change nothing; print a unified diff of each file that would change (patch -p0
                       applies it), nothing else, and exit 1 if there are any.
        --indent <n>   Spaces per level (default 2).
        --tabs         Indent with tabs.
        """

    static let install = """
        USAGE: designspec install [--prefix <dir>] [--force]

        Copies this designspec binary and its data bundle (\(ResourceLoader.bundleName)) to <dir>/lib/designspec/
        and links <dir>/bin/designspec to it (default <dir>: ~/.local). Run it from a clone with
        `swift build -c release --static-swift-stdlib -Xswiftc -gnone -Xlinker -s --product designspec && .build/release/designspec install`,
        so the installed binary runs without the Swift toolchain; the editor configs then find
        `designspec` on PATH.

        Install lists what it wrote in <dir>/lib/designspec/install-manifest and later replaces only that.
        It refuses to replace anything else in its way, naming it; --force replaces it.

        --prefix <dir>   Where to install (not empty).
        --force          Replace files and folders in the way that install did not write.
        """

    static let lsp = """
        USAGE: designspec lsp [--stdio]

        Runs the design spec language server over JSON-RPC on stdin/stdout (--stdio is accepted and is
        the only transport). Logs go to stderr. Point your editor's LSP client at `designspec lsp`.
        """

    static let help = """
        USAGE: designspec help [<command>]

        Shows the help of designspec or of one command.
        """
}
