#if canImport(UIKit)
import UIKit

/// A UIKit view in a SwiftUI hierarchy: SwiftUI makes it once, updates it when the representable's
/// values change, and dismantles it when it leaves.
@available(iOS 15.0, macOS 13.0, *)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view.
    associatedtype UIViewType: UIView
    /// What the view shares between calls.
    associatedtype Coordinator = Void
    /// What each call gets.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once.
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with the representable's current values.
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the view down before SwiftUI removes it.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, before `makeUIView`.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

@available(iOS 15.0, macOS 13.0, *)
extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// A representable has no body of its own.
    public var body: Never { fatalError("a representable has no body") }
}

@available(iOS 15.0, macOS 13.0, *)
extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What SwiftUI passes to a `UIViewRepresentable`'s calls.
@available(iOS 15.0, macOS 13.0, *)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
}

/// Calls a `UIViewRepresentable` as SwiftUI does: make, update as values change, dismantle.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) @MainActor public final class StandInUIViewHost<Representable: UIViewRepresentable> {
    /// The view SwiftUI shows.
    public let view: Representable.UIViewType
    private let context: UIViewRepresentableContext<Representable>

    /// SwiftUI adds `representable` to the hierarchy.
    public init(_ representable: Representable) {
        context = UIViewRepresentableContext(coordinator: representable.makeCoordinator())
        view = representable.makeUIView(context: context)
    }

    /// The app's state changed: SwiftUI updates the view with the new values.
    public func update(to representable: Representable) { representable.updateUIView(view, context: context) }

    /// SwiftUI removes the view.
    public func dismantle() { Representable.dismantleUIView(view, coordinator: context.coordinator) }
}
#endif
