/// A capability package's extension of a protocol, as the runtime needs to know it: generated from
/// an extension spec (`SignaturePadExtension`).
///
/// A host installs an extension the first time it handles one of its actions or follows its
/// events (or with `install(_:)`); from then on it checks the extension's requests, results, error
/// codes and events (the app's and the page's) as it checks its own protocol's, and knows which of its codes are recoverable.
public protocol BridgeExtensionDefinition: Sendable {
    /// The extension's name, such as `SignaturePad`.
    static var name: String { get }
    /// The extension's version, "major.minor".
    static var version: String { get }
    /// Decodes a request's data as its action's request type; nil for an action the extension does
    /// not declare.
    @_spi(BridgeGenerated) static func decodeRequestData(
        action: String, data: [String: JSONValue]?
    ) throws(BridgeDecodingError) -> BridgeDecodedData?
    /// Checks a successful response's data against its action's result type; nil when it matches or
    /// the extension does not declare the action.
    @_spi(BridgeGenerated) static func validateResultData(action: String, data: [String: JSONValue]?) -> BridgeDecodingError?
    /// Whether the extension lets `action` answer with `errorCode` (true for actions it does not declare).
    @_spi(BridgeGenerated) static func isDeclared(errorCode: String, forAction action: String) -> Bool
    /// The events the extension declares: which way each flows, and the type of its data.
    @_spi(BridgeGenerated) static var eventTable: BridgeEventTable { get }
    /// Whether `code` is recoverable by default; nil for a code the extension does not declare.
    static func isRecoverableByDefault(code: String) -> Bool?
    /// Whether `action` is one of the extension's streams: items in updates until either side ends it.
    @_spi(BridgeGenerated) static func isStream(action: String) -> Bool
}

extension BridgeExtensionDefinition {
    /// No streams: an extension generated without them, or before they existed.
    @_spi(BridgeGenerated) public static func isStream(action: String) -> Bool { false }
}
