import BridgeSpec

/// How a field's type changed.
enum TypeChange {
    /// Not at all.
    case none
    /// The wire shape is the same, the Swift type is not: another named type of the same kind.
    case swiftOnly
    /// The JSON value is of another kind.
    case wire
}

extension SpecComparison {
    /// How `oldType` (in the old spec) changed into `newType` (in the new spec). Named types of the
    /// same kind are compared member by member as a `TypePair`, so here they only differ in Swift.
    func typeChange(from oldType: TypeReference, to newType: TypeReference) -> TypeChange {
        switch (oldType, newType) {
        case (.array(let oldElement), .array(let newElement)), (.map(let oldElement), .map(let newElement)):
            return typeChange(from: oldElement, to: newElement)
        case (.named(let oldName), .named(let newName)):
            guard let oldShape = old.shape(of: oldName), let newShape = new.shape(of: newName),
                oldShape.isSameKind(as: newShape)
            else { return .wire }
            return oldName == newName ? .none : .swiftOnly
        default:
            return oldType == newType ? .none : .wire
        }
    }

    /// The pairs of named types that stand in the same place of `oldType` and `newType`, through
    /// arrays and maps, so that flows follow fields into nested types.
    func namedPairs(_ oldType: TypeReference, _ newType: TypeReference) -> [TypePair] {
        switch (oldType, newType) {
        case (.array(let oldElement), .array(let newElement)), (.map(let oldElement), .map(let newElement)):
            namedPairs(oldElement, newElement)
        case (.named(let oldName), .named(let newName)):
            [TypePair(old: oldName, new: newName)]
        default:
            []
        }
    }
}
