/// The names of the files bridgegen and its plugins look for. The plugins compile this file
/// (`PluginsShared`, linked into each), and so do the modules that read those files
/// (`BridgeSpec`, `BridgeGenKit`, linked into each): one text, no copies to keep equal.
///
/// No access modifier: a plugin is compiled on its own, where `package` means nothing.
enum FileNames {
    /// A protocol's or an extension's spec, among a target's files or in its own folder.
    static let spec = "bridge.yaml"
    /// The generation configuration, beside a spec.
    static let configuration = "bridgegen-config.yaml"
    /// Where a package publishes the spec its extensions build on, relative to the package's root.
    static let publishedSpec = "Protocol/" + spec
}
