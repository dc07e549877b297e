/// A place where the spec names a type, recorded as the reader reads it, whether or not the element
/// around it loads: so that `unknown type 'strng'` is reported in the same run as a misspelt key
/// beside it (`optinal`), which leaves the element out of the model.
struct TypeUse: Sendable {
    /// What the type is used as.
    enum Role: Sendable {
        /// The type of field `field` of object type `owner`.
        case field(String, of: String)
        /// A request, a result or an event's data, which must be an object type: "the request of
        /// action 'nfc.read'".
        case object(String)
    }

    /// The type as written.
    var type: TypeReference
    var role: Role
    /// Where the type is written.
    var location: SourceLocation
}
