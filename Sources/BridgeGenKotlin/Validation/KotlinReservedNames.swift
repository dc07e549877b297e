/// The names the Kotlin output cannot give a spec's element, because the generated code or the
/// runtime it sits on (compiled into the same module, so its `internal` members count) uses them.
enum KotlinReservedNames {
    /// Classes the generated code names without a package: a spec type in the same package would
    /// be found first and take their place.
    static let types: Set<String> = [
        // Kotlin's default imports the generated code uses.
        "Any", "Boolean", "ByteArray", "Double", "Int", "List", "Long", "Map", "Nothing", "String", "Unit", "JvmInline",
        "JvmName", "JvmStatic", "OptIn", "Suppress",
        // The runtime's.
        "BridgeDecodedEvent", "BridgeDecodingException", "BridgeGeneratedApi", "BridgeHostBase", "BridgeHostOptions",
        "BridgeMessage", "BridgeProtocol", "BridgeReply", "BridgeResponder", "BridgeSlot", "BridgeTypedRequest", "JsonDecoding",
        "JsonObject", "JsonValue", "JsonWriter", "JsonNull", "JsonBytesReader", "JsonMemberNames",
        // Inside a class, its own companion object.
        "Companion",
    ]

    /// The name of the companion object every generated class has, which no property of it may take.
    static let companion = "Companion"

    /// Members of the runtime's host, which a generated host's slots, handlers and senders may not take.
    static let hostMembers: Set<String> = [
        "protocol", "options", "hostVersion", "configuration", "observer", "lastProblem", "transport", "receivedMessages",
        "pendingRequests", "adopt", "attach", "detach", "transportDidReceive", "receive", "respond", "transportDidChangePage",
        "serveBlob", "transportDidReport", "registerCustomCapability", "unregisterCustomCapability", "register", "unregister",
        "handle", "capabilityDeclarations", "send", "sendEvent", "report", "main", "scope", "deadlineClock", "ledger", "routes",
        "outbox", "reader", "dataReader", "majorVersion", "history", "inbox", "isReceiving", "blobs", "equals", "hashCode",
        "toString", "typedReader", "envelopeStart", "spareWriter",
    ]
}
