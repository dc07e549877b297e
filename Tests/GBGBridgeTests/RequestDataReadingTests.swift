import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime
@_spi(BridgeGenerated) @testable import GBGBridge

/// A request's data is decoded straight from the text while the envelope is read, and kept as text
/// until someone reads it as JSON values. That fast path must never disagree with the general one
/// (`JSONReader`, then `decodeRequestData(action:data:)`): whatever it accepts, the general path
/// accepts with the same value, and whatever it gives up on, the general path decides.
@Suite struct RequestDataReadingTests {
    /// The values each request field is tried with: valid ones, and ones that are wrong or unusual.
    private static let candidates: [String: [String: [String]]] = [
        "camera.document.capture": [
            "documentType": [#""passport""#, #""id_card""#, "null", "1", #""pa\u0073s""#, #""é""#],
            "side": [#""front""#, #""back""#, "null", "true", "[]", #""\ud800""#],
        ],
        "camera.selfie.capture": [
            "liveness": ["true", "false", "null", #""yes""#, "0"]
        ],
        "nfc.read": [
            "mrz": [#""P<UTO""#, "null", "5", #""a\"b""#],
            "dataGroups": [
                #"["DG1","DG2"]"#, "[]", #"[ "DG1" , "DG2" ]"#, "null", #"["DG1",]"#, "[1]", #""DG1""#, #"[["x"]]"#, "[,]",
            ],
        ],
        "capability.query": [:],
    ]

    /// Members no request type defines, some of them spelling a known key with an escape.
    private static let strangers = [#""extra": 1"#, #""mr\u007a": "P<X""#, #""": null"#, #""side ": "front""#]

    private static let spaces = ["", " ", "\n\t "]

    /// A request of `action` with `data` as its data's text.
    private static func request(_ action: String, data: String, index: Int) -> [UInt8] {
        Array(
            ("{\"version\":\"1.0\",\"correlationId\":\"c-\(index)\",\"type\":\"request\",\"timestamp\":1,"
                + "\"payload\":{\"action\":\"\(action)\",\"data\":\(data)}}").utf8)
    }

    /// Random data objects for `action`: known keys in any order with any candidate, now and then a
    /// duplicate or a stranger, and whitespace anywhere it may go.
    private static func dataTexts(for action: String, count: Int, random: inout SeededGenerator) -> [String] {
        let fields = candidates[action] ?? [:]
        return (0..<count).map { _ in
            var members: [String] = []
            for (key, values) in fields.sorted(by: { $0.key < $1.key }) where random.next(below: 4) != 0 {
                members.append(
                    "\"\(key)\"\(spaces[random.next(below: 3)]):\(spaces[random.next(below: 3)])\(values[random.next(below: values.count)])"
                )
            }
            if !members.isEmpty && random.next(below: 8) == 0 { members.append(members[random.next(below: members.count)]) }
            if random.next(below: 8) == 0 { members.append(strangers[random.next(below: strangers.count)]) }
            members.shuffle(using: &random)
            let space = spaces[random.next(below: 3)]
            return "{" + space + members.joined(separator: space + "," + space) + space + "}"
        }
    }

    /// Whether two decoded values are the same value of `action`'s request type.
    private static func sameValue(_ lhs: BridgeDecodedData, _ rhs: BridgeDecodedData, action: String) -> Bool {
        switch action {
        case "camera.document.capture": lhs.value(as: DocumentCaptureRequest.self) == rhs.value(as: DocumentCaptureRequest.self)
        case "camera.selfie.capture": lhs.value(as: SelfieCaptureRequest.self) == rhs.value(as: SelfieCaptureRequest.self)
        case "nfc.read": lhs.value(as: NFCReadRequest.self) == rhs.value(as: NFCReadRequest.self)
        default: lhs.value(as: CapabilityQueryRequest.self) == rhs.value(as: CapabilityQueryRequest.self)
        }
    }

    @Test(arguments: candidates.keys.sorted())
    func theFastPathAgreesWithTheGeneralOne(_ action: String) throws {
        var random = SeededGenerator(seed: UInt64(action.utf8.count))
        var fastCount = 0
        var fallbackCount = 0
        for (index, data) in Self.dataTexts(for: action, count: 400, random: &random).enumerated() {
            let bytes = Self.request(action, data: data, index: index)
            guard let general = try? BridgeRawMessage(json: try JSONReader().read(bytes), path: JSONPath()) else {
                #expect(throws: (any Error).self, "\(data)") {
                    try BridgeRawMessage.reading(bytes, requestDataOf: GBGBridgeProtocol.self)
                }
                continue
            }
            let generalData = Result { () throws(BridgeDecodingError) in
                try GBGBridgeProtocol.decodeRequestData(action: action, data: general.data)
            }
            let (envelope, requestData) = try BridgeRawMessage.reading(bytes, requestDataOf: GBGBridgeProtocol.self)
            #expect(envelope == general, "\(data)")
            #expect(envelope.data == general.data, "\(data)")
            guard let requestData else {
                fallbackCount += 1
                continue
            }
            fastCount += 1
            #expect(envelope.lazyData.isText)
            let expected = try #require(try? generalData.get(), "the fast path accepted data the general one rejects: \(data)")
            #expect(Self.sameValue(requestData, expected, action: action), "\(data)")
        }
        // Neither path is left untested by the random data.
        #expect(fastCount > 40)
        if action != "capability.query" { #expect(fallbackCount > 40) }
    }

    @Test(arguments: [
        #"{"mrz":"P<UTO","mrz":"P<UTO"}"#,  // a duplicate
        #"{"mrz":"P<UTO","extra":true}"#,  // a member the type does not define
        #"{"mr\u007a":"P<UTO"}"#,  // a key with an escape
        #"{"dataGroups":["DG1",]}"#,  // invalid JSON
        #"{"mrz":5}"#,  // the wrong kind
    ])
    func unusualDataIsLeftToTheGeneralPath(_ data: String) throws {
        let bytes = Self.request("nfc.read", data: data, index: 0)
        let read = try? BridgeRawMessage.reading(bytes, requestDataOf: GBGBridgeProtocol.self)
        #expect(read?.requestData == nil)
        // Whoever reads it, the data read is kept as text, as it came.
        #expect(read.map { $0.message.lazyData.isText } != false)
    }

    @Test func onlyRequestsWhoseActionAndTypeComeFirstAreDecodedEarly() throws {
        let dataFirst = Array(
            #"{"version":"1.0","correlationId":"a","type":"request","timestamp":1,"payload":{"data":{"mrz":"P"},"action":"nfc.read"}}"#
                .utf8)
        let response = Array(
            #"{"version":"1.0","correlationId":"b","type":"response","timestamp":1,"payload":{"action":"nfc.read","data":{"mrz":"P"}}}"#
                .utf8)
        let typeLast = Array(
            #"{"version":"1.0","correlationId":"c","timestamp":1,"payload":{"action":"nfc.read","data":{"mrz":"P"}},"type":"event"}"#
                .utf8)
        let unknownAction = Array(
            #"{"version":"1.0","correlationId":"d","type":"request","timestamp":1,"payload":{"action":"custom.scan","data":{"mrz":"P"}}}"#
                .utf8)
        // An escaped action is the same action, but only plain ones are looked up by their bytes.
        let escapedAction = Array(
            #"{"version":"1.0","correlationId":"e","type":"request","timestamp":1,"payload":{"action":"nfc\u002eread","data":{"mrz":"P"}}}"#
                .utf8)
        for bytes in [dataFirst, response, typeLast, unknownAction, escapedAction] {
            let (envelope, requestData) = try BridgeRawMessage.reading(bytes, requestDataOf: GBGBridgeProtocol.self)
            #expect(requestData == nil)
            #expect(envelope.data == ["mrz": "P"])
        }
    }

    @Test func theActionOfADecodedRequestIsTheProtocolsOwnString() throws {
        let bytes = Self.request("camera.document.capture", data: #"{"documentType":"passport"}"#, index: 1)
        let (envelope, requestData) = try BridgeRawMessage.reading(bytes, requestDataOf: GBGBridgeProtocol.self)
        #expect(requestData != nil)
        #expect(envelope.action == "camera.document.capture")
        #expect(envelope == (try BridgeRawMessage(json: JSONReader().read(bytes), path: JSONPath())))
    }

    @Test func dataKeptAsTextIsAnEqualValue() throws {
        let bytes = Self.request("nfc.read", data: #"{ "dataGroups": ["DG1"], "mrz": "P<UTO" }"#, index: 0)
        let (envelope, requestData) = try BridgeRawMessage.reading(bytes, requestDataOf: GBGBridgeProtocol.self)
        let kept = BridgeMessage(raw: envelope, decodedData: try #require(requestData))
        #expect(kept.payload.lazyData.isText)

        var built = BridgeMessage(raw: envelope)
        built.payload.data = ["mrz": "P<UTO", "dataGroups": ["DG1"]]
        #expect(!built.payload.lazyData.isText)
        #expect(kept == built)
        #expect(kept.hashValue == built.hashValue)
        #expect(kept.raw == built.raw)
        #expect(kept.payload.data?["mrz"] == "P<UTO")

        var changed = kept
        changed.payload.data?["mrz"] = "P<NEW"
        #expect(changed.payload.decodedData.value(as: NFCReadRequest.self) == nil)
        #expect(changed != kept)
        #expect(kept.payload.data?["mrz"] == "P<UTO", "the copy's change reached the original")
    }

    @Test func textIsParsedOnceWhoeverReadsItFirst() async throws {
        let bytes = Self.request("nfc.read", data: #"{"mrz":"P<UTO","dataGroups":["DG1","DG2"]}"#, index: 0)
        let message = BridgeMessage(raw: try BridgeRawMessage.reading(bytes, requestDataOf: GBGBridgeProtocol.self).message)
        let readings = await withTaskGroup(of: [String: JSONValue]?.self) { group in
            for _ in 0..<16 { group.addTask { message.payload.data } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(readings.count == 16)
        #expect(readings.allSatisfy { $0 == ["mrz": "P<UTO", "dataGroups": ["DG1", "DG2"]] })
    }
}
