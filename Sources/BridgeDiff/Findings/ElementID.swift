/// What a finding is about, named the way the wire identifies it, so that a baseline can accept the
/// finding again after the spec's lines move: `action:nfc.read`, `type:NFCReadResult/field:photo`,
/// `type:DocumentSide/value:back`, `action:nfc.read/error:BUSY`, `protocol`.
///
/// Each part is a kind and a name joined by `:`, and parts are joined by `/`. A field is named by its
/// JSON key, an enum value by its wire value, a type by its name in the new spec (or the old one, for
/// what was removed).
package struct ElementID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The element's name, as reports print it and baselines spell it.
    package let description: String

    /// An element named `description`; baselines name elements as text.
    package init(_ description: String) {
        self.description = description
    }

    /// The `protocol` section: its name, version and negotiation action, and changes to the whole.
    package static let protocolHeader = ElementID("protocol")
    /// The envelope every message shares.
    package static let envelope = ElementID("envelope")
    /// A response status.
    package static func status(_ value: String) -> ElementID { ElementID("status:\(value)") }
    /// An error code of the `errors` section.
    package static func errorCode(_ code: String) -> ElementID { ElementID("error:\(code)") }
    /// A capability.
    package static func capability(_ id: String) -> ElementID { ElementID("capability:\(id)") }
    /// An action.
    package static func action(_ id: String) -> ElementID { ElementID("action:\(id)") }
    /// An event.
    package static func event(_ name: String) -> ElementID { ElementID("event:\(name)") }
    /// A named type, or one of the enums the sections declare (`BridgeEnvironment`).
    package static func type(_ name: String) -> ElementID { ElementID("type:\(name)") }
    /// A message type (`request`, `response`, `event`).
    package static func messageType(_ name: String) -> ElementID { ElementID("messageType:\(name)") }

    /// A field of this type (or of a part of the envelope), by its JSON key.
    package func field(_ key: String) -> ElementID { appending("field:\(key)") }
    /// A value of this enum.
    package func value(_ value: String) -> ElementID { appending("value:\(value)") }
    /// A case of this union, by its tag.
    package func unionCase(_ tag: String) -> ElementID { appending("case:\(tag)") }
    /// An error code this action documents.
    package func error(_ code: String) -> ElementID { appending("error:\(code)") }
    /// The slot of this capability.
    package var slot: ElementID { appending("slot") }
    /// A named part of this element, such as the envelope's `payload`.
    package func part(_ name: String) -> ElementID { appending(name) }

    private func appending(_ part: String) -> ElementID { ElementID("\(description)/\(part)") }

    /// Alphabetical, for a stable order among findings at the same place.
    package static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.description < rhs.description }
}
