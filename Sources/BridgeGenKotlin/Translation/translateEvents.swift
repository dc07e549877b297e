import BridgeSpec

extension KotlinTranslator {
    /// The events the page sends, as typed values the observer gets (`BridgeIncomingEvent.typed`):
    /// one case per event, holding its data when it has any.
    func translateEvents() -> [KotlinDeclaration] {
        let incoming = spec.own.events.filter(\.direction.reachesNative)
        let cases = incoming.map { event -> KotlinDeclaration in
            let name = KotlinNaming.capitalized(KotlinNaming.name(of: event))
            let supertype = KotlinSupertype(.name(names.incomingEvent))
            guard let data = event.data else {
                return .type(
                    KotlinClass(
                        doc: doc(event.description, "events.\(event.name)"), visibility: visibility, modifiers: ["data"],
                        kind: .object,
                        name: name, supertypes: [supertype]))
            }
            return .type(
                KotlinClass(
                    doc: doc(event.description, "events.\(event.name)"), visibility: visibility, modifiers: ["data"],
                    kind: .class,
                    name: name,
                    constructor: [
                        KotlinParameter(
                            doc: ["The event's data."], visibility: visibility, isProperty: true, name: "data", type: .name(data))
                    ],
                    supertypes: [supertype]))
        }
        return [
            .type(
                KotlinClass(
                    doc: [
                        "An event the page sent, typed: what `BridgeIncomingEvent.typed` holds for the events of \(names.prefix)."
                    ],
                    visibility: visibility, modifiers: ["sealed"], kind: .interface, name: names.incomingEvent, members: cases))
        ]
    }
}
