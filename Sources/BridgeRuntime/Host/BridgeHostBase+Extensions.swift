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
        let recoverable = error.answerRecoverable
            ?? host?.isRecoverableByDefault(code: error.answerCode) ?? Definition.isRecoverableByDefault(code: error.answerCode)
        return BridgeReply(
            status: error.answerStatus, error: BridgeRawError(code: error.answerCode, message: error.answerMessage, recoverable: recoverable))
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
    @_spi(BridgeGenerated) public func decodeExtensionRequestData(action: String, data: [String: JSONValue]?) throws(BridgeDecodingError) -> BridgeDecodedData? {
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

    /// Whether `action` may answer with `code`, as the protocol and every installed extension say.
    func isDeclared(errorCode code: String, forAction action: String) -> Bool {
        Definition.isDeclared(errorCode: code, forAction: action)
            && _extensions.allSatisfy { $0.isDeclared(errorCode: code, forAction: action) }
    }

    /// Why the app should not send the event `name` with `data`, as the protocol or an installed
    /// extension declares it.
    func outgoingEventProblem(_ name: String, data: [String: JSONValue]?) -> String? {
        if let problem = Definition.checkOutgoingEvent(name, data: data) { return problem }
        return _extensions.lazy.compactMap { $0.checkOutgoingEvent(name, data: data) }.first
    }
}
