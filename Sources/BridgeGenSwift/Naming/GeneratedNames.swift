import BridgeGenKit
import BridgeSpec

/// The names generated code declares and the runtime names it builds on: generated code, the runtime
/// and the Swift output's name rules must agree on these, so they live in one place.
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

    /// The names of a slot capability's named permissions, such as `DocumentCapturePermission`.
    static func slotPermission(of slot: SlotSpec) -> String {
        slot.property.prefix(1).uppercased() + slot.property.dropFirst() + "Permission"
    }

    /// The page's events typed: `WebToNativeEvent` for a protocol, `<Name>Event` for the layer `own`
    /// of an extension (it `extends` a base).
    static func incomingEvent(of own: Declarations, extending base: Declarations?) -> String {
        base == nil ? incomingEvent : "\(own.name)Event"
    }

    /// An extension's description for the runtime, such as `SignaturePadExtension`.
    static func extensionDefinition(of own: Declarations) -> String { "\(own.name)Extension" }

    /// The type that describes the protocol to the runtime, such as `GBGBridgeProtocol`.
    static func definition(of spec: ProtocolSpec) -> String { "\(spec.name)Protocol" }

    /// Every top-level type the generated code declares besides the spec's own types, with what it
    /// is, for messages. A test holds this to the translation's real declarations.
    static func declaredTypes(in spec: ProtocolSpec) -> [(name: String, what: String)] {
        let fixed: [(String, String)] = [
            (message, "the message type"), (payload, "the payload type"), (errorPayload, "the error payload type"),
            (messageType, "the message kinds"), (status, "the statuses"), (errorCode, "the error codes"),
            (action, "the actions and events"), (capabilityID, "the capability IDs"), (environment, "the environments"),
            (permissionState, "the permission states"), (protocolVersion, "the protocol version"), (host, "the host"),
            (hostDelegate, "the host's delegate"), (configuration, "the configuration"), (responder, "the responder"),
            (slot, "the slot type"), (slotResult, "the shared slot result"), (queryHandler, "the negotiation handler"),
            (cameraDetector, "the camera detector"), (typedRequest, "the typed request"), (failure, "the thrown failure"),
            (incomingEvent, "the page's events"), (definition(of: spec), "the protocol definition"),
            (runtimeCheck, "the runtime version check"),
        ]
        let outcomes = spec.slotCapabilities.compactMap(\.slot).map {
            (slotOutcome(of: $0), "the result type of slot '\($0.property)'")
        }
        let permissions = spec.slotCapabilities.compactMap { capability in
            capability.slot.flatMap { slot in
                capability.permissions.isEmpty
                    ? nil : (slotPermission(of: slot), "the permission names of slot '\(slot.property)'")
            }
        }
        let extensionTypes: [(String, String)] =
            spec.inherited.map { base in
                let own = spec.own
                return [
                    (extensionDefinition(of: own), "the extension's definition"),
                    (incomingEvent(of: own, extending: base), "the extension's page events"),
                ]
            } ?? []
        return fixed + outcomes + permissions + extensionTypes
    }

    /// The private type that fails to compile when the runtime lacks the API the code targets.
    static let runtimeCheck = "GeneratedCodeRuntimeCheck"

    /// The associated types of the generated protocol definition (`<Name>Protocol`): a spec type with
    /// one of these names would be shadowed inside it.
    static let definitionMembers = [
        "Message", "Action", "Status", "ErrorPayload", "Environment", "CapabilityInfo", "SlotResult", "IncomingEvent",
    ]

    /// The generic parameter of every generated decoder, `init<Reader: JSONReading>(reading:)`: a
    /// spec type of this name would be shadowed inside the decoders that read it.
    static let readerParameter = "Reader"

    /// The cases of `WebToNativeEvent` besides one per event, and its own members.
    static let incomingEventMembers = ["unknown", "decoding", "isUnknown"]

    /// The member types the typed events have from `BridgeIncomingEvent` (`Message`): a case of that
    /// name is read as the type where the decoder names the case's constructor.
    static let incomingEventTypes = ["Message"]

    /// The members the open value types (`BridgeAction`, `BridgeErrorCode`, each enum type) declare
    /// besides a constant per value: a constant of that name would hide one of them, in the module
    /// of the constant or in an extension's.
    static let openValueMembers = ["rawValue", "allKnown", "isKnown", "defaultRecoverable", "kind"]

    /// The members every struct generated for an object type has besides its fields' properties,
    /// which a field's property would make ambiguous: `hashValue`, from `Hashable`.
    static let objectTypeMembers = ["hashValue"]

    /// The members every enum generated for a union has besides its cases, which a case of that
    /// name would redeclare or make ambiguous.
    static let unionMembers = [
        "unknown", "tagKey", "knownTags", "keepsUnknownTags", "decodeCase", "read", "encode", "encoder", "hashValue",
        "estimatedJSONSize", "init",
    ]

    /// The cases every slot result has besides its result.
    static let slotResultCases = ["cancelled", "failed", "outcome"]
}

