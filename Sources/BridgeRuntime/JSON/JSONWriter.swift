/// Writes compact JSON into one growing byte buffer, for generated encoders and the host runtime.
///
/// Values are written in order; separators are automatic: a `,` goes before every value or key that
/// follows another one in the same container, and ``key(_:)`` writes the `:`. The writer trusts its
/// caller to pair ``beginObject()`` with ``endObject()``, to put a key before each member of an object
/// and none in an array; it does not check, so that writing costs no bookkeeping. Generated code gets
/// this right by construction; hand-written code should prefer ``object(_:)``.
///
/// The output is JSON that is also safe to paste into a JavaScript string or a `<script>` element:
/// see ``string(_:)``.
@_spi(BridgeGenerated) public struct JSONWriter: Sendable {
    /// The text written so far, except the large base64 values in `deferred`.
    internal var storage: [UInt8]
    /// Large base64 values, kept as their bytes until the text takes its final form (see
    /// ``JSONText``), so that an 8 MiB image is encoded once, straight into whatever the transport
    /// hands on: JSON bytes, or the script a WebView evaluates.
    internal var deferred: [DeferredBase64] = []
    /// The size the caller expects the text to reach, reserved only once the first small
    /// reservation runs out: a value that is deferred, or handed to a blob store, then costs no
    /// reservation of its size.
    internal var expectedSize = 0
    /// For a response to a page that agreed to blobs: the terms, and the blobs written so far.
    @usableFromInline
    internal var blobs: BlobWriting?

    /// Whether the next value or key follows a sibling and so needs a `,` first.
    internal var needsSeparator = false

    /// The tag member the next object starts with: a union's (see `taggedObject`).
    internal var pendingTag: PendingTag?

    /// A union's tag member.
    internal struct PendingTag: Sendable {
        var key: String
        var value: String
    }

    /// Creates an empty writer with room for `capacity` bytes, so that a writer sized up front
    /// never reallocates.
    public init(capacity: Int = 256) {
        storage = []
        storage.reserveCapacity(capacity)
    }

    /// Creates an empty writer for text of about `expectedSize` bytes: it reserves a little, and
    /// the whole size only when the text outgrows that.
    @usableFromInline
    internal init(expecting expectedSize: Int) {
        storage = []
        storage.reserveCapacity(Swift.min(expectedSize, Self.initialReservation))
        self.expectedSize = expectedSize
    }

    /// What a writer created by ``init(expecting:)`` reserves first: a message with a result of
    /// ordinary fields fits.
    private static var initialReservation: Int { 4096 }

    /// The UTF-8 text written so far.
    ///
    /// Large base64 values (``base64(_:)-(Data)``) are encoded when this is read, once per read;
    /// the host hands its messages on as ``JSONText`` instead, which encodes them only into the
    /// form the transport needs.
    public var bytes: [UInt8] {
        get { deferred.isEmpty ? storage : text.bytes }
        set {
            storage = newValue
            deferred = []
        }
        _modify {
            if !deferred.isEmpty {
                storage = text.bytes
                deferred = []
            }
            yield &storage
        }
    }

    /// The text written so far, with its large base64 values still to be encoded.
    @usableFromInline
    internal var text: JSONText { JSONText(storage, deferred: deferred) }

    /// Makes room for at least `minimumCapacity` bytes in total, like `Array.reserveCapacity(_:)`.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        storage.reserveCapacity(minimumCapacity)
    }

    /// The text written so far. Always valid UTF-8, since every input is a `String` or ASCII.
    public var string: String {
        text.string()
    }

    /// Writes `{`.
    public mutating func beginObject() {
        writeSeparatorIfNeeded()
        storage.append(UInt8(ascii: "{"))
        needsSeparator = false
        if let tag = pendingTag {
            pendingTag = nil
            key(tag.key)
            string(tag.value)
        }
    }

    /// Writes `}`.
    public mutating func endObject() {
        storage.append(UInt8(ascii: "}"))
        needsSeparator = true
    }

    /// Writes `[`.
    public mutating func beginArray() {
        writeSeparatorIfNeeded()
        storage.append(UInt8(ascii: "["))
        needsSeparator = false
    }

    /// Writes `]`.
    public mutating func endArray() {
        storage.append(UInt8(ascii: "]"))
        needsSeparator = true
    }

    /// Writes an object member's name and the `:` after it; the member's value comes next.
    public mutating func key(_ name: String) {
        let separated = needsSeparator
        needsSeparator = false
        writeQuoted(name, after: separated ? UInt8(ascii: ",") : nil, before: UInt8(ascii: ":"))
    }

    /// Writes JSON text as it is: punctuation and keys that need no escaping, such as the
    /// message's `,"correlationId":`, in one append instead of one per piece.
    ///
    /// The caller is responsible for the text being valid where it goes. What follows is written as
    /// if after a key: no separator comes first.
    internal mutating func raw(_ text: StaticString) {
        storage.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        needsSeparator = false
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        beginScalar()
        if value {
            storage.append(contentsOf: [0x74, 0x72, 0x75, 0x65])  // true
        } else {
            storage.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])  // false
        }
    }

    /// Writes `null`.
    public mutating func null() {
        beginScalar()
        storage.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
    }

    /// Writes the `,` that separates this value or key from the previous sibling, if there is one.
    internal mutating func writeSeparatorIfNeeded() {
        if needsSeparator {
            storage.append(UInt8(ascii: ","))
        }
    }

    /// Starts a value that is not a container: separates it from its sibling, if any, and notes that
    /// whatever follows it in the same container is a sibling.
    internal mutating func beginScalar() {
        writeSeparatorIfNeeded()
        needsSeparator = true
    }

    /// Makes sure `count` more bytes fit without reallocating, growing at least geometrically so that
    /// many small reservations stay linear, and otherwise to exactly what is needed plus a little for
    /// what usually follows, so that one large value costs one allocation of its own size.
    internal mutating func ensureRoom(for count: Int) {
        let needed = storage.count + count
        if needed > storage.capacity {
            storage.reserveCapacity(Swift.max(needed + 1024, storage.capacity * 2, expectedSize))
            expectedSize = 0
        }
    }
}
