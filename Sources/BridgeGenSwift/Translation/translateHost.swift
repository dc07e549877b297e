import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// `BridgeHost` with its typed slots, `BridgeHostDelegate`, and the names the SDK's documentation
    /// uses for runtime types specialized to this protocol.
    func translateHost() -> [Declaration] {
        [.class(translateHostClass()), .protocol(translateHostDelegate()), .extension(translateHostDelegateDefaults())]
            + translateHostTypeAliases()
    }

    private var hostType: SwiftType { .generic(.named(RuntimeNames.hostBase), [.named(GeneratedNames.definition(of: spec))]) }

    private func translateHostClass() -> ClassDeclaration {
        let slots = slotPairs
        let slotProperties: [Declaration] = slots.map { capability, slot in
            let request = spec.action(slot.action)?.request ?? "Never"
            let outcome = GeneratedNames.slotOutcome(of: slot)
            return .property(
                PropertyDeclaration(
                    docComment: DocComment.make(
                        capability.description, fallback: "The `\(capability.id)` capability.",
                        details: [
                            "A typed slot for `\(slot.action)`: set its `handler` to declare `\(capability.id)` (version \(capability.version)) and handle its requests. The handler gets the request's ``\(request)`` as `request.data` and returns a ``\(outcome)``."
                        ],
                        source: "capabilities.\(capability.id).slot"),
                    name: slot.property, type: nil,
                    value: .stored(
                        .let,
                        initialValue: .type(.generic(.named(GeneratedNames.slot), [.named(request), .named(outcome)])).call(
                            SwiftArgument("capabilityID", .string(capability.id)),
                            SwiftArgument("action", .string(slot.action)),
                            SwiftArgument("version", .string(capability.version))))))
        }
        let adopt: CodeBlock = slots.map { _, slot in .expression(.name("adopt").call(SwiftArgument(.name(slot.property)))) }
        let delegate = SwiftExpression.name("delegate").optional.dot("bridgeHost")
        let message = GeneratedNames.message
        return ClassDeclaration(
            docComment: DocComment.make(
                "The native end of the \(spec.name) bridge: receives the page's messages, routes requests to typed slots, handlers and custom capabilities, and answers each request exactly once.",
                fallback: "", details: ["All of its API runs on the main actor."], source: "protocol"),
            attributes: [.mainActor], name: GeneratedNames.host, superclass: hostType,
            members: slotProperties + [
                // Read for every message; only the main actor touches it, so it skips the run-time
                // exclusivity check, a thread-local lookup on every read.
                .property(
                    PropertyDeclaration(
                        docComment: "Observes every message and handles requests nothing else handles.",
                        attributes: [.exclusivityUnchecked], isWeak: true, name: "delegate",
                        type: .optional(.existential(.named(GeneratedNames.hostDelegate))),
                        value: .stored(.var))),
                .initializer(
                    InitializerDeclaration(
                        docComment:
                            "Creates a host whose `capability.query` answer is built from its typed slots and custom capabilities.",
                        isOverride: true,
                        parameters: [
                            Parameter("hostVersion", type: "String"),
                            Parameter(
                                "options", type: .named(RuntimeNames.options), defaultValue: .name(RuntimeNames.options).call()),
                        ],
                        body: [.expression(.superValue.dotInit.call(.passing("hostVersion"), .passing("options")))] + adopt)),
                .initializer(
                    InitializerDeclaration(
                        docComment:
                            "Creates a host whose `capability.query` answer is the configuration's capability dictionary; typed slots with a handler override its entries.",
                        isOverride: true,
                        parameters: [Parameter("configuration", type: .named(GeneratedNames.configuration))],
                        body: [.expression(.superValue.dotInit.call(.passing("configuration")))] + adopt)),
                .function(
                    FunctionDeclaration(
                        docComment: "Tells the delegate about every decoded message.", attributes: [.generatedSPI],
                        isOverride: true,
                        name: "didReceive",
                        parameters: [Parameter(label: "_", "message", type: .named(message))],
                        body: [
                            .expression(delegate.call(SwiftArgument(.selfValue), SwiftArgument("didReceive", .name("message"))))
                        ])),
                .function(
                    FunctionDeclaration(
                        docComment: "Tells the delegate about a request nothing handled.", attributes: [.generatedSPI],
                        isOverride: true,
                        name: "didReceiveUnhandledRequest", parameters: [Parameter(label: "_", "message", type: .named(message))],
                        body: [
                            .expression(
                                delegate.call(SwiftArgument(.selfValue), SwiftArgument("unhandledRequest", .name("message"))))
                        ])),
                .function(
                    FunctionDeclaration(
                        docComment: "Tells the delegate about every event from the page, typed.", attributes: [.generatedSPI],
                        isOverride: true,
                        name: "didReceive", parameters: [Parameter("event", type: .named(GeneratedNames.incomingEvent))],
                        body: [
                            .expression(
                                delegate.call(SwiftArgument(.selfValue), SwiftArgument("didReceiveEvent", .name("event"))))
                        ])),
                .function(
                    FunctionDeclaration(
                        docComment: "Tells the delegate about every problem.", attributes: [.generatedSPI], isOverride: true,
                        name: "didReport", parameters: [Parameter(label: "_", "problem", type: "BridgeProblem")],
                        body: [
                            .expression(delegate.call(SwiftArgument(.selfValue), SwiftArgument("didReport", .name("problem"))))
                        ])),
            ])
    }

    private var delegateRequirements: [(label: String, name: String, type: SwiftType, doc: String)] {
        [
            (
                "didReceive", "message", .named(GeneratedNames.message),
                "Called for every message decoded from the page, after it is added to `receivedMessages`."
            ),
            (
                "unhandledRequest", "message", .named(GeneratedNames.message),
                "Called for a request no slot, handler or custom capability takes, after it is added to `pendingRequests`; answer it with `respond(to:status:data:error:)`."
            ),
            (
                "didReceiveEvent", "event", .named(GeneratedNames.incomingEvent),
                "Called for every event from the page, typed, after `bridgeHost(_:didReceive:)`. Events the spec does not know arrive as `unknown`."
            ),
            (
                "didReport", "problem", "BridgeProblem",
                "Called for every problem, after `lastError` shows it: an undecodable message, a dropped answer, a result of the wrong type, an error code the action does not list, an event sent the wrong way."
            ),
        ]
    }

    private func translateHostDelegate() -> ProtocolDeclaration {
        ProtocolDeclaration(
            docComment: DocComment.make(
                "Observes a `\(GeneratedNames.host)`'s messages, events and problems. Every method has an empty default implementation.",
                fallback: "", source: nil),
            attributes: [.mainActor], name: GeneratedNames.hostDelegate, conformances: ["AnyObject"],
            members: delegateRequirements.map { requirement in
                .function(
                    FunctionDeclaration(
                        docComment: requirement.doc, name: "bridgeHost",
                        parameters: [
                            Parameter(label: "_", "host", type: .named(GeneratedNames.host)),
                            Parameter(label: requirement.label, requirement.name, type: requirement.type),
                        ],
                        body: nil))
            })
    }

    private func translateHostDelegateDefaults() -> ExtensionDeclaration {
        ExtensionDeclaration(
            extendedType: .named(GeneratedNames.hostDelegate),
            members: delegateRequirements.map { requirement in
                .function(
                    FunctionDeclaration(
                        docComment: "Does nothing.", name: "bridgeHost",
                        parameters: [
                            Parameter(label: "_", "host", type: .named(GeneratedNames.host)),
                            Parameter(label: requirement.label, requirement.name, type: requirement.type),
                        ],
                        body: []))
            })
    }

    private func translateHostTypeAliases() -> [Declaration] {
        let definition: [SwiftType] = [.named(GeneratedNames.definition(of: spec))]
        let notOn = { (system: String) in SwiftExpression.prefix(.not, .name("os").call(SwiftArgument(.name(system)))) }
        return [
            .typealias(
                TypeAliasDeclaration(
                    docComment: "Answers one request; handed to handlers and custom capabilities.",
                    name: GeneratedNames.responder, existingType: .generic(.named(RuntimeNames.responder), definition))),
            .typealias(
                TypeAliasDeclaration(
                    docComment: "A host's static setup: host version, capability dictionary, bootstrap script, options.",
                    name: GeneratedNames.configuration, existingType: .generic(.named(RuntimeNames.configuration), definition))),
            .typealias(
                TypeAliasDeclaration(
                    docComment: "The built-in handler that answers `capability.query` from the host's declarations.",
                    name: GeneratedNames.queryHandler, existingType: .generic(.named(RuntimeNames.queryHandler), definition))),
            // Must match the condition around BridgeCameraDetector in the runtime.
            .ifConfig(
                IfConfigDeclaration(
                    .binary(
                        .binary(
                            .binary(
                                .name("canImport").call(SwiftArgument(.name("AVFoundation"))), .and, notOn("tvOS")), .and,
                            notOn("watchOS")), .and, notOn("visionOS")),
                    [
                        .typealias(
                            TypeAliasDeclaration(
                                docComment: "Detects camera hardware and permission, in this protocol's permission states.",
                                name: GeneratedNames.cameraDetector,
                                existingType: .generic(
                                    .named(RuntimeNames.cameraDetector), [.named(GeneratedNames.permissionState)])))
                    ])),
        ]
    }
}
