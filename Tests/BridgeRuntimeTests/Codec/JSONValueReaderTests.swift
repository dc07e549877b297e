import Foundation
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// A type written the way generated code is.
private struct DocumentImage: BridgeJSONCodable, Equatable {
    var width: Int
    var height: Int
    var data: Data
    var mrz: String?
    var quality: Double

    init(width: Int, height: Int, data: Data, mrz: String?, quality: Double) {
        self.width = width
        self.height = height
        self.data = data
        self.mrz = mrz
        self.quality = quality
    }

    static let jsonMembers: JSONMembers = [
        "width": .required, "height": .required, "data": .required, "mrz": .optional, "quality": .optional,
    ]

    init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        var readWidth: Int?, readHeight: Int?, readData: Data?, readMRZ: String??, readQuality: Double??
        try reader.beginObject(Self.jsonMembers)
        while let key = try reader.nextKey() {
            switch key {
            case "width": try reader.readRequired(into: &readWidth)
            case "height": try reader.readRequired(into: &readHeight)
            case "data": try reader.readRequired(into: &readData)
            case "mrz": try reader.readOptional(into: &readMRZ)
            case "quality": try reader.readOptional(into: &readQuality)
            default: try reader.skipUnknownMember()
            }
        }
        width = try reader.present(readWidth, key: "width")
        height = try reader.present(readHeight, key: "height")
        data = try reader.present(readData, key: "data")
        mrz = readMRZ ?? nil
        quality = (readQuality ?? nil) ?? 0.8
    }

    func encode(to writer: inout JSONWriter) {
        writer.object { w in
            w.field("width", width)
            w.field("height", height)
            w.field("data", data)
            w.optionalField("mrz", mrz)
            w.field("quality", quality)
        }
    }
}

@Suite struct JSONValueReaderTests {
    private let path = JSONPath([.key("payload"), .key("data")])

    private func message<T: BridgeJSONDecodable>(_ json: JSONValue, as type: T.Type = DocumentImage.self) -> String? {
        do {
            _ = try T(json: json, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func generatedStyleTypesRoundTrip() throws {
        let image = DocumentImage(width: 640, height: 480, data: Data([0xFF, 0xD8]), mrz: "P<GBR", quality: 0.5)
        var writer = JSONWriter()
        image.encode(to: &writer)
        #expect(writer.string == #"{"width":640,"height":480,"data":"/9g=","mrz":"P<GBR","quality":0.5}"#)
        #expect(try DocumentImage(json: JSONReader().read(writer.bytes), path: path) == image)
    }

    @Test func absentOptionalsAreLeftOutAndDefaultsApply() throws {
        var image = DocumentImage(width: 1, height: 2, data: Data(), mrz: nil, quality: 0.8)
        var writer = JSONWriter()
        writer.array { w in
            image.encode(to: &w)
        }
        #expect(writer.string == #"[{"width":1,"height":2,"data":"","quality":0.8}]"#)
        let sparse: JSONValue = ["width": 1, "height": 2, "data": "", "mrz": nil, "quality": nil, "extra": "ignored"]
        #expect(try DocumentImage(json: sparse, path: path) == image)
        image.quality = 0.25
        #expect(try DocumentImage(json: ["width": 1, "height": 2, "data": "", "quality": 0.25], path: path) == image)
    }

    @Test func errorsNameTheMember() {
        #expect(message(["height": 2, "data": ""]) == "payload.data.width: required key is missing")
        #expect(message(["width": nil, "height": 2, "data": ""]) == "payload.data.width: expected an integer, found null")
        #expect(
            message(["width": 1, "height": 2, "data": "abc"])
                == #"payload.data.data: invalid base64: length 3 is not a multiple of 4 (base64 must be padded with "=")"#)
        #expect(
            message(["width": 1, "height": 2, "data": "", "mrz": 5]) == "payload.data.mrz: expected a string, found the number 5")
        #expect(
            message(["width": 1, "height": 2, "data": "", "quality": "high"])
                == #"payload.data.quality: expected a number, found the string "high""#)
        #expect(message([1]) == "payload.data: expected an object, found an array")
        #expect(throws: BridgeDecodingError(path: path.appending(key: "width"), problem: .missingKey)) {
            try DocumentImage(json: [:], path: path)
        }
    }

    /// Problems come in the order the type declares its members, whatever order the object has:
    /// a missing member before a later member's wrong value.
    @Test func errorsComeInTheTypesOrder() {
        #expect(message(["quality": "high", "data": 1, "height": 2]) == "payload.data.width: required key is missing")
        #expect(
            message(["quality": "high", "data": 1, "height": 2, "width": 1])
                == "payload.data.data: expected a base64 string, found the number 1")
    }

    /// Each member's and element's path extends its container's, however deep.
    @Test func pathsNameNestedMembersAndElements() {
        #expect(message([[1], [2, "x"]], as: [[Int]].self) == #"payload.data[1][1]: expected an integer, found the string "x""#)
        #expect(
            message(["a.b": ["c": true]], as: [String: [String: Int]].self)
                == #"payload.data["a.b"].c: expected an integer, found true"#)
        #expect(
            message([["width": 1, "height": 2, "data": ""], ["height": 2]], as: [DocumentImage].self)
                == "payload.data[1].width: required key is missing")
    }
}
