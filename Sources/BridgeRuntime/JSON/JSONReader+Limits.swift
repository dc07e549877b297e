extension JSONReader {
    /// How much input a reader accepts. The page is not trusted: these keep a hostile or broken
    /// message from costing more than it should.
    public struct Limits: Sendable, Equatable {
        /// The most bytes a text may have. The default, 64 MiB, leaves room for a message carrying a
        /// large photo as base64.
        public var maxBytes: Int
        /// How deep arrays and objects may nest: `[1]` and `{"a":1}` need 1, `[[1]]` needs 2.
        /// The default is 64, far beyond any bridge message. The reader itself copes with any depth,
        /// but comparing, printing or even destroying a `JSONValue` recurses once per level, so keep
        /// this in the hundreds at most.
        public var maxDepth: Int

        /// Creates limits; the defaults suit bridge messages.
        public init(maxBytes: Int = 64 << 20, maxDepth: Int = 64) {
            self.maxBytes = maxBytes
            self.maxDepth = maxDepth
        }
    }
}
