/// An event of the spec that the host sends to the page, with its data type: what
/// `host.send(_:_:)` takes, so that an event's data can only be its own type.
///
/// Generated code declares one per event the spec lets the host send (`nativeToWeb` or `both`),
/// as a static member: `host.send(.hostOrientation, HostOrientationEvent(orientation: .portrait))`.
/// Events only the page sends have none, so the typed API cannot send them.
public struct BridgeNativeEvent<Data: BridgeJSONEncodable & Sendable>: Sendable, Hashable {
    /// The event's name on the wire, such as `host.orientation`.
    public let name: String

    /// Describes an event; generated code makes these from the spec.
    @_spi(BridgeGenerated)
    public init(name: String) {
        self.name = name
    }
}

/// The data of an event that carries none: sent as `{}`, and read from anything.
public struct BridgeNoData: BridgeJSONCodable, Hashable, Sendable {
    /// No data.
    public init() {}

    /// Reads any JSON object: an event without data may still carry fields from a newer peer.
    @_spi(BridgeGenerated) @inlinable
    public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        try reader.beginObject(.none)
        while try reader.nextKey() != nil { try reader.skipUnknownMember() }
    }

    /// Writes `{}`.
    @_spi(BridgeGenerated) public func encode(to writer: inout JSONWriter) {
        writer.object { _ in }
    }
}
