/// The bytes of the line a `CodePrinter.Line` is writing, in memory the printer keeps from line to
/// line.
///
/// A renderer appends a line piece by piece, many pieces a line: an append here is a capacity check
/// and a copy, where appending to an array also checks its uniqueness and goes through the generic
/// `append(contentsOf:)`. The printer copies a finished line into its text once.
///
/// Only the printer that owns it writes to it, inside `printLine`, after making sure no copy of the
/// printer shares it; that is why it can be `Sendable`.
///
/// Its properties skip the run-time exclusivity check, which would otherwise run on every append:
/// the one writer is the printer's `printLine`.
@usableFromInline
final class LineBuffer: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) @usableFromInline var count = 0
    @exclusivity(unchecked) @usableFromInline var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
        self.base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Appends `text`.
    @inlinable
    func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        if count + text.count > capacity { grow(toAtLeast: count + text.count) }
        (base + count).initialize(from: source, count: text.count)
        count += text.count
    }

    /// Moves the bytes to memory of at least `minimum` bytes, doubling at least.
    @usableFromInline
    func grow(toAtLeast minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
