/// Everything the runtime needs to know about one generated protocol.
///
/// `bridgegen` generates one conforming type per spec. The runtime's host machinery
/// (``BridgeHostBase``, ``BridgeSlot``, ``BridgeRequestResponder``) is generic over it, so the runtime
/// itself never names an action, a capability or a result type.
public protocol BridgeProtocolDefinition: Sendable {
    /// The message type apps see (`BridgeMessage`).
    associatedtype Message: BridgeMessageRepresentable
    /// The open type of `payload.action`: action IDs and event names.
    associatedtype Action: BridgeOpenValue
    /// The open type of response statuses.
    associatedtype Status: BridgeOpenValue
    /// The error payload type.
    associatedtype ErrorPayload: BridgeErrorPayloadRepresentable
    /// The open type of host environments.
    associatedtype Environment: BridgeOpenValue
    /// The capability-declaration type `capability.query` reports.
    associatedtype CapabilityInfo: BridgeCapabilityInfoRepresentable
    /// The result type all typed slots share (`CaptureResult`).
    associatedtype SlotResult: BridgeSlotResult
    /// The events the page sends, typed (`WebToNativeEvent`).
    associatedtype IncomingEvent: BridgeIncomingEvent where IncomingEvent.Message == Message

    /// The protocol version this code speaks, "major.minor".
    static var version: String { get }
    /// The action the host answers itself with its capabilities, if the protocol has one.
    @_spi(BridgeGenerated) static var negotiationAction: String? { get }
    /// Whether an error with this code is recoverable when nobody says otherwise.
    @_spi(BridgeGenerated) static func isRecoverableByDefault(code: String) -> Bool
    /// Checks a request's data against its action's request schema.
    ///
    /// - Returns: The problem, or nil when the data is valid or the action is not in the spec (a custom
    ///   capability the app registered, whose data only the app knows).
    @_spi(BridgeGenerated) static func validateRequestData(action: String, data: [String: JSONValue]?) -> BridgeDecodingError?
    /// Decodes a request's data as its action's request type, as ``validateRequestData(action:data:)``
    /// checks it, and keeps the typed value, so that the handler does not decode the same data again.
    ///
    /// - Returns: The decoded value; nothing for an action the spec does not know.
    /// - Throws: The problem, when the data is not valid.
    @_spi(BridgeGenerated) static func decodeRequestData(
        action: String, data: [String: JSONValue]?
    ) throws(BridgeDecodingError) -> BridgeDecodedData
    /// Decodes a request's data straight from its text, as ``decodeRequestData(action:data:)``
    /// decodes it from JSON values; the reader is at the data's `{`.
    ///
    /// - Throws: ``JSONBytesReader/NotPlain`` for anything ``decodeRequestData(action:data:)`` must
    ///   decide: invalid data, unusual JSON, an action the spec does not know.
    @_spi(BridgeGenerated) static func decodeRequestData(
        action: String, reading reader: inout JSONBytesReader
    ) throws(JSONBytesReader.NotPlain) -> BridgeDecodedData
    /// Decodes a request's data straight from its text, as ``decodeRequestData(action:reading:)``
    /// does, for an action given as the bytes the page sent. Returns the action's name as the
    /// protocol keeps it, so the host makes no string of its own for it.
    ///
    /// - Throws: ``JSONBytesReader/NotPlain`` as ``decodeRequestData(action:reading:)`` does.
    @_spi(BridgeGenerated) static func readRequest(
        action: JSONKey, reading reader: inout JSONBytesReader
    ) throws(JSONBytesReader.NotPlain)
        -> (action: String, data: BridgeDecodedData)
    /// Checks a successful response's data against its action's result schema, so a handler that
    /// builds its answer by hand learns when the page will not be able to read it.
    ///
    /// - Returns: The problem, or nil when the data is valid or the action is not in the spec.
    @_spi(BridgeGenerated) static func validateResultData(action: String, data: [String: JSONValue]?) -> BridgeDecodingError?
    /// Whether the spec lets `action` answer with `errorCode`: true when its `errors:` list has the
    /// code, or when the spec does not list the action's errors or does not know the action. The
    /// runtime's own codes (``BridgeStandardError``) are allowed for every action.
    @_spi(BridgeGenerated) static func isDeclared(errorCode: String, forAction action: String) -> Bool
    /// Where the data of a message about `action` holds values of `sensitive` fields: a request's
    /// arguments, a response's result, an event's data, as `kind` says; nil when it holds none. The
    /// host keeps those values out of its history, its problem reports and its delegate's copy of
    /// the message, and logs leave them out.
    @_spi(BridgeGenerated) static func redaction(ofDataOf action: String, in kind: BridgeMessageKind) -> BridgeRedaction?
    /// The events the spec declares: which way each flows, and the type of its data.
    @_spi(BridgeGenerated) static var eventTable: BridgeEventTable { get }
    /// Writes the negotiation result (`data` of the `capability.query` response), with the blob
    /// terms the host answers the page's offer with, if any, and the message types beyond the
    /// fixed three it will use; a spec whose result has no `blobs` or `messageTypes` ignores them.
    @_spi(BridgeGenerated) static func writeCapabilityQueryResult(
        environment: Environment, hostVersion: String, capabilities: [String: CapabilityInfo], blobs: BridgeBlobTerms?,
        messageTypes: [String]?, to writer: inout JSONWriter
    )
    /// Whether the protocol declares the `update` and `cancel` message types, which a host uses with a
    /// page that agreed to them in the negotiation.
    @_spi(BridgeGenerated) static var speaksUpdates: Bool { get }
    /// Whether `action` is a stream: items in `update` messages until either side ends it.
    @_spi(BridgeGenerated) static func isStream(action: String) -> Bool
    /// Receives one message from the page into `host`: what `host.receive(_:)` does.
    ///
    /// Not for apps to implement or call. It is a requirement so that its default is compiled where
    /// the protocol conforms, for the concrete protocol: the host's receiving, routing and answering
    /// code is generic, and generic code looks run-time type information up, many times for every
    /// message.
    @MainActor
    @_spi(BridgeGenerated) static func receive(_ json: [UInt8], into host: BridgeHostBase<Self>)
}

extension BridgeProtocolDefinition {
    /// No sensitive fields: a protocol generated without any, or before they existed.
    @inlinable
    @_spi(BridgeGenerated) public static func redaction(ofDataOf action: String, in kind: BridgeMessageKind) -> BridgeRedaction? {
        nil
    }

    /// No `update` or `cancel`: a protocol generated without them, or before they existed.
    @inlinable
    @_spi(BridgeGenerated) public static var speaksUpdates: Bool { false }

    /// No streams: a protocol generated without them, or before they existed.
    @inlinable
    @_spi(BridgeGenerated) public static func isStream(action: String) -> Bool { false }

    /// Runs the host's receiving code, compiled for this protocol where it conforms.
    @MainActor
    @inlinable
    @_spi(BridgeGenerated) public static func receive(_ json: [UInt8], into host: BridgeHostBase<Self>) {
        host.receiveHere(json)
    }
}
