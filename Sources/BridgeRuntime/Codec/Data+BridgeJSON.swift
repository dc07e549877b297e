import Foundation

extension Data: BridgeJSONCodable {
    /// Reads a `bytes` field: a string of strict, padded base64 (see ``Base64/decode(_:)-(String)``).
    @_spi(BridgeGenerated) @inlinable
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        self = try reader.base64()
    }

    /// Writes the bytes as a base64 string, straight into the writer's buffer.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.base64(self)
    }
}
