import SpecModel

extension DocumentAnalysis {
    /// A hash of everything the diagnostics are computed from: the path, the text, the settings and
    /// the imports (how each import string resolved, and every file the imports reach, with its path
    /// as messages show it and its text).
    ///
    /// Within one process, two analyses with the same fingerprint report the same diagnostics, so a
    /// pulled diagnostics result can be answered `unchanged` by comparing fingerprints without running
    /// the rules; an edit to the spec or to any file it imports, directly or not, changes it. (`Hasher`
    /// is seeded per process: the value means nothing in another run.)
    public var inputFingerprint: Int {
        var hasher = Hasher()
        hasher.combine(path)
        lineIndex.bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        hasher.combine(settings)
        hasher.combine(imports.fingerprint)
        for file in imports.files {
            hasher.combine(file.displayPath)
        }
        return hasher.finalize()
    }
}
