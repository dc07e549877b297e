/// A place where the spec names a type, recorded as the reader reads it, whether or not the element
/// around it loads: so that `unknown type 'strng'` is reported in the same run as a misspelt key
/// beside it (`optinal`), which leaves the element out of the model.
struct TypeUse: Sendable {
    /// What the type is used as.
    enum Role: Sendable {
        /// The type of field `field` of object type `owner`.
        case field(String, of: String)
        /// The request of an action, by ID, which must be an object type.
        case request(String)
        /// The result of an action, by ID, which must be an object type.
        case result(String)
        /// The data of an event, by name, which must be an object type.
        case eventData(String)
        /// The progress values of an action, by ID, which must be an object type.
        case progress(String)
        /// The stream items of an action, by ID, which must be an object type.
        case stream(String)
        /// The type of a union's case, by tag and union, which must be an object type.
        case unionCase(String, of: String)

        /// The use in words, for messages: "the request of action 'nfc.read'". Made only for a
        /// problem: a large spec has tens of thousands of uses.
        var words: String {
            switch self {
            case .field(let field, let owner): "field '\(field)' of type '\(owner)'"
            case .request(let action): "the request of action '\(action)'"
            case .result(let action): "the result of action '\(action)'"
            case .eventData(let event): "the data of event '\(event)'"
            case .progress(let action): "the progress of action '\(action)'"
            case .stream(let action): "the stream items of action '\(action)'"
            case .unionCase(let tag, let union): "case '\(tag)' of union '\(union)'"
            }
        }
    }

    /// The type as written.
    var type: TypeReference
    var role: Role
    /// Where the type is written.
    var location: SourceLocation
}
