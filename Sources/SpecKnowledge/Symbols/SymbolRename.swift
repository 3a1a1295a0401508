/// A rename of an SF Symbol: an old name that now aliases a new one.
public struct SymbolRename: Sendable, Hashable {
    /// The old (deprecated) name, e.g. `123.rectangle`.
    public let oldName: String
    /// The name that replaced it, e.g. `numbers.rectangle`.
    public let newName: String
    /// The SF Symbols release that renamed it, e.g. `"SF Symbols 6"`; empty when the data does not say
    /// (older aliases taken from SF Symbols 5's alias list).
    public let release: String
    /// The OS version per platform in which the new name appeared; iPadOS is keyed as `.iOS`.
    /// Empty when the data has no per-OS versions for this rename.
    public let renamedIn: [Platform: OSVersion]

    /// Creates a rename record.
    public init(oldName: String, newName: String, release: String, renamedIn: [Platform: OSVersion]) {
        self.oldName = oldName
        self.newName = newName
        self.release = release
        self.renamedIn = renamedIn
    }
}
