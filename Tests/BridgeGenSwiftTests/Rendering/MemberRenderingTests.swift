import BridgeGenKit
import Testing

@testable import BridgeGenSwift

/// Members, each rendered inside a struct so that the expected text shows their indentation.
@Suite struct MemberRenderingTests {
    private func inStruct(_ members: [Declaration]) -> Declaration {
        .struct(StructDeclaration(access: .implicit, name: "S", members: members))
    }

    @Test func rendersStoredProperties() {
        expectRendering(
            inStruct([
                .property(PropertyDeclaration(name: "id", type: "String")),
                .property(PropertyDeclaration(name: "count", type: "Int", value: .stored(.var, initialValue: .integer(0)))),
                .property(
                    PropertyDeclaration(
                        name: "inferred", type: nil, value: .stored(.var, initialValue: .array([.integer(1)], expanded: false)))),
                .property(
                    PropertyDeclaration(setterAccess: .private, name: "state", type: "State", value: .stored(.var))),
                .property(
                    PropertyDeclaration(
                        access: .fixed(.private), isStatic: true, name: "shared", type: "S",
                        value: .stored(.let, initialValue: .name("S").call())
                    )
                ),
                .property(
                    PropertyDeclaration(
                        access: .implicit, isWeak: true, name: "delegate", type: .optional(.existential("Delegate")),
                        value: .stored(.var)
                    )
                ),
            ]),
            """
            struct S {
                public let id: String
                public var count: Int = 0
                public var inferred = [1]
                public private(set) var state: State
                private static let shared: S = S()
                weak var delegate: (any Delegate)?
            }
            """
        )
    }

    @Test func rendersAComputedProperty() {
        expectRendering(
            inStruct([
                .property(
                    PropertyDeclaration(
                        docComment: "Whether nothing is left.",
                        isStatic: true,
                        name: "isEmpty",
                        type: "Bool",
                        value: .computed([.expression(.binary(.name("count"), .equal, .integer(0)))])
                    )
                )
            ]),
            """
            struct S {
                /// Whether nothing is left.
                public static var isEmpty: Bool {
                    count == 0
                }
            }
            """
        )
    }

    @Test func rendersAnObservedPropertyApartFromItsNeighbours() {
        expectRendering(
            inStruct([
                .property(PropertyDeclaration(name: "id", type: "String", value: .stored(.var))),
                .property(
                    PropertyDeclaration(
                        name: "data", type: .optional("Data"), value: .observed(didSet: [.assignment(.name("cache"), .nilValue)]))
                ),
                .property(PropertyDeclaration(access: .implicit, name: "cache", type: .optional("Int"), value: .stored(.var))),
            ]),
            """
            struct S {
                public var id: String

                public var data: Data? {
                    didSet {
                        cache = nil
                    }
                }

                var cache: Int?
            }
            """
        )
    }

    @Test func rendersAPropertyWithAGetterAndASetter() {
        expectRendering(
            inStruct([
                .property(
                    PropertyDeclaration(
                        docComment: "The name, kept in the box.", name: "name", type: "String",
                        value: .accessors(
                            get: [.expression(.name("box").dot("name"))],
                            set: [.assignment(.name("uniqueBox").call().dot("name"), .name("newValue"))])))
            ]),
            """
            struct S {
                /// The name, kept in the box.
                public var name: String {
                    get {
                        box.name
                    }
                    set {
                        uniqueBox().name = newValue
                    }
                }
            }
            """
        )
    }

    @Test func rendersInitializers() {
        expectRendering(
            inStruct([
                .initializer(InitializerDeclaration(body: [])),
                .initializer(
                    InitializerDeclaration(
                        isFailable: true,
                        parameters: [Parameter(label: "rawValue", "value", type: "String")],
                        body: [.return(.nilValue)]
                    )
                ),
                .initializer(
                    InitializerDeclaration(
                        access: .implicit,
                        isConvenience: true,
                        parameters: [Parameter(label: "from", "decoder", type: .existential("Decoder"))],
                        isAsync: true,
                        throwsClause: .typed("DecodingError"),
                        body: [.expression(.try(.selfValue.dotInit.call(SwiftArgument(.name("decoder")))))]
                    )
                ),
            ]),
            """
            struct S {
                public init() {}

                public init?(rawValue value: String) {
                    return nil
                }

                convenience init(from decoder: any Decoder) async throws(DecodingError) {
                    try self.init(decoder)
                }
            }
            """
        )
    }

