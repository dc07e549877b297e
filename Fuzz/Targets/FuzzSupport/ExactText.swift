@_spi(BridgeGenerated) import BridgeRuntime

/// Values as the writer writes them: every string's own bytes, so that comparing two of these
/// compares code units, not Swift's canonical equivalence, under which "é" as U+00E9 and as
/// e + U+0301 are equal although the page sees two different strings.
public enum ExactText {
    /// The value, written.
    public static func of(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter()
        writer.value(value)
        return writer.bytes
    }

    /// Anything that writes itself: an envelope, a generated type.
    public static func of(_ value: any BridgeJSONEncodable) -> [UInt8] {
        var writer = JSONWriter()
        value.encode(to: &writer)
        return writer.bytes
    }
}
