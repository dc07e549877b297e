import Foundation
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

@Suite struct ScalarCodecTests {
    private let path = JSONPath([.key("data"), .key("width")])

    private func message<T: BridgeJSONDecodable>(_ type: T.Type, _ json: JSONValue) -> String? {
        do {
            _ = try T(json: json, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    private func encoded(_ value: some BridgeJSONEncodable) -> String {
        var writer = JSONWriter()
        value.encode(to: &writer)
        return writer.string
    }

    @Test func decodesTheMatchingKind() throws {
        #expect(try String(json: "12", path: path) == "12")
        #expect(try Int(json: 12, path: path) == 12)
        #expect(try Int(json: -0.0, path: path) == 0)
        #expect(try Int(json: 1e15, path: path) == 1_000_000_000_000_000)
        #expect(try Double(json: 1.5, path: path) == 1.5)
        #expect(try Bool(json: true, path: path) == true)
        #expect(try Data(json: "AQID", path: path) == Data([1, 2, 3]))
        #expect(try JSONValue(json: ["any": [nil]], path: path) == ["any": [nil]])
    }

    @Test func errorsSayWhatWasExpectedAndWhatWasFound() {
        #expect(message(Int.self, "12") == #"data.width: expected an integer, found the string "12""#)
        #expect(message(Int.self, 1.5) == "data.width: expected an integer, found the number 1.5")
        #expect(message(Int.self, 1e300) == "data.width: expected an integer within the range of Int, found the number 1e+300")
        #expect(message(Int.self, 9.3e18) == "data.width: expected an integer within the range of Int, found the number 9.3e+18")
        #expect(message(Int.self, nil) == "data.width: expected an integer, found null")
        #expect(message(String.self, 12) == "data.width: expected a string, found the number 12")
        #expect(message(String.self, []) == "data.width: expected a string, found an array")
        #expect(message(Double.self, true) == "data.width: expected a number, found true")
        #expect(message(Bool.self, 1) == "data.width: expected a boolean, found the number 1")
        #expect(message(Bool.self, [:]) == "data.width: expected a boolean, found an object")
        #expect(message(Data.self, 3) == "data.width: expected a base64 string, found the number 3")
        #expect(
            message(Data.self, "AQI")
                == #"data.width: invalid base64: length 3 is not a multiple of 4 (base64 must be padded with "=")"#)
        #expect(message(Data.self, "AQ I") == "data.width: invalid base64: invalid byte 0x20 at offset 2")
        #expect(
            message(Bool.self, .string(String(repeating: "x", count: 50)))
                == #"data.width: expected a boolean, found the string "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…""#)
    }

    @Test func errorsCarryAStructuredProblem() {
        #expect(throws: BridgeDecodingError(path: path, problem: .integerOutOfRange(1e300))) {
            try Int(json: 1e300, path: path)
        }
        #expect(throws: BridgeDecodingError(path: path, problem: .typeMismatch(expected: "a string", found: "null"))) {
            try String(json: nil, path: path)
        }
        #expect(
            throws: BridgeDecodingError(
                path: path, problem: .invalidBase64(Base64DecodingError(kind: .misplacedPadding, offset: 0)))
        ) {
            try Data(json: "====", path: path)
        }
        #expect(BridgeDecodingError(path: JSONPath(), problem: .missingKey).description == "required key is missing")
        #expect(
            BridgeDecodingError(path: path, problem: .invalidValue("must be positive")).description
                == "data.width: must be positive")
    }

    @Test func encodesAsTheMatchingKind() {
        #expect(encoded("a</b") == #""a<\/b""#)
        #expect(encoded(-42) == "-42")
        #expect(encoded(0.25) == "0.25")
        #expect(encoded(false) == "false")
        #expect(encoded(Data([1, 2, 3])) == #""AQID""#)
        #expect(encoded(["b": 1, "a": nil] as JSONValue) == #"{"a":null,"b":1}"#)
    }
}
