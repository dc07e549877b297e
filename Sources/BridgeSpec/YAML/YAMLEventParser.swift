internal import CYAML

/// Reads YAML events from bytes with libyaml's event API.
///
/// The class owns the C parser and frees it in `deinit`. The parser lives at a fixed heap address
/// because libyaml keeps a pointer to it (its string reader is handed the parser itself). It reads
/// the source's bytes in place, without a copy, so it exists only inside `parsing(_:_:)`, while
/// they are borrowed. Input is read as UTF-8 only: the spec format does not accept UTF-16.
final class YAMLEventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let source: SourceText
    /// Whether `yaml_parser_initialize` succeeded, and so whether the parser must be deleted.
    private let isInitialized: Bool

    /// Calls `body` with a parser of `source`'s bytes. The parser must not outlive the call.
    static func parsing<Result>(_ source: SourceText, _ body: (YAMLEventParser) -> Result) -> Result {
        // libyaml refuses a null input, which an empty array may give.
        let bytes = source.bytes.isEmpty ? [0] : source.bytes
        return bytes.withUnsafeBufferPointer { input in
            var parser = YAMLEventParser(input: input.baseAddress!, count: source.bytes.count, source: source)
            let result = body(parser)
            precondition(isKnownUniquelyReferenced(&parser), "a YAMLEventParser outlived the bytes it reads")
            return result
        }
    }

    private init(input: UnsafePointer<UInt8>, count: Int, source: SourceText) {
        self.source = source
        parser = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        isInitialized = yaml_parser_initialize(parser) != 0
        if isInitialized {
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, input, count)
        }
    }

    deinit {
        if isInitialized { yaml_parser_delete(parser) }
        parser.deinitialize(count: 1)
        parser.deallocate()
    }

    /// The next event, or what stopped libyaml. After a problem, libyaml cannot go on.
    func next() -> Result<YAMLEvent, YAMLSyntaxProblem> {
        guard isInitialized else { return .failure(memoryProblem) }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else { return .failure(problem()) }
        defer { yaml_event_delete(&event) }
        let location = self.location(of: event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT: return .success(.streamStart)
        case YAML_DOCUMENT_START_EVENT: return .success(.documentStart(location))
        case YAML_DOCUMENT_END_EVENT: return .success(.documentEnd)
        case YAML_ALIAS_EVENT: return .success(.alias(name: Self.string(event.data.alias.anchor), location))
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let scalar = YAMLScalar(text: text, isPlain: data.style == YAML_PLAIN_SCALAR_STYLE)
            return .success(.scalar(scalar, Self.properties(anchor: data.anchor, tag: data.tag), location))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .success(.sequenceStart(Self.properties(anchor: data.anchor, tag: data.tag), location))
        case YAML_SEQUENCE_END_EVENT: return .success(.sequenceEnd)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .success(.mappingStart(Self.properties(anchor: data.anchor, tag: data.tag), location))
        case YAML_MAPPING_END_EVENT: return .success(.mappingEnd)
        default: return .success(.streamEnd)
        }
    }

    /// libyaml's error state as Swift values.
    private func problem() -> YAMLSyntaxProblem {
        let state = parser.pointee
        let stage: YAMLSyntaxProblem.Stage
        switch state.error {
        case YAML_READER_ERROR: stage = .reader
        case YAML_SCANNER_ERROR: stage = .scanner
        case YAML_PARSER_ERROR: stage = .parser
        default: return memoryProblem
        }
        // Reader problems carry a byte offset; the others a mark that libyaml counts in characters.
        let location =
            stage == .reader
            ? source.location(ofByteOffset: state.problem_offset)
            : self.location(of: state.problem_mark)
        return YAMLSyntaxProblem(
            stage: stage,
            problem: state.problem.map { String(cString: $0) } ?? "unknown problem",
            location: location,
            context: state.context.map { String(cString: $0) },
            contextLocation: state.context == nil ? nil : self.location(of: state.context_mark),
            value: Int(state.problem_value)
        )
    }

    private var memoryProblem: YAMLSyntaxProblem {
        YAMLSyntaxProblem(
            stage: .memory, problem: "out of memory", location: SourceLocation(file: source.path, line: 1, column: 1),
            context: nil, contextLocation: nil, value: -1
        )
    }

    /// A libyaml mark (0-based line and column, in characters) as a 1-based source location.
    private func location(of mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(source: source.file, line: mark.line + 1, column: mark.column + 1)
    }

    private static func properties(
        anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?
    ) -> YAMLEvent.Properties {
        YAMLEvent.Properties(anchor: anchor.map(string), tag: tag.map(string))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }
}
