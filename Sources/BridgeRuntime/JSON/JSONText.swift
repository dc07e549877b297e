/// JSON text as a ``JSONWriter`` finished it, with its large base64 values still to be encoded:
/// each form the text takes (JSON bytes, a string, the script a WebView evaluates) is laid out in
/// one allocation of its exact size, and the values are encoded straight into it.
@usableFromInline
struct JSONText: Sendable {
    /// The text without the deferred values.
    let storage: [UInt8]
    /// The deferred values, in the order of their offsets.
    let deferred: [DeferredBase64]
    /// The length of the whole text, in bytes.
    let count: Int

    /// Text whose values are all written out.
    init(_ bytes: [UInt8]) {
        self.init(bytes, deferred: [])
    }

    @usableFromInline
    init(_ storage: [UInt8], deferred: [DeferredBase64]) {
        self.storage = storage
        self.deferred = deferred
        count = deferred.reduce(storage.count) { $0 + $1.encodedCount }
    }

    /// The text as UTF-8 bytes; the stored bytes themselves when nothing is deferred.
    var bytes: [UInt8] {
        guard !deferred.isEmpty else { return storage }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            write(to: UnsafeMutableRawPointer(buffer.baseAddress!))
            initialized = count
        }
    }

    /// The text as a string, between the UTF-8 bytes `prefix` and `suffix`: built in place, with no
    /// copy of the text before it.
    ///
    /// The standard library checks the bytes it is given (every character here is ASCII except in
    /// strings the writer copied from valid `String`s), which it does a word at a time.
    func string(between prefix: [UInt8] = [], and suffix: [UInt8] = []) -> String {
        let total = prefix.count + count + suffix.count
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            Self.copy(prefix, to: base)
            write(to: base + prefix.count)
            Self.copy(suffix, to: base + prefix.count + count)
            return total
        }
    }

    /// Copies `bytes` to `output`.
    static func copy(_ bytes: [UInt8], to output: UnsafeMutableRawPointer) {
        bytes.withUnsafeBytes { source in
            if let start = source.baseAddress, !source.isEmpty { output.copyMemory(from: start, byteCount: source.count) }
        }
    }

    /// Writes exactly ``count`` bytes at `output`: the stored text, with each deferred value encoded
    /// where it goes.
    private func write(to output: UnsafeMutableRawPointer) {
        storage.withUnsafeBytes { stored in
            var read = 0
            var written = 0
            func copyStored(upTo end: Int) {
                guard end > read, let start = stored.baseAddress else { return }
                (output + written).copyMemory(from: start + read, byteCount: end - read)
                written += end - read
                read = end
            }
            for value in deferred {
                copyStored(upTo: value.offset)
                value.encode(into: output + written)
                written += value.encodedCount
            }
            copyStored(upTo: stored.count)
        }
    }
}
