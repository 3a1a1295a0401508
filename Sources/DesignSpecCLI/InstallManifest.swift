import Foundation

/// What `designspec install` wrote under its prefix, kept in `<prefix>/lib/designspec/install-manifest`:
/// one path a line, relative to the prefix, directories ending in `/`. A later install replaces and
/// removes only what it lists; anything else in its way is someone else's and is left alone unless
/// `--force` says otherwise.
struct InstallManifest: Equatable {
    /// The manifest's path relative to the prefix.
    static let relativePath = "lib/designspec/install-manifest"
    /// The link on PATH, relative to the prefix.
    static let link = "bin/designspec"
    /// The folder everything else goes into, relative to the prefix.
    static let folder = "lib/designspec"

    /// The paths, relative to the prefix; directories end in `/`.
    var entries: [String]

    /// The manifest's text.
    var text: String {
        "# Written by `designspec install`: what it owns under this prefix (paths relative to it).\n"
            + entries.map { $0 + "\n" }.joined()
    }

    /// Reads the manifest's text. Lines that are comments, absolute, climb with `..`, or lie outside
    /// what install writes (`bin/designspec` and `lib/designspec/…`) are dropped, so an edited
    /// manifest can never make install remove anything else.
    init(text: String) {
        entries = text.split(separator: "\n").map(String.init).filter(Self.isOwnable)
    }

    /// A manifest of `entries`.
    init(entries: [String]) {
        self.entries = entries
    }

    /// Whether install could have written `entry`.
    static func isOwnable(_ entry: String) -> Bool {
        var components = entry.split(separator: "/", omittingEmptySubsequences: false)
        if entry.hasSuffix("/") { components.removeLast() }
        guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return false }
        return entry == link || (entry.hasPrefix(folder + "/") && entry != folder + "/" && entry != relativePath)
    }
}
