/// Which files are design specs.
public enum DesignSpecFiles {
    /// File name endings that mark a design spec.
    public static let extensions = [".design.json", ".design.jsonc"]

    /// True when `path` (a file path or URL path) ends in `.design.json` or `.design.jsonc`.
    public static func isDesignSpec(path: String) -> Bool {
        extensions.contains { path.hasSuffix($0) }
    }
}
