// A stand-in for SwiftUI: the representable protocols BridgeWebView adopts, with the signatures and
// isolation of Apple's current SDK, and (behind the `StandIn` SPI) a host that calls them in the
// order SwiftUI does. Like the real module, it brings Combine's observable objects with it.
@_exported import Combine

/// Part of an app's user interface.
@available(iOS 15.0, macOS 13.0, *)
@MainActor @preconcurrency public protocol View {
    /// The view's content.
    associatedtype Body: View
    /// The view's content.
    @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 15.0, macOS 13.0, *)
extension Never: View {
    /// A view with no content has none.
    public var body: Never { fatalError("Never has no body") }
}
