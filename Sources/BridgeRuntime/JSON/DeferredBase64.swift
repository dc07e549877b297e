import Foundation

/// A base64 value a ``JSONWriter`` has not encoded yet: its bytes, and where in the writer's text
/// the encoding goes.
///
/// Encoded into the writer's buffer, an 8 MiB image would then be copied into the script a WebView
/// evaluates: its encoded megabytes touched twice and held twice. Kept as bytes, the value is
/// encoded once, into the form that leaves the host (``JSONText``).
@usableFromInline
struct DeferredBase64: Sendable {
    /// Values from this many bytes up are deferred; smaller ones cost less to encode at once than
    /// to keep.
    static let minimumByteCount = 32 << 10

    /// The bytes a value is encoded from, held without a copy.
    enum Source: Sendable {
        case data(Data)
        case bytes([UInt8])
    }

    /// Where the value's text, between its quotes, starts in the writer's storage.
    let offset: Int
    let source: Source

    /// How many characters the value's base64 text has.
    var encodedCount: Int {
        switch source {
        case .data(let data): Base64.encodedCount(forByteCount: data.count)
        case .bytes(let bytes): Base64.encodedCount(forByteCount: bytes.count)
        }
    }

    /// Writes exactly ``encodedCount`` characters at `output`.
    func encode(into output: UnsafeMutableRawPointer) {
        switch source {
        case .data(let data): data.withUnsafeBytes { Base64Encoding.encode($0, into: output) }
        case .bytes(let bytes): bytes.withUnsafeBytes { Base64Encoding.encode($0, into: output) }
        }
    }
}
