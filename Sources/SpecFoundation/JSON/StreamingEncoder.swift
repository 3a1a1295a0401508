/// An `Encoder` that writes compact JSON as it is called, with no intermediate tree: containers
/// are opened when requested and closed when the value that opened them is finished (or when its
/// parent moves on to the next member). Object members keep the order they are encoded in.
/// Used through `JSONWriter.encode(_:)`.
final class StreamingEncoder: Encoder {
    /// The text.
    @exclusivity(unchecked) var writer = JSONWriter()
    /// Open containers, outermost first: whether each is an object, and how many entries it has.
    @exclusivity(unchecked) var frames: [(isObject: Bool, count: Int)] = []
    /// `frames.count` when the value being encoded began; containers above it belong to that value.
    @exclusivity(unchecked) private var valueBase = 0

    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Writes `value`, closing every container it opened.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        if writeScalar(value) { return }
        if let writable = value as? JSONWritable {
            writer.needsComma = false
            writable.write(to: &writer)
            writer.needsComma = false
            return
        }
        let outerBase = valueBase
        valueBase = frames.count
        defer { valueBase = outerBase }
        let start = writer.bytes.count
        try value.encode(to: self)
        if writer.bytes.count == start { writer.appendRaw("{}") }  // encoded nothing: an empty object, as Foundation does
        closeContainers(downTo: valueBase)
    }

    /// Writes `value` if it is a string, number or Boolean. Compares the type first: a failing
    /// dynamic cast is expensive, and most values are not scalars.
    private func writeScalar<Value: Encodable>(_ value: Value) -> Bool {
        switch ObjectIdentifier(Value.self) {
        case ObjectIdentifier(String.self): (value as? String).map { writer.appendString($0) }
        case ObjectIdentifier(Int.self): (value as? Int).map { writer.appendInt($0) }
        case ObjectIdentifier(Double.self): (value as? Double).map { writer.appendDouble($0) }
        case ObjectIdentifier(Bool.self): (value as? Bool).map { writer.appendRaw($0 ? "true" : "false") }
        case ObjectIdentifier(Float.self): (value as? Float).map { writer.appendDouble(Double($0)) }
        case ObjectIdentifier(Int8.self): (value as? Int8).map { writer.appendInt($0) }
        case ObjectIdentifier(Int16.self): (value as? Int16).map { writer.appendInt($0) }
        case ObjectIdentifier(Int32.self): (value as? Int32).map { writer.appendInt($0) }
        case ObjectIdentifier(Int64.self): (value as? Int64).map { writer.appendInt($0) }
        case ObjectIdentifier(UInt.self): (value as? UInt).map { writer.appendInt($0) }
        case ObjectIdentifier(UInt8.self): (value as? UInt8).map { writer.appendInt($0) }
        case ObjectIdentifier(UInt16.self): (value as? UInt16).map { writer.appendInt($0) }
        case ObjectIdentifier(UInt32.self): (value as? UInt32).map { writer.appendInt($0) }
        case ObjectIdentifier(UInt64.self): (value as? UInt64).map { writer.appendInt($0) }
        default: return false
        }
        return true
    }

    /// Opens an object or array and returns its index in `frames`.
    func openContainer(isObject: Bool) -> Int {
        writer.appendByte(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        frames.append((isObject, 0))
        return frames.count - 1
    }

    /// Closes containers until `depth` remain.
    func closeContainers(downTo depth: Int) {
        while frames.count > depth {
            writer.appendByte(frames.removeLast().isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    /// Starts an entry of container `index`: closes what is open inside it and writes the separator.
    /// False when the container was already closed (a container used after its value ended).
    func beginEntry(in index: Int) -> Bool {
        guard index < frames.count else { return false }
        closeContainers(downTo: index + 1)
        if frames[index].count > 0 { writer.appendByte(UInt8(ascii: ",")) }
        frames[index].count += 1
        return true
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if frames.count > valueBase, frames[valueBase].isObject {  // asked again by the same value
            closeContainers(downTo: valueBase + 1)
            return KeyedEncodingContainer(KeyedContainer(encoder: self, index: valueBase))
        }
        return KeyedEncodingContainer(KeyedContainer(encoder: self, index: openContainer(isObject: true)))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        UnkeyedContainer(encoder: self, index: openContainer(isObject: false))
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    /// A value nested at the current position that is encoded by a separate `encode(to:)` call
    /// (`superEncoder`): its containers belong to it.
    func nestedValueEncoder() -> Encoder {
        valueBase = frames.count
        return self
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamingEncoder
    let index: Int
    var codingPath: [CodingKey] { [] }

    private func begin(_ key: Key) -> Bool {
        guard encoder.beginEntry(in: index) else { return false }
        encoder.writer.appendString(key.stringValue)
        encoder.writer.appendByte(UInt8(ascii: ":"))
        return true
    }

    mutating func encodeNil(forKey key: Key) throws {
        if begin(key) { encoder.writer.appendRaw("null") }
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        if begin(key) { try encoder.encodeValue(value) }
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { if begin(key) { encoder.writer.appendRaw(value ? "true" : "false") } }
    mutating func encode(_ value: String, forKey key: Key) throws { if begin(key) { encoder.writer.appendString(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { if begin(key) { encoder.writer.appendDouble(value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { if begin(key) { encoder.writer.appendDouble(Double(value)) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { if begin(key) { encoder.writer.appendInt(value) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        _ = begin(key)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, index: encoder.openContainer(isObject: true)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        _ = begin(key)
        return UnkeyedContainer(encoder: encoder, index: encoder.openContainer(isObject: false))
    }

    mutating func superEncoder() -> Encoder {
        _ = encoder.beginEntry(in: index)
        encoder.writer.appendString("super")
        encoder.writer.appendByte(UInt8(ascii: ":"))
        return encoder.nestedValueEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        _ = begin(key)
        return encoder.nestedValueEncoder()
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamingEncoder
    let index: Int
    private(set) var count = 0
    var codingPath: [CodingKey] { [] }

    init(encoder: StreamingEncoder, index: Int) {
        self.encoder = encoder
        self.index = index
    }

    private mutating func begin() -> Bool {
        guard encoder.beginEntry(in: index) else { return false }
        count += 1
        return true
    }

    mutating func encodeNil() throws {
        if begin() { encoder.writer.appendRaw("null") }
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        if begin() { try encoder.encodeValue(value) }
    }

    mutating func encode(_ value: Bool) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: String) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: Double) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: Float) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: Int) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: Int8) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: Int16) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: Int32) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: Int64) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: UInt) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: UInt8) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: UInt16) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: UInt32) throws { if begin() { try encoder.encodeValue(value) } }
    mutating func encode(_ value: UInt64) throws { if begin() { try encoder.encodeValue(value) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        _ = begin()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, index: encoder.openContainer(isObject: true)))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        _ = begin()
        return UnkeyedContainer(encoder: encoder, index: encoder.openContainer(isObject: false))
    }

    mutating func superEncoder() -> Encoder {
        _ = begin()
        return encoder.nestedValueEncoder()
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: StreamingEncoder
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil() throws { encoder.writer.appendRaw("null") }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: Bool) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: String) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: Double) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: Float) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: Int) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: Int8) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: Int16) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: Int32) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: Int64) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: UInt) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: UInt8) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: UInt16) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: UInt32) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: UInt64) throws { try encoder.encodeValue(value) }
}
