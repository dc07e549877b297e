#if canImport(AppKit) && !canImport(UIKit)
import AppKit

/// An AppKit view in a SwiftUI hierarchy: SwiftUI makes it once, updates it when the representable's
/// values change, and dismantles it when it leaves.
@available(iOS 15.0, macOS 13.0, *)
@MainActor @preconcurrency public protocol NSViewRepresentable: View where Body == Never {
    /// The AppKit view.
    associatedtype NSViewType: NSView
    /// What the view shares between calls.
    associatedtype Coordinator = Void
    /// What each call gets.
    typealias Context = NSViewRepresentableContext<Self>

    /// Makes the view, once.
    @MainActor @preconcurrency func makeNSView(context: Context) -> NSViewType
    /// Brings the view up to date with the representable's current values.
    @MainActor @preconcurrency func updateNSView(_ nsView: NSViewType, context: Context)
    /// Tears the view down before SwiftUI removes it.
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
    /// Makes the coordinator, before `makeNSView`.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

@available(iOS 15.0, macOS 13.0, *)
extension NSViewRepresentable {
    /// Does nothing.
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
    /// A representable has no body of its own.
    public var body: Never { fatalError("a representable has no body") }
}

@available(iOS 15.0, macOS 13.0, *)
extension NSViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What SwiftUI passes to a `NSViewRepresentable`'s calls.
@available(iOS 15.0, macOS 13.0, *)
@MainActor @preconcurrency public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// The representable's coordinator.
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
}

/// Calls a `NSViewRepresentable` as SwiftUI does: make, update as values change, dismantle.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) @MainActor public final class StandInNSViewHost<Representable: NSViewRepresentable> {
    /// The view SwiftUI shows.
    public let view: Representable.NSViewType
    private let context: NSViewRepresentableContext<Representable>

    /// SwiftUI adds `representable` to the hierarchy.
    public init(_ representable: Representable) {
        context = NSViewRepresentableContext(coordinator: representable.makeCoordinator())
        view = representable.makeNSView(context: context)
    }

    /// The app's state changed: SwiftUI updates the view with the new values.
    public func update(to representable: Representable) { representable.updateNSView(view, context: context) }

    /// SwiftUI removes the view.
    public func dismantle() { Representable.dismantleNSView(view, coordinator: context.coordinator) }
}
#endif
