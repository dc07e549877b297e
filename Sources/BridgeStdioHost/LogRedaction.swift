@_spi(BridgeGenerated) import BridgeRuntime
@_spi(BridgeGenerated) import GBGBridge

/// What the logs (`--log`, `--page-log`) write of a message: the message with its sensitive values
/// as `"<redacted>"`, as the host's history keeps it; the message as it is when it has none.
enum LogRedaction {
    /// `line`, one JSON message, for a log.
    static func redacted(_ line: String) -> String {
        guard let json = try? JSONReader().read(line), case .object(var message) = json,
            case .string(let type)? = message["type"], let kind = BridgeMessageKind(rawValue: type),
            case .object(var payload)? = message["payload"], case .string(let action)? = payload["action"],
            let data = payload["data"], let redaction = GBGBridgeProtocol.redaction(ofDataOf: action, in: kind)
        else { return line }
        payload["data"] = redaction.redact(data)
        message["payload"] = .object(payload)
        var writer = JSONWriter()
        writer.value(.object(message))
        return writer.string
    }
}
