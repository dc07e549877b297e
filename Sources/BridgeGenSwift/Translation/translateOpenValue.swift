import BridgeGenKit
import BridgeSpec

/// One known value of an open type: its Swift constant, wire value and documentation.
struct OpenValueConstant {
    var swiftName: String
    var value: String
    var doc: String
}

extension SwiftTranslator {
    /// An open set of string values (`BridgeAction`, `PermissionState`, …): a struct wrapping any string,
    /// with the values the spec knows as static constants, so values from newer peers survive.
    ///
    /// - Parameters:
    ///   - name: The type's name.
    ///   - doc: The type's doc comment.
    ///   - constants: The known values, in spec order.
    ///   - members: Further members of the constants extension.
    func translateOpenValue(
        name: String, doc: String, constants: [OpenValueConstant], members: [Declaration] = []
    ) -> [Declaration] {
        let type = StructDeclaration(
            docComment: doc, name: name, conformances: [.named(RuntimeNames.openValue)],
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: "The value on the wire.", name: "rawValue", type: "String")),
                .initializer(
                    InitializerDeclaration(
                        docComment: "Wraps any value, known to the spec or not.",
                        parameters: [Parameter(label: "rawValue", "rawValue", type: "String")],
                        body: [.setSelf("rawValue", .name("rawValue"))])),
            ])
        var known: [Declaration] = constants.map { constant in
            .property(
                PropertyDeclaration(
                    docComment: constant.doc, isStatic: true, name: constant.swiftName, type: .named(name),
                    value: .stored(.let, initialValue: .string(constant.value))))
        }
        known.append(
            .property(
                PropertyDeclaration(
                    docComment: "Every value the spec declares, in spec order.", isStatic: true, name: "allKnown",
                    type: .array(.named(name)),
                    value: .stored(.let, initialValue: .array(constants.map { .implicitMember($0.swiftName) }, expanded: false))))
        )
        known.append(
            .property(
                PropertyDeclaration(
                    docComment: "Whether the spec declares this value; false for values from a newer peer.",
                    name: "isKnown", type: "Bool",
                    value: .computed([.expression(.selfType.dot("allKnown").dot("contains").call(SwiftArgument(.selfValue)))]))))
        return [.struct(type), .extension(ExtensionDeclaration(extendedType: .named(name), members: known + members))]
    }
}
