/// How the host writes what it sends.
extension BridgeEngine {
    /// A writer for a response of about `expectedSize` bytes.
    ///
    /// It reserves the whole size only if the text needs it: a large image is deferred (see
    /// ``JSONText``), so a response that carries one reserves a few kilobytes, and its image is
    /// encoded once, into the form the transport hands on.
    @inlinable
    func responseWriter(expecting expectedSize: Int) -> JSONWriter {
        JSONWriter(expecting: expectedSize)
    }
}
