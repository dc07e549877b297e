/// The names of Swift's standard library and Foundation that generated code uses: a spec type with
/// one of them would shadow it in every generated file. A test holds this to what the generated
/// code really refers to.
enum SwiftStandardNames {
    static let types: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "CaseIterable", "CustomDebugStringConvertible", "CustomReflectable",
        "CustomStringConvertible",
        "Data", "Dictionary", "Double", "Error", "Hashable", "Hasher", "Int", "MainActor", "Mirror", "Never", "Optional",
        "Protocol", "Result", "Self", "Sendable", "Set", "String", "Type", "Void",
        "BridgeRuntime", "Foundation",
    ]
}
