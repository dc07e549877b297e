@_spi(BridgeGenerated) @testable import BridgeRuntime
import Foundation
import Testing

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

    init(json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        let object = try JSONObjectDecoder(json, path: path)
        width = try object.required("width", as: Int.self)
        height = try object.required("height")
        data = try object.required("data", as: Data.self)
        mrz = try object.optional("mrz", as: String.self)
        quality = try object.value("quality", default: 0.8)
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

@Suite struct JSONObjectDecoderTests {
    private let path = JSONPath([.key("payload"), .key("data")])

    private func message(_ json: JSONValue) -> String? {
        do {
            _ = try DocumentImage(json: json, path: path)
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
        #expect(message(["width": 1, "height": 2, "data": "abc"])
            == #"payload.data.data: invalid base64: length 3 is not a multiple of 4 (base64 must be padded with "=")"#)
        #expect(message(["width": 1, "height": 2, "data": "", "mrz": 5]) == "payload.data.mrz: expected a string, found the number 5")
        #expect(message(["width": 1, "height": 2, "data": "", "quality": "high"])
            == #"payload.data.quality: expected a number, found the string "high""#)
        #expect(message([1]) == "payload.data: expected an object, found an array")
        #expect(throws: BridgeDecodingError(path: path.appending(key: "width"), problem: .missingKey)) {
            try DocumentImage(json: [:], path: path)
        }
    }

    @Test func exposesMembersAndPaths() throws {
        let object = try JSONObjectDecoder(["a": 1], path: path)
        #expect(object.members == ["a": 1])
        #expect(object.path == path)
        #expect(object.path(forKey: "a") == path.appending(key: "a"))
        #expect(object.path(forKey: "a.b").description == #"payload.data["a.b"]"#)
    }
}
