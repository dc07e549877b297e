/// When an element appeared and whether it is on its way out: `since` and `deprecated` on actions,
/// events, fields and enum values.
package struct Availability: Hashable, Sendable {
    /// The protocol version that introduced it (an extension's own version, in an extension).
    package var since: ProtocolVersion?
    /// Why it is deprecated and what to use instead; nil when it is not.
    package var deprecated: String?

    package init(since: ProtocolVersion? = nil, deprecated: String? = nil) {
        self.since = since
        self.deprecated = deprecated
    }

    /// Whether the element is deprecated.
    package var isDeprecated: Bool { deprecated != nil }

    /// The spec's keys.
    package static let keys = ["since", "deprecated"]
}
