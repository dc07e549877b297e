/// Turns what libyaml reports into a diagnostic a person can act on.
///
/// libyaml describes problems in terms of its own machinery ("found character that cannot start any
/// token", "did not find expected key"). For the problems people actually make in a hand-written
/// spec (tabs, unclosed quotes and brackets, unquoted colons, bad indentation, non-UTF-8 files) this
/// says what is wrong in the spec's terms, looking at the offending character itself. Anything else
/// keeps libyaml's words, with its context as a note.
enum YAMLSyntaxDiagnostic {
    static func diagnostic(for problem: YAMLSyntaxProblem, in source: SourceText) -> Diagnostic {
        if problem.stage == .reader { return readerDiagnostic(for: problem, in: source) }
        let character = source.scalar(at: problem.location)
        let contextNote =
            problem.contextLocation.flatMap { location -> [Diagnostic] in
                guard location != problem.location, let context = problem.context else { return [] }
                return [.note(contextDescription(context), at: location)]
            } ?? []
        let context = problem.context ?? ""

        switch problem.problem {
        case "found character that cannot start any token" where character == "\t",
            "found a tab character that violates indentation",
            "found a tab character where an indentation space is expected":
            let message =
                source.isInIndentation(problem.location)
                ? "tabs are not allowed in indentation; indent with spaces"
                : "a tab cannot start a value; use spaces"
            return .error(message, at: problem.location)
        case "found character that cannot start any token":
            return .error(
                "\(quoted(character)) cannot start a plain value; put the value in quotes", at: problem.location
            )
        case "found unexpected end of stream" where context == "while scanning a quoted scalar":
            let opening = problem.contextLocation ?? problem.location
            let quote = source.scalar(at: opening).map(String.init) ?? "\""
            return .error(
                "this quoted string is never closed; add the closing \(quote)", at: opening,
                notes: [.note("the file ends here, still inside the string", at: problem.location)]
            )
        case "mapping values are not allowed in this context":
            if let dedented = dedentedKey(beforeLineOf: problem.location, in: source) { return dedented }
            return .error(
                "unexpected ':'; quote a value that contains ': ', and start a nested mapping on its own line",
                at: problem.location
            )
        case "block sequence entries are not allowed in this context":
            return .error(
                "a sequence cannot start on the line of its key; put '- ' items on the following lines, indented",
                at: problem.location
            )
        case "did not find expected key":
            return .error(
                unexpectedInMapping(character, at: problem.location, in: source), at: problem.location, notes: contextNote)
        case "did not find expected '-' indicator":
            return .error(
                "expected a '- ' item lined up with the items above; a sequence and a mapping cannot share a level",
                at: problem.location, notes: contextNote
            )
        case "did not find expected ',' or ']'", "did not find expected ',' or '}'":
            let closing = problem.problem.hasSuffix("']'") ? "]" : "}"
            let opening = closing == "]" ? "[" : "{"
            return .error(
                "expected ',' or '\(closing)' here; the '\(opening)' is not closed",
                at: problem.location,
                notes: problem.contextLocation.map { [.note("the '\(opening)' is here", at: $0)] } ?? []
            )
        case "could not find expected ':'":
            return .error(
                "this key has no ':'; every line of a mapping is 'key: value'",
                at: problem.contextLocation ?? problem.location
            )
        case "did not find expected node content":
            return .error("expected a value here, found \(quoted(character))", at: problem.location)
        case "found undefined tag handle":
            return .error("tags are not supported in a spec; every value is read as text", at: problem.location)
        case "found incompatible YAML document":
            return .error("only YAML 1.1 and 1.2 documents can be read; remove the %YAML directive", at: problem.location)
        case "did not find expected <document start>":
            return .error(
                "unexpected text after the end of the document; is this line indented less than the first one?",
                at: problem.location
            )
        case _ where context == "while parsing a quoted scalar":
            return .error(
                "invalid escape sequence in a double-quoted string; write '\\\\' for a backslash, or use single quotes",
                at: problem.location, notes: contextNote
            )
        default:
            return .error("invalid YAML: \(problem.problem)", at: problem.location, notes: contextNote)
        }
    }

