import BridgeGenKit
import BridgeSpec

/// Turns the structured TypeScript representation into text; the only place that knows how
/// TypeScript is spelled and laid out.
///
/// The layout is prettier's, at 110 columns and two spaces per level: a construct stays on one
/// line when it fits, otherwise its list breaks one item per line with trailing commas, a union one
/// member per line after `|`, and an object written `expanded` has a member per line. Declarations
/// are apart by blank lines, lines never end in spaces, and the text ends in one newline.
///
/// The same tree renders as the package's three kinds of file (see `Output`): the TypeScript
/// source, the JavaScript a browser runs, and the declarations a TypeScript project compiles against,
/// so the shipped `dist/` says what the source says without a compiler.
struct TypeScriptRenderer: Sendable {
    /// The kind of file the renderer writes.
    let output: TypeScriptOutput

    /// A renderer of `output`, the TypeScript source unless told.
    init(output: TypeScriptOutput = .source) {
        self.output = output
    }

    /// The most columns a line takes, indentation included, JSDoc too.
    static let lineWidth = 110
    /// The columns of one step of indentation.
    static let indentWidth = 2

    /// The text of `module`.
    func render(_ module: TypeScriptModule) -> String {
        var printer = CodePrinter(indentUnit: String(repeating: " ", count: Self.indentWidth))
        for line in module.headerComment { printer.print(line.isEmpty ? "//" : "// " + line) }
        var isEmpty = module.headerComment.isEmpty
        func separate(_ printer: inout CodePrinter) {
            if !isEmpty { printer.print() }
            isEmpty = false
        }
        let imports = output == .javaScript ? module.imports.compactMap(\.valueImport) : module.imports
        if !imports.isEmpty {
            separate(&printer)
            for item in imports { renderImport(item, into: &printer) }
        }
        for declaration in module.declarations where emits(declaration) {
            separate(&printer)
            renderDeclaration(declaration, into: &printer)
        }
        return printer.content
    }

    /// `import { a, type B } from "module";`, its names one per line when they do not fit.
    private func renderImport(_ item: TypeScriptImport, into printer: inout CodePrinter) {
        let from = " from " + literal(item.module) + ";"
        let position = position(after: "import ", in: printer, trailing: from.count)
        let names = list(item.names, open: "{ ", close: " }", at: position) { name in
            Layout((name.isTypeOnly ? "type " : "") + name.name)
        }
        printer.print("import " + names + from)
    }

    // MARK: Printing laid-out text

    /// Where a construct starts after `head` on a new line of the printer, followed by `trailing` columns.
    func position(after head: String, in printer: CodePrinter, trailing: Int) -> LayoutPosition {
        LayoutPosition(
            indent: printer.indentationWidth, column: printer.indentationWidth + head.count, trailing: trailing,
            lineWidth: Self.lineWidth, indentWidth: Self.indentWidth)
    }

    /// `open a, b, c close` on one line when it fits at `position`; otherwise `open` and `close`
    /// (without their inner spaces) on lines of their own around the items, each on a line one
    /// step deeper, followed by a comma unless `hasComma` says otherwise.
    func list<Item>(
        _ items: [Item], open: String, close: String, at position: LayoutPosition,
        hasComma: (Item, _ isLast: Bool) -> Bool = { _, _ in true }, layout: (Item) -> Layout
    ) -> Layout {
        list(items, open: open, close: close, at: position, hasComma: hasComma) { item, _ in layout(item) }
    }

    /// `list` with items laid out where they start, for items that may break themselves.
    func list<Item>(
        _ items: [Item], open: String, close: String, at position: LayoutPosition,
        hasComma: (Item, _ isLast: Bool) -> Bool = { _, _ in true }, layout: (Item, LayoutPosition) -> Layout
    ) -> Layout {
        let flat = items.map {
            layout($0, LayoutPosition(indent: 0, column: 0, trailing: 0, lineWidth: .max, indentWidth: Self.indentWidth))
        }
        if flat.allSatisfy({ $0.lines.count == 1 }) {
            let line = open + flat.map { $0.lines[0].text }.joined(separator: ", ") + close
            if position.fits(line) { return Layout(line) }
        }
        var result = Layout(Self.trimmingSpaces(open))
        for (index, item) in items.enumerated() {
            let comma = hasComma(item, index == items.count - 1) ? "," : ""
            result.append(layout(item, position.nextLine(trailing: comma.count)) + comma, depth: 1)
        }
        result.append(Layout(Self.trimmingSpaces(close)), depth: 0)
        return result
    }

    /// `text` without the spaces at either end that keep a bracket apart from its items on one line.
    private static func trimmingSpaces(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    // MARK: Spelling

    /// `text` as a double-quoted string literal: JSON's escaping is valid TypeScript.
    func literal(_ text: String) -> String { JSONLiteral.string(text) }

    /// A number as TypeScript writes it: whole numbers without a fraction.
    func literal(_ number: Double) -> String { JSONLiteral.number(number) }

    /// A property's key: the name itself when it is an identifier, a string literal otherwise or
    /// when always quoted; in an object literal, `__proto__` is computed (`["__proto__"]`), since in
    /// any other form it sets the object's prototype instead of a property.
    func key(_ key: TypeScriptPropertyKey, inObjectLiteral: Bool) -> String {
        switch key {
        case .name(let name) where inObjectLiteral && name == "__proto__",
            .string(let name) where inObjectLiteral && name == "__proto__":
            "[\(literal(name))]"
        case .name(let name): TypeScriptSyntax.isIdentifier(name) ? name : literal(name)
        case .string(let name): literal(name)
        }
    }
}
