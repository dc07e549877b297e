import BridgeGenKit
import Testing

@testable import BridgeGenSwift

/// Bodies, each as the body of `func f()` so that the expected text shows their indentation.
@Suite struct StatementRenderingTests {
    private func function(_ body: CodeBlock) -> Declaration {
        .function(FunctionDeclaration(access: .implicit, name: "f", body: body))
    }

    @Test func nestsBlocksOneLevelPerBlock() {
        let key = SwiftExpression.name("key")
        expectRendering(
            function([
                .variable(.var, "count", type: .optional("Int"), value: nil),
                .while(
                    [.optionalBinding(["key"], .try(.name("reader").dot("nextKey").call()))],
                    [
                        .switch(
                            key,
                            [
                                SwiftSwitchCase(
                                    [.value(.string("a")), .value(.string("b"))], [.assignment(.name("count"), .integer(1))]),
                                SwiftSwitchCase(
                                    [.enumCase("other", bindings: ["name", "default"])],
                                    [
                                        .if(
                                            [.expression(.name("name").dot("isEmpty"))],
                                            then: [.expression(.name("skip").call())],
                                            else: [.expression(.name("use").call(SwiftArgument(.name("default"))))])
                                    ]),
                                SwiftSwitchCase([], [.throw(.name("Failure").call())]),
                            ])
                    ]),
            ]),
            """
            func f() {
                var count: Int?
                while let key = try reader.nextKey() {
                    switch key {
                    case "a", "b":
                        count = 1
                    case .other(let name, let `default`):
                        if name.isEmpty {
                            skip()
                        } else {
                            use(`default`)
                        }
                    default:
                        throw Failure()
                    }
                }
            }
            """
        )
    }

    @Test func keepsAnEarlyExitOnOneLineWhenItFits() {
        let check = SwiftExpression.name("checks").subscripted(SwiftArgument(.name("action")))
        expectRendering(
            function([
                .guard([.optionalBinding(["check"], check)], else: [.return(.nilValue)]),
                .if(
                    [.expression(.binary(.try(.name("reader").dot("nextKey").call()), .notEqual, .nilValue))],
                    then: [.throw(.name("NotPlain").call())], else: nil),
                .guard(
                    [
                        .optionalBinding(
                            ["name", "check"], .name("table").dot("entry").call(SwiftArgument("for", .name("action"))))
                    ],
                    else: [
                        .throw(
                            .name("SomeErrorWithAVeryLongNameThatPushesTheLinePastItsWidth").call(
                                SwiftArgument("action", .name("action"))))
                    ]),
            ]),
            """
            func f() {
                guard let check = checks[action] else { return nil }
                if try reader.nextKey() != nil { throw NotPlain() }
                guard let (name, check) = table.entry(for: action) else {
                    throw SomeErrorWithAVeryLongNameThatPushesTheLinePastItsWidth(action: action)
                }
            }
            """
        )
    }

    @Test func printsClosuresAsTrailingClosures() {
        let writer = SwiftExpression.name("writer")
        expectRendering(
            function([
                .expression(
                    .call(
                        writer.dot("object"), [],
                        trailingClosure: SwiftClosure(
                            parameters: ["writer"],
                            body: [
                                .expression(writer.dot("field").call(SwiftArgument(.string("a")), SwiftArgument(.name("a"))))
                            ]))),
                .expression(.call(writer.dot("object"), [], trailingClosure: SwiftClosure(parameters: ["_"], body: []))),
                .expression(
                    .call(
                        .name("values").dot("map"), [],
                        trailingClosure: SwiftClosure(body: [
                            .expression(.name("Terms").call(SwiftArgument("kind", .name("$0").dot("kind"))))
                        ]))),
            ]),
            """
            func f() {
                writer.object { writer in
                    writer.field("a", a)
                }
                writer.object { _ in }
                values.map { Terms(kind: $0.kind) }
            }
            """
        )
    }

    @Test func writesOperatorsWithTheParenthesesTheyNeed() {
        let a = SwiftExpression.name("a"), b = SwiftExpression.name("b"), c = SwiftExpression.name("c")
        expectRendering(
            function([
                .expression(.binary(.binary(a, .nilCoalescing, .nilValue), .nilCoalescing, b)),
                .expression(.binary(.binary(.binary(a, .add, .integer(2)), .divide, .integer(3)), .multiply, .integer(4))),
                .expression(.binary(a, .and, .binary(b, .or, c))),
                .expression(.prefix(.not, .name("isKnownUniquelyReferenced").call(SwiftArgument(.prefix(.inout, a))))),
                .expression(
                    .ifExpression(
                        .pattern(.enumCase("unknown", bindings: []), .selfValue), then: .boolean(true), else: .boolean(false))),
                .expression(
                    .name("raw").dot("status").dot("map").call(
                        SwiftArgument(.functionReference(.name("Status"), name: "init", labels: ["rawValue"])))),
            ]),
            """
            func f() {
                (a ?? nil) ?? b
                (a + 2) / 3 * 4
                a && (b || c)
                !isKnownUniquelyReferenced(&a)
                if case .unknown = self { true } else { false }
                raw.status.map(Status.init(rawValue:))
            }
            """
        )
    }

