import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// An extension's own identifiers, added to its base's open types: its actions and events to
    /// `BridgeAction`, its capabilities to `BridgeCapabilityID`, its error codes to `BridgeErrorCode`.
    func translateExtensionIdentifiers() -> [Declaration] {
        let actions =
            own.actions.map { action in
                OpenValueConstant(
                    swiftName: SwiftNaming.name(of: action), value: action.id,
                    doc: DocComment.make(
                        action.description, fallback: "The `\(action.id)` action.",
                        details: ["Request data: ``\(action.request)``. Result: ``\(action.result)``."],
                        source: "actions.\(action.id)"))
            }
            + own.events.map { event in
                OpenValueConstant(
                    swiftName: SwiftNaming.name(of: event), value: event.name,
                    doc: DocComment.make(
                        event.description, fallback: "The `\(event.name)` event.", source: "events.\(event.name)"))
            }
        let capabilities = own.capabilities.map { capability in
            OpenValueConstant(
                swiftName: SwiftNaming.name(of: capability), value: capability.id,
                doc: DocComment.make(
                    capability.description, fallback: "The `\(capability.id)` capability.",
                    details: ["Version \(capability.version)."], source: "capabilities.\(capability.id)"))
        }
        let codes = own.errorCodes.map { code in
            OpenValueConstant(
                swiftName: SwiftNaming.name(of: code), value: code.code,
                doc: DocComment.make(
                    code.description, fallback: "The `\(code.code)` error.",
                    details: [
                        (code.recoverable ? "Recoverable" : "Not recoverable")
                            + " by default: a host that knows this extension answers with that when a handler does not say."
                    ],
                    source: "errors.\(code.code)"))
        }
        return [
            (GeneratedNames.action, actions), (GeneratedNames.capabilityID, capabilities), (GeneratedNames.errorCode, codes),
        ].compactMap { type, constants in
            constants.isEmpty
                ? nil
                : .extension(
                    ExtensionDeclaration(
                        docComment: "The \(own.name) extension's values.", extendedType: .named(type),
                        members: constants.map { constant in
                            .property(
                                PropertyDeclaration(
                                    docComment: constant.doc, isStatic: true, name: constant.swiftName, type: .named(type),
                                    value: .stored(.let, initialValue: .string(constant.value))))
                        }))
        }
    }

    /// `<Name>Extension`: the extension as the runtime needs to know it, which a host installs the
    /// first time it handles one of the extension's actions or follows its events.
    func translateExtensionDefinition() -> [Declaration] {
        let recoverable = own.errorCodes
        let definition = EnumDeclaration(
            docComment: DocComment.make(
                "The \(own.name) extension of \(spec.name), version \(own.version), as the runtime needs to know it.",
                fallback: "",
                details: (own.description.map { [$0] } ?? [])
                    + [
                        "A host installs it the first time it handles one of the extension's actions or follows its events: from then on it checks the extension's requests, results and events as it checks its own protocol's."
                    ],
                source: "extension"),
            name: GeneratedNames.extensionDefinition(of: own), conformances: [.named(RuntimeNames.extensionDefinition)],
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: "The extension's name.", isStatic: true, name: "name", type: "String",
                        value: .stored(.let, initialValue: .string(own.name)))),
                .property(
                    PropertyDeclaration(
                        docComment: "The extension's version, \"major.minor\".", isStatic: true, name: "version", type: "String",
                        value: .stored(.let, initialValue: .string(own.version.description)))),
                translateSchemaChecks(name: "requestChecks", schema: \.request, of: "request"),
                translateSchemaChecks(name: "resultChecks", schema: \.result, of: "successful response"),
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Decodes a request's data as its action's request type; nil for an action the extension does not declare.",
                        attributes: [.generatedSPI], isStatic: true, name: "decodeRequestData",
                        parameters: [
                            Parameter("action", type: "String"),
                            Parameter("data", type: .optional(.dictionary("String", "JSONValue"))),
                        ],
                        throwsClause: .typed("BridgeDecodingError"), returnType: .optional(.named(RuntimeNames.decodedData)),
                        body: [
                            .expression(
                                .try(
                                    .name("requestChecks").subscripted(SwiftArgument(.name("action"))).optional.dot("decode")
                                        .call(SwiftArgument("payloadData", .name("data")))))
                        ])),
                translateDataValidation(
                    name: "validateResultData", table: "resultChecks",
                    doc:
                        "Checks a successful response's data against its action's result schema; nil for valid data and for actions the extension does not declare."
                ),
            ] + translateDeclaredErrors() + translateEventTable() + [
                .property(
                    PropertyDeclaration(
                        docComment: "Whether each of the extension's error codes is recoverable by default.",
                        access: .fixed(.private),
                        isStatic: true, name: "recoverableByDefault", type: .generic(.named(RuntimeNames.nameTable), ["Bool"]),
                        value: .stored(
                            .let,
                            initialValue: Self.table(
                                recoverable.map { SwiftDictionaryEntry(.string($0.code), .boolean($0.recoverable)) })))),
                .function(
                    FunctionDeclaration(
                        docComment:
                            "Whether an error with `code` is recoverable when nobody says otherwise; nil for a code the extension does not declare.",
                        isStatic: true, name: "isRecoverableByDefault", parameters: [Parameter("code", type: "String")],
                        returnType: .optional("Bool"),
                        body: [.expression(.name("recoverableByDefault").subscripted(SwiftArgument(.name("code"))))])),
            ] + translateExtensionStreams())
        return [.enum(definition), .struct(translateRuntimeCheck())]
    }

    /// `isStream(action:)` for an extension with stream actions, so that a host refuses them before
    /// the page agrees to updates and lifts their timeout once they stream, as it does its own
    /// protocol's; nothing for one without, whose runtime default says no.
    private func translateExtensionStreams() -> [Declaration] {
        let streams = own.actions.filter { $0.stream != nil }
        return streams.isEmpty ? [] : [.function(Self.isStreamFunction(streams))]
    }
}
