import Foundation

// `bytes` fields travel as base64 strings. They can be megabytes (document photos), so the encoder
// writes straight into the output buffer: no intermediate String or Data, one reservation sized for
// the whole string.

extension JSONWriter {
    /// Writes `data` as a standard, padded base64 string value.
    public mutating func base64(_ data: Data) {
        data.withUnsafeBytes { base64($0) }
    }

    /// Writes `source` as a standard, padded base64 string value.
    public mutating func base64(_ source: [UInt8]) {
        source.withUnsafeBytes { base64($0) }
    }

    /// Writes the bytes of `source` as a standard, padded base64 string value. `source` must not point
    /// into this writer's own ``bytes``.
    public mutating func base64(_ source: UnsafeRawBufferPointer) {
        beginScalar()
        let encodedCount = Base64.encodedCount(forByteCount: source.count)
        ensureRoom(for: encodedCount + 2)
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        // Appending zeros is the only public way to extend an Array's count over reserved capacity;
        // it costs a fast fill of memory that is then overwritten, far cheaper than encoding.
        bytes.append(contentsOf: repeatElement(0, count: encodedCount))
        bytes.withUnsafeMutableBytes { buffer in
            Base64Encoding.encode(source, into: buffer.baseAddress! + start)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
