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
}
