import Testing

@testable import BridgeGenKit

@Suite struct CodePrinterTests {
    @Test func indentsEachLineByTheCurrentLevel() {
        var printer = CodePrinter()
        printer.print("struct A {")
        printer.indent()
        printer.print("let a: Int")
        printer.withIndentation { $0.print("deeper") }
        printer.outdent()
        printer.print("}")
        #expect(
            printer.content == """
                struct A {
                    let a: Int
                        deeper
                }

                """
        )
    }

    @Test func printsEmptyLinesWithoutIndentation() {
        var printer = CodePrinter()
        printer.withIndentation { printer in
            printer.print("a")
            printer.print()
            printer.print("b")
        }
        #expect(printer.content == "    a\n\n    b\n")
    }

    @Test func indentsEveryLineOfMultiLineText() {
        var printer = CodePrinter(indentUnit: "  ")
        printer.withIndentation { $0.print("first\n\nsecond") }
        #expect(printer.content == "  first\n\n  second\n")
        #expect(printer.indentationWidth == 0)
    }

    @Test func measuresItsIndentation() {
        var printer = CodePrinter()
        printer.indent()
        printer.indent()
        #expect(printer.indentationWidth == 8)
        printer.outdent()
        #expect(printer.indentationWidth == 4)
    }
}
