/// What a typed slot's result types have in common, as the runtime needs to answer with them: the
/// protocol's shared result (`CaptureResult`), and each slot's own (`DocumentCaptureOutcome`).
public protocol BridgeSlotResult: Sendable {
    /// How the request ended.
    @_spi(BridgeGenerated) var outcome: BridgeSlotOutcome { get }
    /// The result that ends a request the host had to give up (timeout, page gone, host deallocated).
    static func cancelled(reason: String) -> Self
}

/// One slot's own result type (`DocumentCaptureOutcome`): its result, a cancellation or a failure,
/// and nothing that belongs to another slot.
public protocol BridgeTypedSlotResult: BridgeSlotResult {
    /// The protocol's shared result type (`CaptureResult`).
    associatedtype Shared: BridgeSlotResult
    /// The shared result as this slot's result; nil when it is another slot's result.
    init?(_ shared: Shared)
}

/// How a typed slot's request ended, in wire terms.
@_spi(BridgeGenerated) public enum BridgeSlotOutcome: Sendable {
    /// Success: `result` is the `data` of the response; `action` is the action it is a result of, so a
    /// slot can refuse a result of another slot's action.
    case success(action: String, result: any BridgeJSONEncodable & Sendable)
    /// The user or the host cancelled.
    case cancelled(reason: String)
    /// The capture failed.
    case failed(BridgeRawError)
}
