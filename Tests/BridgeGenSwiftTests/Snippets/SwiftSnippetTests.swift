import BridgeSpec
import GeneratorTestSupport
import Testing

/// What each construct of a spec generates in Swift: one tiny spec per feature (`SnippetFeature`, of
/// the same name as the test) and the exact declarations it gives, as the TypeScript and schema
/// snippet tests show for the web.
@Suite struct SwiftSnippetTests {
    /// An enum type: closed unless `open: true`, so a Swift enum whose switches are exhaustive.
    @Test func enumeration() throws {
        let spec = try SwiftSnippet.spec(.enumeration)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Side", "extension Side"]),
            """
            /// A side of a document.
            ///
            /// A closed set: the page may send only these values, and the host rejects another.
            ///
            /// - Remark: Generated from `types.Side`.
            public enum Side: String, BridgeClosedValue {
                /// The side with the photo.
                ///
                /// - Remark: Generated from `types.Side.enum.front`.
                case front

                /// The other side.
                ///
                /// - Remark: Generated from `types.Side.enum.back`.
                case back
            }
            """)
    }

    /// A default: the initializer's parameter defaults to it, and the decoder fills it in when the key is absent.
    @Test func defaultValue() throws {
        let spec = try SwiftSnippet.spec(.defaultValue)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Options", "extension Options", "Photo", "extension Photo"]),
            #"""
            /// The `Options` object.
            ///
            /// - Remark: Generated from `types.Options`.
            public struct Options: Hashable, Sendable {
                /// JPEG quality.
                ///
                /// Defaults to `80` when absent.
                ///
                /// - Remark: Generated from `types.Options.fields.quality`.
                public var quality: Int

                /// Creates a `Options`.
                public init(quality: Int = 80) {
                    self.quality = quality
                }
            }

            extension Options: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["quality": .optional]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readQuality: Int??
                    try reader.beginObject(Options.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "quality":
                            try reader.readIfPresent(into: &readQuality)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.quality = (readQuality ?? nil) ?? 80
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\"quality\":", quality)
                    }
                }
            }

            /// The `Photo` object.
            ///
            /// - Remark: Generated from `types.Photo`.
            public struct Photo: Hashable, Sendable {
                /// The `mimeType` field.
                ///
                /// Defaults to `"image/jpeg"` when absent.
                ///
                /// - Remark: Generated from `types.Photo.fields.mimeType`.
                public var mimeType: String

                /// Creates a `Photo`.
                public init(mimeType: String = "image/jpeg") {
                    self.mimeType = mimeType
                }
            }

            extension Photo: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["mimeType": .optional]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readMimeType: String??
                    try reader.beginObject(Photo.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "mimeType":
                            try reader.readIfPresent(into: &readMimeType)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.mimeType = (readMimeType ?? nil) ?? "image/jpeg"
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\"mimeType\":", mimeType)
                    }
                }
            }
            """#)
    }

    /// An optional field: an optional property, left out of the JSON when nil.
    @Test func optionalField() throws {
        let spec = try SwiftSnippet.spec(.optionalField)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Note", "extension Note"]),
            #"""
            /// The `Note` object.
            ///
            /// - Remark: Generated from `types.Note`.
            public struct Note: Hashable, Sendable {
                /// The `text` field.
                ///
                /// - Remark: Generated from `types.Note.fields.text`.
                public var text: String

                /// Who wrote it.
                ///
                /// Absent when nil.
                ///
                /// - Remark: Generated from `types.Note.fields.author`.
                public var author: String?

                /// Creates a `Note`.
                public init(text: String, author: String? = nil) {
                    self.text = text
                    self.author = author
                }
            }

            extension Note: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["text": .required, "author": .optional]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readText: String?
                    var readAuthor: String??
                    try reader.beginObject(Note.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "text":
                            try reader.readRequired(into: &readText)
                        case "author":
                            try reader.readIfPresent(into: &readAuthor)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.text = try reader.present(readText, key: "text")
                    self.author = readAuthor ?? nil
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\"text\":", text)
                        writer.optionalField(member: ",\"author\":", author)
                    }
                }
            }
            """#)
    }

    /// A wire name: the property keeps its Swift name, the codecs use the JSON key.
    @Test func wireName() throws {
        let spec = try SwiftSnippet.spec(.wireName)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Label", "extension Label"]),
            #"""
            /// The `Label` object.
            ///
            /// - Remark: Generated from `types.Label`.
            public struct Label: Hashable, Sendable {
                /// The `image-data` field.
                ///
                /// JSON key `image-data`.
                ///
                /// - Remark: Generated from `types.Label.fields.imageData`.
                public var imageData: String

                /// Creates a `Label`.
                public init(imageData: String) {
                    self.imageData = imageData
                }
            }

            extension Label: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["image-data": .required]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readImageData: String?
                    try reader.beginObject(Label.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "image-data":
                            try reader.readRequired(into: &readImageData)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.imageData = try reader.present(readImageData, key: "image-data")
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\"image-data\":", imageData)
                    }
                }
            }
            """#)
    }

    /// A map: a dictionary keyed by string.
    @Test func map() throws {
        let spec = try SwiftSnippet.spec(.map)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Tags", "extension Tags"]),
            #"""
            /// The `Tags` object.
            ///
            /// - Remark: Generated from `types.Tags`.
            public struct Tags: Hashable, Sendable {
                /// The `counts` field.
                ///
                /// - Remark: Generated from `types.Tags.fields.counts`.
                public var counts: [String: Int]

                /// Creates a `Tags`.
                public init(counts: [String: Int]) {
                    self.counts = counts
                }
            }

            extension Tags: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["counts": .required]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readCounts: [String: Int]?
                    try reader.beginObject(Tags.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "counts":
                            try reader.readRequired(into: &readCounts)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.counts = try reader.present(readCounts, key: "counts")
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\"counts\":", counts)
                    }
                }
            }
            """#)
    }

    /// Arrays, and an array of arrays.
    @Test func array() throws {
        let spec = try SwiftSnippet.spec(.array)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Grid", "extension Grid"]),
            #"""
            /// The `Grid` object.
            ///
            /// - Remark: Generated from `types.Grid`.
            public struct Grid: Hashable, Sendable {
                /// The `names` field.
                ///
                /// - Remark: Generated from `types.Grid.fields.names`.
                public var names: [String]

                /// The `rows` field.
                ///
                /// - Remark: Generated from `types.Grid.fields.rows`.
                public var rows: [[Int]]

                /// Creates a `Grid`.
                public init(names: [String], rows: [[Int]]) {
                    self.names = names
                    self.rows = rows
                }
            }

            extension Grid: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["names": .required, "rows": .required]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readNames: [String]?
                    var readRows: [[Int]]?
                    try reader.beginObject(Grid.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "names":
                            try reader.readRequired(into: &readNames)
                        case "rows":
                            try reader.readRequired(into: &readRows)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.names = try reader.present(readNames, key: "names")
                    self.rows = try reader.present(readRows, key: "rows")
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\"names\":", names)
                        writer.field(member: ",\"rows\":", rows)
                    }
                }
            }
            """#)
    }

    /// A type that refers to itself: the optional field is stored indirectly.
    @Test func recursion() throws {
        let spec = try SwiftSnippet.spec(.recursion)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Node", "extension Node"]),
            #"""
            /// The `Node` object.
            ///
            /// - Remark: Generated from `types.Node`.
            public struct Node: Hashable, Sendable {
                /// The `children` field.
                ///
                /// - Remark: Generated from `types.Node.fields.children`.
                public var children: [Node]

                /// The `next` field.
                ///
                /// Absent when nil.
                ///
                /// - Remark: Generated from `types.Node.fields.next`.
                public var next: Node? {
                    get {
                        _next?.value
                    }
                    set {
                        _next = newValue.map(BridgeIndirect.init)
                    }
                }

                /// Where `next` is stored: out of line, because it leads back to `Node`.
                private var _next: BridgeIndirect<Node>?

                /// Creates a `Node`.
                public init(children: [Node], next: Node? = nil) {
                    self.children = children
                    self._next = next.map(BridgeIndirect.init)
                }
            }

            extension Node: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["children": .required, "next": .optional]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readChildren: [Node]?
                    var readNext: Node??
                    try reader.beginObject(Node.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "children":
                            try reader.readRequired(into: &readChildren)
                        case "next":
                            try reader.readIfPresent(into: &readNext)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.children = try reader.present(readChildren, key: "children")
                    self._next = (readNext ?? nil).map(BridgeIndirect.init)
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\"children\":", children)
                        writer.optionalField(member: ",\"next\":", next)
                    }
                }
            }
            """#)
    }

    /// Bytes that may travel as a blob: the type says which field and which media type.
    @Test func blob() throws {
        let spec = try SwiftSnippet.spec(.blob)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Scan", "extension Scan"]),
            #"""
            /// The `Scan` object.
            ///
            /// - Remark: Generated from `types.Scan`.
            public struct Scan: Hashable, Sendable {
                /// The `image` field.
                ///
                /// Base64 on the wire.
                ///
                /// - Remark: Generated from `types.Scan.fields.image`.
                public var image: Data

                /// The `mimeType` field.
                ///
                /// - Remark: Generated from `types.Scan.fields.mimeType`.
                public var mimeType: String

                /// Creates a `Scan`.
                public init(image: Data, mimeType: String) {
                    self.image = image
                    self.mimeType = mimeType
                }
            }

            extension Scan: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["image": .required, "mimeType": .required]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readImage: Data?
                    var readMimeType: String?
                    try reader.beginObject(Scan.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "image":
                            try reader.readRequired(into: &readImage)
                        case "mimeType":
                            try reader.readRequired(into: &readMimeType)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.image = try reader.present(readImage, key: "image")
                    self.mimeType = try reader.present(readMimeType, key: "mimeType")
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.blobField("image", image, mimeType: mimeType)
                        writer.field(member: ",\"mimeType\":", mimeType)
                    }
                }
            }

            extension Scan {
                /// An upper estimate of the encoded size in bytes, to size the output buffer once.
                @_spi(BridgeGenerated)
                public var estimatedJSONSize: Int {
                    128 + (image.count + 2) / 3 * 4 + mimeType.utf8.count
                }
            }
            """#)
    }

    /// Events each way: the host sends native-to-web ones, and receives web-to-native ones as an enum.
    @Test func eventDirections() throws {
        let spec = try SwiftSnippet.spec(.eventDirections)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["extension BridgeNativeEvent", "WebToNativeEvent"]),
            """
            extension BridgeNativeEvent where Data == BridgeNoData {
                /// The host paused.
                ///
                /// Send it with `host.send(.hostPaused)`.
                ///
                /// - Remark: Generated from `events.host.paused`.
                public static var hostPaused: Self {
                    Self(name: "host.paused")
                }
            }

            extension BridgeNativeEvent where Data == BridgeNoData {
                /// Either side resets.
                ///
                /// Send it with `host.send(.eitherReset)`.
                ///
                /// - Remark: Generated from `events.either.reset`.
                public static var eitherReset: Self {
                    Self(name: "either.reset")
                }
            }

            /// An event from the page, typed: what the delegate's `bridgeHost(_:didReceiveEvent:)` and
            /// `host.events()` deliver.
            ///
            /// An event the spec does not know, one only the host may send, or one whose data does not match
            /// its type stays `unknown`, as it arrived; the last two are also reported in `lastError`.
            ///
            /// - Remark: Generated from `events`.
            public enum WebToNativeEvent: BridgeIncomingEvent, Hashable {
                /// The `page.progress` event.
                ///
                /// - Remark: Generated from `events.page.progress`.
                case pageProgress(Progress)

                /// Either side resets.
                ///
                /// - Remark: Generated from `events.either.reset`.
                case eitherReset

                /// An event this code cannot type, as it arrived.
                case unknown(BridgeMessage)

                /// Whether this is `unknown`: an event this code cannot type.
                public var isUnknown: Bool {
                    if case .unknown = self { true } else { false }
                }

                /// Types the event in `message`; `problem` says why a declared event stayed unknown.
                @_spi(BridgeGenerated)
                public static func decoding(_ message: BridgeMessage) -> (event: WebToNativeEvent, problem: String?) {
                    switch message.payload.action {
                    case "page.progress":
                        decoding(message, as: Progress.self, WebToNativeEvent.pageProgress)
                    case "either.reset":
                        (.eitherReset, nil)
                    case "host.paused":
                        sentTheWrongWay(message)
                    default:
                        (.unknown(message), nil)
                    }
                }
            }
            """)
    }

    /// An action that lists its error codes: the typed action, and the spec's own code.
    @Test func errorsPerAction() throws {
        let spec = try SwiftSnippet.spec(.errorsPerAction)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["extension BridgeTypedAction", "extension BridgeErrorCode"]),
            """
            extension BridgeErrorCode {
                /// The `BUSY` error.
                ///
                /// Recoverable by default.
                ///
                /// - Remark: Generated from `errors.BUSY`.
                public static let busy: BridgeErrorCode = "BUSY"

                /// The `TIMEOUT` error.
                ///
                /// Recoverable by default.
                ///
                /// - Remark: Generated from `errors.TIMEOUT`.
                public static let timeout: BridgeErrorCode = "TIMEOUT"

                /// The `INVALID_REQUEST` error.
                ///
                /// Not recoverable by default.
                ///
                /// - Remark: Generated from `errors.INVALID_REQUEST`.
                public static let invalidRequest: BridgeErrorCode = "INVALID_REQUEST"

                /// The `VERSION_MISMATCH` error.
                ///
                /// Not recoverable by default.
                ///
                /// - Remark: Generated from `errors.VERSION_MISMATCH`.
                public static let versionMismatch: BridgeErrorCode = "VERSION_MISMATCH"

                /// The `INTERNAL_ERROR` error.
                ///
                /// Not recoverable by default.
                ///
                /// - Remark: Generated from `errors.INTERNAL_ERROR`.
                public static let internalError: BridgeErrorCode = "INTERNAL_ERROR"

                /// The `UNSUPPORTED_ACTION` error.
                ///
                /// Not recoverable by default.
                ///
                /// - Remark: Generated from `errors.UNSUPPORTED_ACTION`.
                public static let unsupportedAction: BridgeErrorCode = "UNSUPPORTED_ACTION"

                /// The `CANCELLED` error.
                ///
                /// Recoverable by default.
                ///
                /// - Remark: Generated from `errors.CANCELLED`.
                public static let cancelled: BridgeErrorCode = "CANCELLED"

                /// The paper is stuck.
                ///
                /// Recoverable by default.
                ///
                /// - Remark: Generated from `errors.PAPER_JAM`.
                public static let paperJam: BridgeErrorCode = "PAPER_JAM"

                /// Every value the spec declares, in spec order.
                public static let allKnown: [BridgeErrorCode] = [
                    .busy,
                    .timeout,
                    .invalidRequest,
                    .versionMismatch,
                    .internalError,
                    .unsupportedAction,
                    .cancelled,
                    .paperJam,
                ]

                /// Whether the spec declares this value; false for values from a newer peer.
                public var isKnown: Bool {
                    Self.allKnown.contains(self)
                }

                /// Whether an error with this code is recoverable when its sender does not say; false for codes
                /// the spec does not know.
                public var defaultRecoverable: Bool {
                    switch self {
                    case .busy, .timeout, .cancelled, .paperJam:
                        true
                    default:
                        false
                    }
                }
            }

            extension BridgeTypedAction where Request == Empty, Result == Empty {
                /// The `snippet.print` action.
                ///
                /// Handle it with `host.handle(.snippetPrint) { request in … }`: `request.data` is a ``Empty``,
                /// and the handler returns a ``Empty``. It belongs to no capability, so a handler declares
                /// none.
                ///
                /// It may fail with `PAPER_JAM`, `BUSY`.
                ///
                /// - Remark: Generated from `actions.snippet.print`.
                public static var snippetPrint: Self {
                    Self(id: "snippet.print", capability: nil)
                }
            }
            """)
    }

    /// An extension: its identifiers extend its base's, its events and actions build on its base's module.
    @Test func extensionSpec() throws {
        let spec = try SwiftSnippet.spec(.extensionSpec)
        try expectSnippet(
            SwiftSnippet.swift(
                spec,
                [
                    "extension BridgeAction", "extension BridgeCapabilityID", "extension BridgeErrorCode",
                    "extension BridgeTypedAction", "extension BridgeNativeEvent", "SnippetsEvent",
                ]),
            """
            /// The Snippets extension's values.
            extension BridgeAction {
                /// The `snippets.use` action.
                ///
                /// Request data: ``Empty``. Result: ``Empty``.
                ///
                /// - Remark: Generated from `actions.snippets.use`.
                public static let snippetsUse: BridgeAction = "snippets.use"

                /// The `snippets.used` event.
                ///
                /// - Remark: Generated from `events.snippets.used`.
                public static let snippetsUsed: BridgeAction = "snippets.used"

                /// The `snippets.asked` event.
                ///
                /// - Remark: Generated from `events.snippets.asked`.
                public static let snippetsAsked: BridgeAction = "snippets.asked"
            }

            /// The Snippets extension's values.
            extension BridgeCapabilityID {
                /// A tool.
                ///
                /// Version 1.0.
                ///
                /// - Remark: Generated from `capabilities.snippets.tool`.
                public static let snippetsTool: BridgeCapabilityID = "snippets.tool"
            }

            /// The Snippets extension's values.
            extension BridgeErrorCode {
                /// It failed.
                ///
                /// Not recoverable by default: a host that knows this extension answers with that when a
                /// handler does not say.
                ///
                /// - Remark: Generated from `errors.SNIPPETS_FAILED`.
                public static let snippetsFailed: BridgeErrorCode = "SNIPPETS_FAILED"
            }

            extension BridgeTypedAction where Request == Empty, Result == Empty {
                /// The `snippets.use` action.
                ///
                /// Handle it with `host.handle(.snippetsUse) { request in … }`: `request.data` is a ``Empty``,
                /// and the handler returns a ``Empty``. It declares `snippets.tool` (version 1.0) in
                /// `capability.query` while a handler is set.
                ///
                /// It may fail with `SNIPPETS_FAILED`.
                ///
                /// - Remark: Generated from `actions.snippets.use`.
                public static var snippetsUse: Self {
                    Self(id: "snippets.use", capability: (id: "snippets.tool", version: "1.0"), extension: SnippetsExtension.self)
                }
            }

            extension BridgeNativeEvent where Data == BridgeNoData {
                /// The `snippets.used` event.
                ///
                /// Send it with `host.send(.snippetsUsed)`.
                ///
                /// - Remark: Generated from `events.snippets.used`.
                public static var snippetsUsed: Self {
                    Self(name: "snippets.used")
                }
            }

            /// An event from the page, typed: what the delegate's `bridgeHost(_:didReceiveEvent:)` and
            /// `host.events()` deliver.
            ///
            /// An event the spec does not know, one only the host may send, or one whose data does not match
            /// its type stays `unknown`, as it arrived; the last two are also reported in `lastError`.
            ///
            /// - Remark: Generated from `events`.
            public enum SnippetsEvent: BridgeIncomingEvent, Hashable {
                /// The `snippets.asked` event.
                ///
                /// - Remark: Generated from `events.snippets.asked`.
                case snippetsAsked

                /// An event this code cannot type, as it arrived.
                case unknown(BridgeMessage)

                /// Whether this is `unknown`: an event this code cannot type.
                public var isUnknown: Bool {
                    if case .unknown = self { true } else { false }
                }

                /// Types the event in `message`; `problem` says why a declared event stayed unknown.
                @_spi(BridgeGenerated)
                public static func decoding(_ message: BridgeMessage) -> (event: SnippetsEvent, problem: String?) {
                    switch message.payload.action {
                    case "snippets.asked":
                        (.snippetsAsked, nil)
                    case "snippets.used":
                        sentTheWrongWay(message)
                    default:
                        (.unknown(message), nil)
                    }
                }
            }
            """)
    }

    /// Null apart from absence: a nullable field is `T?` written as `null` when nil; optional and
    /// nullable, `T?` left out when nil.
    @Test func nullable() throws {
        let spec = try SwiftSnippet.spec(.nullable)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Fix", "extension Fix"]),
            """
            /// The `Fix` object.
            ///
            /// - Remark: Generated from `types.Fix`.
            public struct Fix: Hashable, Sendable {
                /// The `latitude` field.
                ///
                /// - Remark: Generated from `types.Fix.fields.latitude`.
                public var latitude: Double

                /// Metres above sea level; null when unknown.
                ///
                /// Null when nil.
                ///
                /// - Remark: Generated from `types.Fix.fields.altitude`.
                public var altitude: Double?

                /// The `speed` field.
                ///
                /// Absent when nil; null is a value too.
                ///
                /// - Remark: Generated from `types.Fix.fields.speed`.
                public var speed: Double?

                /// Creates a `Fix`.
                public init(latitude: Double, altitude: Double?, speed: Double? = nil) {
                    self.latitude = latitude
                    self.altitude = altitude
                    self.speed = speed
                }
            }

            extension Fix: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["latitude": .required, "altitude": .required, "speed": .optional]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readLatitude: Double?
                    var readAltitude: Double??
                    var readSpeed: Double??
                    try reader.beginObject(Fix.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "latitude":
                            try reader.readRequired(into: &readLatitude)
                        case "altitude":
                            try reader.readOptional(into: &readAltitude)
                        case "speed":
                            try reader.readOptional(into: &readSpeed)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.latitude = try reader.present(readLatitude, key: "latitude")
                    self.altitude = try reader.present(readAltitude, key: "altitude")
                    self.speed = readSpeed ?? nil
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\\"latitude\\":", latitude)
                        writer.nullableField(member: ",\\"altitude\\":", altitude)
                        writer.optionalField(member: ",\\"speed\\":", speed)
                    }
                }
            }
            """)
    }

    /// An enum with `open: true`: a struct of known values that admits any other string.
    @Test func openEnumeration() throws {
        let spec = try SwiftSnippet.spec(.openEnumeration)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["Mode", "extension Mode"]),
            """
            /// How to capture.
            ///
            /// An open set: a value from a newer peer decodes and round-trips unchanged.
            ///
            /// - Remark: Generated from `types.Mode`.
            public struct Mode: BridgeOpenValue {
                /// The value on the wire.
                public let rawValue: String

                /// Wraps any value, known to the spec or not.
                public init(rawValue: String) {
                    self.rawValue = rawValue
                }
            }

            extension Mode {
                /// The host decides.
                ///
                /// - Remark: Generated from `types.Mode.enum.auto`.
                public static let auto: Mode = "auto"

                /// The user decides.
                ///
                /// - Remark: Generated from `types.Mode.enum.manual`.
                public static let manual: Mode = "manual"

                /// Every value the spec declares, in spec order.
                public static let allKnown: [Mode] = [.auto, .manual]

                /// Whether the spec declares this value; false for values from a newer peer.
                public var isKnown: Bool {
                    Self.allKnown.contains(self)
                }
            }
            """)
    }

    /// Limits are checked once the fields are read, with the field's path.
    @Test func limits() throws {
        let spec = try SwiftSnippet.spec(.limits)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["extension Shot"]),
            """
            extension Shot: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["quality": .optional, "label": .optional, "tags": .required]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readQuality: Int??
                    var readLabel: String??
                    var readTags: [String]?
                    try reader.beginObject(Shot.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "quality":
                            try reader.readIfPresent(into: &readQuality)
                        case "label":
                            try reader.readIfPresent(into: &readLabel)
                        case "tags":
                            try reader.readRequired(into: &readTags)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.quality = (readQuality ?? nil) ?? 80
                    self.label = readLabel ?? nil
                    self.tags = try reader.present(readTags, key: "tags")
                    try reader.check(BridgeLimits.violation(of: quality, minimum: 0.0, maximum: 100.0), key: "quality")
                    if let checkedLabel = label {
                        try reader.check(BridgeLimits.violation(of: checkedLabel, minLength: 1, maxLength: 20), key: "label")
                    }
                    try reader.check(BridgeLimits.violation(of: tags, minItems: nil, maxItems: 10), key: "tags")
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\\"quality\\":", quality)
                        writer.optionalField(member: ",\\"label\\":", label)
                        writer.field(member: ",\\"tags\\":", tags)
                    }
                }
            }
            """)
    }

    /// A sensitive field: the type prints it as `<redacted>`.
    @Test func sensitive() throws {
        let spec = try SwiftSnippet.spec(.sensitive)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["extension Unlock"]),
            """
            extension Unlock: BridgeJSONCodable {
                /// The members `init(reading:)` reads, in the order the type declares them.
                private static let jsonMembers: JSONMembers = ["key": .required, "hint": .optional]

                /// Reads the JSON object from `reader`: straight from the page's text, or from JSON values.
                @_spi(BridgeGenerated)
                public init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
                    var readKey: String?
                    var readHint: String??
                    try reader.beginObject(Unlock.jsonMembers)
                    while let key = try reader.nextKey() {
                        switch key {
                        case "key":
                            try reader.readRequired(into: &readKey)
                        case "hint":
                            try reader.readIfPresent(into: &readHint)
                        default:
                            try reader.skipUnknownMember()
                        }
                    }
                    self.key = try reader.present(readKey, key: "key")
                    self.hint = readHint ?? nil
                }

                /// Writes the JSON object.
                @_spi(BridgeGenerated)
                public func encode(to writer: inout JSONWriter) {
                    writer.object { writer in
                        writer.field(member: ",\\"key\\":", key)
                        writer.optionalField(member: ",\\"hint\\":", hint)
                    }
                }
            }

            extension Unlock: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
                /// The value with its sensitive fields as `<redacted>`.
                public var description: String {
                    BridgeRedaction.describe(customMirror)
                }

                /// The value with its sensitive fields as `<redacted>`.
                public var debugDescription: String {
                    description
                }

                /// The fields, with each sensitive value as `<redacted>`.
                public var customMirror: Mirror {
                    Mirror(
                        self,
                        children: [
                            "key": BridgeRedaction.redactedValue,
                            "hint": BridgeRedaction.shown(hint),
                        ],
                        displayStyle: .`struct`
                    )
                }
            }
            """)
    }

    /// Availability: the typed action says since when and where, and is deprecated with the spec's
    /// message; an action no iOS host offers has no typed API.
    @Test func availability() throws {
        let spec = try SwiftSnippet.spec(.availability)
        try expectSnippet(
            SwiftSnippet.swift(spec, ["extension BridgeTypedAction"]),
            """
            extension BridgeTypedAction where Request == Scan, Result == Empty {
                /// The `snippet.scan` action.
                ///
                /// Handle it with `host.handle(.snippetScan) { request in … }`: `request.data` is a ``Scan``,
                /// and the handler returns a ``Empty``. It belongs to no capability, so a handler declares
                /// none.
                ///
                /// Since 1.0.
                ///
                /// Only on ios and android.
                ///
                /// Deprecated: Use snippet.capture.
                ///
                /// - Remark: Generated from `actions.snippet.scan`.
                @available(*, deprecated, message: "Use snippet.capture.")
                public static var snippetScan: Self {
                    Self(id: "snippet.scan", capability: nil)
                }
            }
            """)
    }
}
