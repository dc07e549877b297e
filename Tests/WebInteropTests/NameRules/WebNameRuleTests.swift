import BridgeGenKit
import BridgeSpec
import TestSupport
import Testing

@testable import BridgeGenWeb

/// Names the TypeScript client and the JSON Schema cannot use, each reported where the spec
/// declares it, as `bridgegen validate` prints it.
@Suite struct WebNameRuleTests {
    private func problems(for generator: any LanguageGenerator.Type, _ edits: (String, String)...) throws -> String {
        let loaded = SpecLoader.load(bytes: Array(try MinimalSpecText.editing(edits).utf8), path: "spec.yaml")
        let spec = try #require(
            loaded.spec, "the edited spec must be valid in itself: \(DiagnosticRenderer.render(loaded.diagnostics))")
        return DiagnosticRenderer.render(loaded.diagnostics(adding: generator.validate(spec)))
    }

    private func renaming(_ name: String) -> [(String, String)] {
        [("  ReadyEvent:\n", "  \(name):\n"), ("    data: ReadyEvent", "    data: \(name)")]
    }

    @Test func aTypeMayNotTakeANameTheClientExports() throws {
        #expect(
            try problems(for: TypeScriptGenerator.self, renaming("CapabilityMap")[0], renaming("CapabilityMap")[1]) == """
                spec.yaml:122:3: error: type name 'CapabilityMap' is reserved in the TypeScript client: protocol.ts exports its own 'CapabilityMap'; choose another name
                  CapabilityMap:
                  ^

                """)
        #expect(
            try problems(for: TypeScriptGenerator.self, renaming("BridgeError")[0], renaming("BridgeError")[1])
                .contains(
                    "type name 'BridgeError' is reserved in the TypeScript client: the client's hand-written modules export 'BridgeError'"
                ))
        #expect(
            try problems(for: TypeScriptGenerator.self, renaming("Uint8Array")[0], renaming("Uint8Array")[1])
                .contains(
                    "type name 'Uint8Array' is reserved in the TypeScript client: it would shadow JavaScript's own 'Uint8Array'"))
    }

    @Test func aTypeMayNotTakeAnotherTypesInitForm() throws {
        // CaptureRequest has defaults and the page sends it, so pages write it as CaptureRequestInit.
        let diagnostics = try problems(
            for: TypeScriptGenerator.self, renaming("CaptureRequestInit")[0], renaming("CaptureRequestInit")[1])
        #expect(
            diagnostics.contains(
                "type name 'CaptureRequestInit' is reserved in the TypeScript client: the client names the form in which pages write 'CaptureRequest' 'CaptureRequestInit'"
            ))
    }

    @Test func anActionMayNotTakeAClientMethod() throws {
        let diagnostics = try problems(
            for: TypeScriptGenerator.self,
            ("actions:\n", "actions:\n  emit:\n    description: Clashes.\n    request: QueryRequest\n    result: QueryResult\n"))
        #expect(
            diagnostics.contains(
                "error: action 'emit' becomes the client method 'emit', which MiniBridgeClient already has; choose another with 'names: {typescript: …}'"
            ))
    }

    @Test func aTypeScriptNameTheSpecGivesNamesTheMethod() throws {
        let edit = (
            "    result: CaptureImage\n", "    result: CaptureImage\n    names: {swift: scan, typescript: scanDocument}\n"
        )
        #expect(try problems(for: TypeScriptGenerator.self, edit) == "")
        let spec = try #require(SpecLoader.load(bytes: Array(try MinimalSpecText.editing([edit]).utf8), path: "spec.yaml").spec)
        let module = try #require(
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x")).first { $0.name == "protocol.ts" })
        #expect(module.contents.components(separatedBy: "  scanDocument(\n").count == 5, "the method and its three overloads")
        #expect(!module.contents.contains("scan("))
        // One the client cannot write is reported where the spec gives it.
        #expect(
            try problems(
                for: TypeScriptGenerator.self,
                ("    result: CaptureImage\n", "    result: CaptureImage\n    names: {typescript: emit}\n")) == """
                    spec.yaml:83:25: error: the TypeScript name 'emit' given to action 'camera.document.capture' names a member MiniBridgeClient already has
                        names: {typescript: emit}
                                            ^

                    """)
        #expect(
            try problems(
                for: TypeScriptGenerator.self,
                ("    result: CaptureImage\n", "    result: CaptureImage\n    names: {typescript: scan-document}\n")
            )
            .contains(
                "error: the TypeScript name 'scan-document' given to action 'camera.document.capture' is not a JavaScript identifier"
            ))
    }

    @Test func aValuesTypeScriptNameKeysItsConstant() throws {
        let spec = try #require(
            SpecLoader.load(
                bytes: Array(
                    try MinimalSpecText.editing([
                        (
                            "  BUSY: {recoverable: true, description: Busy.}",
                            "  BUSY: {recoverable: true, description: Busy., names: {typescript: HOST_BUSY}}"
                        ),
                        (
                            "    version: \"1.0\"\n    description: Photographing",
                            "    version: \"1.0\"\n    names: {typescript: documentCamera}\n    description: Photographing"
                        ),
                    ]).utf8), path: "spec.yaml"
            ).spec)
        let module = try #require(
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x")).first { $0.name == "protocol.ts" })
        #expect(module.contents.contains("  HOST_BUSY: \"BUSY\","))
        #expect(module.contents.contains("  documentCamera: \"camera.document\","))
        // A Swift name is Swift's alone.
        let swiftOnly = try #require(
            SpecLoader.load(
                bytes: Array(
                    try MinimalSpecText.editing([
                        (
                            "    version: \"1.0\"\n    description: Photographing",
                            "    version: \"1.0\"\n    swiftName: documentCamera\n    description: Photographing"
                        )
                    ]).utf8), path: "spec.yaml"
            ).spec)
        #expect(
            try #require(
                TypeScriptGenerator.generate(swiftOnly, options: GeneratorOptions(sourceLabel: "x")).first {
                    $0.name == "protocol.ts"
                }
            )
            .contents.contains("  cameraDocument: \"camera.document\","))
    }

    /// Every JavaScript object has `Object.prototype`'s members: the client's methods may not take
    /// one, nor what it keys by the wire (JSON keys, capability IDs); a value may, written so that
    /// `__proto__` is a property and not the object's prototype.
    @Test func nothingTheClientKeysMayTakeAMemberEveryObjectHas() throws {
        #expect(
            try problems(
                for: TypeScriptGenerator.self,
                ("actions:\n", "actions:\n  toString:\n    request: QueryRequest\n    result: QueryResult\n")
            )
            .contains(
                "spec.yaml:74:3: error: action 'toString' becomes the client method 'toString', which every JavaScript object has (Object.prototype.toString); choose another with 'names: {typescript: …}'"
            ))
        #expect(
            try problems(
                for: TypeScriptGenerator.self,
                (
                    "      pages: {type: array<string>, optional: true}",
                    "      pages: {type: array<string>, optional: true, wireName: valueOf}"
                )
            )
            .contains(
                "spec.yaml:121:7: error: field 'pages' of type 'CaptureImage' has the JSON key 'valueOf', which every JavaScript object has (Object.prototype.valueOf); the TypeScript client keys fields by their JSON key, so choose another with 'wireName'"
            ))
        #expect(
            try problems(for: TypeScriptGenerator.self, ("capabilities:\n", "capabilities:\n  constructor: {version: \"1.0\"}\n"))
                .contains(
                    "error: capability 'constructor' has the ID of a member every JavaScript object has (Object.prototype.constructor), and the TypeScript client keys capabilities by their ID; choose another ID"
                ))

        let edit = (
            "  BUSY: {recoverable: true, description: Busy.}",
            "  BUSY: {recoverable: true, description: Busy.}\n  __proto__: {recoverable: true, description: Odd.}"
        )
        #expect(try problems(for: TypeScriptGenerator.self, edit) == "")
        let spec = try #require(SpecLoader.load(bytes: Array(try MinimalSpecText.editing([edit]).utf8), path: "spec.yaml").spec)
        let module = try #require(
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x")).first { $0.name == "protocol.ts" })
        #expect(module.contents.contains("  [\"__proto__\"]: \"__proto__\","))
        #expect(module.contents.contains("  [\"__proto__\"]: true,"))
    }

    @Test func eventsAndFieldsHaveNoTypeScriptName() throws {
        #expect(
            try problems(
                for: TypeScriptGenerator.self,
                ("    data: ReadyEvent\n", "    data: ReadyEvent\n    names: {swift: ready, typescript: ready}\n")) == """
                    spec.yaml:90:39: error: event 'host.ready' has no TypeScript name: the client names events by their name on the wire
                        names: {swift: ready, typescript: ready}
                                                          ^

                    """)
        #expect(
            try problems(
                for: TypeScriptGenerator.self,
                ("      imageData: {type: bytes}", "      imageData: {type: bytes, names: {typescript: image}}")
            )
            .contains(
                "error: field 'imageData' of type 'CaptureImage' has no TypeScript name: the client names fields by their JSON key, which 'wireName' sets"
            ))
    }

    @Test func aTypeMayNotTakeTheSchemasOwnDefinitions() throws {
        #expect(
            try problems(for: JSONSchemaGenerator.self, renaming("Envelope")[0], renaming("Envelope")[1]) == """
                spec.yaml:122:3: error: type name 'Envelope' is reserved in the JSON Schema: the schema defines '#/$defs/Envelope' itself; choose another name
                  Envelope:
                  ^

                """)
    }

    /// The lists the rules use, held to the client they describe.
    @Test(arguments: ["Protocol/bridge.yaml", "Tests/WebInteropTests/Fixtures/edge-cases.yaml"])
    func theNameListsAreWhatTheClientReallyHas(_ path: String) throws {
        let spec = try #require(SpecLoader.load(contentsOf: Repository.path(path).path).spec)
        let protocolModule = try #require(
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x"))
                .first { $0.name == "protocol.ts" }?.contents)
        let exported = Set(TypeScriptNames.exportedNames(in: protocolModule))
        let typeDerived = Set(spec.types.flatMap { [$0.name, $0.name + "Init", "decode" + $0.name, "encode" + $0.name] })
        let listed = TypeScriptNames.generatedExports(of: spec)
        #expect(
            exported.subtracting(typeDerived).subtracting(listed).isEmpty,
            "protocol.ts exports names the rules do not know: \(exported.subtracting(typeDerived).subtracting(listed).sorted())")
        #expect(TypeScriptNames.runtimeExports.isSuperset(of: ["BridgeError", "BridgeClient", "JSONValue", "BridgeDataError"]))
        #expect(TypeScriptNames.baseClientMembers.isSuperset(of: ["request", "emit", "on", "onUnhandled", "receive", "dispose"]))
        // Every capitalised name protocol.ts uses is its own, imported, or a listed global.
        let imported = Set(
            Self.importStatements(in: protocolModule)
                .flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }) }.map(String.init))
        let used = Set(TypeScriptTokens.capitalisedNames(in: protocolModule))
        let local = Set(TypeScriptTokens.typeParameters(in: protocolModule))
        let known = exported.union(TypeScriptNames.runtimeExports).union(TypeScriptNames.globals).union(imported).union(local)
        #expect(
            used.subtracting(known).isEmpty, "protocol.ts uses names the rules do not know: \(used.subtracting(known).sorted())")
    }
}