/// Names the runtime declares, which generated code refers to.
enum RuntimeNames {
    /// Every type the runtime declares publicly, SPI ones included: the generated code sees them all,
    /// apps those outside the SPI, through the generated module, which re-exports the runtime. A
    /// spec type may not take one. A test holds this to the runtime's sources.
    static let publicTypes: Set<String> = [
        "Base64DecodingError", "BootstrapScript", "BridgeAnswerableError", "BridgeBlob", "BridgeBlobLookup",
        "BridgeBlobRequest", "BridgeBlobResponse", "BridgeBlobStore", "BridgeBlobTerms", "BridgeCameraDetector",
        "BridgeCapabilityHandler", "BridgeCapabilityInfoRepresentable", "BridgeCapabilityQueryHandler",
        "BridgeClock", "BridgeClockAlarm", "BridgeClosedValue", "BridgeTaggedUnion", "BridgeLimits", "BridgeRedaction",
        "BridgeDecodedData",
        "BridgeDecodingError",
        "BridgeErrorPayloadRepresentable", "BridgeEventTable", "BridgeExtensionDefinition", "BridgeHostBase",
        "BridgeHostConfiguration", "BridgeHostOptions", "BridgeIncomingEvent", "BridgeIndirect", "BridgeJSONCodable",
        "BridgeJSONDecodable", "BridgeJSONEncodable", "BridgeLazyData", "BridgeManualClock", "BridgeMessageKind",
        "BridgeMessageRepresentable", "BridgeNameSet", "BridgeNameTable", "BridgeNativeEvent", "BridgeNoData",
        "BridgeOpenValue", "BridgeOutgoingMessage", "BridgePlainMessage",
        "BridgeProblem", "BridgeProtocolDefinition", "BridgePublished", "BridgeRawError", "BridgeRawMessage",
        "BridgeRequestDataReader", "BridgeRequestResponder", "BridgeRequestTable", "BridgeRuntimeAPIVersion",
        "BridgeRuntimeAPIVersionCheck", "BridgeRuntimeAPIVersion_9", "BridgeSchemaCheck", "BridgeSlot",
        "BridgeSlotBase", "BridgeSlotOutcome", "BridgeSlotResult", "BridgeSystemClock", "BridgeTransport",
        "BridgeTransportDelegate",
        "BridgeTransportError", "BridgeStreamAction", "BridgeTypedAction", "BridgeTypedRequest", "BridgeTypedSlotResult",
        "BridgeWebView",
        "BridgeWebViewConfigurator", "BridgeWebViewHost", "InMemoryTransport", "JSONBytesReader", "JSONKey",
        "JSONMembers", "JSONParser", "JSONPath", "JSONReadError", "JSONReader", "JSONReading", "JSONValue",
        "JSONValueReader", "JSONWriter",
        "WKWebViewTransport",
    ]

