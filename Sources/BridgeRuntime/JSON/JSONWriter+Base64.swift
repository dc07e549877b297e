import Foundation

// `bytes` fields travel as base64 strings. They can be megabytes (document photos), so the encoder
// writes straight into the output: no intermediate String or Data. A large value held by `Data` or
// an array is not even encoded here: the writer keeps the bytes and where their text goes, and the
// text is encoded once, into the form the message finally takes (see JSONText).

extension JSONWriter {
    /// Writes `data` as a standard, padded base64 string value.
    public mutating func base64(_ data: Data) {
        if data.count >= DeferredBase64.minimumByteCount {
            deferBase64(.data(data))
        } else {
            data.withUnsafeBytes { base64($0) }
        }
    }

    /// Writes `source` as a standard, padded base64 string value.
    public mutating func base64(_ source: [UInt8]) {
        if source.count >= DeferredBase64.minimumByteCount {
            deferBase64(.bytes(source))
        } else {
            source.withUnsafeBytes { base64($0) }
        }
    }

    /// Writes the bytes of `source` as a standard, padded base64 string value. `source` must not point
    /// into this writer's own ``bytes``.
    public mutating func base64(_ source: UnsafeRawBufferPointer) {
        beginScalar()
        let encodedCount = Base64.encodedCount(forByteCount: source.count)
        ensureRoom(for: encodedCount + 2)
        storage.append(UInt8(ascii: "\""))
        let start = storage.count
        // Appending zeros is the only public way to extend an Array's count over reserved capacity;
        // it costs a fast fill of memory that is then overwritten, far cheaper than encoding.
        storage.append(contentsOf: repeatElement(0, count: encodedCount))
        storage.withUnsafeMutableBytes { buffer in
            Base64Encoding.encode(source, into: buffer.baseAddress! + start)
        }
        storage.append(UInt8(ascii: "\""))
    }

    /// Writes the quotes of a base64 string value, and notes the bytes to encode between them.
    private mutating func deferBase64(_ source: DeferredBase64.Source) {
        beginScalar()
        storage.append(UInt8(ascii: "\""))
        deferred.append(DeferredBase64(offset: storage.count, source: source))
        storage.append(UInt8(ascii: "\""))
    }
}
