extension JSONReader {
    /// How much input a reader accepts. The page is not trusted: these keep a hostile or broken
    /// message from costing more than it should.
    public struct Limits: Sendable, Equatable {
        /// The deepest nesting any reader accepts, whatever ``maxDepth`` asks for.
        ///
        /// The reader builds values on its own stack, but destroying, comparing, hashing and
        /// writing a `JSONValue`, and decoding one into generated types, recurse once per level.
        /// Measured on 512 KiB, the smallest default thread stack on Apple platforms: in a debug
        /// build the hungriest of destroying, comparing, hashing and writing (hashing nested
        /// objects) overflowed beyond about 630 levels, in a release build beyond about 2,600. 256 levels use at most about 210 KiB
        /// (debug) or 50 KiB (release), leaving the rest to whatever called the reader.
        public static let maxDepthCeiling = 256

        /// The most bytes a text may have. The default, 64 MiB, leaves room for a message carrying a
        /// large photo as base64.
        public var maxBytes: Int

        /// How deep arrays and objects may nest: `[1]` and `{"a":1}` need 1, `[[1]]` needs 2.
        /// The default is 64, far beyond any bridge message. A larger value is lowered to
        /// ``maxDepthCeiling``, so that no configuration lets a message build a value too deep to
        /// destroy: the setter keeps the value it enforces, and errors name it.
        public var maxDepth: Int {
            get { enforcedDepth }
            set { enforcedDepth = min(newValue, Self.maxDepthCeiling) }
        }

        private var enforcedDepth: Int

        /// Creates limits; the defaults suit bridge messages. A `maxDepth` beyond
        /// ``maxDepthCeiling`` is lowered to it.
        public init(maxBytes: Int = 64 << 20, maxDepth: Int = 64) {
            self.maxBytes = maxBytes
            self.enforcedDepth = min(maxDepth, Self.maxDepthCeiling)
        }
    }
}
