import BridgeGenKit

@testable import BridgeGenSwift

/// A file that uses every layout the renderer has, for the test that swift-format leaves it unchanged.
/// It refers to types that do not exist, so it is formatted, not compiled.
enum LayoutSampleFile {
    static let file = SwiftFile(
        name: "Example.swift",
        imports: [
            Import("Foundation"), Import("BridgeRuntime", attributes: [.exported]),
            Import("FoundationNetworking", isConditional: true), Import("Dispatch", attributes: [.preconcurrency]),
        ],
        declarations: [.mark("- Types"), observer, client, outcome]
            + [
                .typealias(TypeAliasDeclaration(name: "Handler", existingType: "@Sendable (String) -> Void")),
                .typealias(TypeAliasDeclaration(name: "Token", existingType: "String")),
                .ifConfig(
                    IfConfigDeclaration(
                        .name("canImport").call(SwiftArgument(.name("UIKit"))),
                        [
                            .struct(StructDeclaration(name: "Screen")),
                            .typealias(TypeAliasDeclaration(name: "Image", existingType: "UIImage")),
                        ],
                        else: [
                            .struct(
                                StructDeclaration(
                                    name: "Box", genericParameters: [GenericParameter("T")], conformances: ["Sendable"],
                                    whereClause: [.conformance("T", "Sendable")]
                                )
                            )
                        ]
                    )
                ),
                .extension(
                    ExtensionDeclaration(
                        extendedType: "Array", conformances: ["Observer"], whereClause: [.sameType("Element", "String")])),
            ]
    )

    private static let observer = Declaration.protocol(
        ProtocolDeclaration(
            docComment:
                "Told about messages.\n\n- Parameters:\n  - message: The message, decoded.\n- Returns: Nothing.",
            name: "Observer",
            conformances: ["AnyObject"],
            members: [
                .property(PropertyDeclaration(name: "name", type: "String", value: .requirement(isSettable: false))),
                .function(
                    FunctionDeclaration(
                        name: "didReceive", parameters: [Parameter(label: "_", "message", type: "String")], body: nil)
                ),
                .function(
                    FunctionDeclaration(
                        name: "didFail", parameters: [Parameter(label: "with", "error", type: .existential("Error"))],
                        isAsync: true,
                        throwsClause: .untyped, body: nil
                    )
                ),
            ]
        )
    )

    private static let client = Declaration.class(
        ClassDeclaration(
            docComment: "The client.",
            attributes: [.mainActor],
            name: "Client",
            superclass: "NSObject",
            conformances: ["Sendable"],
            members: [
                .property(
                    PropertyDeclaration(
                        access: .fixed(.private), isWeak: true, name: "observer", type: .optional(.existential("Observer")),
                        value: .stored(.var))),
                .property(
                    PropertyDeclaration(
                        isStatic: true, name: "shared", type: nil, value: .stored(.let, initialValue: .name("Client").call()))),
                .initializer(InitializerDeclaration(isOverride: true, body: [.expression(.superValue.dotInit.call())])),
                .initializer(
                    InitializerDeclaration(
                        isConvenience: true, isFailable: true, parameters: [Parameter("name", type: "String")],
                        body: [
                            .if(
                                [.expression(.name("name").dot("isEmpty"))], then: [.return(.nilValue)],
                                else: [.expression(.name("print").call(SwiftArgument(.name("name"))))]),
                            .guard([.optionalBinding(["first"], .name("name").dot("first"))], else: [.return(.nilValue)]),
                            .expression(.selfValue.dotInit.call()),
                            .expression(
                                .name("log").call(
                                    SwiftArgument("first", .name("first")), SwiftArgument("name", .name("name")),
                                    SwiftArgument("detail", .string("A string long enough that the call does not fit")))),
                            .expression(
                                .name("count").call(
                                    SwiftArgument(
                                        .array(
                                            (1...12).map { SwiftExpression.name("element\($0)") }, expanded: false)))),
                        ]
                    )
                ),
                .function(
                    FunctionDeclaration(
                        docComment: "Sends a message and waits for the answer.",
                        attributes: [.discardableResult],
                        name: "send",
                        genericParameters: [
                            GenericParameter("Payload", constraint: .composition(["Encodable", "Sendable"])),
                            GenericParameter("Answer"),
                        ],
                        parameters: [
                            Parameter(label: "_", "payload", type: "Payload"),
                            Parameter(
                                label: "expecting", "answerType", type: .member("Answer", "Type"),
                                defaultValue: .metatype("Answer")),
                            Parameter(
                                "timeout", type: "Duration",
                                defaultValue: .implicitMember("seconds").call(SwiftArgument(.integer(30)))),
                        ],
                        isAsync: true,
                        throwsClause: .typed("BridgeError"),
                        returnType: "Answer",
                        whereClause: [.conformance("Answer", "Decodable")],
                        body: [
                            .variable(
                                .let, "answer", type: nil,
                                value: .try(
                                    .call(
                                        .name("withAnswer"), [],
                                        trailingClosure: SwiftClosure(
                                            parameters: ["continuation"],
                                            body: [
                                                .expression(
                                                    .name("continuation").dot("resume").call(
                                                        SwiftArgument("returning", .name("payload"))))
                                            ])))),
                            .expression(
                                .binary(
                                    .name("answer").dot("isValid"), .or,
                                    .parenthesized(
                                        (1...5).dropFirst().reduce(SwiftExpression.name("condition1")) {
                                            .binary($0, .and, .name("condition\($1)"))
                                        }))),
                            .expression(
                                .name("table").call(
                                    SwiftArgument(
                                        .dictionary(
                                            [
                                                SwiftDictionaryEntry(.string("key"), .boolean(true)),
                                                SwiftDictionaryEntry(.string("other"), .boolean(false)),
                                            ],
                                            expanded: true)))),
                            .return(.name("answer")),
                        ]
                    )
                ),
                .function(FunctionDeclaration(isStatic: true, name: "reset", body: [])),
            ]
        )
    )

    private static let outcome = Declaration.enum(
        EnumDeclaration(
            isIndirect: true,
            name: "Outcome",
            members: [
                .enumCase(
                    EnumCaseDeclaration(name: "success", associatedValues: [.init(label: "value", type: "String")])),
                .enumCase(EnumCaseDeclaration(name: "nested", associatedValues: [.init(type: "Outcome")])),
                .enumCase(
                    EnumCaseDeclaration(
                        docComment: "A case whose associated values do not fit on one line.",
                        name: "documentCaptureCompletedWithWarnings",
                        associatedValues: [
                            .init(label: "frontImage", type: "CapturedDocumentImage"),
                            .init(label: "backImage", type: .optional("CapturedDocumentImage")),
                        ]
                    )
                ),
                .function(
                    FunctionDeclaration(
                        isMutating: true, name: "reset",
                        body: [
                            .switch(
                                .selfValue,
                                [
                                    SwiftSwitchCase(
                                        [.enumCase("nested", bindings: [])],
                                        [
                                            .assignment(
                                                .selfValue, .implicitMember("success").call(SwiftArgument("value", .string(""))))
                                        ]),
                                    SwiftSwitchCase([], [.return(nil)]),
                                ])
                        ]
                    )
                ),
            ]
        )
    )
}
