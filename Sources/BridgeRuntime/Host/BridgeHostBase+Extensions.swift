/// Extensions of the protocol (capability packages), which the host checks like its own protocol
/// once installed: their requests' data, results, error codes, events and codes' defaults.
extension BridgeHostBase {
    /// Installs an extension; installing it again does nothing. Handling one of its actions or
    /// following its events installs it too.
    public func install(_ extensionDefinition: any BridgeExtensionDefinition.Type) {
        guard !_extensions.contains(where: { $0 == extensionDefinition }) else { return }
        _extensions.append(extensionDefinition)
    }

    /// The extensions installed, in the order they were.
    public var installedExtensions: [any BridgeExtensionDefinition.Type] { _extensions }

    /// The reply that answers with a thrown answerable error; a code's default recoverability is
    /// what `host` (or, once it is gone, the protocol) declares.
    @usableFromInline
    static func _reply(answering error: any BridgeAnswerableError, host: BridgeHostBase?) -> BridgeReply {
        let recoverable =
            error.answerRecoverable
            ?? host?.isRecoverableByDefault(code: error.answerCode) ?? Definition.isRecoverableByDefault(code: error.answerCode)
        return BridgeReply(
            status: error.answerStatus,
            error: BridgeRawError(code: error.answerCode, message: error.answerMessage, recoverable: recoverable))
    }

    /// Whether an error with `code` is recoverable when nobody says: as the protocol or an installed
    /// extension declares it.
    func isRecoverableByDefault(code: String) -> Bool {
        for installed in _extensions {
            if let recoverable = installed.isRecoverableByDefault(code: code) { return recoverable }
        }
        return Definition.isRecoverableByDefault(code: code)
    }

    /// A request's data decoded by the extension that declares its action; nil when none does.
    @_spi(BridgeGenerated) public func decodeExtensionRequestData(
        action: String, data: [String: JSONValue]?
    ) throws(BridgeDecodingError) -> BridgeDecodedData? {
        for installed in _extensions {
            if let decoded = try installed.decodeRequestData(action: action, data: data) { return decoded }
        }
        return nil
    }

    /// What is wrong with a result, as the protocol or an installed extension declares its action.
    @usableFromInline
    func _resultProblem(action: String, data: [String: JSONValue]) -> BridgeDecodingError? {
        if let problem = Definition.validateResultData(action: action, data: data) { return problem }
        return _extensions.lazy.compactMap { $0.validateResultData(action: action, data: data) }.first
    }

    /// Whether `action` is a stream of the protocol or of an installed extension.
    @usableFromInline
    func _isStream(action: String) -> Bool {
        Definition.isStream(action: action) || _extensions.contains { $0.isStream(action: action) }
    }

    /// Whether `action` may answer with `code`, as the protocol and every installed extension say.
    func isDeclared(errorCode code: String, forAction action: String) -> Bool {
        Definition.isDeclared(errorCode: code, forAction: action)
            && _extensions.allSatisfy { $0.isDeclared(errorCode: code, forAction: action) }
    }

    /// Why the app should not send the event `name` with `data`, as the protocol or an installed
    /// extension declares it; an event none of them declares is sent too, but the page's typed
    /// client does not know it either.
    func outgoingEventProblem(_ name: String, data: [String: JSONValue]?) -> String? {
        for table in [Definition.eventTable] + _extensions.map({ $0.eventTable }) {
            switch table.check(sending: name, data: data) {
            case .undeclared: continue
            case .allowed: return nil
            case .refused(let problem): return problem
            }
        }
        return _extensions.isEmpty
            ? "Sent \(name), which the spec does not declare"
            : "Sent \(name), which neither the spec nor an installed extension declares"
    }

    /// Why the page should not have sent the event `name` with `data`, as an installed extension
    /// declares it; nil when it may, or when no extension declares it. The protocol's own events
    /// are checked as they are typed.
    func extensionEventProblem(_ name: String, data: [String: JSONValue]?) -> String? {
        for installed in _extensions {
            switch installed.eventTable.check(receiving: name, data: data) {
            case .undeclared: continue
            case .allowed: return nil
            case .refused(let problem): return problem
            }
        }
        return nil
    }
}
