import BridgeGenKit

extension SwiftRenderer {
    /// Prints what stands above a declaration: its doc comment, then one attribute per line.
    func renderPreamble(docComment: String?, attributes: [Attribute], into printer: inout CodePrinter) {
        if let docComment {
            let topLevelWidth = docCommentWidth - "/// ".utf8.count
            let textWidth = max(
                topLevelWidth - printer.indentationWidth,
                min(topLevelWidth, SwiftRenderer.minimumDocCommentTextWidth)
            )
            DocCommentFormatter(width: textWidth).print(docComment, into: &printer)
        }
        for attribute in attributes where attribute != .generatedSPI || accessLevel == .public {
            _ = printer.printLine { line in
                attribute.append(to: &line)
                return true
            }
        }
    }

    /// Appends the modifiers before a declaration's keyword, each followed by a space: `public static `.
    ///
    /// The access modifier comes first and the setter's next, as in `public private(set) var`; the other
    /// modifiers follow in the order given, the nil ones left out. They are parameters of their own
    /// rather than an array, which every declaration would allocate.
    func appendModifiers<Output: TextOutput>(
        _ access: Access, setter: AccessModifier? = nil, _ first: String? = nil, _ second: String? = nil,
        _ third: String? = nil, to text: inout Output
    ) {
        if let keyword = keyword(for: access) {
            text += keyword
            text += " "
        }
        if let setter {
            text += setter.rawValue
            text += "(set) "
        }
        if let first {
            text += first
            text += " "
        }
        if let second {
            text += second
            text += " "
        }
        if let third {
            text += third
            text += " "
        }
    }
}

extension Attribute {
    /// `@name` or `@name(arguments)`.
    var text: String {
        var text = ""
        append(to: &text)
        return text
    }

    /// Appends `@name` or `@name(arguments)`.
    func append<Output: TextOutput>(to text: inout Output) {
        text += "@"
        text += name
        guard let arguments else { return }
        text += "("
        text += arguments
        if let message {
            text += ", message: "
            SwiftLiteral.append(message, to: &text)
        }
        text += ")"
    }
}
