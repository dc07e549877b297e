import BridgeGenKit

/// What JavaScript writes where the source has class properties. A property the source declares
/// without a value is assigned in the constructor, and JavaScript needs no declaration of it. A
/// static property with a value is assigned after the class, as tsc emits it for ES2020: static
/// fields are ES2022.
extension TypeScriptRenderer {
    /// `Class.name = value;` for each static property of `type` with a value.
    func renderStaticProperties(of type: TypeScriptClass, into printer: inout CodePrinter) {
        for case .property(let property) in type.members {
            guard let value = property.value else { continue }
            // An instance property's value would go into the constructor; the translation gives none.
            precondition(property.isStatic, "JavaScript output has no place for the value of \(type.name).\(property.name)")
            let head = type.name + "." + property.name + " = "
            printer.print(head + layout(value, at: position(after: head, in: printer, trailing: 1)) + ";")
        }
    }
}

extension TypeScriptType {
    /// The class a superclass names, without its type arguments: what JavaScript extends.
    var erased: TypeScriptType {
        if case .generic(let name, _) = self { return .name(name) }
        return self
    }
}
