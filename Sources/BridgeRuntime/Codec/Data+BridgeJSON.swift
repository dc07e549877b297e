import Foundation

extension Data: BridgeJSONCodable {
    /// Reads a `bytes` field: a string of strict, padded base64 (see ``Base64/decode(_:)-(String)``).
    @_spi(BridgeGenerated) public init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        guard case .string(let text) = json else {
            throw .typeMismatch(expected: "a base64 string", found: json, at: path)
        }
        do {
            self = try Base64.decode(text)
        } catch {
            throw BridgeDecodingError(path: path, problem: .invalidBase64(error))
        }
    }

    /// Writes the bytes as a base64 string, straight into the writer's buffer.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.base64(self)
    }
}
