// Helpers that keep generated encoders short:
//
//     writer.object { w in
//         w.field("width", width)
//         w.optionalField("mrz", mrz)
//     }
//
// They are inlinable so each call specializes in the generated module and costs what the
// hand-written key/value calls would: no closures escape, nothing is allocated.

extension JSONWriter {
    /// Writes `{`, then whatever `body` writes (normally fields), then `}`.
    @inlinable
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// Writes `[`, then whatever `body` writes, then `]`.
    @inlinable
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    /// Writes an object member: its key, then the value.
    @inlinable
    public mutating func field(_ key: String, _ value: some BridgeJSONEncodable) {
        self.key(key)
        value.encode(to: &self)
    }

    /// Writes an object member if `value` is not nil; an absent optional is left out rather than
    /// written as `null`, which readers treat the same and costs bytes.
    @inlinable
    public mutating func optionalField(_ key: String, _ value: (some BridgeJSONEncodable)?) {
        if let value {
            field(key, value)
        }
    }

    /// Writes an object member whose key is known to need no escaping: `member` is the key as JSON
    /// text, with the comma that separates it from a sibling and the colon after it, as in
    /// `",\"mrz\":"`. Generated encoders use it for every plain key: it is one copy of bytes
    /// fixed at compile time, where ``field(_:_:)`` checks the key's every byte for escapes.
    @inlinable
    public mutating func field(member: StaticString, _ value: some BridgeJSONEncodable) {
        writeMember(member)
        value.encode(to: &self)
    }

    /// ``field(member:_:)`` if `value` is not nil.
    @inlinable
    public mutating func optionalField(member: StaticString, _ value: (some BridgeJSONEncodable)?) {
        if let value {
            field(member: member, value)
        }
    }

    /// Writes an object member of a nullable field that must be present: its value, or `null`.
    @inlinable
    public mutating func nullableField(_ key: String, _ value: (some BridgeJSONEncodable)?) {
        self.key(key)
        if let value { value.encode(to: &self) } else { null() }
    }

    /// ``nullableField(_:_:)`` for a key known to need no escaping, as ``field(member:_:)``.
    @inlinable
    public mutating func nullableField(member: StaticString, _ value: (some BridgeJSONEncodable)?) {
        writeMember(member)
        if let value { value.encode(to: &self) } else { null() }
    }

    /// Writes `member` (`,"key":`), without its comma when nothing comes before it.
    @usableFromInline
    internal mutating func writeMember(_ member: StaticString) {
        assert(
            member.utf8CodeUnitCount >= 4 && member.utf8Start[0] == UInt8(ascii: ",")
                && member.utf8Start[member.utf8CodeUnitCount - 1] == UInt8(ascii: ":"), "not a member: \(member)")
        let skipped = needsSeparator ? 0 : 1
        storage.append(
            contentsOf: UnsafeBufferPointer(start: member.utf8Start + skipped, count: member.utf8CodeUnitCount - skipped))
        needsSeparator = false
    }
}
