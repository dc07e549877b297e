import Foundation

/// Sending large bytes values as blob references: agreeing on terms in the negotiation, handing the
/// response writer the terms, keeping what it referred to, and counting it in `maxHeldBytes`.
extension BridgeHostBase {
    /// The blobs the page has yet to fetch, for the transport that serves them.
    public var blobStore: BridgeBlobStore? { _blobs }

    /// Reads the page's blob offer from its negotiation request and settles the terms for the
    /// page from now on: each negotiation replaces the last. Nil, and every value inline, when the
    /// page offered no kind the host sends, or its transport serves no blobs.
    func negotiateBlobs(offeredIn request: Message) -> BridgeBlobTerms? {
        let offer = (try? request.decodeData(as: JSONValue.self))?["blobs"]?["kinds"]?.arrayValue ?? []
        if let prefix = transport?.blobURLPrefix, offer.contains(where: { $0.stringValue == BridgeBlobTerms.urlKind }) {
            _blobs._terms = BridgeBlobTerms(minimumBytes: max(0, options.blobMinimumBytes), urlPrefix: prefix)
        } else {
            _blobs._terms = nil
        }
        return _blobs._terms
    }

    /// What a response writer for the page may refer to: the terms, and the room left in
    /// `maxHeldBytes` beside what the host holds now. Nil when the page agreed to no blobs.
    @inlinable
    func _blobWriting() -> BlobWriting? {
        guard let terms = _blobs._terms else { return nil }
        return BlobWriting(terms: terms, room: _ledger.room(besides: _blobs.heldBytes))
    }

    /// Keeps the blobs a response referred to until the page fetches them, making room in the
    /// history, and reports values that went inline for lack of room.
    @usableFromInline
    func _keepBlobs(_ writing: BlobWriting, answering correlationId: String, action: String) {
        for (token, blob) in writing.written { _blobs.keep(blob, as: token) }
        if !writing.written.isEmpty {
            let dropped = _ledger.historyToForget(toFit: 0, keepingAtMost: options.maxReceivedMessages, besides: _blobs.heldBytes)
            if dropped > 0 {
                Self.forget(dropped, in: &receivedMessages)
                _ledger.usage.noteHistory(dropped: dropped, appended: nil)
            }
        }
        for size in writing.inlinedForRoom {
            _report(
                BridgeProblem(
                    .blobRefused,
                    "Sent a \(size)-byte value of the \(action) answer to \(correlationId) inline, not as a blob: holding it "
                        + "would take the host past maxHeldBytes (\(options.maxHeldBytes))",
                    correlationId: correlationId, action: action))
        }
    }
}
