import BridgeGenKit
import BridgeSpec
import TestSupport
import Testing

@testable import BridgeGenWeb

/// The web outputs' name rules apply to an extension's own names: its types sit beside its module's
/// declarations and the base client's exports, which pages import together, and beside its schema's
/// own definitions; its methods beside its extension class's members. The base's names are not
/// checked again.
@Suite struct ExtensionNameRuleTests {
    /// An extension of the minimal spec (`MiniBridge`) whose request type is `requestType` and whose
    /// action's TypeScript name is `typeScriptName`, as `bridgegen validate` reports it for `generator`.
    private func problems(
        for generator: any LanguageGenerator.Type, requestType: String = "PadRequest", typeScriptName: String? = nil
    ) throws -> String {
        let folder = try TemporaryFolder()
        try folder.write(MinimalSpecText.text, to: "base.yaml")
        let path = try folder.write(
            """
            extends:
              protocol: MiniBridge
              path: base.yaml
            extension:
              name: Pad
              version: "1.0"
              namespace: pad
            capabilities:
              pad.sign: {version: "1.0", description: Signing.}
            actions:
              pad.sign.capture:
                capability: pad.sign
                description: Captures a signature.
                request: \(requestType)
                result: PadResult\(typeScriptName.map { "\n    names: {typescript: \($0)}" } ?? "")
            types:
              \(requestType):
                description: Options.
                fields:
                  ink: {type: string, default: black}
              PadResult:
                description: The signature.
                fields:
                  image: {type: bytes}
            """, to: "extension.yaml")
        let loaded = SpecLoader.load(contentsOf: path)
        let spec = try #require(
            loaded.spec, "the extension must be valid in itself: \(DiagnosticRenderer.render(loaded.diagnostics))")
        return DiagnosticRenderer.render(generator.validate(spec))
    }

    @Test func aValidExtensionHasNoProblems() throws {
        #expect(try problems(for: TypeScriptGenerator.self) == "")
        #expect(try problems(for: JSONSchemaGenerator.self) == "")
    }

    @Test func aTypeMayNotTakeANameTheExtensionsModuleExports() throws {
        #expect(
            try problems(for: TypeScriptGenerator.self, requestType: "PadExtension")
                .contains(
                    "error: type name 'PadExtension' is reserved in the TypeScript client: the extension's module exports its own 'PadExtension'"
                ))
        #expect(try problems(for: TypeScriptGenerator.self, requestType: "PadErrorCode").contains("'PadErrorCode' is reserved"))
    }

    @Test func aTypeMayNotTakeANameTheBaseClientExports() throws {
        #expect(
            try problems(for: TypeScriptGenerator.self, requestType: "MiniBridgeClient")
                .contains(
                    "type name 'MiniBridgeClient' is reserved in the TypeScript client: the base client exports 'MiniBridgeClient', and pages import the extension next to it"
                ))
        #expect(
            try problems(for: TypeScriptGenerator.self, requestType: "KnownErrorCode").contains("'KnownErrorCode' is reserved"))
        #expect(
            try problems(for: TypeScriptGenerator.self, requestType: "ExtensionErrorCode")
                .contains("the client's hand-written modules export 'ExtensionErrorCode'"))
    }

    @Test func anActionsMethodMayNotTakeAMemberOfTheExtensionClass() throws {
        for member in ExtensionModuleNames.classMembers.subtracting(["constructor"]).sorted() {
            #expect(
                try problems(for: TypeScriptGenerator.self, typeScriptName: member).contains(
                    "error: the TypeScript name '\(member)' given to action 'pad.sign.capture' names a member PadExtension already has"
                ))
        }
        // The base client's own members are not the extension class's: an extension's method may take one.
        #expect(try problems(for: TypeScriptGenerator.self, typeScriptName: "request") == "")
    }

    @Test func aTypeMayNotTakeTheExtensionSchemasOwnDefinitions() throws {
        for name in ["ExtensionChecks", "NativeToWebMessage", "ExtensionErrorCode"] {
            #expect(
                try problems(for: JSONSchemaGenerator.self, requestType: name)
                    .contains(
                        "error: type name '\(name)' is reserved in the JSON Schema: the schema defines '#/$defs/\(name)' itself"))
        }
        // The base schema's definitions are in the base's document: an extension's type may take one.
        #expect(try problems(for: JSONSchemaGenerator.self, requestType: "Envelope") == "")
    }
}
