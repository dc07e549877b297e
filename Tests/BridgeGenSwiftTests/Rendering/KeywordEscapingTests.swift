import BridgeGenKit
import Testing

@testable import BridgeGenSwift

@Suite struct KeywordEscapingTests {
    @Test func escapesKeywordsThatNameDeclarations() {
        let declaration = EnumDeclaration(
            name: "Kind",
            conformances: ["String"],
            members: [
                .enumCase(EnumCaseDeclaration(name: "default", rawValue: .string("default"))),
                .enumCase(EnumCaseDeclaration(name: "open", rawValue: .string("open"))),
                .property(
                    PropertyDeclaration(
                        isStatic: true, name: "protocol", type: "String", value: .stored(.let, initialValue: .string("p")))),
                .function(FunctionDeclaration(name: "switch", body: [])),
                .typealias(TypeAliasDeclaration(name: "Self", existingType: "Kind")),
            ]
        )
        expectRendering(
            .enum(declaration),
            """
            public enum Kind: String {
                case `default` = "default"
                case open = "open"

                public static let `protocol`: String = "p"

                public func `switch`() {}

                public typealias `Self` = Kind
            }
            """
        )
    }

    @Test func escapesTypeNamesThatAreKeywords() {
        expectRendering(.struct(StructDeclaration(name: "Any")), "public struct `Any` {}")
    }

    @Test func escapesParameterNamesButOnlyTheLabelsSwiftRejects() {
        let declaration = FunctionDeclaration(
            name: "configure",
            parameters: [
                Parameter("default", type: "Int"),
                Parameter(label: "for", "in", type: "Int"),
                Parameter(label: "_", "self", type: "Int"),
                Parameter(label: "inout", "value", type: "Int"),
                Parameter("var", type: "Int"),
            ],
            body: []
        )
        expectRendering(
            .function(declaration),
            "public func configure(default: Int, for `in`: Int, _ `self`: Int, `inout` value: Int, `var`: Int) {}"
        )
    }

    @Test func escapesOnlyTheAssociatedValueLabelsSwiftRejects() {
        let declaration = EnumDeclaration(
            name: "Event",
            members: [
                .enumCase(
                    EnumCaseDeclaration(
                        name: "case",
                        associatedValues: [.init(label: "default", type: "Int"), .init(label: "let", type: "Int")]
                    )
                )
            ]
        )
        expectRendering(
            .enum(declaration),
            """
            public enum Event {
                case `case`(default: Int, `let`: Int)
            }
            """
        )
    }
}
