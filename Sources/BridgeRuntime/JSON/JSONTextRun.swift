/// Where a message's fixed text and its short strings go: straight into a writer's output, or into
/// a ``JSONTextRun`` that the writer then takes in one append.
protocol JSONPieces {
    /// Adds JSON text as it is: punctuation and keys that need no escaping.
    mutating func raw(_ text: StaticString)
    /// Adds a string's content, escaped, without quotes: the fixed text around it holds them.
    mutating func stringContent(_ value: String)
    /// Adds an integer in decimal.
    mutating func decimal(_ value: Int)
}

extension JSONWriter: JSONPieces {
    mutating func stringContent(_ value: String) { writeStringContent(value) }
    mutating func decimal(_ value: Int) { writeDecimal(value) }
}

/// Text assembled on the stack, for a writer to take in one append.
///
/// Every append to the writer's output checks that its buffer is unique and large enough; a
/// message's envelope is a dozen pieces (keys, quotes, the correlation ID, the timestamp), and
/// appended one by one those checks cost more than copying the bytes. A run holds only text that
/// needs no escape and fits its buffer: otherwise it is not whole, and the writer writes the same
/// pieces one by one instead.
struct JSONTextRun: JSONPieces {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0
    /// False once a piece did not fit, or a string needed an escape.
    private(set) var isWhole = true

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The text written, while the run is whole.
    var text: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[..<count]) }

    @inline(__always)
    mutating func raw(_ text: StaticString) {
        add(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    mutating func stringContent(_ value: String) {
        guard isWhole else { return }
        JSONWriter.withUTF8(of: value) { text in
            if JSONWriter.isPlain(text) { add(text) } else { isWhole = false }
        }
    }

    @inline(__always)
    mutating func decimal(_ value: Int) {
        // The digits are written at the end of the free space, then moved to where they go.
        guard isWhole, buffer.count - count >= 20 else {
            isWhole = false
            return
        }
        let free = UnsafeMutableBufferPointer(rebasing: buffer[count...])
        let start = JSONWriter.writeDecimal(value, endingAt: free)
        add(UnsafeBufferPointer(rebasing: free[start...]))
    }

    @inline(__always)
    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard isWhole, bytes.count <= buffer.count - count else {
            isWhole = false
            return
        }
        if let source = bytes.baseAddress {
            // `moveInitialize` copies correctly when the two overlap, as the digits above do.
            (buffer.baseAddress! + count).moveInitialize(from: UnsafeMutablePointer(mutating: source), count: bytes.count)
        }
        count += bytes.count
    }
}

extension JSONWriter {
    /// Appends the text `body` writes into a run of at most `capacity` bytes, in one append, and
    /// returns true; returns false, having written nothing, when the run is not whole: the caller
    /// then writes the same pieces to the writer itself.
    mutating func appendRun(capacity: Int, _ body: (inout JSONTextRun) -> Void) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var run = JSONTextRun(buffer)
            body(&run)
            guard run.isWhole else { return false }
            storage.append(contentsOf: run.text)
            needsSeparator = false
            return true
        }
    }
}
