/// Where a message's data holds values of `sensitive` fields, which the host keeps out of its
/// history, its problem reports and its delegate's copy of the message. Generated code builds one
/// per type that has such fields, directly or inside its fields' types.
///
/// ```swift
/// // NFCReadRequest: `mrz` is sensitive; `holder` is a Person, whose `name` is.
/// static let redaction: BridgeRedaction = .members(["mrz": .value, "holder": .members(["name": .value])])
/// ```
@_spi(BridgeGenerated) public indirect enum BridgeRedaction: Sendable, Equatable {
    /// The whole value is sensitive.
    case value
    /// Some members of an object are, each as its redaction says.
    case members([String: BridgeRedaction])
    /// Each element of an array, or each value of a map, as the redaction says.
    case each(BridgeRedaction)

    /// What a sensitive value becomes: a string, so that the redacted message is still JSON.
    public static let placeholder = "<redacted>"

    /// `json` with every sensitive value replaced by ``placeholder``. Values of another shape than
    /// the redaction expects are left alone: they did not decode, and only a member it names is ever
    /// replaced.
    public func redact(_ json: JSONValue) -> JSONValue {
        switch (self, json) {
        case (.value, _):
            return .string(Self.placeholder)
        case (.members(let redactions), .object(var members)):
            for (key, redaction) in redactions {
                guard let member = members[key] else { continue }
                members[key] = redaction.redact(member)
            }
            return .object(members)
        case (.each(let redaction), .array(let elements)):
            return .array(elements.map(redaction.redact))
        case (.each(let redaction), .object(let members)):
            return .object(members.mapValues(redaction.redact))
        default:
            return json
        }
    }

    /// Whether the value at `path` (relative to the value this redaction is for) is sensitive, or
    /// inside a sensitive value.
    public func covers(_ path: ArraySlice<JSONPath.Component>) -> Bool {
        switch self {
        case .value:
            return true
        case .members(let redactions):
            guard case .key(let key)? = path.first, let redaction = redactions[key] else { return false }
            return redaction.covers(path.dropFirst())
        case .each(let redaction):
            guard path.first != nil else { return false }
            return redaction.covers(path.dropFirst())
        }
    }
}

extension BridgeDecodingError {
    /// This error, without the offending value when it is a sensitive one: `found the string "…"`
    /// becomes `found <redacted>`. `data` is where the redaction's value starts in the error's path.
    @_spi(BridgeGenerated) public func redacted(by redaction: BridgeRedaction?, at data: JSONPath) -> BridgeDecodingError {
        guard let redaction else { return self }
        let prefix = data.components
        let components = path.components
        guard components.starts(with: prefix), redaction.covers(components.dropFirst(prefix.count)) else { return self }
        var copy = self
        switch problem {
        case .typeMismatch(let expected, _):
            copy.problem = .typeMismatch(expected: expected, found: BridgeRedaction.placeholder)
        case .integerOutOfRange:
            copy.problem = .invalidValue("expected an integer within the range of Int, found \(BridgeRedaction.placeholder)")
        case .missingKey, .invalidBase64, .invalidValue:
            // No value in them: generated limits say what is wrong without it (`BridgeLimits`).
            break
        }
        return copy
    }
}

extension BridgeRawMessage {
    /// This message with the sensitive values of its data replaced by the placeholder whenever the
    /// data is read. Data kept as text is not parsed here: the host records every such message, and
    /// most of its history is never read.
    public func redactingData(by redaction: BridgeRedaction) -> BridgeRawMessage {
        var copy = self
        copy.lazyData = lazyData.redacting(by: redaction)
        return copy
    }
}
