package com.gbg.bridge.benchmarks

/** The messages the benchmarks send, as a page would: the Swift suite's SampleMessages. */
object SampleMessages {
    /** An NFC read request with data, about 220 bytes. */
    fun nfcReadRequest(): ByteArray = (
        "{\"version\":\"1.0\",\"correlationId\":\"web-7c1d2e3f-4a5b-4c6d-8e9f-000000000000\"," +
            "\"type\":\"request\",\"timestamp\":1700000000000,\"payload\":{\"action\":\"nfc.read\"," +
            "\"data\":{\"mrz\":\"P<UTOERIKSSON<<ANNA<MARIA\",\"dataGroups\":[\"DG1\",\"DG2\"]}}}"
        ).toByteArray(Charsets.UTF_8)

    /** Pseudo-random bytes standing in for a JPEG: deterministic, and incompressible like one (the Swift suite's xorshift). */
    fun imageBytes(count: Int): ByteArray {
        var state = -0x61c8864680b583ebL // 0x9E3779B97F4A7C15
        return ByteArray(count) {
            state = state xor (state shl 13)
            state = state xor (state ushr 7)
            state = state xor (state shl 17)
            state.toByte()
        }
    }
}
