import BridgeSpec

extension SwiftTranslator {
    /// `BridgeHost` with its typed slots, `BridgeHostDelegate`, and the names the SDK's documentation
    /// uses for runtime types specialized to this protocol.
    func translateHost() -> [Declaration] {
        [.class(translateHostClass()), .protocol(translateHostDelegate()), .extension(translateHostDelegateDefaults())]
            + translateHostTypeAliases()
    }

    private var hostType: String { "\(RuntimeNames.engine)<\(GeneratedNames.definition(of: spec))>" }

    private func translateHostClass() -> ClassDeclaration {
        let slots = spec.slotCapabilities.compactMap { capability in capability.slot.map { (capability, $0) } }
        let slotProperties: [Declaration] = slots.map { capability, slot in
            .property(PropertyDeclaration(
                docComment: DocComment.make(
                    capability.description, fallback: "The `\(capability.id)` capability.",
                    details: ["A typed slot for `\(slot.action)`: set its `handler` to declare `\(capability.id)` (version \(capability.version)) and handle its requests."],
                    source: "capabilities.\(capability.id).slot"),
                name: slot.property, type: nil,
                value: .stored(.let, initialValue: SourceLayout.call(GeneratedNames.slot, [
                    "capabilityID: \(SwiftLiteral.string(capability.id))",
                    "action: \(SwiftLiteral.string(slot.action))",
                    "version: \(SwiftLiteral.string(capability.version))",
                ]))))
        }
        let adopt: CodeBlock = slots.map { _, slot in .line("adopt(\(SwiftNaming.escapedIfKeyword(slot.property)))") }
        let message = GeneratedNames.message
        return ClassDeclaration(
            docComment: DocComment.make(
                "The native end of the \(spec.name) bridge: receives the page's messages, routes requests to typed slots, handlers and custom capabilities, and answers each request exactly once.",
                fallback: "", details: ["All of its API runs on the main actor."], source: "protocol"),
            attributes: [.mainActor], name: GeneratedNames.host, superclass: hostType,
            members: slotProperties + [
                .property(PropertyDeclaration(
                    docComment: "Observes every message and handles requests nothing else handles.",
                    isWeak: true, name: "delegate", type: "(any \(GeneratedNames.hostDelegate))?", value: .stored(.var))),
                .initializer(InitializerDeclaration(
                    docComment: "Creates a host whose `capability.query` answer is built from its typed slots and custom capabilities.",
                    isOverride: true,
                    parameters: [Parameter("hostVersion", type: "String"),
                                 Parameter("options", type: RuntimeNames.options, defaultValue: "\(RuntimeNames.options)()")],
                    body: [.line("super.init(hostVersion: hostVersion, options: options)")] + adopt)),
                .initializer(InitializerDeclaration(
                    docComment: "Creates a host whose `capability.query` answer is the configuration's capability dictionary; typed slots with a handler override its entries.",
                    isOverride: true,
                    parameters: [Parameter("configuration", type: GeneratedNames.configuration)],
                    body: [.line("super.init(configuration: configuration)")] + adopt)),
                .function(FunctionDeclaration(
                    docComment: "Tells the delegate about every decoded message.", isOverride: true, name: "didReceive",
                    parameters: [Parameter(label: "_", "message", type: message)],
                    body: [.line("delegate?.bridgeHost(self, didReceive: message)")])),
                .function(FunctionDeclaration(
                    docComment: "Tells the delegate about a request nothing handled.", isOverride: true,
                    name: "didReceiveUnhandledRequest", parameters: [Parameter(label: "_", "message", type: message)],
                    body: [.line("delegate?.bridgeHost(self, unhandledRequest: message)")])),
            ])
    }

    private var delegateRequirements: [(name: String, label: String, doc: String)] {
        [
            ("didReceive", "didReceive", "Called for every message decoded from the page, after it is added to `receivedMessages`."),
            ("unhandledRequest", "unhandledRequest", "Called for a request no slot, handler or custom capability takes, after it is added to `pendingRequests`; answer it with `respond(to:status:data:error:)`."),
        ]
    }

    private func translateHostDelegate() -> ProtocolDeclaration {
        ProtocolDeclaration(
            docComment: DocComment.make(
                "Observes a `\(GeneratedNames.host)`'s messages. Both methods have empty default implementations.",
                fallback: "", source: nil),
            attributes: [.mainActor], name: GeneratedNames.hostDelegate, conformances: ["AnyObject"],
            members: delegateRequirements.map { requirement in
                .function(FunctionDeclaration(
                    docComment: requirement.doc, name: "bridgeHost",
                    parameters: [Parameter(label: "_", "host", type: GeneratedNames.host),
                                 Parameter(label: requirement.label, "message", type: GeneratedNames.message)],
                    body: nil))
            })
    }

    private func translateHostDelegateDefaults() -> ExtensionDeclaration {
        ExtensionDeclaration(
            extendedType: GeneratedNames.hostDelegate,
            members: delegateRequirements.map { requirement in
                .function(FunctionDeclaration(
                    docComment: "Does nothing.", name: "bridgeHost",
                    parameters: [Parameter(label: "_", "host", type: GeneratedNames.host),
                                 Parameter(label: requirement.label, "message", type: GeneratedNames.message)],
                    body: []))
            })
    }

    private func translateHostTypeAliases() -> [Declaration] {
        let definition = GeneratedNames.definition(of: spec)
        return [
            .typealias(TypeAliasDeclaration(
                docComment: "Answers one request; handed to handlers and custom capabilities.",
                name: GeneratedNames.responder, existingType: "\(RuntimeNames.responder)<\(definition)>")),
            .typealias(TypeAliasDeclaration(
                docComment: "A host's static setup: host version, capability dictionary, bootstrap script, options.",
                name: GeneratedNames.configuration, existingType: "\(RuntimeNames.configuration)<\(definition)>")),
            .typealias(TypeAliasDeclaration(
                docComment: "The built-in handler that answers `capability.query` from the host's declarations.",
                name: GeneratedNames.queryHandler, existingType: "\(RuntimeNames.queryHandler)<\(definition)>")),
            // Must match the condition around BridgeCameraDetector in the runtime.
            .ifConfig(IfConfigDeclaration("canImport(AVFoundation) && !os(tvOS) && !os(watchOS) && !os(visionOS)", [
                .typealias(TypeAliasDeclaration(
                    docComment: "Detects camera hardware and permission, in this protocol's permission states.",
                    name: GeneratedNames.cameraDetector,
                    existingType: "\(RuntimeNames.cameraDetector)<\(GeneratedNames.permissionState)>")),
            ])),
        ]
    }
}
