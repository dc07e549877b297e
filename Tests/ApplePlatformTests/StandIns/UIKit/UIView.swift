// A stand-in for UIKit: the view classes WebKit's and SwiftUI's stand-ins build on, with UIKit's
// isolation (UIKit's classes are main-actor isolated). Nothing else of UIKit is used.
import Foundation

/// An object that can take part in event handling.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class UIResponder: NSObject {}

/// A rectangular area on screen.
@available(iOS 15.0, macOS 13.0, *)
@MainActor open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
    }
}
