import Foundation
import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

@Suite struct Base64Tests {
    private static func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    private func decodeError(_ text: String) -> Base64DecodingError? {
        do {
            _ = try Base64.decode(text)
            return nil
        } catch {
            return error
        }
    }

    static let lengths = Array(0...100) + [1 << 16, (1 << 16) + 1, (1 << 16) + 2, 1_000_003]

    @Test(arguments: lengths)
    func writerEncodesLikeFoundation(_ count: Int) {
        let bytes = Self.randomBytes(count, seed: UInt64(count))
        let expected = "\"" + Data(bytes).base64EncodedString() + "\""
        var fromArray = JSONWriter(capacity: 0)
        fromArray.base64(bytes)
        #expect(fromArray.string == expected)
        var fromData = JSONWriter()
        fromData.base64(Data(bytes))
        #expect(fromData.bytes == fromArray.bytes)
        var fromBuffer = JSONWriter()
        bytes.withUnsafeBytes { fromBuffer.base64($0) }
        #expect(fromBuffer.bytes == fromArray.bytes)
        #expect(Base64.encodedCount(forByteCount: count) == expected.utf8.count - 2)
    }

    @Test(arguments: lengths)
    func decodesWhatFoundationEncodes(_ count: Int) throws {
        let bytes = Self.randomBytes(count, seed: UInt64(count) + 1)
        let text = Data(bytes).base64EncodedString()
        #expect(try Base64.decode(text) == Data(bytes))
        #expect(try Base64.decode(Array(text.utf8)) == Data(bytes))
        #expect(try Base64.decode(Array(("x" + text + "x").utf8).dropFirst().dropLast()) == Data(bytes))
        #expect(try Base64.decode(Data(text.utf8)) == Data(bytes))
        #expect(try Array(text.utf8).withUnsafeBytes { try Base64.decode($0) } == Data(bytes))
    }

    @Test func base64IsAValueLikeAnyOther() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("a")
        writer.base64([0x66, 0x6F])
        writer.key("b")
        writer.beginArray()
        writer.base64(Data())
        writer.base64([0xFF])
        writer.endArray()
        writer.endObject()
        #expect(writer.string == #"{"a":"Zm8=","b":["","/w=="]}"#)
    }

    // Large `Data` and arrays are deferred (DeferredBase64Tests); bytes behind a pointer cannot be
    // kept, and are encoded straight into the writer's buffer.
    @Test func aWriterSizedUpFrontNeverReallocates() {
        let bytes = Self.randomBytes(300_000, seed: 7)
        var writer = JSONWriter(capacity: Base64.encodedCount(forByteCount: bytes.count) + 100)
        let capacity = writer.bytes.capacity
        writer.object { w in
            w.field("width", 640)
            w.key("data")
            bytes.withUnsafeBytes { w.base64($0) }
            w.field("mimeType", "image/jpeg")
        }
        #expect(writer.bytes.capacity == capacity)
    }

    @Test func anUnsizedWriterMakesRoomOnceForBase64AndWhatFollows() {
        let bytes = Self.randomBytes(300_000, seed: 8)
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("data")
        bytes.withUnsafeBytes { writer.base64($0) }
        let capacity = writer.bytes.capacity
        writer.key("mimeType")
        writer.string("image/jpeg")
        writer.endObject()
        #expect(writer.bytes.capacity == capacity)
        #expect(writer.bytes.count > Base64.encodedCount(forByteCount: bytes.count))
    }

    @Test(arguments: [
        (
            "YQ", Base64DecodingError(kind: .invalidLength(2), offset: 2),
            #"length 2 is not a multiple of 4 (base64 must be padded with "=")"#
        ),
        (
            "YQ==\n", Base64DecodingError(kind: .invalidLength(5), offset: 5),
            #"length 5 is not a multiple of 4 (base64 must be padded with "=")"#
        ),
        ("Y Q=", Base64DecodingError(kind: .invalidCharacter(0x20), offset: 1), "invalid byte 0x20 at offset 1"),
        (
            "YWJj\nYQ==", Base64DecodingError(kind: .invalidLength(9), offset: 9),
            #"length 9 is not a multiple of 4 (base64 must be padded with "=")"#
        ),
        ("YWJjZA-_", Base64DecodingError(kind: .invalidCharacter(0x2D), offset: 6), #"invalid character "-" at offset 6"#),
        ("YWJjZA_=", Base64DecodingError(kind: .invalidCharacter(0x5F), offset: 6), #"invalid character "_" at offset 6"#),
        ("YQ==YQ==", Base64DecodingError(kind: .misplacedPadding, offset: 2), #"padding "=" before the end at offset 2"#),
        ("=YQ=", Base64DecodingError(kind: .misplacedPadding, offset: 0), #"padding "=" before the end at offset 0"#),
        ("A===", Base64DecodingError(kind: .misplacedPadding, offset: 1), #"padding "=" before the end at offset 1"#),
        ("====", Base64DecodingError(kind: .misplacedPadding, offset: 0), #"padding "=" before the end at offset 0"#),
        ("YR==", Base64DecodingError(kind: .nonZeroTrailingBits, offset: 1), "unused bits set before the padding at offset 1"),
        ("YWJ=", Base64DecodingError(kind: .nonZeroTrailingBits, offset: 2), "unused bits set before the padding at offset 2"),
        ("YWJj\u{e9}Q=", Base64DecodingError(kind: .invalidCharacter(0xC3), offset: 4), "invalid byte 0xC3 at offset 4"),
    ])
    func decodingIsStrict(_ text: String, _ expected: Base64DecodingError, _ message: String) {
        let error = decodeError(text)
        #expect(error == expected)
        #expect(error?.description == message)
    }

    @Test func canonicalTextsDecode() throws {
        #expect(try Base64.decode("") == Data())
        #expect(try Base64.decode("YQ==") == Data("a".utf8))
        #expect(try Base64.decode("YWI=") == Data("ab".utf8))
        #expect(try Base64.decode("YWJj") == Data("abc".utf8))
        #expect(try Base64.decode("+/+/") == Data([0xFB, 0xFF, 0xBF]))
    }
}
