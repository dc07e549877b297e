/// The events the page may send the host, decoded into their data types (the generated
/// `WebToNativeEvent`): what the delegate's `bridgeHost(_:didReceiveEvent:)` and `host.events()`
/// deliver.
public protocol BridgeIncomingEvent: Sendable {
    /// The protocol's message type.
    associatedtype Message: BridgeMessageRepresentable

    /// An event this code cannot type: unknown to the spec (from a newer page), sent the wrong way,
    /// or with data that does not match its type; kept as it arrived.
    @_spi(BridgeGenerated) static func unknown(_ message: Message) -> Self

    /// Types the event in `message`; `problem` says why a declared event stayed unknown.
    @_spi(BridgeGenerated) static func decoding(_ message: Message) -> (event: Self, problem: String?)

    /// Whether this is `unknown`: an event this code cannot type.
    var isUnknown: Bool { get }
}

extension BridgeIncomingEvent {
    /// The event `make` builds from `message`'s data as `Data`, or the message kept unknown when the
    /// data does not decode, with the reason.
    @inlinable
    @_spi(BridgeGenerated) public static func decoding<Data: BridgeJSONDecodable & Sendable>(
        _ message: Message, as type: Data.Type, _ make: (Data) -> Self
    ) -> (event: Self, problem: String?) {
        do {
            return (make(try message.decodeData(as: Data.self)), nil)
        } catch {
            return (unknown(message), "The page sent \(message.raw.action) with data that does not match \(Data.self): \(error)")
        }
    }

    /// The message kept unknown, because the spec says only the host sends this event.
    @inlinable
    @_spi(BridgeGenerated) public static func sentTheWrongWay(_ message: Message) -> (event: Self, problem: String?) {
        (unknown(message), "The page sent \(message.raw.action), which only the host sends")
    }
}
