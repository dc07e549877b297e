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
                        "canImport(UIKit)",
                        [
                            .struct(StructDeclaration(name: "Screen")),
                            .typealias(TypeAliasDeclaration(name: "Image", existingType: "UIImage")),
                        ],
                        else: [
                            .struct(
                                StructDeclaration(
                                    name: "Box", genericParameters: [GenericParameter("T")], conformances: ["Sendable"],
                                    whereClause: ["T: Sendable"]
                                )
                            )
                        ]
                    )
                ),
                .extension(
                    ExtensionDeclaration(
                        extendedType: "Array", conformances: ["Observer"], whereClause: ["Element == String"])),
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
                        name: "didFail", parameters: [Parameter(label: "with", "error", type: "any Error")],
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
                        access: .fixed(.private), isWeak: true, name: "observer", type: "(any Observer)?",
                        value: .stored(.var))),
                .property(
                    PropertyDeclaration(
                        isStatic: true, name: "shared", type: nil, value: .stored(.let, initialValue: "Client()"))),
                .initializer(InitializerDeclaration(isOverride: true, body: [.line("super.init()")])),
                .initializer(
                    InitializerDeclaration(
                        isConvenience: true, isFailable: true, parameters: [Parameter("name", type: "String")],
                        body: [
                            .clauses([
                                CodeClause("if name.isEmpty", [.line("return nil")]),
                                CodeClause("else", [.line("print(name)")]),
                            ]),
                            .line("self.init()"),
                        ]
                    )
                ),
                .function(
                    FunctionDeclaration(
                        docComment: "Sends a message and waits for the answer.",
                        attributes: [.discardableResult],
                        name: "send",
                        genericParameters: [
                            GenericParameter("Payload", constraint: "Encodable & Sendable"), GenericParameter("Answer"),
                        ],
                        parameters: [
                            Parameter(label: "_", "payload", type: "Payload"),
                            Parameter(
                                label: "expecting", "answerType", type: "Answer.Type", defaultValue: "Answer.self"),
                            Parameter("timeout", type: "Duration", defaultValue: ".seconds(30)"),
                        ],
                        isAsync: true,
                        throwsClause: .typed("BridgeError"),
                        returnType: "Answer",
                        whereClause: ["Answer: Decodable"],
                        body: [
                            .block(
                                opening: "let answer = try await withCheckedThrowingContinuation { continuation in",
                                body: [.line("continuation.resume(returning: payload)")]
                            ),
                            .clauses([
                                CodeClause("do", [.line("try check(answer)")]),
                                CodeClause("catch", [.line("throw .unknown")]),
                            ]),
                            .blank,
                            .line("return answer"),
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
                            .init(label: "backImage", type: "CapturedDocumentImage?"),
                        ]
                    )
                ),
                .function(
                    FunctionDeclaration(
                        isMutating: true, name: "reset",
                        body: [
                            .switch(
                                subject: "self",
                                cases: [
                                    CodeClause("case .nested", [.line("self = .success(value: \"\")")]),
                                    CodeClause("default", [.line("break")]),
                                ])
                        ]
                    )
                ),
            ]
        )
    )
}
