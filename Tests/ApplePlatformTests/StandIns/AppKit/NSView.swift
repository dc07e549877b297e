// A stand-in for AppKit: the view classes WebKit's and SwiftUI's stand-ins build on when the glue
// is compiled as it is for macOS, with AppKit's isolation. Nothing else of AppKit is used.
import Foundation

/// An object that can take part in event handling.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class NSResponder: NSObject {}

/// A rectangular area in a window.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class NSView: NSResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: NSRect

    /// Creates a view with `frame`.
    public init(frame frameRect: NSRect) {
        self.frame = frameRect
    }
}
