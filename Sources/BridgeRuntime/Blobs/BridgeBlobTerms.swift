/// How a host sends bytes values by reference to a page that offered blobs: what it answers in the
/// negotiation result's `blobs`, and the rules it writes references by from then on.
public struct BridgeBlobTerms: Sendable, Equatable {
    /// The kind of reference: a URL the page fetches once, with the value's bytes as the body. The
    /// only kind so far; a page lists the kinds it resolves in its offer.
    public static let urlKind = "url"

    /// The kind of reference the host sends, one of those the page offered.
    public var kind: String
    /// The size from which a value of a blob field travels as a reference; smaller ones stay inline.
    public var minimumBytes: Int
    /// What every reference URL starts with (the transport's), before the blob's token.
    public var urlPrefix: String

    /// Terms of `kind`, for values from `minimumBytes` up, at URLs under `urlPrefix`.
    public init(kind: String = urlKind, minimumBytes: Int, urlPrefix: String) {
        self.kind = kind
        self.minimumBytes = minimumBytes
        self.urlPrefix = urlPrefix
    }
}
