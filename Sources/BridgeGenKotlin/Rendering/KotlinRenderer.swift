/// Writes Kotlin files: the only code of the Kotlin output that knows text. Four spaces per level,
/// a blank line between members, KDoc wrapped at 100 columns, long calls, lambdas and `when`
/// conditions broken over lines, names escaped where Kotlin would read
/// a keyword, literals quoted and escaped.
package struct KotlinRenderer {
    /// The column KDoc text wraps at.
    static let docWidth = 100
    /// How long an expression may be before its call's arguments, its lambda's body or its `when`'s
    /// conditions go on lines of their own: less than a line, as what precedes it (`val name = `,
    /// a branch's conditions) is not counted.
    static let wrapWidth = 90

    package init() {}

    /// The file's text, ending in one newline.
    package func render(_ file: KotlinFile) -> String {
        var lines = file.headerComment.map { "// " + $0 }
        if !file.optIns.isEmpty {
            lines.append("@file:OptIn(" + file.optIns.map { $0 + "::class" }.joined(separator: ", ") + ")")
        }
        lines.append("")
        lines.append("package " + file.packageName)
        if !file.imports.isEmpty {
            lines.append("")
            lines += file.imports.map { "import " + $0 }
        }
        for declaration in file.declarations {
            lines.append("")
            lines += render(declaration, indent: "")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func render(_ declaration: KotlinDeclaration, indent: String) -> [String] {
        switch declaration {
        case .type(let type): render(type, indent: indent)
        case .function(let function): render(function, indent: indent)
        case .property(let property): render(property, indent: indent)
        }
    }

    // MARK: Declarations

    func render(_ type: KotlinClass, indent: String) -> [String] {
        var lines = doc(type.doc, indent: indent) + type.annotations.map { indent + $0 }
        var head = [type.visibility.rawValue] + type.modifiers + [type.kind.rawValue]
        if !type.name.isEmpty { head.append(KotlinNaming.escaped(type.name)) }
        var text = indent + head.joined(separator: " ")
        var parameterLines: [String] = []
        if let constructor = type.constructor {
            if constructor.count <= 1 && constructor.allSatisfy(\.doc.isEmpty) {
                text += "(" + constructor.map(parameter).joined(separator: ", ") + ")"
            } else {
                text += "("
                for item in constructor {
                    parameterLines += doc(item.doc, indent: indent + "    ") + [indent + "    " + parameter(item) + ","]
                }
            }
        }
        let supertypes = type.supertypes.map { supertype in
            typeName(supertype.type) + (supertype.arguments.map { "(" + $0.map(expression).joined(separator: ", ") + ")" } ?? "")
        }
        let tail = (supertypes.isEmpty ? "" : " : " + supertypes.joined(separator: ", "))
        let body = type.entries.isEmpty && type.members.isEmpty ? "" : " {"
        if parameterLines.isEmpty {
            lines.append(text + tail + body)
        } else {
            lines.append(text)
            lines += parameterLines
            lines.append(indent + ")" + tail + body)
        }
        guard !body.isEmpty else { return lines }
        let inner = indent + "    "
        for (index, entry) in type.entries.enumerated() {
            if index > 0 { lines.append("") }
            let arguments = entry.arguments.isEmpty ? "" : "(" + entry.arguments.map(expression).joined(separator: ", ") + ")"
            let end = index == type.entries.count - 1 ? ";" : ","
            lines += doc(entry.doc, indent: inner) + [inner + KotlinNaming.escaped(entry.name) + arguments + end]
        }
        for (index, member) in type.members.enumerated() {
            if index > 0 || !type.entries.isEmpty { lines.append("") }
            lines += render(member, indent: inner)
        }
        lines.append(indent + "}")
        return lines
    }

    func render(_ function: KotlinFunction, indent: String) -> [String] {
        var lines = doc(function.doc, indent: indent) + function.annotations.map { indent + $0 }
        let head = ([function.visibility?.rawValue].compactMap { $0 } + function.modifiers + ["fun"]).joined(separator: " ")
        var text = indent + head + " " + KotlinNaming.escaped(function.name)
        text += "(" + function.parameters.map(parameter).joined(separator: ", ") + ")"
        if let result = function.returnType { text += ": " + typeName(result) }
        switch function.body {
        case .expression(let value) where function.returnType == nil:
            // Explicit API mode wants a type for every public expression body: a Unit function gets a block.
            lines.append(text + " {")
            lines += expressionLines(value, indent: indent + "    ")
            lines.append(indent + "}")
        case .expression(let value):
            lines += prefixed(text + " = ", expressionLines(value, indent: indent))
        case .none:
            lines.append(text)
        case .block(let statements):
            lines.append(text + " {")
            lines += statements.flatMap { statement($0, indent: indent + "    ") }
            lines.append(indent + "}")
        }
        return lines
    }

    func render(_ property: KotlinProperty, indent: String) -> [String] {
        let head = ([property.visibility?.rawValue].compactMap { $0 } + property.modifiers + ["val"]).joined(separator: " ")
        let text = indent + head + " " + KotlinNaming.escaped(property.name) + ": " + typeName(property.type)
        switch property.value {
        case .initializer(let value):
            return doc(property.doc, indent: indent) + prefixed(text + " = ", expressionLines(value, indent: indent))
        case .getter(let value):
            return doc(property.doc, indent: indent) + [text]
                + prefixed(indent + "    get() = ", expressionLines(value, indent: indent + "    "))
        }
    }

    func parameter(_ parameter: KotlinParameter) -> String {
        var words = parameter.jvmGetter.map { ["@get:JvmName(\"\($0)\")"] } ?? []
        words += [parameter.visibility?.rawValue].compactMap { $0 }
        if parameter.isProperty { words.append("val") }
        words.append(KotlinNaming.escaped(parameter.name) + ": " + typeName(parameter.type))
        var text = words.joined(separator: " ")
        if let value = parameter.defaultValue { text += " = " + expression(value) }
        return text
    }

    // MARK: KDoc

    /// The KDoc comment of `paragraphs`: each wrapped at `docWidth`, a blank line between them.
    func doc(_ paragraphs: [String], indent: String) -> [String] {
        guard !paragraphs.isEmpty else { return [] }
        var lines = [indent + "/**"]
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(indent + " *") }
            // `*/` would end the comment early.
            let text = paragraph.replacing("*/", with: "*&#47;")
            var line = ""
            for word in text.split(separator: " ", omittingEmptySubsequences: true) {
                if !line.isEmpty && indent.count + 3 + line.count + 1 + word.count > Self.docWidth {
                    lines.append(indent + " * " + line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(indent + " * " + line)
        }
        lines.append(indent + " */")
        return lines
    }

    // MARK: Types

    func typeName(_ type: KotlinType) -> String {
        switch type {
        case .named(let name, let arguments):
            arguments.isEmpty ? name : name + "<" + arguments.map(typeName).joined(separator: ", ") + ">"
        case .nullable(let wrapped):
            if case .function = wrapped { "(" + typeName(wrapped) + ")?" } else { typeName(wrapped) + "?" }
        case .function(let isSuspend, let parameters, let result):
            (isSuspend ? "suspend " : "") + "(" + parameters.map(typeName).joined(separator: ", ") + ") -> "
                + typeName(result)
        }
    }

    /// `first` before the first of `lines`.
    func prefixed(_ first: String, _ lines: [String]) -> [String] {
        guard let head = lines.first else { return [first] }
        return [first + head.drop { $0 == " " }] + lines.dropFirst()
    }
}
