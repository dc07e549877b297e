/// The files the Swift output writes, whatever the spec, in the order it writes them: one per
/// concern. The build plugin must name them before generating, to declare them as the build
/// command's outputs; it compiles this file (`PluginsShared`, linked into each plugin), and so does
/// `BridgeGenSwift` (linked into its `Translation`), whose translator fills exactly these files.
///
/// No access modifier: a plugin is compiled on its own, where `package` means nothing.
enum SwiftOutputFile: String, CaseIterable {
    case envelope = "Envelope.swift"
    case identifiers = "Identifiers.swift"
    case types = "Types.swift"
    case slots = "Slots.swift"
    case actions = "Actions.swift"
    case events = "Events.swift"
    case host = "Host.swift"
    case protocolDefinition = "ProtocolDefinition.swift"
}
