/// The product's version, shown by `--version` and written into generated files.
public enum DesignSpecVersion {
    /// Semantic version of the designspec tool.
    public static let current = "0.1.0"
}
