/// Decodes the members of a JSON object, for a generated type's `init(json:path:)`:
///
/// ```swift
/// let object = try JSONObjectDecoder(json, path: path)
/// width = try object.required("width", as: Int.self)
/// mrz = try object.optional("mrz", as: String.self)
/// quality = try object.value("quality", default: 0.8)
/// ```
///
/// Errors name the member's path (`data.width: required key is missing`). Members the decoder does
/// not ask for are ignored, so a newer peer may add fields. A member is found only by the exact code
/// units of its key, as the page's JavaScript finds it, never by a canonically equivalent spelling.
///
/// Its methods are inlinable so that generated decoders specialise them for each field's type: called
/// generically across modules, every field paid for run-time type metadata and witness calls.
@_spi(BridgeGenerated) public struct JSONObjectDecoder: Sendable {
    /// The object's members.
    public let members: [String: JSONValue]
    /// Where the object is.
    public let path: JSONPath
    /// ``path`` as a node shared by the members' paths, made once here rather than once per member.
    @usableFromInline let node: JSONPath.Node?

    /// Starts reading `json`, which must be an object.
    @inlinable
    public init(_ json: JSONValue, path: JSONPath) throws(BridgeDecodingError) {
        guard case .object(let members) = json else { throw .typeMismatch(expected: "an object", found: json, at: path) }
        self.members = members
        self.path = path
        self.node = path._node
    }

    /// The path of the member named `key`.
    @inlinable
    public func path(forKey key: String) -> JSONPath {
        JSONPath(parent: node, key: key)
    }

    /// The member named `key`, which must be present; `null` is decoded as a value like any other
    /// (and so is an error unless `T` accepts it).
    @inlinable
    public func required<T: BridgeJSONDecodable>(_ key: String, as type: T.Type = T.self) throws(BridgeDecodingError) -> T {
        guard let member = members.member(exactly: key) else { throw BridgeDecodingError(path: path(forKey: key), problem: .missingKey) }
        return try T(json: member, path: path(forKey: key))
    }

    /// The member named `key`, or nil when it is absent; `null` is decoded as a value like any other
    /// (and so is an error unless `T` accepts it): for an optional field that is not nullable.
    @inlinable
    public func ifPresent<T: BridgeJSONDecodable>(_ key: String, as type: T.Type = T.self) throws(BridgeDecodingError) -> T? {
        guard let member = members.member(exactly: key) else { return nil }
        return try T(json: member, path: path(forKey: key))
    }

    /// The member named `key`, which must be present, or nil when it is `null`: for a nullable field
    /// that is not optional.
    @inlinable
    public func nullable<T: BridgeJSONDecodable>(_ key: String, as type: T.Type = T.self) throws(BridgeDecodingError) -> T? {
        guard let member = members.member(exactly: key) else { throw BridgeDecodingError(path: path(forKey: key), problem: .missingKey) }
        return member == .null ? nil : try T(json: member, path: path(forKey: key))
    }

    /// The member named `key`, or `defaultValue` when it is absent; `null` is an error unless `T`
    /// accepts it: for a field with a default.
    @inlinable
    public func valueIfPresent<T: BridgeJSONDecodable>(
        _ key: String, default defaultValue: @autoclosure () -> T
    ) throws(BridgeDecodingError) -> T {
        try ifPresent(key, as: T.self) ?? defaultValue()
    }

    /// The member named `key`, or nil when it is absent or `null`: for a field both optional and
    /// nullable, and the envelope's optional members.
    @inlinable
    public func optional<T: BridgeJSONDecodable>(_ key: String, as type: T.Type = T.self) throws(BridgeDecodingError) -> T? {
        guard let member = members.member(exactly: key), member != .null else { return nil }
        return try T(json: member, path: path(forKey: key))
    }

    /// The member named `key`, or `defaultValue` when it is absent or `null`: for fields the spec
    /// gives a default.
    @inlinable
    public func value<T: BridgeJSONDecodable>(
        _ key: String, default defaultValue: @autoclosure () -> T
    ) throws(BridgeDecodingError) -> T {
        try optional(key, as: T.self) ?? defaultValue()
    }
}
