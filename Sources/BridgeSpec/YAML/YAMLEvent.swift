/// One libyaml parsing event, copied out of C memory into Swift values.
enum YAMLEvent: Equatable {
    /// A node's decorations that the spec format rejects but a reader must notice.
    struct Properties: Equatable {
        /// The `&name` the node was anchored with.
        var anchor: String?
        /// The `!tag` the node was written with.
        var tag: String?
    }

    case streamStart
    case streamEnd
    case documentStart(SourceLocation)
    case documentEnd
    /// `*name`, a reference to an anchored node.
    case alias(name: String, SourceLocation)
    case scalar(YAMLScalar, Properties, SourceLocation)
    case sequenceStart(Properties, SourceLocation)
    case sequenceEnd
    case mappingStart(Properties, SourceLocation)
    case mappingEnd
}