    /// The public members of the runtime's host (`BridgeHostBase`), SPI ones included, which
    /// `BridgeHost` inherits: a slot property may not take one. A test holds this to the runtime's
    /// sources.
    static let hostMembers: Set<String> = [
        "_route", "_shown", "accept", "acceptsVersion", "adopt", "attach", "blobStore", "bootstrapScript",
        "capabilityDeclarations",
        "check", "configuredCapabilities", "decodeExtensionRequestData", "decodeMessage", "detach", "didReceive",
        "didReceiveUnhandledRequest", "didReport", "events", "handle", "hostVersion", "install",
        "installedExtensions", "isHandling", "lastError", "objectWillChange", "options", "pendingRequests", "receive",
        "receiveHere", "receivedMessages", "register", "registerCustomCapability", "removeHandler", "respond", "send",
        "transport", "transportDidChangePage", "transportDidFailToDeliver", "transportDidReceive",
        "transportDidReport", "unregister", "unregisterCustomCapability",
    ]

    static let module = "BridgeRuntime"
    static let hostBase = "BridgeHostBase"
    static let slot = "BridgeSlot"
    static let slotPermissionStates = "_permissionStates"
    static let responder = "BridgeRequestResponder"
    static let configuration = "BridgeHostConfiguration"
    static let queryHandler = "BridgeCapabilityQueryHandler"
    static let cameraDetector = "BridgeCameraDetector"
    static let options = "BridgeHostOptions"
    static let openValue = "BridgeOpenValue"
    static let closedValue = "BridgeClosedValue"
    /// The protocol of generated unions.
    static let taggedUnion = "BridgeTaggedUnion"
    static let messageProtocol = "BridgeMessageRepresentable"
    static let rawMessage = "BridgeRawMessage"
    static let rawError = "BridgeRawError"
    static let decodedData = "BridgeDecodedData"
    static let lazyData = "BridgeLazyData"
    static let bytesReader = "JSONBytesReader"
    /// What a generated decoder reads from: the page's text or JSON values.
    static let reading = "JSONReading"
    /// The members a generated decoder reads, in order.
    static let members = "JSONMembers"
    static let key = "JSONKey"
    static let requestTable = "BridgeRequestTable"
    /// Tables of values by a name the page sends, found by its exact bytes.
    static let nameTable = "BridgeNameTable"
    /// Sets of names the page sends, such as an action's error codes, found by their exact bytes.
    static let nameSet = "BridgeNameSet"
    static let definition = "BridgeProtocolDefinition"
    static let slotResult = "BridgeSlotResult"
    static let typedSlotResult = "BridgeTypedSlotResult"
    static let typedRequest = "BridgeTypedRequest"
    static let typedAction = "BridgeTypedAction"
    static let streamAction = "BridgeStreamAction"
    static let nativeEvent = "BridgeNativeEvent"
    static let noData = "BridgeNoData"
    static let incomingEvent = "BridgeIncomingEvent"
    static let answerableError = "BridgeAnswerableError"
    static let eventTable = "BridgeEventTable"
    static let extensionDefinition = "BridgeExtensionDefinition"
    /// The SPI that lets generated code describe actions and events to the runtime.
    static let generatedSPI = "BridgeGenerated"
    static let slotOutcome = "BridgeSlotOutcome"
    static let errorPayload = "BridgeErrorPayloadRepresentable"
    static let capabilityInfo = "BridgeCapabilityInfoRepresentable"
    static let codable = "BridgeJSONCodable"
    static let decodable = "BridgeJSONDecodable"
    static let versionCheck = "BridgeRuntimeAPIVersionCheck"
    /// The marker of the runtime API version this generator writes code for.
    static let apiVersionMarker = "BridgeRuntimeAPIVersion_\(GeneratorVersion.runtimeAPIVersion)"
}
