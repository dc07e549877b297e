package com.gbg.bridge.runtime

/** Declaring capabilities, and answering `capability.query` from the declarations. */

/** The answer to `capability.query`: environment, host version and declarations. */
internal fun BridgeHostBase.capabilityQueryReply(request: BridgeMessage): BridgeReply {
    val capabilities = capabilityDeclarations()
    val members = LinkedHashMap<String, JsonValue>()
    members["environment"] = JsonString(options.environment)
    members["hostVersion"] = JsonString(hostVersion)
    val writer = JsonWriter(64 * (capabilities.size + 1))
    writer.beginObject()
    for ((id, info) in capabilities) {
        writer.key(id)
        info.write(writer)
    }
    writer.endObject()
    members["capabilities"] = JsonReader().read(writer.toByteArray())
    blobs.negotiate(request.data?.get("blobs"))?.let { members["blobs"] = it }
    negotiateMessageTypes(request)?.let { members["messageTypes"] = it }
    return BridgeReply.success(JsonObject(members))
}
