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
            printer.print(attribute.text)
        }
    }

    /// The modifiers before a declaration's keyword, each followed by a space: `public static `.
    ///
    /// The access modifier comes first and the setter's next, as in `public private(set) var`; the other
    /// modifiers follow in the order given, the nil ones left out.
    func modifiers(_ access: Access, setter: AccessModifier? = nil, _ others: [String?] = []) -> String {
        var text = ""
        if let keyword = keyword(for: access) { text += keyword + " " }
        if let setter { text += setter.rawValue + "(set) " }
        for case let other? in others { text += other + " " }
        return text
    }
}

extension Attribute {
    /// `@name` or `@name(arguments)`.
    var text: String {
        let message = self.message.map { ", message: " + SwiftLiteral.string($0) } ?? ""
        return "@\(name)" + (arguments.map { "(\($0)\(message))" } ?? "")
    }
}
