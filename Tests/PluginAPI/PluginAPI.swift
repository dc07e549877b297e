/// A test protocol written from a public plugin API: a watch-style stream, a listener-style
/// subscription and a read with progress. Its Swift is generated from `bridge.yaml` by the build plugin.
public enum PluginAPIFixture {
    /// The spec's file name, beside this file.
    public static let specFile = "bridge.yaml"
}
