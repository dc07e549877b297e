/// What a response writer needs to send a page's large bytes values as blob references, and the
/// blobs it referred to, which the host keeps before the response leaves.
///
/// The writer only notes the blobs: it runs in generated encoders, outside the main actor's
/// knowledge, and the store belongs to the main actor.
@usableFromInline
struct BlobWriting: Sendable {
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
