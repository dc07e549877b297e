import Foundation

/// A bytes value the host holds for its page to fetch by reference: the bytes as the app gave them
/// (no copy is made to keep them), and their media type.
public struct BridgeBlob: Sendable, Equatable {
    /// The value's bytes: what the page's fetch gets as the body.
    public let bytes: Data
    /// The media type, served as `Content-Type`: from the field's `mimeTypeField`, else
    /// `application/octet-stream`.
    public let mimeType: String

    /// The media type of a blob whose field names none.
    public static let defaultMimeType = "application/octet-stream"

    /// A blob of `bytes` of type `mimeType`.
    public init(bytes: Data, mimeType: String) {
        self.bytes = bytes
        self.mimeType = mimeType
    }
}
