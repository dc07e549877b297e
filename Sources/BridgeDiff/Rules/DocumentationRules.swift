import BridgeSpec

/// Descriptions of the parts no other rule family compares: the protocol, the envelope and the
/// message types, whose shape the runtime fixes, so that only their documentation can change.
extension SpecComparison {
    mutating func compareDocumentation() {
        compareDescription(
            of: newSubject.kind, .protocolHeader, oldSubject.description, newSubject.description, at: newSubject.location)
        let parts = [
            ("the envelope", ElementID.envelope, old.envelope.message, new.envelope.message),
            ("the envelope's payload", ElementID.envelope.part("payload"), old.envelope.payload, new.envelope.payload),
            ("the envelope's error", ElementID.envelope.part("error"), old.envelope.error, new.envelope.error),
        ]
        for (what, element, oldPart, newPart) in parts {
            compareDescription(of: what, element, oldPart.description, newPart.description, at: newPart.location)
            for (oldField, newField) in Matching(old: oldPart.fields, new: newPart.fields, key: \.name).pairs {
                compareDescription(
                    of: "field '\(newField.name)' of \(what)", element.field(newField.name), oldField.description,
                    newField.description, at: newField.location)
            }
        }
        for (oldType, newType) in Matching(old: old.messageTypes, new: new.messageTypes, key: \.name).pairs {
            compareDescription(
                of: "message type '\(newType.name)'", .messageType(newType.name), oldType.description,
                newType.description, at: newType.location)
        }
    }
}
