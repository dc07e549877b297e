import BridgeSpec

/// A whole spec around a snippet, for the snippet reference tests of every output: the smallest
/// protocol there is (`Snippet`, its negotiation with blob offers, seven standard error codes, and
/// `Empty`, an object type without fields for actions that need no data), with the snippet's own
/// entries added to its sections. A snippet then says only what its
/// feature needs, and a test shows exactly what that generates.
///
/// Each argument is YAML of the section's entries, indented by two spaces as under the section's
/// key, as in a spec.
package enum SnippetSpec {
    /// The protocol with `types`, `actions`, `events`, `errors` and `capabilities` added.
    package static func text(
        types: String = "", actions: String = "", events: String = "", errors: String = "", capabilities: String = ""
    ) -> String {
        """
        protocol:
          name: Snippet
          version: "1.0"
          description: The smallest protocol a snippet adds to.
          negotiation: capability.query
        envelope:
          fields: {version: V., correlationId: C., type: T., timestamp: T., payload: P.}
          payload:
            fields: {action: A., data: D., status: S., error: E.}
          error:
            fields: {code: C., message: M., recoverable: R.}
        messageTypes:
          request: {direction: webToNative}
          response: {direction: nativeToWeb}
          event: {direction: both}
        statuses:
          success: Worked.
          error: Failed.
          cancelled: Cancelled.
          unsupported: Unsupported.
        permissionStates:
          granted: Granted.
        environments:
          ios: iOS.
        errors:
          BUSY: {recoverable: true}
          TIMEOUT: {recoverable: true}
          INVALID_REQUEST: {recoverable: false}
          VERSION_MISMATCH: {recoverable: false}
          INTERNAL_ERROR: {recoverable: false}
          UNSUPPORTED_ACTION: {recoverable: false}
          CANCELLED: {recoverable: true}
        \(errors)
        \(capabilities.isEmpty ? "" : "capabilities:\n" + capabilities)
        actions:
          capability.query: {request: CapabilityQuery, result: Capabilities}
        \(actions)
        \(events.isEmpty ? "" : "events:\n" + events)
        types:
          CapabilityQuery:
            fields: {blobs: {type: BlobOffer, optional: true}}
          BlobOffer:
            fields: {kinds: {type: "array<string>"}}
          Capabilities:
            fields:
              environment: {type: BridgeEnvironment}
              hostVersion: {type: string}
              capabilities: {type: "map<Info>"}
              blobs: {type: BlobTerms, optional: true}
          BlobTerms:
            fields: {kind: {type: string}, minimumBytes: {type: integer}}
          Info:
            fields: {supported: {type: boolean}, version: {type: string}}
          Empty:
            fields: {}
        \(types)
        """
    }

    /// The protocol with the snippet's entries, loaded and validated; nil with the diagnostics when
    /// the snippet is not a valid spec.
    package static func load(
        types: String = "", actions: String = "", events: String = "", errors: String = "", capabilities: String = ""
    ) -> SpecLoadResult {
        let text = text(types: types, actions: actions, events: events, errors: errors, capabilities: capabilities)
        return SpecLoader.load(bytes: Array(text.utf8), path: "snippet.yaml")
    }

    /// An extension of the protocol, `Snippets` (namespace `snippets`), with the given sections
    /// as they are written in an extension spec (the whole `errors:`, `actions:`… sections).
    package static func loadExtension(_ sections: String) -> SpecLoadResult {
        let base = text()
        let text = """
            extends:
              protocol: Snippet
              path: snippet.yaml
            extension:
              name: Snippets
              version: "1.0"
              namespace: snippets
              description: What a snippet adds.
            \(sections)
            """
        let bases = SpecBases(load: { path in SpecLoader.load(bytes: Array(base.utf8), path: path) })
        return SpecLoader.load(bytes: Array(text.utf8), path: "snippets.yaml", bases: bases)
    }
}
