/// What a typed slot's handler returns (`CaptureResult`), as the runtime needs to answer with it.
public protocol BridgeSlotResult: Sendable {
    /// How the request ended.
    var outcome: BridgeSlotOutcome { get }
    /// The result that ends a request the host had to give up (timeout, page gone, host deallocated).
    static func cancelled(reason: String) -> Self
}

/// How a typed slot's request ended, in wire terms.
public enum BridgeSlotOutcome: Sendable {
    /// Success: `result` is the `data` of the response; `action` is the action it is a result of, so a
    /// slot can refuse a result of another slot's action.
    case success(action: String, result: any BridgeJSONEncodable & Sendable)
    /// The user or the host cancelled.
    case cancelled(reason: String)
    /// The capture failed.
    case failed(BridgeRawError)
}
