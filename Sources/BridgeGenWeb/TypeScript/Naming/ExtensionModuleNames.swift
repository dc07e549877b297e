import BridgeSpec

/// The names an extension's module declares besides its types and their pieces, all derived from
/// the extension's name so that a page can import several extensions side by side: the generator
/// prints them, and the name rules keep the extension's types off them.
struct ExtensionModuleNames: Sendable {
    /// The extension's name, such as `SignaturePad`.
    let extensionName: String

    /// The names of the module of an extension's layer `own`.
    init(_ own: Declarations) {
        extensionName = own.name
    }

    /// The class a page constructs on its base client: `SignaturePadExtension`.
    var extensionClass: String { "\(extensionName)Extension" }
    /// The extension's error codes, constants and union: `SignaturePadErrorCode`.
    var errorCode: String { "\(extensionName)ErrorCode" }
    /// The extension's capability IDs: `SignaturePadCapabilityID`.
    var capabilityID: String { "\(extensionName)CapabilityID" }
    /// Its request actions with their request, result and codes: `SignaturePadRequestMap`.
    var requestMap: String { "\(extensionName)RequestMap" }
    /// The typed error of one of its actions: `SignaturePadActionError`.
    var actionError: String { "\(extensionName)ActionError" }
    /// The guard that narrows a caught error to it: `isSignaturePadError`.
    var errorGuard: String { "is\(extensionName)Error" }
    /// Its events the host sends: `SignaturePadNativeToWebEvents`.
    var nativeToWebEvents: String { "\(extensionName)NativeToWebEvents" }
    /// Its events the page sends: `SignaturePadWebToNativeEvents`.
    var webToNativeEvents: String { "\(extensionName)WebToNativeEvents" }

    /// The class an iframe host page constructs on its host, in the package's `host` module: `SignaturePadHost`.
    var hostClass: String { "\(extensionName)Host" }
    /// Its actions as the host handles them, with their typed requests and results: `SignaturePadHostActionMap`.
    var hostActionMap: String { "\(extensionName)HostActionMap" }
    /// Its events the page sends, typed as the host receives them: `SignaturePadHostIncomingEvents`.
    var hostIncomingEvents: String { "\(extensionName)HostIncomingEvents" }

    /// Every name above.
    var all: Set<String> {
        [
            extensionClass, errorCode, capabilityID, requestMap, actionError, errorGuard, nativeToWebEvents, webToNativeEvents,
            hostClass, hostActionMap, hostIncomingEvents,
        ]
    }

    /// The members of the extension class besides one method per action, its statics included so that
    /// `pad.version` never means something else than `SignaturePadExtension.version`: a typed method
    /// may not take one.
    static let classMembers: Set<String> = ["constructor", "client", "on", "emit", "extensionName", "version"]
}
