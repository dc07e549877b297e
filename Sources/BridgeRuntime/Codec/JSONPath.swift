/// Where a value sits in a message, for error messages: `data.items[2]` or
/// `data.capabilities["camera.document"].version`.
///
/// Decoders extend the path at every level, so it is built to make that cheap: the last component is
/// stored inline and the rest is a shared chain of immutable nodes. Creating the paths of an object's
/// members allocates nothing; `JSONValueReader` turns the object's own path into a node once.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into a value.
    public enum Component: Hashable, Sendable {
        /// An object member.
        case key(String)
        /// An array element, counted from 0.
        case index(Int)
    }

    /// A path with one more component than its parent, shared by all paths that extend it.
    @usableFromInline
    final class Node: Sendable {
        let parent: Node?
        let component: Component

        init(parent: Node?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    /// Every component but the last.
    private let parent: Node?
    /// The last component when it is a key. The last component is kept as a key and an index rather
    /// than as a `Component?`: a path is made for every member a decoder reads, and an optional
    /// multi-payload enum is copied and destroyed through run-time value witnesses.
    private let lastKey: String?
    /// The last component when it is an index.
    private let lastIndex: Int?
    /// The whole path as a node, for a path made once and used for many messages (see
    /// `init(_:)`); nil when `node` makes one on demand.
    private let ownNode: Node?

    /// The one initializer that sets the parts; the others say which parts they give.
    private init(parent: Node?, lastKey: String?, lastIndex: Int?, ownNode: Node?) {
        self.parent = parent
        self.lastKey = lastKey
        self.lastIndex = lastIndex
        self.ownNode = ownNode
    }

    /// The empty path: the message itself.
    public init() {
        self.init(parent: nil, lastKey: nil, lastIndex: nil, ownNode: nil)
    }

    /// A path made of `components`, outermost first.
    ///
    /// It keeps itself as a node too, so a path made once, such as `payload.data`, costs nothing
    /// each time a decoder starts reading there.
    public init(_ components: [Component]) {
        var parent: Node?
        for component in components.dropLast() { parent = Node(parent: parent, component: component) }
        let (key, index) = Self.stored(components.last)
        self.init(
            parent: parent, lastKey: key, lastIndex: index,
            ownNode: components.last.map { Node(parent: parent, component: $0) })
    }

    /// `payload.data`, where request, result and event data sit in a message: made once, so decoding
    /// a message's data allocates no path.
    @_spi(BridgeGenerated) public static let payloadData = JSONPath([.key("payload"), .key("data")])

    /// A path that extends the path `parent` stands for by `component`.
    @usableFromInline
    init(parent: Node?, last component: Component) {
        let (key, index) = Self.stored(component)
        self.init(parent: parent, lastKey: key, lastIndex: index, ownNode: nil)
    }

    /// A member's path: `parent` followed by the key.
    @usableFromInline
    init(parent: Node?, key: String) {
        self.init(parent: parent, lastKey: key, lastIndex: nil, ownNode: nil)
    }

    /// An element's path: `parent` followed by the index.
    @usableFromInline
    init(parent: Node?, index: Int) {
        self.init(parent: parent, lastKey: nil, lastIndex: index, ownNode: nil)
    }

    /// A component as `lastKey` and `lastIndex`.
    private static func stored(_ component: Component?) -> (key: String?, index: Int?) {
        switch component {
        case .key(let key): (key, nil)
        case .index(let index): (nil, index)
        case nil: (nil, nil)
        }
    }

    /// The last component; nil only for the empty path.
    private var last: Component? {
        if let lastKey { return .key(lastKey) }
        return lastIndex.map(Component.index)
    }

    /// The path as a node that child paths can share; nil for the empty path.
    @usableFromInline
    var _node: Node? {
        ownNode ?? last.map { Node(parent: parent, component: $0) }
    }

    /// This path followed by an object member.
    public func appending(key: String) -> JSONPath {
        appending(.key(key))
    }

    /// This path followed by an array element.
    public func appending(index: Int) -> JSONPath {
        appending(.index(index))
    }

    /// This path followed by `component`.
    public func appending(_ component: Component) -> JSONPath {
        JSONPath(parent: _node, last: component)
    }

    /// Whether this is the empty path.
    public var isEmpty: Bool {
        last == nil
    }

    /// The components, outermost first.
    public var components: [Component] {
        var components = last.map { [$0] } ?? []
        var node = parent
        while let current = node {
            components.append(current.component)
            node = current.parent
        }
        return components.reversed()
    }

    /// Paths are equal when their components are.
    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// JavaScript-like notation: `data.width`, `items[2]`, `capabilities["camera.document"]`; members
    /// whose names are not identifiers are bracketed and quoted. The empty path prints as nothing.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let name) where Self.isIdentifier(name):
                text += text.isEmpty ? name : "." + name
            case .key(let name):
                text += "[\(JSONValue.string(name))]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// Whether `name` is an ASCII JavaScript identifier, and so can follow a dot.
    private static func isIdentifier(_ name: String) -> Bool {
        func isStart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        guard let first = name.utf8.first, isStart(first) else { return false }
        return name.utf8.allSatisfy { isStart($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
