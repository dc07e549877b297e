import Foundation
import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// Large base64 values are kept as bytes and encoded into the form the text finally takes; every
/// form must be the text the writer would have written at once.
@Suite struct DeferredBase64Tests {
    /// Pseudo-random bytes: every base64 character and every padding length comes up.
    private func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    /// An object with small and large values between plain and escaped text, written by `write`.
    private func sample(_ write: (inout JSONWriter, [UInt8]) -> Void, large: [UInt8]) -> (JSONWriter, String) {
        var writer = JSONWriter(capacity: 16)
        writer.object { writer in
            writer.key("a")
            writer.string("before </script> \u{2028}")
            writer.key("big")
            write(&writer, large)
            writer.key("small")
            writer.base64([1, 2, 3, 4])
            writer.key("list")
            writer.array { writer in
                write(&writer, large)
                writer.integer(7)
                write(&writer, Array(large.prefix(DeferredBase64.minimumByteCount + 1)))
            }
        }
        let encoded = Data(large).base64EncodedString()
        let partial = Data(large.prefix(DeferredBase64.minimumByteCount + 1)).base64EncodedString()
        let expected =
            #"{"a":"before <\/script> \u2028","big":""# + encoded + #"","small":"AQIDBA==","list":[""#
            + encoded + #"",7,""# + partial + #""]}"#
        return (writer, expected)
    }

    @Test(arguments: [0, 1, 2])
    func everyFormIsTheTextWrittenAtOnce(padding: Int) throws {
        let large = bytes(DeferredBase64.minimumByteCount * 3 + padding, seed: UInt64(padding))
        let fromData = sample({ $0.base64(Data($1)) }, large: large)
        let fromArray = sample({ $0.base64($1) }, large: large)
        for (writer, expected) in [fromData, fromArray] {
            #expect(writer.deferred.count == 3, "large values are deferred, small ones written at once")
            #expect(writer.storage.count < 200, "the writer holds no encoded image")
            #expect(writer.bytes == Array(expected.utf8))
            #expect(writer.string == expected)
            let message = BridgeOutgoingMessage(writer)
            #expect(message.byteCount == expected.utf8.count)
            #expect(message.json == Array(expected.utf8))
            #expect(message.text == expected)
            let literal =
                "\"" + expected.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            #expect(message.javaScript == "window.GBGBridge.receive(" + literal + ");void 0")
            let script = BridgeOriginPolicy(allowing: ["https://a.example"]).deliveryScript.script(for: message)
            #expect(
                script == #"if(location.origin==="https://a.example"){window.GBGBridge.receive("# + literal
                    + #");void 0}else{location.origin}"#)
            #expect(try message == BridgeOutgoingMessage(json: Array(expected.utf8)))
        }
    }

    /// Whoever changes `bytes` in place changes the whole text, deferred values written out first.
    @Test func changingTheBytesInPlaceWritesTheDeferredValuesOut() {
        let large = bytes(DeferredBase64.minimumByteCount, seed: 9)
        var writer = JSONWriter()
        writer.base64(large)
        writer.bytes.append(UInt8(ascii: " "))
        #expect(writer.deferred.isEmpty)
        #expect(writer.string == "\"" + Data(large).base64EncodedString() + "\" ")
        writer.bytes = Array("[]".utf8)
        #expect(writer.string == "[]")
    }

    /// A writer sized for an image that goes out deferred reserves a little, not the image's size;
    /// text that does outgrow the first reservation gets the whole expected size at once.
    @Test func aWriterExpectingMuchReservesItOnlyWhenTheTextNeedsIt() {
        let large = bytes(1 << 20, seed: 3)
        var deferring = JSONWriter(expecting: 2 << 20)
        deferring.base64(large)
        #expect(deferring.storage.capacity < 8192)
        var growing = JSONWriter(expecting: 2 << 20)
        growing.string(String(repeating: "x", count: 10_000))
        #expect(growing.storage.capacity >= 2 << 20)
        #expect(growing.string == "\"" + String(repeating: "x", count: 10_000) + "\"")
    }

    @Test func emptyTextHasEmptyForms() {
        let message = BridgeOutgoingMessage(JSONWriter())
        #expect(message.text == "" && message.json == [] && message.byteCount == 0)
        #expect(message.javaScript == #"window.GBGBridge.receive("");void 0"#)
    }
}
