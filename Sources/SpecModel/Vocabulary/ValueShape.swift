/// What belongs in a value slot of a design spec: the JSON type plus the format's meaning.
///
/// Completion reads it to offer values, hover to explain them, `VocabularyValidator` to check the
/// JSON type, and the JSON Schema generator to describe it.
public indirect enum ValueShape: Sendable, Hashable {
    /// Any string.
    case string
    /// Any number.
    case number
    /// `true` or `false`.
    case boolean
    /// A color value: hex string, system color name, color token name, or an object of appearance variants.
    case color
    /// A font value: text style name, type token name, or a font object.
    case font
    /// A system text style name (or a type token that resolves to one).
    case textStyle
    /// An SF Symbol name.
    case symbol
    /// A component kind (`button`, `text`, …): the value of a component's `"type"`.
    case componentKind
    /// A platform name (`iOS`, `macOS`, …).
    case platformName
    /// A dotted OS version string such as `"17.0"`.
    case osVersion
    /// One of a fixed list of strings.
    case enumeration([VocabularyValue])
    /// An array of components (objects with a `"type"`).
    case components
    /// An object whose keys are the properties of a context.
    case object(VocabularyContext)
    /// An array whose elements all have one shape.
    case array(ValueShape)
    /// An object with arbitrary keys (token names, rule ids) whose values have the context's entry shape.
    case map(VocabularyContext)
    /// Any of several shapes, told apart by JSON type (a string or an object, …).
    case oneOf([ValueShape])

    /// The allowed strings of an `enumeration` (also inside `oneOf`/`array`), empty for other shapes.
    public var allowedValues: [String] {
        switch self {
        case .enumeration(let values): return values.map(\.name)
        case .array(let element): return element.allowedValues
        case .oneOf(let shapes): return shapes.flatMap(\.allowedValues)
        default: return []
        }
    }

    /// The JSON types a value of this shape may have.
    public var jsonTypes: Set<JSONValueType> {
        switch self {
        case .string, .textStyle, .symbol, .componentKind, .platformName, .osVersion, .enumeration: return [.string]
        case .number: return [.number]
        case .boolean: return [.boolean]
        case .color, .font: return [.string, .object]
        case .components, .array: return [.array]
        case .object, .map: return [.object]
        case .oneOf(let shapes): return shapes.reduce(into: []) { $0.formUnion($1.jsonTypes) }
        }
    }

    /// True when `jsonTypes` contains `type` (asked for every value checked, without building the set).
    public func accepts(_ type: JSONValueType) -> Bool {
        switch self {
        case .string, .textStyle, .symbol, .componentKind, .platformName, .osVersion, .enumeration: return type == .string
        case .number: return type == .number
        case .boolean: return type == .boolean
        case .color, .font: return type == .string || type == .object
        case .components, .array: return type == .array
        case .object, .map: return type == .object
        case .oneOf(let shapes): return shapes.contains { $0.accepts(type) }
        }
    }

    /// The context of the object this shape holds (`.object`, `.map`, the object form of `.color` and
    /// `.font`, or the first object alternative of `.oneOf`); nil when it holds no object.
    public var objectContext: VocabularyContext? {
        switch self {
        case .object(let context), .map(let context): return context
        case .color: return .colorVariants
        case .font: return .font
        case .oneOf(let shapes): return shapes.lazy.compactMap(\.objectContext).first
        default: return nil
        }
    }

    /// The shape of this array's elements (components as `.object(.component(kind: nil))`); nil when
    /// the shape holds no array.
    public var elementShape: ValueShape? {
        switch self {
        case .components: return .object(.component(kind: nil))
        case .array(let element): return element
        case .oneOf(let shapes): return shapes.lazy.compactMap(\.elementShape).first
        default: return nil
        }
    }

    /// Words for messages: "a string", "a color value", "an array of components", ….
    public var phrase: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .boolean: return "true or false"
        case .color: return "a color value (hex string, system color name, color token or variants object)"
        case .font: return "a font value (text style name, type token or font object)"
        case .textStyle: return "a text style name"
        case .symbol: return "an SF Symbol name"
        case .componentKind: return "a component kind"
        case .platformName: return "a platform name"
        case .osVersion: return "an OS version string such as \"17.0\""
        case .enumeration(let values): return "one of " + values.map { "\"\($0.name)\"" }.joined(separator: ", ")
        case .components: return "an array of components"
        case .object(let context): return context == .scaledSize ? "a scaled size ({ \"value\": 44, \"relativeTo\": \"body\" })" : "an object"
        case .array(let element): return "an array of \(Self.plural(element))"
        case .map: return "an object"
        case .oneOf(let shapes): return shapes.map(\.phrase).joined(separator: " or ")
        }
    }

    private static func plural(_ element: ValueShape) -> String {
        switch element {
        case .string, .enumeration: return "strings"
        case .number: return "numbers"
        case .symbol: return "SF Symbol names"
        case .object, .map: return "objects"
        default: return "values (\(element.phrase))"
        }
    }
}
