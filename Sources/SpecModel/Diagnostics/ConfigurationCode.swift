/// Codes of the problems in a repository configuration file (`.designspec.json(c)`), reported at their
/// place in that file.
public enum ConfigurationCode: String, CaseIterable, Sendable {
    /// A setting with an unknown name or a value of the wrong kind; the entry is ignored.
    case invalidSetting = "config/invalid-setting"
    /// The file is there but may not be read (a link out of the root, a folder, too large, …).
    case unreadable = "config/unreadable"
}
