import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// Typed events both ways: a typed event per event the host may send, for `host.send(_:_:)`,
    /// and `WebToNativeEvent`, the page's events typed, for the delegate and `host.events()`.
    func translateEvents() -> [Declaration] {
        let events = own.events
        let incoming: [Declaration] =
            inherited != nil && !events.contains(where: \.direction.reachesNative)
            ? []  // an extension without page events needs no type for them
            : [.enum(translateIncomingEvent(events.filter(\.direction.reachesNative)))]
        // The typed senders of what an iOS host sends: `platforms` may leave `ios` out.
        return events.filter { $0.direction.reachesWeb && Self.isOffered(onIOS: $0.platforms) }.map {
            .extension(translateNativeEvent($0))
        }
            + incoming
    }

    private func translateNativeEvent(_ event: EventSpec) -> ExtensionDeclaration {
        let data = event.data ?? RuntimeNames.noData
        let call =
            event.data == nil
            ? "`host.send(.\(SwiftNaming.name(of: event)))`"
            : "`host.send(.\(SwiftNaming.name(of: event)), \(data)(…))`"
        return ExtensionDeclaration(
            extendedType: .named(RuntimeNames.nativeEvent), whereClause: [.sameType("Data", .named(data))],
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: DocComment.make(
                            event.description, fallback: "The `\(event.name)` event.",
                            details: ["Send it with \(call)."]
                                + availabilityDetails(event.availability, platforms: event.platforms),
                            source: "events.\(event.name)"),
                        attributes: availabilityAttributes(event.availability), isStatic: true, name: SwiftNaming.name(of: event),
                        type: "Self",
                        value: .computed([.expression(.selfType.call(SwiftArgument("name", .string(event.name))))])))
            ])
    }

    /// `WebToNativeEvent` (an extension's `<Name>Event`): a case per event the page may send, with
    /// its data, and `unknown`.
    private func translateIncomingEvent(_ incoming: [EventSpec]) -> EnumDeclaration {
        let name = GeneratedNames.incomingEvent(of: own, extending: inherited)
        let cases: [Declaration] = incoming.map { event in
            .enumCase(
                EnumCaseDeclaration(
                    docComment: DocComment.make(
                        event.description, fallback: "The `\(event.name)` event.", source: "events.\(event.name)"),
                    name: SwiftNaming.name(of: event), associatedValues: event.data.map { [.init(type: .named($0))] } ?? []))
        }
        let message = SwiftArgument(.name("message"))
        let decodings: [SwiftSwitchCase] =
            incoming.map { event in
                let caseName = SwiftNaming.name(of: event)
                let decoding: SwiftExpression =
                    event.data.map { data in
                        .name("decoding").call(
                            message, SwiftArgument("as", .metatype(.named(data))), SwiftArgument(.name(name).dot(caseName)))
                    } ?? .tuple([SwiftArgument(.implicitMember(caseName)), SwiftArgument(.nilValue)])
                return SwiftSwitchCase([.value(.string(event.name))], [.expression(decoding)])
            }
            + own.events.filter { !$0.direction.reachesNative }.map { event in
                SwiftSwitchCase([.value(.string(event.name))], [.expression(.name("sentTheWrongWay").call(message))])
            } + [
                SwiftSwitchCase(
                    [],
                    [.expression(.tuple([SwiftArgument(.implicitMember("unknown").call(message)), SwiftArgument(.nilValue)]))])
            ]
        return EnumDeclaration(
            docComment: DocComment.make(
                "An event from the page, typed: what the delegate's `bridgeHost(_:didReceiveEvent:)` and `host.events()` deliver.",
                fallback: "",
                details: [
                    "An event the spec does not know, one only the host may send, or one whose data does not match its type stays `unknown`, as it arrived; the last two are also reported in `lastError`."
                ],
                source: "events"),
            name: name, conformances: [.named(RuntimeNames.incomingEvent), "Hashable"],
            members: cases + [
                .enumCase(
                    EnumCaseDeclaration(
                        docComment: "An event this code cannot type, as it arrived.",
                        name: "unknown", associatedValues: [.init(type: .named(GeneratedNames.message))])),
                .property(
                    PropertyDeclaration(
                        docComment: "Whether this is `unknown`: an event this code cannot type.", name: "isUnknown", type: "Bool",
                        value: .computed([
                            .expression(
                                .ifExpression(
                                    .pattern(.enumCase("unknown", bindings: []), .selfValue), then: .boolean(true),
                                    else: .boolean(false)))
                        ]))),
                .function(
                    FunctionDeclaration(
                        docComment: "Types the event in `message`; `problem` says why a declared event stayed unknown.",
                        attributes: [.generatedSPI], isStatic: true, name: "decoding",
                        parameters: [Parameter(label: "_", "message", type: .named(GeneratedNames.message))],
                        returnType: .tuple([
                            SwiftTupleTypeElement(label: "event", .named(name)),
                            SwiftTupleTypeElement(label: "problem", .optional("String")),
                        ]),
                        // The action, not its raw value: actions compare by the bytes of the name, as the
                        // page compares names, where a `String` switch would also take a canonically
                        // equivalent spelling for a declared event.
                        body: [.switch(.name("message").dot("payload").dot("action"), decodings)])),
            ])
    }
}
