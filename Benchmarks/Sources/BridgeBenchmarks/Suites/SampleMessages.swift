/// The messages the benchmarks send, as a page would.
enum SampleMessages {
    /// A document capture request with data, about 200 bytes, with the `index`-th correlation ID.
    static func documentCaptureRequest(_ index: Int = 0) -> [UInt8] {
        Array(
            ("{\"version\":\"1.0\",\"correlationId\":\"web-3f2a9c4e-8b1d-4e6f-a2c3-\(suffix(index))\","
                + "\"type\":\"request\",\"timestamp\":1700000000000,\"payload\":{\"action\":\"camera.document.capture\","
                + "\"data\":{\"documentType\":\"passport\",\"side\":\"front\"}}}").utf8)
    }

    /// An NFC read request with data, about 220 bytes, with the `index`-th correlation ID.
    static func nfcReadRequest(_ index: Int = 0) -> [UInt8] {
        Array(
            ("{\"version\":\"1.0\",\"correlationId\":\"web-7c1d2e3f-4a5b-4c6d-8e9f-\(suffix(index))\","
                + "\"type\":\"request\",\"timestamp\":1700000000000,\"payload\":{\"action\":\"nfc.read\","
                + "\"data\":{\"mrz\":\"P<UTOERIKSSON<<ANNA<MARIA\",\"dataGroups\":[\"DG1\",\"DG2\"]}}}").utf8)
    }

    /// Twelve hex digits that differ for every index, as UUIDs end.
    private static func suffix(_ index: Int) -> String {
        let hex = String(index, radix: 16)
        return String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }

    /// Pseudo-random bytes standing in for a JPEG: deterministic, and incompressible like one.
    static func imageBytes(count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }
}
