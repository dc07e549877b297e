package com.gbg.bridge.benchmarks

import com.gbg.bridge.runtime.JsonKey

/** The keys the benchmarks write, encoded once, as generated encoders will hold them. */
object Keys {
    val action = JsonKey.of("action")
    val chipRead = JsonKey.of("chipRead")
    val correlationId = JsonKey.of("correlationId")
    val data = JsonKey.of("data")
    val dataGroups = JsonKey.of("dataGroups")
    val height = JsonKey.of("height")
    val imageData = JsonKey.of("imageData")
    val mimeType = JsonKey.of("mimeType")
    val mrz = JsonKey.of("mrz")
    val payload = JsonKey.of("payload")
    val status = JsonKey.of("status")
    val timestamp = JsonKey.of("timestamp")
    val type = JsonKey.of("type")
    val version = JsonKey.of("version")
    val width = JsonKey.of("width")
}
