/// A request as a typed handler sees it: its data already decoded into the action's request type,
/// with the message it came in.
///
/// Typed slots hand one to their handler and keep it as `activeRequest`; typed action handlers
/// (`host.handle(.nfcRead) { request in … }`) receive one. The host decoded and checked the data
/// when the request arrived, so reading `data` costs nothing.
public struct BridgeTypedRequest<Message: BridgeMessageRepresentable, Data: Sendable>: Sendable, Identifiable {
    /// The request as it arrived.
    public let message: Message
    /// The request's data, as the spec's request type of its action.
    public let data: Data
    /// Where its progress goes, while it is open; nil for a request made by hand.
    let updates: BridgeUpdateChannel?

    /// Pairs a request with its data; the host makes these.
    init(message: Message, data: Data, updates: BridgeUpdateChannel? = nil) {
        self.message = message
        self.data = data
        self.updates = updates
    }

    /// Decodes `message`'s data as `Data`, using the value the host kept when it checked the request.
    init(message: Message, updates: BridgeUpdateChannel? = nil) throws(BridgeDecodingError) where Data: BridgeJSONDecodable {
        self.init(message: message, data: try message.decodeData(as: Data.self), updates: updates)
    }

    /// Sends a progress value to the page while the request is open (the generated `progress(_:)`
    /// of an action with progress calls it). Dropped once the request is answered, and when the page
    /// did not agree to updates.
    @_spi(BridgeGenerated) public func sendUpdate(_ value: some BridgeJSONEncodable & Sendable) {
        updates?.send(value)
    }

    /// The correlation ID that the answer will carry.
    public var correlationId: String { message.id }

    /// The correlation ID, which identifies the request.
    public var id: String { message.id }
}

extension BridgeTypedRequest: Equatable where Data: Equatable {
    /// Requests are equal when their messages and data are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.message == rhs.message && lhs.data == rhs.data
    }
}

extension BridgeTypedRequest: Hashable where Message: Hashable, Data: Hashable {
    /// Hashes the message and the data.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(data)
    }
}
