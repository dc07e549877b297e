/// A value that knows about how many bytes its JSON takes, so a message holding megabytes of base64
/// is written into one buffer allocated up front instead of one that doubles as it grows.
public protocol BridgeJSONSizeHinting {
    /// An upper estimate of the encoded size in bytes; close is better, over is fine.
    var estimatedJSONSize: Int { get }
}
