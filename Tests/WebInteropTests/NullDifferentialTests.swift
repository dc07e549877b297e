import BridgeGenKit
@_spi(BridgeGenerated) import BridgeRuntime
import BridgeSpec
import Foundation
@_spi(BridgeGenerated) import NullShapes
import TestSupport
import Testing

@testable import BridgeGenWeb

/// One question, one answer (issue 26, item 4): the Swift host's decoder, the web client's decoder
/// and the JSON Schema read the same data of `Shapes` (Tests/NullShapes/bridge.yaml), a field of
/// every shape of null for each kind of value, and must give the same verdict, which is the spec's:
/// `null` only in a nullable field, absence only in an optional one. (A union's unknown tag is left
/// out: by the closed/open rule the host refuses it where the page receives it open.)
@Suite struct NullDifferentialTests {
    /// The kinds of value, each with a valid value and one of the wrong JSON type.
    static let kinds: [(name: String, valid: JSONValue, wrong: JSONValue)] = [
        ("string", "a", 1), ("enum", "front", 1), ("object", ["a": "b"], "a"), ("array", [1, 2], ["x"]),
        ("map", ["k": true], [true]), ("union", ["format": "path", "path": "/a.jpg"], ["path": "/a.jpg"]),
    ]
    static let shapes = ["Neither", "Optional", "Nullable", "Both"]

    /// Every field present with a valid value.
    static var valid: [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for kind in kinds { for shape in shapes { members[kind.name + shape] = kind.valid } }
        return members
    }

    /// The cases: one field absent, null, valid or of the wrong type, the rest valid; with the
    /// spec's verdict.
    static var cases: [(name: String, data: JSONValue, accepted: Bool)] {
        var cases: [(String, JSONValue, Bool)] = [("all valid", .object(valid), true)]
        for kind in kinds {
            for shape in shapes {
                let field = kind.name + shape
                let optional = shape == "Optional" || shape == "Both", nullable = shape == "Nullable" || shape == "Both"
                var absent = valid, null = valid, wrong = valid
                absent[field] = nil
                null[field] = .null
                wrong[field] = kind.wrong
                cases += [
                    ("\(field) absent", .object(absent), optional), ("\(field) null", .object(null), nullable),
                    ("\(field) of another type", .object(wrong), false),
                ]
            }
        }
        // A union's tag and its case's object are checked alike everywhere.
        for (name, photo, accepted) in [
            ("a union's tag not a string", ["format": 1, "path": "/a.jpg"], false),
            ("a union's case missing a required member", ["format": "path"], false),
            ("a union's case of bytes", ["format": "base64", "data": "AAEC"], true),
            ("a union's tag null", ["format": .null, "path": "/a.jpg"], false),
        ] as [(String, JSONValue, Bool)] {
            var members = valid
            members["unionNeither"] = photo
            cases.append((name, .object(members), accepted))
        }
        return cases
    }

    /// The Swift host's verdicts: its decoder of values, which decides whenever the reader of text
    /// gives up (FieldRuleCodecTests holds the two to the same answers).
    static func swiftVerdicts() -> [Bool] {
        cases.map { (try? Shapes(json: $0.data, path: JSONPath())) != nil }
    }

    /// `value` as JSON text.
    static func text(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.value(value)
        return writer.string
    }

    static func spec() throws -> ProtocolSpec {
        let path = PackagePaths.root.appendingPathComponent("Tests/NullShapes/bridge.yaml").path
        let loaded = SpecLoader.load(contentsOf: path)
        return try #require(loaded.spec, "Tests/NullShapes/bridge.yaml does not load: \(loaded.diagnostics)")
    }

    @Test func swiftGivesTheSpecsVerdicts() {
        let verdicts = Self.swiftVerdicts()
        for (testCase, accepted) in zip(Self.cases, verdicts) {
            #expect(accepted == testCase.accepted, "Swift: \(testCase.name)")
        }
    }

    @Test(
        .enabled(
            if: ExternalTools.shouldRun(["tsc", "node", "python3"]),
            "needs tsc (node-typescript), node and python3 with jsonschema"))
    func theWebClientAndTheSchemaGiveTheSwiftHostsVerdicts() throws {
        try ExternalTools.require(["tsc", "node", "python3"])
        let spec = try Self.spec()
        let options = GeneratorOptions(sourceLabel: "bridge.yaml")
        let cases = Self.cases
        let swift = Self.swiftVerdicts()

        let client = try GeneratedFiles.write(TypeScriptGenerator.generate(spec, options: options), label: "null-client")
        let output = try WebClientBuild.build(
            client: client, pages: PackagePaths.fixtures.appendingPathComponent("NullShapes"),
            in: client.appendingPathComponent("build")
        ).get()
        let values = output.appendingPathComponent("values.json")
        try Self.text(.array(cases.map(\.data))).write(to: values, atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(["node", output.appendingPathComponent("null-main.mjs").path, values.path], timeout: 60)
        let verdictLine = run.output.split(separator: "\n").last ?? ""
        let web = try #require(
            try? JSONDecoder().decode([Bool].self, from: Data(verdictLine.utf8)), "node said:\n\(run.output)\n\(run.errorTail)")

        let schemaFolder = try GeneratedFiles.write(JSONSchemaGenerator.generate(spec, options: options), label: "null-schema")
        let messages = cases.enumerated().map { index, testCase in
            Self.text([
                "version": "1.0", "correlationId": .string("c\(index)"), "type": "response", "timestamp": 1,
                "payload": ["action": "shapes.echo", "status": "success", "data": testCase.data],
            ])
        }
        let report = try SchemaValidator.validate(
            messages: messages, schema: schemaFolder.appendingPathComponent("bridge.schema.json"))
        let refused = Set(report.failures.map(\.line))

        #expect(web.count == cases.count)
        for (index, testCase) in cases.enumerated() {
            let schema = !refused.contains(index + 1)
            #expect(
                swift[index] == testCase.accepted && web[safe: index] == testCase.accepted && schema == testCase.accepted,
                "\(testCase.name): spec \(testCase.accepted), Swift \(swift[index]), web \(web[safe: index].map(String.init) ?? "-"), schema \(schema)"
            )
        }
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