    @Test func rendersFunctionsWithEveryModifierAndEffect() {
        expectRendering(
            inStruct([
                .function(
                    FunctionDeclaration(
                        attributes: [.discardableResult],
                        isStatic: true,
                        name: "make",
                        genericParameters: [GenericParameter("T", constraint: "Decodable")],
                        parameters: [
                            Parameter(label: "_", "data", type: "Data"),
                            Parameter("strict", type: "Bool", defaultValue: .boolean(true)),
                        ],
                        isAsync: true,
                        throwsClause: .untyped,
                        returnType: "T",
                        whereClause: [.conformance("T", "Sendable")],
                        body: [.expression(.try(.name("decode").call(SwiftArgument(.name("data")))))]
                    )
                ),
                .function(FunctionDeclaration(access: .fixed(.fileprivate), isMutating: true, name: "reset", body: [])),
            ]),
            """
            struct S {
                @discardableResult
                public static func make<T: Decodable>(_ data: Data, strict: Bool = true) async throws -> T where T: Sendable {
                    try decode(data)
                }

                fileprivate mutating func reset() {}
            }
            """
        )
    }

    @Test func putsParametersOnePerLineWhenTheSignatureWouldPass120Columns() {
        let parameters = [
            Parameter("journeyIdentifier", type: "String"),
            Parameter("environment", type: "BridgeEnvironment", defaultValue: .implicitMember("production")),
            Parameter("timeout", type: "Duration"),
        ]
        expectRendering(
            inStruct([
                .function(
                    FunctionDeclaration(
                        name: "startJourney", parameters: parameters, returnType: "JourneyHandle",
                        body: [.expression(.name("fatalError").call())]
                    )
                ),
                .function(
                    FunctionDeclaration(
                        name: "requirement", parameters: parameters, returnType: "JourneyHandle", body: nil)
                ),
            ]),
            """
            struct S {
                public func startJourney(
                    journeyIdentifier: String,
                    environment: BridgeEnvironment = .production,
                    timeout: Duration
                ) -> JourneyHandle {
                    fatalError()
                }

                public func requirement(
                    journeyIdentifier: String,
                    environment: BridgeEnvironment = .production,
                    timeout: Duration
                ) -> JourneyHandle
            }
            """
        )
    }

    @Test func wrapsAtExactly120ColumnsCountingTheOpeningBrace() {
        // `    public func f(a: …) {` is 120 columns with 96 characters of type name; one more wraps.
        let fits = String(repeating: "T", count: 96)
        let overflows = fits + "T"
        expectRendering(
            inStruct([
                .function(
                    FunctionDeclaration(
                        name: "f", parameters: [Parameter("a", type: .named(fits))], body: [.expression(.name("g").call())])),
                .function(
                    FunctionDeclaration(
                        name: "f", parameters: [Parameter("a", type: .named(overflows))], body: [.expression(.name("g").call())])),
            ]),
            """
            struct S {
                public func f(a: \(fits)) {
                    g()
                }

                public func f(
                    a: \(overflows)
                ) {
                    g()
                }
            }
            """
        )
    }

    @Test func wrapsLongAssociatedValueLists() {
        expectRendering(
            .enum(
                EnumDeclaration(
                    access: .implicit, name: "E",
                    members: [
                        .enumCase(
                            EnumCaseDeclaration(
                                name: "documentCaptureCompleted",
                                associatedValues: [
                                    .init(label: "frontImage", type: "CapturedDocumentImage"),
                                    .init(label: "backImage", type: .optional("CapturedDocumentImage")),
                                    .init(type: "CaptureQualityReport"),
                                ]
                            )
                        )
                    ])),
            """
            enum E {
                case documentCaptureCompleted(
                    frontImage: CapturedDocumentImage,
                    backImage: CapturedDocumentImage?,
                    CaptureQualityReport
                )
            }
            """
        )
    }
}
