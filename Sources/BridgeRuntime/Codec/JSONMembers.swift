/// The members a generated type declares, in its order, and whether each must be present: what
/// ``JSONValueReader`` walks, so that the first problem it reports is the first in that order, as
/// the type's fields read.
///
/// ```swift
/// static let jsonMembers: JSONMembers = ["side": .required, "quality": .optional]
/// ```
@_spi(BridgeGenerated) public struct JSONMembers: Sendable, ExpressibleByDictionaryLiteral {
    /// Whether a member must be present.
    public enum Presence: Sendable {
        /// Absent is an error.
        case required
        /// Absent, or `null`, is nil or the field's default.
        case optional
    }

    /// One declared member.
    @usableFromInline
    struct Member: Sendable {
        /// The key, as the generated decoder's `case` compares it.
        @usableFromInline let name: StaticString
        /// The key as a string, to look it up and to name it in a path.
        @usableFromInline let key: String
        @usableFromInline let isRequired: Bool
    }

    @usableFromInline let members: [Member]

    /// The members in the order written.
    public init(dictionaryLiteral members: (StaticString, Presence)...) {
        self.members = members.map { Member(name: $0.0, key: $0.0.description, isRequired: $0.1 == .required) }
    }

    /// No members: a type without fields.
    public static let none: JSONMembers = [:]
}
