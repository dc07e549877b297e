import Testing

import BridgeGenKit
@testable import BridgeGenSwift

/// Bodies, each as the body of `func f()` so that the expected text shows their indentation.
@Suite struct CodeBlockRenderingTests {
    private func function(_ body: CodeBlock) -> Declaration {
        .function(FunctionDeclaration(access: .implicit, name: "f", body: body))
    }

    @Test func nestsBlocksOneLevelPerBlock() {
        let body: CodeBlock = [
            .block(
                opening: "for item in items {",
                body: [
                    .block(opening: "guard item.isValid else {", body: [.line("continue")]),
                    .line("handle(item)"),
                ]
            ),
            .block(opening: "let sorted = items.sorted { lhs, rhs in", body: [.line("lhs.id < rhs.id")], closing: "}"),
            .block(opening: "send(completion: {", body: [.line("finish()")], closing: "})"),
        ]
        expectRendering(
            function(body),
            """
            func f() {
                for item in items {
                    guard item.isValid else {
                        continue
                    }
                    handle(item)
                }
                let sorted = items.sorted { lhs, rhs in
                    lhs.id < rhs.id
                }
                send(completion: {
                    finish()
                })
            }
            """
        )
    }

    @Test func printsAnEmptyBlockOnOneLine() {
        expectRendering(
            function([
                .block(opening: "do {", body: [.blank]),
                .block(opening: "call(x: {", body: [], closing: "})"),
                .block(opening: "writer.object { _ in", body: []),
            ]),
            """
            func f() {
                do {}
                call(x: {})
                writer.object { _ in }
            }
            """
        )
    }

    @Test func joinsClausesOnTheirBraceLines() {
        let body: CodeBlock = [
            .clauses([
                CodeClause("if let value", [.line("use(value)")]),
                CodeClause("else if fallback", [.line("useFallback()")]),
                CodeClause("else", [.line("fail()")]),
            ]),
            .clauses([
                CodeClause("do", [.line("try run()")]),
                CodeClause("catch let error as BridgeError", [.line("report(error)")]),
            ]),
        ]
        expectRendering(
            function(body),
            """
            func f() {
                if let value {
                    use(value)
                } else if fallback {
                    useFallback()
                } else {
                    fail()
                }
                do {
                    try run()
                } catch let error as BridgeError {
                    report(error)
                }
            }
            """
        )
    }

    @Test func putsSwitchCasesAtTheSwitchsIndentation() {
        let body: CodeBlock = [
            .switch(
                subject: "state",
                cases: [
                    CodeClause("case .idle, .done", [.line("return")]),
                    CodeClause("case .running(let progress)", [.line("print(progress)"), .line("tick()")]),
                    CodeClause("default", [.line("break")]),
                ]
            )
        ]
        expectRendering(
            function(body),
            """
            func f() {
                switch state {
                case .idle, .done:
                    return
                case .running(let progress):
                    print(progress)
                    tick()
                default:
                    break
                }
            }
            """
        )
    }

    @Test func dropsBlankLinesAtTheEndsOfABodyAndKeepsOneOfARun() {
        let body: CodeBlock = [
            .blank, .line("let a = 1"), .blank, .blank, .line("let b = 2"),
            .block(opening: "if a < b {", body: [.blank, .line("swap()"), .blank]), .blank,
        ]
        expectRendering(
            function(body),
            """
            func f() {
                let a = 1

                let b = 2
                if a < b {
                    swap()
                }
            }
            """
        )
    }
}
