import BridgeGenKit
import Testing

@testable import BridgeGenSwift

@Suite struct TypeDeclarationRenderingTests {
    @Test func rendersAnEmptyStructOnOneLine() {
        expectRendering(
            .struct(StructDeclaration(name: "Empty", conformances: ["Sendable"])),
            "public struct Empty: Sendable {}"
        )
    }

    @Test func rendersAGenericStructWithAWhereClause() {
        let declaration = StructDeclaration(
            docComment: "A reply to a request.",
            name: "Reply",
            genericParameters: [GenericParameter("Payload", constraint: "Sendable"), GenericParameter("Failure")],
            conformances: ["Sendable"],
            whereClause: [.conformance("Failure", "Error")],
            members: [.property(PropertyDeclaration(name: "payload", type: "Payload"))]
        )
        expectRendering(
            .struct(declaration),
            """
            /// A reply to a request.
            public struct Reply<Payload: Sendable, Failure>: Sendable where Failure: Error {
                public let payload: Payload
            }
            """
        )
    }

    @Test func rendersAFinalClassWithAttributesAndASuperclassBeforeItsConformances() {
        let declaration = ClassDeclaration(
            docComment: "Receives the web view's messages.",
            attributes: [.mainActor],
            name: "MessageHandler",
            superclass: "NSObject",
            conformances: ["WKScriptMessageHandler"],
            members: [.initializer(InitializerDeclaration(isOverride: true, body: [.expression(.superValue.dotInit.call())]))]
        )
        expectRendering(
            .class(declaration),
            """
            /// Receives the web view's messages.
            @MainActor
            public final class MessageHandler: NSObject, WKScriptMessageHandler {
                public override init() {
                    super.init()
                }
            }
            """
        )
    }

    @Test func rendersAClassThatIsNotFinal() {
        expectRendering(
            .class(ClassDeclaration(access: .fixed(.open), isFinal: false, name: "Base")),
            "open class Base {}"
        )
    }

    @Test func rendersAnEnumWithStringAndIntegerRawValues() {
        let declaration = EnumDeclaration(
            name: "Level",
            conformances: ["Int"],
            members: [
                .enumCase(EnumCaseDeclaration(name: "low", rawValue: .integer(1))),
                .enumCase(EnumCaseDeclaration(name: "high", rawValue: .integer(-2))),
            ]
        )
        let quoted = EnumDeclaration(
            name: "Quote",
            conformances: ["String"],
            members: [.enumCase(EnumCaseDeclaration(name: "quote", rawValue: .string("say \"hi\"\n")))]
        )
        expectRendering(
            .enum(declaration),
            """
            public enum Level: Int {
                case low = 1
                case high = -2
            }
            """
        )
        expectRendering(
            .enum(quoted),
            #"""
            public enum Quote: String {
                case quote = "say \"hi\"\n"
            }
            """#
        )
    }

    @Test func rendersAnIndirectEnumWithAssociatedValues() {
        let declaration = EnumDeclaration(
            isIndirect: true,
            name: "Value",
            genericParameters: [GenericParameter("Leaf")],
            conformances: ["Sendable"],
            members: [
                .enumCase(EnumCaseDeclaration(name: "leaf", associatedValues: [.init(type: "Leaf")])),
                .enumCase(
                    EnumCaseDeclaration(
                        name: "pair",
                        associatedValues: [.init(label: "first", type: "Value"), .init(label: "second", type: "Value")]
                    )
                ),
            ]
        )
        expectRendering(
            .enum(declaration),
            """
            public indirect enum Value<Leaf>: Sendable {
                case leaf(Leaf)
                case pair(first: Value, second: Value)
            }
            """
        )
    }

    @Test func rendersAProtocolWhoseRequirementsHaveNoModifiersAndNoBodies() {
        let declaration = ProtocolDeclaration(
            docComment: "Told about the journey's progress.",
            name: "JourneyObserver",
            conformances: ["AnyObject", "Sendable"],
            members: [
                .property(PropertyDeclaration(name: "id", type: "String", value: .requirement(isSettable: false))),
                .property(PropertyDeclaration(name: "state", type: "State", value: .requirement(isSettable: true))),
                .function(
                    FunctionDeclaration(
                        name: "journeyDidFinish",
                        parameters: [Parameter(label: "_", "journey", type: "Journey")],
                        body: nil
                    )
                ),
                .function(FunctionDeclaration(name: "reset", isAsync: true, throwsClause: .untyped, body: nil)),
                .initializer(InitializerDeclaration(parameters: [Parameter("id", type: "String")], body: nil)),
            ]
        )
        expectRendering(
            .protocol(declaration),
            """
            /// Told about the journey's progress.
            public protocol JourneyObserver: AnyObject, Sendable {
                var id: String { get }
                var state: State { get set }

                func journeyDidFinish(_ journey: Journey)
                func reset() async throws

                init(id: String)
            }
            """
        )
    }

    @Test func rendersAnExtensionWithConformancesAndAWhereClauseButNoAccessModifier() {
        let declaration = ExtensionDeclaration(
            extendedType: "Array",
            conformances: ["JourneyDescribing"],
            whereClause: [.sameType("Element", "Journey")],
            members: [
                .property(
                    PropertyDeclaration(
                        name: "summary", type: "String", value: .computed([.expression(.name("ids").dot("joined").call())]))
                )
            ]
        )
        expectRendering(
            .extension(declaration),
            """
            extension Array: JourneyDescribing where Element == Journey {
                public var summary: String {
                    ids.joined()
                }
            }
            """
        )
    }

    @Test func rendersTypeAliases() {
        expectRendering(
            .typealias(
                TypeAliasDeclaration(
                    docComment: "Called once.", name: "Completion", existingType: "@Sendable () -> Void")),
            """
            /// Called once.
            public typealias Completion = @Sendable () -> Void
            """
        )
    }
}
