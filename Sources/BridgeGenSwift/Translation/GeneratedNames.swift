import BridgeGenKit
import BridgeSpec

/// The names generated code declares and the runtime names it builds on: generated code, the runtime
/// and the validator's reserved-name list must agree on these, so they live in one place.
enum GeneratedNames {
    static let message = "BridgeMessage"
    static let payload = "BridgePayload"
    static let errorPayload = "BridgeErrorPayload"
    static let messageType = "BridgeMessageType"
    static let status = "BridgeResponseStatus"
    static let errorCode = "BridgeErrorCode"
    static let action = "BridgeAction"
    static let capabilityID = "BridgeCapabilityID"
    static let environment = "BridgeEnvironment"
    static let permissionState = "PermissionState"
    static let protocolVersion = "BridgeProtocolVersion"
    static let host = "BridgeHost"
    static let hostDelegate = "BridgeHostDelegate"
    static let configuration = "BridgeConfiguration"
    static let responder = "BridgeResponder"
    static let slot = "CaptureCapability"
    static let slotResult = "CaptureResult"
    static let queryHandler = "CapabilityQueryHandler"
    static let cameraDetector = "CameraDetector"

    static let typedRequest = "BridgeRequest"
    static let failure = "BridgeFailure"
    static let incomingEvent = "WebToNativeEvent"

    /// A slot's own result type, such as `DocumentCaptureOutcome` for `documentCapture`.
    static func slotOutcome(of slot: SlotSpec) -> String {
        slot.property.prefix(1).uppercased() + slot.property.dropFirst() + "Outcome"
    }

    /// The type that describes the protocol to the runtime, such as `GBGBridgeProtocol`.
    static func definition(of spec: ProtocolSpec) -> String { "\(spec.name)Protocol" }
}

/// Names the runtime declares, which generated code refers to.
enum RuntimeNames {
    static let module = "BridgeRuntime"
    static let engine = "BridgeEngine"
    static let slot = "BridgeSlot"
    static let responder = "BridgeRequestResponder"
    static let configuration = "BridgeHostConfiguration"
    static let queryHandler = "BridgeCapabilityQueryHandler"
    static let cameraDetector = "BridgeCameraDetector"
    static let options = "BridgeHostOptions"
    static let openValue = "BridgeOpenValue"
    static let envelope = "BridgeEnvelope"
    static let rawEnvelope = "BridgeRawEnvelope"
    static let rawError = "BridgeRawError"
    static let decodedData = "BridgeDecodedData"
    static let lazyData = "BridgeLazyData"
    static let bytesReader = "JSONBytesReader"
    static let key = "JSONKey"
    static let requestTable = "BridgeRequestTable"
    static let definition = "BridgeProtocolDefinition"
    static let slotResult = "BridgeSlotResult"
    static let typedSlotResult = "BridgeTypedSlotResult"
    static let typedRequest = "BridgeTypedRequest"
    static let typedAction = "BridgeTypedAction"
    static let nativeEvent = "BridgeNativeEvent"
    static let noData = "BridgeNoData"
    static let incomingEvent = "BridgeIncomingEvent"
    static let answerableError = "BridgeAnswerableError"
    static let outgoingEventChecks = "BridgeOutgoingEventChecks"
    /// The SPI that lets generated code describe actions and events to the runtime.
    static let generatedSPI = "BridgeGenerated"
    static let slotOutcome = "BridgeSlotOutcome"
    static let errorPayload = "BridgeErrorPayloadRepresentable"
    static let capabilityInfo = "BridgeCapabilityInfoRepresentable"
    static let codable = "BridgeJSONCodable"
    static let decodable = "BridgeJSONDecodable"
    static let sizeHinting = "BridgeJSONSizeHinting"
    static let versionCheck = "BridgeRuntimeAPIVersionCheck"
    /// The marker of the runtime API version this generator writes code for.
    static let apiVersionMarker = "BridgeRuntimeAPIVersion_\(GeneratorVersion.runtimeAPIVersion)"
}
