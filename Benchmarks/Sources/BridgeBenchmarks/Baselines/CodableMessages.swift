import Foundation

// The baselines' view of the protocol: the same envelope and the same data types as plain Codable
// structs, decoded by JSONDecoder and encoded by JSONEncoder, as an app without the generator would.

/// The envelope, generic over what `payload.data` holds.
struct CodableEnvelope<Payload: Codable>: Codable {
    var version: String
    var correlationId: String
    var type: String
    var timestamp: Int
    var payload: CodablePayload<Payload>
}

/// `payload`, with typed data.
struct CodablePayload<Data: Codable>: Codable {
    var action: String
    var data: Data?
    var status: String?
    var error: CodableError?
}

/// `payload.error`.
struct CodableError: Codable {
    var code: String
    var message: String
    var recoverable: Bool
}

/// `DocumentCaptureRequest`.
struct CodableDocumentCaptureRequest: Codable {
    var documentType: String?
    var side: String?
}

/// `DocumentCaptureResult`; `Data` encodes as base64 by default.
struct CodableDocumentCaptureResult: Codable {
    var imageData: Data
    var width: Int
    var height: Int
    var mimeType: String
}

/// `NFCReadRequest`.
struct CodableNFCReadRequest: Codable {
    var mrz: String?
    var dataGroups: [String]?
}

/// `NFCReadResult`.
struct CodableNFCReadResult: Codable {
    var chipRead: Bool
    var dataGroups: [String]
    var mrz: String?
    var photo: Data?
}
