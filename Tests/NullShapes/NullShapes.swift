/// The protocol of the null differential test: `Shapes` holds a field of every shape of null for
/// each kind of value. Its Swift is generated from `bridge.yaml` by the build plugin.
public enum NullShapesFixture {
    /// The spec's file name, beside this file.
    public static let specFile = "bridge.yaml"
}
