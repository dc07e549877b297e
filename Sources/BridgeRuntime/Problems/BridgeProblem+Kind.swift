extension BridgeProblem {
    /// The kinds of problem the host reports. An open set: later versions may add kinds, so code
    /// that switches over them needs a `default`.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// A stable name, such as `invalidMessage`.
        public let rawValue: String

        /// Wraps a name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The name.
        public var description: String { rawValue }

        /// A message from the page could not be decoded, or was refused (size, version, type, data,
        /// or the frame, origin or web view it came from).
        public static let invalidMessage = Kind(rawValue: "invalidMessage")
        /// An entry of a WebView transport's allowed origins allows nothing: it names no origin, is
        /// a `file:` URL, or is an `http:` origin outside loopback without insecure HTTP allowed.
        public static let originRefused = Kind(rawValue: "originRefused")
        /// The page tried to take the main frame to a document outside the allowed origins; the
        /// navigation was cancelled.
        public static let navigationBlocked = Kind(rawValue: "navigationBlocked")
        /// An answer was dropped: its request was already answered, or is unknown.
        public static let droppedAnswer = Kind(rawValue: "droppedAnswer")
        /// A message could not be handed to the page, or no transport is attached.
        public static let deliveryFailed = Kind(rawValue: "deliveryFailed")
        /// A handler threw, or returned without answering; the page got `INTERNAL_ERROR`.
        public static let handlerFailed = Kind(rawValue: "handlerFailed")
        /// An answer's data does not match the action's result type, or a slot was completed with
        /// another slot's result.
        public static let resultMismatch = Kind(rawValue: "resultMismatch")
        /// An answer carries an error code its action does not list in the spec.
        public static let undeclaredErrorCode = Kind(rawValue: "undeclaredErrorCode")
        /// The app sent an event by name that neither the spec nor an installed extension declares,
        /// one they say only the page sends, or one with data that does not match its type.
        public static let eventMisuse = Kind(rawValue: "eventMisuse")
        /// The page sent an event the spec (or an installed extension) says only the host sends, or
        /// with data that does not match the event's type.
        public static let unexpectedEvent = Kind(rawValue: "unexpectedEvent")
        /// Nobody answered a request in time; the page got `TIMEOUT`.
        public static let timedOut = Kind(rawValue: "timedOut")
        /// Many requests wait for an answer: a handler is probably missing.
        public static let manyPendingRequests = Kind(rawValue: "manyPendingRequests")
        /// A request was refused with `BUSY`: it would have taken the host past one of its limits
        /// (`maxOpenRequests`, `maxOpenRequestsPerCapability`, `maxHeldBytes`).
        public static let limitReached = Kind(rawValue: "limitReached")
        /// A blob could not travel as planned: the page's fetch of one was refused (another origin
        /// or frame, an unknown, spent or expired reference), or a value that could have gone as a
        /// blob went inline because the host had no room to hold it.
        public static let blobRefused = Kind(rawValue: "blobRefused")
        /// A slot was completed while it had no active request.
        public static let noActiveRequest = Kind(rawValue: "noActiveRequest")
    }
}
