import BridgeGenKit
import Testing

@testable import BridgeGenSwift

/// One tree rendered at each access level the generator offers.
@Suite struct AccessLevelRenderingTests {
    private let declaration = Declaration.struct(
        StructDeclaration(
            name: "Options",
            members: [
                .property(PropertyDeclaration(name: "id", type: "String")),
                .property(PropertyDeclaration(access: .fixed(.private), name: "cache", type: "Cache")),
                .property(PropertyDeclaration(access: .implicit, name: "note", type: "String")),
                .initializer(
                    InitializerDeclaration(
                        parameters: [Parameter("id", type: "String")],
                        body: [
                            .setSelf("id", .name("id")), .assignment(.name("cache"), .name("Cache").call()),
                            .assignment(.name("note"), .string("")),
                        ]
                    )
                ),
            ]
        )
    )

    @Test func writesPublicWhereTheDeclarationsSayConfigurable() {
        expectRendering(
            declaration,
            accessLevel: .public,
            """
            public struct Options {
                public let id: String
                private let cache: Cache
                let note: String

                public init(id: String) {
                    self.id = id
                    cache = Cache()
                    note = ""
                }
            }
            """
        )
    }

    @Test func writesPackageWhereTheDeclarationsSayConfigurable() {
        expectRendering(
            declaration,
            accessLevel: .package,
            """
            package struct Options {
                package let id: String
                private let cache: Cache
                let note: String

                package init(id: String) {
                    self.id = id
                    cache = Cache()
                    note = ""
                }
            }
            """
        )
    }

    @Test func leavesTheModifierOutAtInternalAsSwiftsDefault() {
        expectRendering(
            declaration,
            accessLevel: .internal,
            """
            struct Options {
                let id: String
                private let cache: Cache
                let note: String

                init(id: String) {
                    self.id = id
                    cache = Cache()
                    note = ""
                }
            }
            """
        )
    }

    @Test func keepsAFixedInternalModifier() {
        expectRendering(
            .typealias(TypeAliasDeclaration(access: .fixed(.internal), name: "ID", existingType: "String")),
            accessLevel: .public,
            "internal typealias ID = String"
        )
    }
}
