/// Standard base64 (RFC 4648 §4: `A–Z a–z 0–9 + /`, padded with `=`), the encoding `bytes` fields
/// use on the bridge: what `btoa` and `FileReader.readAsDataURL` produce on the web side.
///
/// Encoding goes straight into a ``JSONWriter`` with ``JSONWriter/base64(_:)-(UnsafeRawBufferPointer)``;
/// decoding is strict, see ``decode(_:)-(UnsafeRawBufferPointer)``.
enum Base64 {
    /// The number of characters that encode `byteCount` bytes, padding included; use it to size a
    /// ``JSONWriter`` up front for a message that carries a large `Data`.
    static func encodedCount(forByteCount byteCount: Int) -> Int {
        (byteCount + 2) / 3 * 4
    }
}
