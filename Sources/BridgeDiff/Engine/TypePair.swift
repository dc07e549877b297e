/// A type of the old spec and the type of the new spec that takes its place on the wire: the same
/// name, or another one when an action, event or field now names another type.
struct TypePair: Hashable {
    /// The old type's name; nil for event data that is absent.
    var old: String?
    /// The new type's name; nil for event data that is absent.
    var new: String?

    /// Whether both sides are the same Swift type, so that Swift API rules apply to its members. (When
    /// the name changes, the Swift type as a whole is replaced, and `TYPE_REMOVED` says so.)
    var isSameType: Bool { old != nil && old == new }

    /// How messages name the type: the new name, as the reviewer reads the new spec.
    var label: String { new ?? old ?? "(no data)" }
}
