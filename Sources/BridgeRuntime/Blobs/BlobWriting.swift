/// What a response writer needs to send a page's large bytes values as blob references, and the
/// blobs it referred to, which the host keeps before the response leaves.
///
/// The writer only notes the blobs: it runs in generated encoders, outside the main actor's
/// knowledge, and the store belongs to the main actor.
///
/// A class, so that a writer holds one reference: as an optional struct of its own inside every
/// `JSONWriter`, it made each writer large enough to be copied and destroyed through the runtime's
/// value witnesses, a cost every response paid, blobs or not. Only the writer it was made for
/// changes it, and a writer is used by one task at a time; the host reads it once that writer is
/// done. Hence `@unchecked Sendable`.
@usableFromInline
final class BlobWriting: @unchecked Sendable {
    /// The terms the page agreed to.
    let terms: BridgeBlobTerms
    /// How many more bytes the host may hold for the page; a value beyond it goes inline.
    var room: Int
    /// The blobs referred to, by token, in the order written.
    var written: [(token: String, blob: BridgeBlob)] = []
    /// The sizes of values that could have gone as blobs but did not fit in `room`.
    var inlinedForRoom: [Int] = []

    @usableFromInline
    init(terms: BridgeBlobTerms, room: Int) {
        self.terms = terms
        self.room = room
    }
}