    /// The key of the line before `location`'s, when that line is `key: value` indented less than
    /// `location`'s line: YAML then reads the next line as more of the plain value, until its `:`
    /// makes no sense. The key is where the mistake is, most often a key lined up with the keys of
    /// an outer mapping rather than with its neighbours'.
    private static func dedentedKey(beforeLineOf location: SourceLocation, in source: SourceText) -> Diagnostic? {
        guard let line = source.line(location.line), let keyLine = previousContentLine(before: location.line, in: source),
            let key = plainValuedKey(keyLine.text), indentation(keyLine.text) < indentation(line)
        else { return nil }
        let column = indentation(line) + 1
        // The line above the key, when it is indented like the line after: the key's neighbours.
        let neighbour = previousContentLine(before: keyLine.number, in: source)
            .flatMap { indentation($0.text) == indentation(line) ? plainKey($0.text) : nil }
        let advice =
            neighbour.map { "indent it to column \(column), like '\($0)' above" }
            ?? "indent it to column \(column), like the line after it"
        return .error(
            "'\(key)' is indented less than the line after it, which YAML therefore reads as part of its value; \(advice)",
            at: SourceLocation(file: source.path, line: keyLine.number, column: indentation(keyLine.text) + 1),
            notes: [
                .note(
                    "read as part of the value of '\(key)'",
                    at: SourceLocation(file: source.path, line: location.line, column: column))
            ])
    }

    /// The last line before line `number` that is neither blank nor a comment, with its number.
    private static func previousContentLine(before number: Int, in source: SourceText) -> (number: Int, text: String)? {
        var candidate = number - 1
        while candidate >= 1, let text = source.line(candidate) {
            let content = text.drop { $0 == " " }
            if !content.isEmpty, !content.hasPrefix("#") { return (candidate, text) }
            candidate -= 1
        }
        return nil
    }

    /// The key of a `key: value` line whose value is a plain scalar, which may go on over the lines
    /// after it.
    private static func plainValuedKey(_ line: String) -> String? {
        guard let key = plainKey(line), let colon = line.firstRange(of: ": ") else { return nil }
        let value = line[colon.upperBound...].drop { $0 == " " }
        guard let first = value.first, !"'\"[{|>&*!#%@`".contains(first) else { return nil }
        return key
    }

    /// The key of a line that starts a mapping entry, `key:` or `key: value`.
    private static func plainKey(_ line: String) -> String? {
        let content = line.drop { $0 == " " }
        guard let colon = content.firstIndex(of: ":"), colon > content.startIndex else { return nil }
        let after = content.index(after: colon)
        guard after == content.endIndex || content[after] == " " else { return nil }
        let key = content[..<colon]
        guard let first = key.first, !"-[{'\"#".contains(first), !key.contains(" ") else { return nil }
        return String(key)
    }

    /// The number of spaces a line starts with.
    private static func indentation(_ line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// Problems decoding the bytes: the spec is not UTF-8, or contains control characters (binary).
    private static func readerDiagnostic(for problem: YAMLSyntaxProblem, in source: SourceText) -> Diagnostic {
        if problem.problem == "control characters are not allowed" {
            return .error(
                "the control character U+\(hex(problem.value, digits: 4)) is not allowed in a YAML file; is this a binary file?",
                at: problem.location
            )
        }
        // libyaml's UTF-8 problems ("invalid trailing UTF-8 octet", …) point past the damage; point at
        // the first byte that is not UTF-8 instead, and name it.
        guard let offset = source.firstInvalidUTF8Offset else {
            return .error("the file cannot be read as UTF-8: \(problem.problem)", at: problem.location)
        }
        return .error(
            "the file is not valid UTF-8 (byte 0x\(hex(Int(source.bytes[offset]), digits: 2)) here); save the spec as UTF-8",
            at: source.location(ofByteOffset: offset)
        )
    }

    /// What went wrong where libyaml expected the next key of a block mapping.
    private static func unexpectedInMapping(
        _ character: Unicode.Scalar?, at location: SourceLocation, in source: SourceText
    ) -> String {
        switch character {
        case "]", "}":
            return "unexpected \(quoted(character)): nothing is open for it to close"
        case "-" where source.isInIndentation(location):
            return "a '- ' item cannot stand among the keys of a mapping; check the indentation"
        case _ where source.isInIndentation(location):
            return "this line is not lined up with the keys of its mapping; check the indentation"
        default:
            return "unexpected text after a value; quote the whole value, or start a new line for the next key"
        }
    }

    /// A note for libyaml's context, which names the construct the problem was found in.
    private static func contextDescription(_ context: String) -> String {
        switch context {
        case "while parsing a block mapping": "the mapping starts here"
        case "while parsing a block collection": "the sequence starts here"
        case "while parsing a quoted scalar": "the string starts here"
        default: "\(context) that starts here"
        }
    }

    /// `value` in upper-case hexadecimal, padded with zeros to `digits`.
    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A character for a message: `'@'`, or "the end of the file" where there is none.
    private static func quoted(_ character: Unicode.Scalar?) -> String {
        character.map { "'\($0)'" } ?? "the end of the line"
    }
}
