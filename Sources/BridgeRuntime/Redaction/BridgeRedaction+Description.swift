/// The descriptions of generated types with sensitive fields: their mirror shows each sensitive
/// value as `<redacted>`, and `description` and `debugDescription` print that mirror, as Swift
/// prints a struct: `NFCReadRequest(mrz: <redacted>, dataGroups: nil)`.
extension BridgeRedaction {
    /// What a mirror shows in place of a sensitive value.
    public static var redactedValue: Any { RedactedValue() }

    /// `value` as a mirror's child, without the warning an optional gets when it becomes `Any`.
    @inlinable
    public static func shown<Value>(_ value: Value) -> Any { value }

    /// `Type(label: value, …)` from `mirror`'s children, each value as `debugPrint` shows it.
    public static func describe(_ mirror: Mirror) -> String {
        let children = mirror.children.map { child in
            "\(child.label ?? "_"): " + String(reflecting: child.value)
        }
        return "\(mirror.subjectType)(" + children.joined(separator: ", ") + ")"
    }
}

/// Prints as `<redacted>`, unquoted, wherever a value is printed.
private struct RedactedValue: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { BridgeRedaction.placeholder }
    var debugDescription: String { BridgeRedaction.placeholder }
}
