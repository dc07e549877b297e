import BridgeSpec
import Foundation
import GeneratorTestSupport
import Testing

/// What each construct of a spec gives the simulator's description (`simulator.json`): sample
/// results within the limits, the places of sensitive and bytes fields, events' samples, on the
/// same tiny specs as the client's snippet tests (`SnippetFeature`).
@Suite struct SimulatorSnippetTests {
    /// A sample keeps the spec's default and limits: at most `maxLength` characters.
    @Test func limits() throws {
        try expectSnippet(
            WebSnippet.simulator(try WebSnippet.spec(.limits), ["actions"]),
            """
            {
              "actions": {
                "snippet.shoot": {
                  "errors": [],
                  "result": {
                    "quality": 80,
                    "label": "label",
                    "tags": ["sample"]
                  },
                  "bytesFields": [],
                  "sensitiveRequestFields": [],
                  "sensitiveResultFields": []
                }
              }
            }
            """)
    }

    /// A sensitive field's place, in the request and the result, where the log hides its value.
    @Test func sensitive() throws {
        try expectSnippet(
            WebSnippet.simulator(try WebSnippet.spec(.sensitive), ["actions"]),
            """
            {
              "actions": {
                "snippet.unlock": {
                  "errors": [],
                  "result": { "key": "key", "hint": "hint" },
                  "bytesFields": [],
                  "sensitiveRequestFields": ["key"],
                  "sensitiveResultFields": ["key"]
                }
              }
            }
            """)
    }

    /// A type inside itself: the sample stops where it would go on forever, with an empty array.
    @Test func recursion() throws {
        try expectSnippet(
            WebSnippet.simulator(try WebSnippet.spec(.recursion), ["actions"]),
            """
            {
              "actions": {
                "snippet.tree": {
                  "errors": [],
                  "result": {
                    "children": []
                  },
                  "bytesFields": [],
                  "sensitiveRequestFields": [],
                  "sensitiveResultFields": []
                }
              }
            }
            """)
    }

    /// Only the events the host may send have sample data to edit; every event has its sensitive places.
    @Test func eventDirections() throws {
        try expectSnippet(
            WebSnippet.simulator(try WebSnippet.spec(.eventDirections), ["events"]),
            """
            {
              "events": {
                "host.paused": {
                  "description": "The host paused.",
                  "direction": "nativeToWeb",
                  "data": {},
                  "sensitiveFields": []
                },
                "page.progress": {
                  "direction": "webToNative",
                  "sensitiveFields": []
                },
                "either.reset": {
                  "description": "Either side resets.",
                  "direction": "both",
                  "data": {},
                  "sensitiveFields": []
                }
              }
            }
            """)
    }

    /// Bytes fields are found through objects, where a picked file has one place; sensitive fields
    /// by wire name, inside arrays and maps too; samples are padded to `minLength` and moved within
    /// `minimum` and `maximum`.
    @Test func nestedFields() throws {
        let loaded = SnippetSpec.load(
            types: """
                  Card:
                    fields:
                      front: {type: Holder}
                      holders: {type: array<Holder>, minItems: 2}
                      byName: {type: "map<Holder>", optional: true}
                  Holder:
                    fields:
                      pin: {type: string, sensitive: true, wireName: pin_code, minLength: 10}
                      photo: {type: bytes}
                      score: {type: number, minimum: 2, maximum: 3}
                """,
            actions: """
                  snippet.card: {request: Card, result: Card}
                """)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        try expectSnippet(
            WebSnippet.simulator(spec, ["actions"]),
            """
            {
              "actions": {
                "snippet.card": {
                  "errors": [],
                  "result": {
                    "front": { "pin_code": "pin_codexx", "photo": "U2FtcGxl", "score": 2 },
                    "holders": [
                      { "pin_code": "pin_codexx", "photo": "U2FtcGxl", "score": 2 },
                      { "pin_code": "pin_codexx", "photo": "U2FtcGxl", "score": 2 }
                    ],
                    "byName": {
                      "key": { "pin_code": "pin_codexx", "photo": "U2FtcGxl", "score": 2 }
                    }
                  },
                  "bytesFields": ["front.photo"],
                  "sensitiveRequestFields": ["pin_code"],
                  "sensitiveResultFields": ["pin_code"]
                }
              }
            }
            """)
    }

    /// Types of many fields of many fields have exponentially many paths: the description stays
    /// small and quick all the same (16 levels of 4 fields: over four billion paths).
    @Test func fanOutIsBounded() throws {
        let levels = 16
        let types = (0..<levels).map { level in
            let next = level + 1 < levels ? "Level\(level + 1)" : "bytes"
            let fields = (0..<4).map { "      f\($0): {type: \(next), sensitive: \($0 == 0)}" }
            return "  Level\(level):\n    fields:\n" + fields.joined(separator: "\n")
        }
        let loaded = SnippetSpec.load(
            types: types.joined(separator: "\n"), actions: "  snippet.deep: {request: Level0, result: Level0}")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let started = Date()
        let text = WebSnippet.simulator(spec, ["actions"])
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(text.utf8.count < 1 << 20, "\(text.utf8.count) bytes")
        #expect(text.contains(#""sensitiveResultFields": ["f0"]"#))
    }
}