    @Test func breaksWhatDoesNotFitInTheLineWidth() {
        let long = (1...6).map { SwiftArgument("argument\($0)", .name("value\($0)")) }
        let terms = (1...7).map { SwiftExpression.name("someRatherLongTermNumber\($0)") }
        expectRendering(
            function([
                .assignment(.name("storage"), .name("Storage").call(long)),
                .expression(.name("Result").call(long).dot("encode").call(SwiftArgument("to", .prefix(.inout, .name("writer"))))),
                .expression(terms.dropFirst().reduce(terms[0]) { .binary($0, .add, $1) }),
                .expression(
                    .binary(.name("lhs"), .or, .parenthesized(terms.dropFirst().reduce(terms[0]) { .binary($0, .and, $1) }))),
                .variable(
                    .let, "table", type: nil,
                    value: .name("Table").call(
                        SwiftArgument(
                            .dictionary(
                                [SwiftDictionaryEntry(.string("a"), .boolean(true))], expanded: true)))),
                .variable(.let, "empty", type: nil, value: .name("Table").call(SwiftArgument(.dictionary([], expanded: true)))),
            ]),
            """
            func f() {
                storage = Storage(
                    argument1: value1,
                    argument2: value2,
                    argument3: value3,
                    argument4: value4,
                    argument5: value5,
                    argument6: value6
                )
                Result(
                    argument1: value1,
                    argument2: value2,
                    argument3: value3,
                    argument4: value4,
                    argument5: value5,
                    argument6: value6
                ).encode(to: &writer)
                someRatherLongTermNumber1
                    + someRatherLongTermNumber2
                    + someRatherLongTermNumber3
                    + someRatherLongTermNumber4
                    + someRatherLongTermNumber5
                    + someRatherLongTermNumber6
                    + someRatherLongTermNumber7
                lhs || (
                    someRatherLongTermNumber1
                        && someRatherLongTermNumber2
                        && someRatherLongTermNumber3
                        && someRatherLongTermNumber4
                        && someRatherLongTermNumber5
                        && someRatherLongTermNumber6
                        && someRatherLongTermNumber7
                )
                let table = Table([
                    "a": true,
                ])
                let empty = Table([:])
            }
            """
        )
    }

    @Test func escapesKeywordsWhereSwiftWouldReadThemOtherwise() {
        expectRendering(
            function([
                .setSelf("self", .name("_self")),
                .setSelf("default", .name("default")),
                .expression(.selfValue.dotInit.call(SwiftArgument("for", .implicitMember("default")))),
                .expression(.superValue.dotInit.call()),
                .expression(.metatype(.named("Value"))),
            ]),
            """
            func f() {
                self.`self` = _self
                self.default = `default`
                self.init(for: .`default`)
                super.init()
                Value.self
            }
            """
        )
    }

    @Test func keepsTheLinesAGroupedCallGivesItsArguments() {
        let long = (1...6).map { SwiftArgument("argument\($0)", .name("value\($0)")) }
        expectRendering(
            function([
                .assignment(.name("storage"), .name("Storage").call(lines: [long + long])),
                .expression(
                    .name("Message").call(lines: [
                        Array(long[0..<2]), Array(long[2..<5]),
                        [SwiftArgument("payload", .name("Payload").call(lines: [[long[5]], [.passing("data")]]))],
                    ]).dot("encode").call(SwiftArgument("to", .prefix(.inout, .name("writer"))))),
            ]),
            """
            func f() {
                storage = Storage(argument1: value1, argument2: value2, argument3: value3, argument4: value4, argument5: value5, argument6: value6, argument1: value1, argument2: value2, argument3: value3, argument4: value4, argument5: value5, argument6: value6)
                Message(
                    argument1: value1, argument2: value2,
                    argument3: value3, argument4: value4, argument5: value5,
                    payload: Payload(
                        argument6: value6,
                        data: data
                    )
                ).encode(to: &writer)
            }
            """
        )
    }
}
