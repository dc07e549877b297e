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
public struct JSONWriter: Sendable {
    /// The UTF-8 text written so far.
    public var bytes: [UInt8]

    /// Whether the next value or key follows a sibling and so needs a `,` first.
    internal var needsSeparator = false

    /// Creates an empty writer with room for `capacity` bytes, so that a writer sized up front
    /// never reallocates.
    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Makes room for at least `minimumCapacity` bytes in total, like `Array.reserveCapacity(_:)`.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        bytes.reserveCapacity(minimumCapacity)
    }

    /// The text written so far. Always valid UTF-8, since every input is a `String` or ASCII.
    public var string: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `{`.
    public mutating func beginObject() {
        writeSeparatorIfNeeded()
        bytes.append(UInt8(ascii: "{"))
        needsSeparator = false
    }

    /// Writes `}`.
    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsSeparator = true
    }

    /// Writes `[`.
    public mutating func beginArray() {
        writeSeparatorIfNeeded()
        bytes.append(UInt8(ascii: "["))
        needsSeparator = false
    }

    /// Writes `]`.
    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsSeparator = true
    }

    /// Writes an object member's name and the `:` after it; the member's value comes next.
    public mutating func key(_ name: String) {
        let separated = needsSeparator
        needsSeparator = false
        writeQuoted(name, after: separated ? UInt8(ascii: ",") : nil, before: UInt8(ascii: ":"))
    }

    /// Writes JSON text as it is: punctuation and keys that need no escaping, such as the
    /// envelope's `,"correlationId":`, in one append instead of one per piece.
    ///
    /// The caller is responsible for the text being valid where it goes. What follows is written as
    /// if after a key: no separator comes first.
    internal mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        needsSeparator = false
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        beginScalar()
        if value {
            bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])  // true
        } else {
            bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])  // false
        }
    }

    /// Writes `null`.
    public mutating func null() {
        beginScalar()
        bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
    }

    /// Writes the `,` that separates this value or key from the previous sibling, if there is one.
    internal mutating func writeSeparatorIfNeeded() {
        if needsSeparator {
            bytes.append(UInt8(ascii: ","))
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
        let needed = bytes.count + count
        if needed > bytes.capacity {
            bytes.reserveCapacity(Swift.max(needed + 1024, bytes.capacity * 2))
        }
    }
}
