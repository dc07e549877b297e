// A stand-in for SwiftUI with only what BridgeRuntime uses. It checks our code's shape, not Apple's.
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
}

@MainActor public protocol UIViewRepresentable {
    associatedtype UIViewType
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}
