import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// A closed enum, written the way generated code writes one.
private enum Side: String, BridgeClosedValue {
    case front, back
}

/// A type with one field of each null shape, decoded the way generated code decodes it: `plain`
/// neither optional nor nullable, `optional`, `nullable`, `both`, and `count` with a default.
private struct Shapes: BridgeJSONCodable, Equatable {
    var plain: String
    var optional: String?
    var nullable: String?
    var both: String?
    var count: Int

    static let jsonMembers: JSONMembers = [
        "plain": .required, "optional": .optional, "nullable": .required, "both": .optional, "count": .optional,
    ]

    init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        var (readPlain, readOptional, readNullable, readBoth, readCount): (String?, String??, String??, String??, Int??)
        try reader.beginObject(Shapes.jsonMembers)
        while let key = try reader.nextKey() {
            switch key {
            case "plain": try reader.readRequired(into: &readPlain)
            case "optional": try reader.readIfPresent(into: &readOptional)
            case "nullable": try reader.readOptional(into: &readNullable)
            case "both": try reader.readOptional(into: &readBoth)
            case "count": try reader.readIfPresent(into: &readCount)
            default: try reader.skipUnknownMember()
            }
        }
        plain = try reader.present(readPlain, key: "plain")
        optional = readOptional ?? nil
        nullable = try reader.present(readNullable, key: "nullable")
        both = readBoth ?? nil
        count = (readCount ?? nil) ?? 1
        try reader.check(BridgeLimits.violation(of: count, minimum: 0, maximum: 10), key: "count")
    }

    func encode(to writer: inout JSONWriter) {}
}

/// The runtime's part of null, closed values, limits and sensitive values (issue 26).
@Suite struct FieldRuleCodecTests {
    /// The general decoder's verdict on `text`: the value, or the error's description.
    private func decode<T: BridgeJSONDecodable>(_ text: String, as type: T.Type) -> Result<T, BridgeDecodingError> {
        let json = try! JSONReader().read(text)
        var reader = JSONValueReader(json, path: JSONPath([.key("data")]))
        do throws(BridgeDecodingError) { return .success(try T(reading: &reader)) } catch { return .failure(error) }
    }

    /// The fast reader's value, or nil when it gives up.
    private func read<T: BridgeJSONDecodable>(_ text: String, as type: T.Type) -> T? {
        Array(text.utf8).withUnsafeBytes { bytes in
            var reader = JSONBytesReader(JSONParser(bytes, maxDepth: 64), depth: 0)
            return try? T(reading: &reader)
        }
    }

    @Test func nullIsAValueOnlyOfNullableFields() throws {
        let fine = #"{"plain":"a","nullable":null,"both":null}"#
        #expect(try decode(fine, as: Shapes.self).get() == read(fine, as: Shapes.self))
        #expect(read(fine, as: Shapes.self)?.nullable == nil)
        let verdicts: [(String, String)] = [
            (#"{"plain":null,"nullable":null}"#, "data.plain: expected a string, found null"),
            (#"{"plain":"a","optional":null,"nullable":null}"#, "data.optional: expected a string, found null"),
            (#"{"plain":"a"}"#, "data.nullable: required key is missing"),
            (#"{"plain":"a","nullable":null,"count":null}"#, "data.count: expected an integer, found null"),
            (#"{"plain":"a","nullable":"b","count":11}"#, "data.count: the value is above the maximum of 10"),
        ]
        for (text, error) in verdicts {
            #expect(throws: Never.self) { _ = try JSONReader().read(text) }
            guard case .failure(let failure) = decode(text, as: Shapes.self) else {
                Issue.record("\(text) decoded")
                continue
            }
            #expect(failure.description == error)
            #expect(read(text, as: Shapes.self) == nil, "the fast reader leaves \(text) to the general one")
        }
    }

    @Test func aClosedValueIsOneOfItsCasesExactly() throws {
        #expect(try decode(#""back""#, as: Side.self).get() == .back)
        #expect(read(#""back""#, as: Side.self) == .back)
        guard case .failure(let error) = decode(#""frnt""#, as: Side.self) else { throw Failure.decoded }
        #expect(error.description == #"data: expected one of "front", "back", found the string "frnt""#)
        #expect(read(#""frnt""#, as: Side.self) == nil)
        #expect(Side.known("Back") == nil)
        var writer = JSONWriter()
        Side.back.encode(to: &writer)
        #expect(writer.string == #""back""#)
    }

    @Test func limitsSayWhatIsWrongWithoutTheValue() {
        #expect(BridgeLimits.violation(of: 0.5, minimum: 0, maximum: 1) == nil)
        #expect(BridgeLimits.violation(of: -0.5, minimum: 0, maximum: 1) == "the value is below the minimum of 0")
        // Code points, as JSON Schema counts: a flag is two.
        #expect(BridgeLimits.violation(of: "🇬🇧", minLength: nil, maxLength: 2) == nil)
        #expect(
            BridgeLimits.violation(of: "🇬🇧!", minLength: nil, maxLength: 2)
                == "the text has 3 characters, more than the maximum of 2")
        #expect(
            BridgeLimits.violation(of: [Int](), minItems: 1, maxItems: nil)
                == "the array has 0 items, fewer than the minimum of 1")
    }

    @Test func redactionReplacesSensitiveValuesWherever() throws {
        let redaction = BridgeRedaction.members([
            "mrz": .value, "pages": .each(.members(["code": .value])), "tags": .each(.value),
        ])
        let json = try JSONReader().read(
            #"{"mrz":"P<GBR","side":"front","pages":[{"code":1,"n":2}],"tags":{"a":"x"},"absent":null}"#)
        let redacted = redaction.redact(json)
        #expect(
            redacted
                == (try JSONReader().read(
                    #"{"mrz":"<redacted>","side":"front","pages":[{"code":"<redacted>","n":2}],"tags":{"a":"<redacted>"},"absent":null}"#
                )))
        // A shape the redaction does not expect is left as it is.
        #expect(redaction.redact(.string("x")) == .string("x"))
        #expect(redaction.covers([.key("mrz")]))
        #expect(redaction.covers([.key("pages"), .index(3), .key("code")]))
        #expect(!redaction.covers([.key("pages"), .index(3), .key("n")]))
        #expect(!redaction.covers([.key("side")]))
    }

    @Test func aDecodingErrorLosesASensitiveValue() throws {
        let redaction = BridgeRedaction.members(["mrz": .value])
        let error = BridgeDecodingError.typeMismatch(
            expected: "a string", found: .number(123456), at: JSONPath([.key("payload"), .key("data"), .key("mrz")]))
        #expect(
            error.redacted(by: redaction, at: .payloadData).description == "payload.data.mrz: expected a string, found <redacted>"
        )
        let other = BridgeDecodingError.typeMismatch(
            expected: "a string", found: .number(1), at: JSONPath([.key("payload"), .key("data"), .key("side")]))
        #expect(other.redacted(by: redaction, at: .payloadData) == other)
        #expect(error.redacted(by: nil, at: .payloadData) == error)
        let raw = BridgeRawMessage(
            version: "1.0", correlationId: "c", type: "request", timestamp: 0, action: "nfc.read",
            data: ["mrz": "P<GBR", "dataGroups": ["DG1"]])
        #expect(raw.redactingData(by: redaction).data == ["mrz": "<redacted>", "dataGroups": ["DG1"]])
    }

    private enum Failure: Error { case decoded }
}
