/// Parses a field's type as the spec writes it: `string`, `integer`, `number`, `boolean`, `bytes`,
/// `json`, `array<T>`, `map<T>` or a type name. Spaces are allowed inside `<…>` only.
///
/// It works in one pass with a count of open brackets instead of recursing, and bounds nesting, so
/// neither a hostile type string nor the `TypeReference` built from it can exhaust the stack. Whether
/// a name refers to a declared type is the validator's business.
enum TypeReferenceParser {
    /// How deeply `array<…>` and `map<…>` may nest; real specs use one or two levels.
    static let maximumNesting = 8

    /// Why a type could not be parsed, in words for the spec's author.
    struct Failure: Error, Equatable {
        var message: String
    }

    static func parse(_ text: String) -> Result<TypeReference, Failure> {
        if let plain = plainName(text) { return .success(plain) }
        var cursor = Cursor(text)
        var containers: [String] = []
        var reference: TypeReference
        while true {
            if !containers.isEmpty { cursor.skipSpaces() }
            let name = cursor.word()
            if !containers.isEmpty { cursor.skipSpaces() }
            guard !name.isEmpty else {
                if let container = containers.last { return fail("expected a type inside '\(container)<…>'", text) }
                return fail(cursor.isAtEnd ? "expected a type" : "unexpected \(cursor.quotedNext) in type", text)
            }
            let isContainer = name == "array" || name == "map"
            if cursor.next == "<" {
                guard isContainer else {
                    // A misspelt container (`aray<string>`) is far likelier than a type argument given by mistake.
                    guard let container = Suggestion.closest(to: name, among: ["array", "map"]) else {
                        return fail("'\(name)' takes no type argument; only array<…> and map<…> do", text)
                    }
                    return fail("'\(name)' takes no type argument; did you mean '\(container)'?", text)
                }
                guard containers.count < maximumNesting else {
                    return fail("type nests more than \(maximumNesting) levels deep", text)
                }
                containers.append(name)
                cursor.advance()
                continue
            }
            if isContainer {
                var lookahead = cursor
                lookahead.skipSpaces()
                if lookahead.next == "<" { return fail("no space is allowed between '\(name)' and '<'", text) }
                let example = name == "array" ? "array<string>" : "map<string>"
                return fail("'\(name)' needs the type of its \(name == "array" ? "elements" : "values"), as in \(example)", text)
            }
            reference = builtIn(name) ?? .named(name)
            break
        }
        for container in containers.reversed() {
            cursor.skipSpaces()
            if container == "map", cursor.next == "," {
                return fail("map keys are always strings; write map<V> with only the value type", text)
            }
            guard cursor.next == ">" else {
                return fail(
                    (cursor.isAtEnd ? "" : "unexpected \(cursor.quotedNext); ") + "expected '>' to close '\(container)<'",
                    text
                )
            }
            cursor.advance()
            reference = container == "array" ? .array(reference) : .map(reference)
        }
        guard cursor.isAtEnd else { return fail("unexpected \(cursor.quotedNext) after the type", text) }
        return .success(reference)
    }

    /// The type a single ASCII word names, as most fields' types are, read without walking the
    /// text scalar by scalar; nil for anything else, including `array` and `map` alone.
    private static func plainName(_ text: String) -> TypeReference? {
        let isWord =
            !text.isEmpty
            && text.utf8.allSatisfy { byte in
                let lowercased = byte | 0x20
                return byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased)
            }
        guard isWord, text != "array", text != "map" else { return nil }
        return builtIn(text) ?? .named(text)
    }

    private static func builtIn(_ name: String) -> TypeReference? {
        switch name {
        case "string": .string
        case "integer": .integer
        case "number": .number
        case "boolean": .boolean
        case "bytes": .bytes
        case "json": .json
        default: nil
        }
    }

    private static func fail(_ message: String, _ text: String) -> Result<TypeReference, Failure> {
        .failure(Failure(message: "invalid type '\(text)': \(message)"))
    }

    /// A position in the type's text, read in place: a word is a slice of it.
    private struct Cursor {
        private let scalars: String.UnicodeScalarView
        private var index: String.Index

        init(_ text: String) {
            scalars = text.unicodeScalars
            index = scalars.startIndex
        }

        var isAtEnd: Bool { index == scalars.endIndex }
        var next: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }
        var quotedNext: String { next.map { "'\($0)'" } ?? "end" }

        mutating func advance() { scalars.formIndex(after: &index) }

        mutating func skipSpaces() {
            while let scalar = next, scalar.hasWhiteSpaceProperty { advance() }
        }

        /// Letters, digits and underscores: a type name or a built-in name.
        mutating func word() -> String {
            let start = index
            while let scalar = next, scalar == "_" || scalar.isLetterOrDigit { advance() }
            return String(scalars[start..<index])
        }
    }
}
