/// Handles every request for one action: the configuration-based way to provide a capability.
///
/// ```swift
/// final class NFCReadHandler: BridgeCapabilityHandler, @unchecked Sendable {
///     let action = "nfc.read"
///     func handle(request: BridgeMessage, responder: BridgeResponder) async {
///         responder.respond(status: .success, data: ["chipRead": .bool(true)])
///     }
/// }
/// host.register(handler: NFCReadHandler())
/// ```
///
/// `handle` runs in its own task. It must answer through `responder` exactly once; a handler that
/// throws, or returns without answering, gets an `INTERNAL_ERROR` answer sent for it so the page is
/// never left waiting.
public protocol BridgeCapabilityHandler: Sendable {
    /// The generated protocol this handler speaks.
    associatedtype Definition: BridgeProtocolDefinition
    /// The action this handler answers.
    var action: String { get }
    /// Handles one request.
    func handle(request: Definition.Message, responder: BridgeRequestResponder<Definition>) async throws
}
