/// Names that a spec may not give its types or slots, because Swift, the runtime or the generated
/// library already define them. Kept in one place so the runtime's authors can find and extend it.
package enum ReservedNames {
    /// Swift names a type of the spec would shadow in every file of the generated library.
    package static let swiftTypes: Set<String> = [
        "Any", "Self", "Type", "Protocol", "String", "Int", "Double", "Bool", "Data", "Array", "Dictionary",
        "Optional", "Error", "Result",
    ]

    /// Types the runtime (`BridgeRuntime`) and the generated library define.
    package static let bridgeTypes: Set<String> = [
        "BridgeMessage", "BridgePayload", "BridgeErrorPayload", "BridgeMessageType", "BridgeResponseStatus",
        "BridgeErrorCode", "BridgeAction", "BridgeCapabilityID", "BridgeEnvironment", "PermissionState", "BridgeHost",
        "BridgeHostDelegate", "BridgeConfiguration", "CaptureCapability", "CaptureResult", "CapabilityQueryHandler",
        "CameraDetector", "BridgeResponder", "BridgeCapabilityHandler", "BridgeProtocol", "JSONValue", "JSONWriter",
        "JSONReader", "JSONPath", "JSONObjectReader", "BridgeDecodingError", "BridgeIndirect", "BridgeEngine",
        "BridgeSlot", "BridgeProtocolVersion", "BridgeRawEnvelope", "BridgeRawError", "BridgeHostOptions",
    ]

    /// The associated types of the generated protocol definition (`<Name>Protocol`). A spec type with one
    /// of these names would be shadowed inside it, so generated code would silently use the wrong type.
    package static let definitionMembers: Set<String> = [
        "Message", "Action", "Status", "ErrorPayload", "Environment", "CapabilityInfo", "SlotResult",
    ]

    /// Members of `BridgeHost`, which a slot property would clash with.
    package static let bridgeHostMembers: Set<String> = [
        "delegate", "send", "respond", "register", "unregister", "registerCustomCapability", "receivedMessages",
        "pendingRequests", "lastError", "configuration", "hostVersion", "attach", "detach", "receive",
        "objectWillChange", "capabilityInfo", "adopt", "options", "transport", "bootstrapScript",
        "configuredCapabilities", "capabilityDeclarations", "unregisterCustomCapability", "didReceive",
        "didReceiveUnhandledRequest", "transportDidReceive", "transportDidChangePage", "transportDidFailToDeliver",
    ]

    /// The cases `CaptureResult` has besides one per slot.
    package static let captureResultCases: Set<String> = ["cancelled", "failed"]

    /// Why `name` cannot name a type, or nil if it can.
    package static func reasonTypeNameIsReserved(_ name: String) -> String? {
        if SwiftNaming.isKeyword(name) { return "it is a Swift keyword" }
        if swiftTypes.contains(name) { return "it would shadow Swift's own '\(name)'" }
        if bridgeTypes.contains(name) { return "the runtime or the generated library already defines '\(name)'" }
        if definitionMembers.contains(name) {
            return "the generated protocol definition uses '\(name)' for one of its runtime types, which would shadow it"
        }
        return nil
    }
}
