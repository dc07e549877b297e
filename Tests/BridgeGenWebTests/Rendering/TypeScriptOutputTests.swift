import Testing

@testable import BridgeGenWeb

/// One module's tree rendered as the package's three files: the JavaScript keeps exactly the
/// values, the declarations exactly the exported types and signatures, as tsc would write them.
@Suite struct TypeScriptOutputTests {
    /// A module with a bit of everything: a type-only and a mixed import, a type, an interface, an
    /// `as const` object, a private constant, an overloaded generic function with a cast and a
    /// defaulted parameter, and a class with a static literal and a property set in its constructor.
    private static let module = TypeScriptModule(
        headerComment: ["Generated."],
        imports: [
            TypeScriptImport(names: [.init(name: "T", isTypeOnly: true)], module: "./types.js"),
            TypeScriptImport(
                names: [.init(name: "Base", isTypeOnly: false), .init(name: "B", isTypeOnly: true)], module: "./base.js"),
        ],
        declarations: [
            .mark("Values"),
            .typeAlias(TypeScriptTypeAlias(name: "Side", type: .union([.stringLiteral("front"), .stringLiteral("back")]))),
            .interface(
                TypeScriptInterface(
                    name: "Shape", members: [.property(doc: [], key: .name("side"), isOptional: true, type: .name("Side"))])),
            .constant(
                TypeScriptConstant(
                    doc: ["The sides."], name: "Sides",
                    value: .asConst(
                        .object([.property(doc: ["The front."], key: .name("front"), value: .string("front"))], expanded: true)))),
            .constant(TypeScriptConstant(isExported: false, name: "hidden", type: .name("T"), value: .integer(1))),
            .function(
                TypeScriptFunction(
                    name: "read",
                    overloads: [
                        TypeScriptSignature(
                            parameters: [TypeScriptParameter(name: "value", type: .name("string"))], returnType: .name("Side"))
                    ],
                    signature: TypeScriptSignature(
                        genericParameters: [TypeScriptGenericParameter(name: "V")],
                        parameters: [
                            TypeScriptParameter(name: "value", type: .name("V")),
                            TypeScriptParameter(name: "path", defaultValue: .string("$")),
                        ],
                        returnType: .name("Side")),
                    body: [.return(.cast(.identifier("value"), .name("Side")))])),
            .class(
                TypeScriptClass(
                    name: "Thing", superclass: .generic("Base", [.name("B")]),
                    members: [
                        .property(TypeScriptProperty(isStatic: true, isReadonly: true, name: "kind", value: .string("thing"))),
                        .property(TypeScriptProperty(isReadonly: true, name: "shape", type: .name("Shape"))),
                        .constructor(
                            doc: [], parameters: [TypeScriptParameter(name: "shape", type: .name("Shape"))],
                            body: [
                                .expression(.call(.identifier("super"), [])),
                                .assignment(.member(.identifier("this"), "shape"), .identifier("shape")),
                            ]),
                    ])),
        ])

    @Test func javaScriptKeepsTheValuesWithTheirTypesErased() {
        #expect(
            TypeScriptRenderer(output: .javaScript).render(Self.module) == """
                // Generated.

                import { Base } from "./base.js";

                /** The sides. */
                export const Sides = {
                  /** The front. */
                  front: "front",
                };

                const hidden = 1;

                export function read(value, path = "$") {
                  return value;
                }

                export class Thing extends Base {
                  constructor(shape) {
                    super();
                    this.shape = shape;
                  }
                }
                Thing.kind = "thing";

                """)
    }

    @Test func declarationsKeepTheExportedTypesAndSignatures() {
        #expect(
            TypeScriptRenderer(output: .declarationFile).render(Self.module) == """
                // Generated.

                import { type T } from "./types.js";
                import { Base, type B } from "./base.js";

                export type Side = "front" | "back";

                export interface Shape {
                  side?: Side;
                }

                /** The sides. */
                export declare const Sides: {
                  /** The front. */
                  readonly front: "front";
                };

                export declare function read(value: string): Side;

                export declare class Thing extends Base<B> {
                  static readonly kind = "thing";
                  readonly shape: Shape;

                  constructor(shape: Shape);
                }

                """)
    }

    @Test func aFunctionWithoutOverloadsIsDeclaredByItsOwnSignatureWithDefaultsOptional() {
        let function = TypeScriptFunction(
            name: "read",
            signature: TypeScriptSignature(
                parameters: [TypeScriptParameter(name: "path", defaultValue: .string("$"))], returnType: .name("void")),
            body: [])
        #expect(
            TypeScriptRenderer(output: .declarationFile).render(
                TypeScriptModule(headerComment: [], imports: [], declarations: [.function(function)]))
                == "export declare function read(path?: string): void;\n")
    }
}
