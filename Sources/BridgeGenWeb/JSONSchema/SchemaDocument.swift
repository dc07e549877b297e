/// One schema file before rendering: its name and its JSON.
package struct SchemaDocument: Sendable {
    /// The file name, such as `bridge.schema.json`.
    package var name: String
    /// The schema.
    var schema: SchemaValue
}
