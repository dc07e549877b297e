/// An extension of the plugin protocol (`Tests/PluginAPI`) that streams, written from a public
/// plugin API. Its Swift is generated from `bridge.yaml` by the build plugin.
public enum PluginAPIMotionFixture {
    /// The spec's file name, beside this file.
    public static let specFile = "bridge.yaml"
}
