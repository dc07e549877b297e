import Testing

@testable import BridgeGenWeb

/// The TypeScript renderer's layout rules, on representations built by hand: what fits stays on
/// one line, and what does not breaks the way prettier breaks it.
@Suite struct TypeScriptRendererTests {
    private let renderer = TypeScriptRenderer()

    private func render(_ declarations: [TypeScriptDeclaration]) -> String {
        renderer.render(TypeScriptModule(headerComment: [], imports: [], declarations: declarations))
    }

    private func function(
        _ name: String, _ parameters: [TypeScriptParameter], body: [TypeScriptStatement] = []
    ) -> TypeScriptDeclaration {
        .function(
            TypeScriptFunction(
                name: name, signature: TypeScriptSignature(parameters: parameters, returnType: .name("void")), body: body))
    }

    @Test func aModuleIsItsHeaderImportsAndDeclarationsApartByBlankLines() {
        let module = TypeScriptModule(
            headerComment: ["Generated."],
            imports: [
                TypeScriptImport(
                    names: [.init(name: "a", isTypeOnly: false), .init(name: "B", isTypeOnly: true)], module: "./m.js")
            ],
            declarations: [.mark("Section"), .constant(TypeScriptConstant(name: "x", value: .integer(1)))])
        #expect(
            renderer.render(module) == """
                // Generated.

                import { a, type B } from "./m.js";

                // MARK: Section

                export const x = 1;

                """)
    }

    @Test func aParameterListThatDoesNotFitTakesALineEachWithTrailingCommasButAfterARestParameter() {
        let long = String(repeating: "l", count: 80)
        #expect(
            render([function("f", [TypeScriptParameter(name: "a", type: .name("A"))])]) == "export function f(a: A): void {}\n")
        #expect(
            render([
                function(
                    "f",
                    [
                        TypeScriptParameter(name: long, type: .name("A")),
                        TypeScriptParameter(name: "rest", type: .array(.name("B")), isRest: true),
                    ])
            ]) == """
                export function f(
                  \(long): A,
                  ...rest: B[]
                ): void {}

                """)
    }

    @Test func aUnionThatDoesNotFitTakesALinePerMember() {
        let members = (0..<12).map { TypeScriptType.stringLiteral("CODE_\($0)") }
        #expect(
            render([.typeAlias(TypeScriptTypeAlias(name: "Short", type: .union(Array(members.prefix(2)))))])
                == "export type Short = \"CODE_0\" | \"CODE_1\";\n")
        let broken = render([.typeAlias(TypeScriptTypeAlias(name: "Long", type: .union(members)))])
        #expect(broken.hasPrefix("export type Long =\n  | \"CODE_0\"\n  | \"CODE_1\"\n"))
        #expect(broken.hasSuffix("  | \"CODE_11\";\n"))
    }

    @Test func anotherTypeThatDoesNotFitGoesOnTheNextLine() {
        let name = String(repeating: "N", count: 50)
        #expect(
            render([.typeAlias(TypeScriptTypeAlias(name: name, type: .valuesOf(name)))]) == """
                export type \(name) =
                  (typeof \(name))[keyof typeof \(name)];

                """)
    }

    @Test func aCallHugsItsOnlyArrayArgument() {
        let elements = (0..<8).map { TypeScriptExpression.spread(.identifier("someLongishName\($0)")) }
        #expect(
            render([
                .constant(TypeScriptConstant(isExported: false, name: "s", value: .new(.identifier("Set"), [.array(elements)])))
            ])
                == "const s = new Set([\n" + (0..<8).map { "  ...someLongishName\($0),\n" }.joined() + "]);\n")
    }

    @Test func anObjectIsExpandedWhenWrittenSoAndInlineOtherwise() {
        let members: [TypeScriptObjectMember] = [
            .property(doc: ["The a."], key: .name("a"), value: .integer(1)), .shorthand("b"), .spread(.identifier("c")),
        ]
        #expect(
            render([.constant(TypeScriptConstant(name: "x", value: .object(members, expanded: true)))]) == """
                export const x = {
                  /** The a. */
                  a: 1,
                  b,
                  ...c,
                };

                """)
        #expect(
            render([.constant(TypeScriptConstant(name: "x", value: .object(members, expanded: false)))])
                == "export const x = { a: 1, b, ...c };\n")
        #expect(
            render([.constant(TypeScriptConstant(name: "x", value: .object([], expanded: true)))]) == "export const x = {};\n")
    }

    @Test func keysAreQuotedWhereTheyAreNoIdentifiersAndProtoIsComputedInObjects() {
        #expect(renderer.key(.name("plain"), inObjectLiteral: true) == "plain")
        #expect(renderer.key(.name("wire-name"), inObjectLiteral: false) == "\"wire-name\"")
        #expect(renderer.key(.string("plain"), inObjectLiteral: false) == "\"plain\"")
        #expect(renderer.key(.name("__proto__"), inObjectLiteral: false) == "__proto__")
        #expect(renderer.key(.string("__proto__"), inObjectLiteral: true) == "[\"__proto__\"]")
    }

    @Test func operatorsAndTypesGetTheParenthesesTheyNeed() {
        let a = TypeScriptExpression.identifier("a"), b = TypeScriptExpression.identifier("b"),
            c = TypeScriptExpression.identifier("c")
        #expect(renderer.flat(.binary(a, .and, .binary(b, .or, c))) == "a && (b || c)")
        #expect(renderer.flat(.binary(.binary(a, .strictEqual, b), .or, c)) == "a === b || c")
        #expect(renderer.flat(.member(a, "x-y")) == "a[\"x-y\"]")
        #expect(
            renderer.flat(TypeScriptType.union([.name("A"), .intersection([.name("string"), .object([], expanded: false)])]))
                == "A | (string & {})")
        #expect(renderer.flat(TypeScriptType.array(.array(.name("A")))) == "Array<A[]>")
        #expect(renderer.flat(TypeScriptType.array(.union([.name("A"), .name("B")]))) == "(A | B)[]")
    }

    @Test func longJSDocWrapsAtTheLineWidthAndAShortOneStaysOnOneLine() {
        #expect(renderer.docLines(["Short."], indent: 2) == ["/** Short. */"])
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = renderer.docLines([words, "Second */ paragraph."], indent: 0)
        #expect(lines.first == "/**" && lines.last == " */")
        #expect(lines.allSatisfy { $0.count <= TypeScriptRenderer.lineWidth })
        #expect(lines.contains(" *") && lines.contains(" * Second *\\/ paragraph."))
    }
}
