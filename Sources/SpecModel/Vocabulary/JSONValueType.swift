/// The JSON type of a value, as the schema check distinguishes them.
public enum JSONValueType: String, Sendable, Hashable, CaseIterable {
    /// A string.
    case string
    /// A number.
    case number
    /// `true` or `false`.
    case boolean
    /// An object.
    case object
    /// An array.
    case array
    /// `null`.
    case null
}
