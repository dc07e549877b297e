import Foundation

// A value of a field that may travel as a blob: a reference when the writer writes for a page that
// agreed to blobs and the value is large enough, base64 otherwise.
//
//     {"$blob":"gbgbridge-blob://blob/9f…","size":8388608,"mimeType":"image/jpeg"}

extension JSONWriter {
    /// The members of a blob reference, which both runtimes and the JSON Schema know by these names.
    public enum BlobReferenceKey {
        /// The URL the page fetches the bytes from.
        public static let url = "$blob"
        /// The number of bytes.
        public static let size = "size"
        /// The bytes' media type.
        public static let mimeType = "mimeType"
    }

    /// Writes the value of a `bytes` field that may travel as a blob: as a blob reference when this
    /// writer writes a response for a page that agreed to blobs, the value is at least the terms'
    /// `minimumBytes` and the host has room to hold it; as base64 otherwise.
    ///
    /// - Parameter mimeType: The value's media type, from the field the spec's `mimeTypeField`
    ///   names; nil or empty for `application/octet-stream`.
    public mutating func blob(_ data: Data, mimeType: String?) {
        guard let writing = blobs, data.count >= writing.terms.minimumBytes else {
            base64(data)
            return
        }
        guard data.count <= writing.room else {
            writing.inlinedForRoom.append(data.count)
            base64(data)
            return
        }
        let token = BridgeBlobToken.random()
        let type = mimeType.flatMap { $0.isEmpty ? nil : $0 } ?? BridgeBlob.defaultMimeType
        writing.room -= data.count
        writing.written.append((token, BridgeBlob(bytes: data, mimeType: type)))
        let terms = writing.terms
        beginObject()
        key(BlobReferenceKey.url)
        string(terms.urlPrefix + token)
        key(BlobReferenceKey.size)
        integer(data.count)
        key(BlobReferenceKey.mimeType)
        string(type)
        endObject()
    }

    /// Writes an object member whose value may travel as a blob (see ``blob(_:mimeType:)``).
    @inlinable
    public mutating func blobField(_ key: String, _ value: Data, mimeType: String?) {
        self.key(key)
        blob(value, mimeType: mimeType)
    }

    /// Writes an object member whose value may travel as a blob, if `value` is not nil.
    @inlinable
    public mutating func optionalBlobField(_ key: String, _ value: Data?, mimeType: String?) {
        if let value { blobField(key, value, mimeType: mimeType) }
    }

    /// Writes an object member of a nullable field whose value may travel as a blob: the value, or
    /// `null`.
    @inlinable
    public mutating func nullableBlobField(_ key: String, _ value: Data?, mimeType: String?) {
        guard let value else {
            self.key(key)
            null()
            return
        }
        blobField(key, value, mimeType: mimeType)
    }
}