extension WebNameRuleTests {
    /// The text of each `import { … } from "…";` statement, however many lines it spans.
    static func importStatements(in module: String) -> [String] {
        var statements: [String] = []
        var current: String?
        for line in module.split(separator: "\n") {
            if line.hasPrefix("import ") { current = "" }
            guard current != nil else { continue }
            current! += line + "\n"
            if line.contains(" from ") { statements.append(current!); current = nil }
        }
        return statements
    }
}

/// Capitalised names in TypeScript code that name something: outside comments and string
/// literals, not after a dot, and not an object key or a member (followed by `:`).
enum TypeScriptTokens {
    /// Type parameters and mapped-type keys the code declares: `<Action extends …>`, `[ID in …]`.
    static func typeParameters(in code: String) -> [String] {
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\n" })
        return words.indices.dropLast().compactMap { index -> String? in
            guard ["extends", "in"].contains(String(words[index + 1])) else { return nil }
            guard let name = words[index].split(whereSeparator: { "<[(".contains($0) }).last else { return nil }
            return name.first?.isUppercase == true ? String(name) : nil
        }
    }

    static func capitalisedNames(in code: String) -> [String] {
        var names: [String] = []
        for line in code.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("*"), !trimmed.hasPrefix("/*") else { continue }
            var word = ""
            var quote: Character?
            var previous: Character = " "
            var wordFollowsDot = false
            for character in line + " " {
                if let open = quote {
                    if character == open && previous != "\\" { quote = nil }
                } else if character == "\"" || character == "'" || character == "`" {
                    quote = character
                } else if character.isLetter || character.isNumber || character == "_" {
                    if word.isEmpty { wordFollowsDot = previous == "." }
                    word.append(character)
                    previous = character
                    continue
                }
                if let first = word.first, first.isUppercase, !wordFollowsDot, character != ":", character != "?" {
                    names.append(word)
                }
                word = ""
                previous = character
            }
        }
        return names
    }
}
