/// The tokens of the last blobs freed because their time was up, so that a fetch of one is refused
/// as expired (410) whether or not the store has freed it yet: when the store frees a blob is the
/// clock's business, and must not change the page's answer.
///
/// Bounded, oldest forgotten first: a page that never fetches must not grow the host without end.
/// A forgotten token's fetch is refused as unknown (404).
struct ExpiredBlobTokens {
    /// How many tokens it remembers.
    static let capacity = 256
    private var tokens: [String] = []

    /// Remembers that `token`'s blob expired.
    mutating func insert(_ token: String) {
        if tokens.count == Self.capacity { tokens.removeFirst() }
        tokens.append(token)
    }

    /// Forgets `token`; whether it was remembered. A blob is fetched once, expired or not.
    mutating func remove(_ token: String) -> Bool {
        guard let index = tokens.lastIndex(of: token) else { return false }
        tokens.remove(at: index)
        return true
    }

    /// Forgets every token: the page they were for is gone.
    mutating func removeAll() {
        tokens.removeAll()
    }
}
