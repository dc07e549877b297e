import BridgeSpec

/// Standard output or standard error, written with the C library: bridgegen links no Foundation,
/// whose loading was half of its start-up.
enum StandardStream {
    case output
    case error

    /// Writes all of `text`, unbuffered; what cannot be written (a closed stream) is dropped.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            try? FileSystem.writeAll(
                UnsafeRawBufferPointer(bytes), to: self == .output ? 1 : 2,
                path: self == .output ? "standard output" : "standard error")
        }
    }
}
