import Foundation

/// The indentation `.editorconfig` files give a file (https://editorconfig.org): `indent_style`,
/// `indent_size` and `tab_width`, read from the `.editorconfig` in the file's folder and each folder
/// above it up to one that says `root = true`; nearer files and later sections win.
///
/// Section globs support `*`, `**`, `?`, `[…]`, `[!…]` and `{a,b}`; a glob without `/` matches the
/// file name in any folder below the `.editorconfig`, one with `/` matches the path from its folder.
struct EditorConfig: Equatable {
    /// `indent_style`: true for `space`, false for `tab`, nil when unset.
    var insertSpaces: Bool?
    /// `indent_size` (or `tab_width` when `indent_size` is `tab` or unset), nil when unset.
    var indentSize: Int?

    /// What the `.editorconfig` files above `path` say about its indentation.
    static func indentation(for path: String) -> EditorConfig {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        var folder = file.deletingLastPathComponent()
        var properties: [[String: String]] = []  // nearest first
        while true {
            let config = folder.appendingPathComponent(".editorconfig")
            if let data = FileManager.default.contents(atPath: config.path) {
                let parsed = parse(String(decoding: data, as: UTF8.self), folder: folder.path, file: file.path)
                properties.append(parsed.properties)
                if parsed.isRoot { break }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        var merged: [String: String] = [:]
        for found in properties.reversed() {
            merged.merge(found) { _, nearer in nearer }
        }
        return EditorConfig(properties: merged)
    }

    /// Reads the indentation from merged properties (names and values lower-cased).
    init(properties: [String: String]) {
        switch properties["indent_style"] {
        case "space": insertSpaces = true
        case "tab": insertSpaces = false
        default: insertSpaces = nil
        }
        let tabWidth = properties["tab_width"].flatMap(Int.init)
        if let size = properties["indent_size"], let number = Int(size) {
            indentSize = number
        } else {
            indentSize = tabWidth
        }
        if let size = indentSize, !(1...16).contains(size) { indentSize = nil }
    }

    /// The properties of the sections of one `.editorconfig` (in `folder`) that match `file`, and
    /// whether its preamble says `root = true`.
    static func parse(_ text: String, folder: String, file: String) -> (properties: [String: String], isRoot: Bool) {
        var properties: [String: String] = [:]
        var isRoot = false
        var inPreamble = true
        var sectionMatches = false
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                inPreamble = false
                sectionMatches = matches(glob: String(line.dropFirst().dropLast()), folder: folder, file: file)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
            if inPreamble {
                if key == "root" { isRoot = value == "true" }
            } else if sectionMatches {
                properties[key] = value
            }
        }
        return (properties, isRoot)
    }

    /// Whether the section glob `glob` of the `.editorconfig` in `folder` applies to `file`.
    static func matches(glob: String, folder: String, file: String) -> Bool {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        guard file.hasPrefix(base) else { return false }
        let relative = String(file.dropFirst(base.count))
        var pattern = glob
        if pattern.hasPrefix("/") {
            pattern.removeFirst()
        } else if !pattern.contains("/") {
            pattern = "**/" + pattern
        }
        guard let expression = try? NSRegularExpression(pattern: "^" + regularExpression(of: pattern) + "$") else { return false }
        return expression.firstMatch(in: relative, range: NSRange(relative.startIndex..., in: relative)) != nil
    }

    /// The regular expression of an EditorConfig glob.
    private static func regularExpression(of glob: String) -> String {
        var result = ""
        var characters = Array(glob)[...]
        var braceDepth = 0
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "*":
                if characters.first == "*" {
                    characters = characters.dropFirst()
                    if characters.first == "/" {  // `**/` also matches no folder at all
                        characters = characters.dropFirst()
                        result += "(?:.*/)?"
                    } else {
                        result += ".*"
                    }
                } else {
                    result += "[^/]*"
                }
            case "?": result += "[^/]"
            case "[":
                if let close = characters.firstIndex(of: "]") {
                    var set = String(characters[..<close])
                    if set.hasPrefix("!") { set = "^" + set.dropFirst() }
                    result += "[" + set.replacingOccurrences(of: "\\", with: "\\\\") + "]"
                    characters = characters[characters.index(after: close)...]
                } else {
                    result += "\\["
                }
            case "{":
                braceDepth += 1
                result += "(?:"
            case "}" where braceDepth > 0:
                braceDepth -= 1
                result += ")"
            case "," where braceDepth > 0: result += "|"
            case "\\":
                if let next = characters.first {
                    result += NSRegularExpression.escapedPattern(for: String(next))
                    characters = characters.dropFirst()
                }
            default: result += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return result + String(repeating: ")", count: braceDepth)
    }
}
