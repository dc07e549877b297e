import BridgeGenKit

/// Types as Swift spells them.
extension SwiftRenderer {
    /// The text of `type`.
    func text(_ type: SwiftType) -> String {
        if case .named(let name) = type { return name }
        var text = ""
        append(type, to: &text)
        return text
    }

    /// Appends the text of `type`.
    func append<Output: TextOutput>(_ type: SwiftType, to text: inout Output) {
        switch type {
        case .named(let name):
            text += name
        case .member(let base, let name):
            append(base, to: &text)
            text += "."
            text += name
        case .generic(let base, let arguments):
            append(base, to: &text)
            text += "<"
            appendList(arguments, to: &text) { append($0, to: &$1) }
            text += ">"
        case .optional(let wrapped):
            switch wrapped {
            case .existential, .composition:
                text += "("
                append(wrapped, to: &text)
                text += ")?"
            default:
                append(wrapped, to: &text)
                text += "?"
            }
        case .array(let element):
            text += "["
            append(element, to: &text)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            append(key, to: &text)
            text += ": "
            append(value, to: &text)
            text += "]"
        case .tuple(let elements):
            text += "("
            appendList(elements, to: &text) { element, text in
                if let label = element.label {
                    text += label
                    text += ": "
                }
                append(element.type, to: &text)
            }
            text += ")"
        case .existential(let constraint):
            text += "any "
            append(constraint, to: &text)
        case .composition(let types):
            for (index, type) in types.enumerated() {
                if index > 0 { text += " & " }
                append(type, to: &text)
            }
        case .inout(let type):
            text += "inout "
            append(type, to: &text)
        case .borrowing(let type):
            text += "borrowing "
            append(type, to: &text)
        case .attributed(let attribute, let type):
            text += "@"
            text += attribute
            text += " "
            append(type, to: &text)
        }
    }

    /// Appends `left == right` or `left: right`.
    func append<Output: TextOutput>(_ requirement: SwiftRequirement, to text: inout Output) {
        switch requirement {
        case .sameType(let left, let right):
            append(left, to: &text)
            text += " == "
            append(right, to: &text)
        case .conformance(let left, let right):
            append(left, to: &text)
            text += ": "
            append(right, to: &text)
        }
    }

    /// Appends `items` apart by `, `.
    func appendList<Item, Output: TextOutput>(_ items: [Item], to text: inout Output, _ append: (Item, inout Output) -> Void) {
        for (index, item) in items.enumerated() {
            if index > 0 { text += ", " }
            append(item, &text)
        }
    }
}
