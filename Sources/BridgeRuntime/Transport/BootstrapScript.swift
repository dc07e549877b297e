/// The JavaScript injected at document start so `window.GBGBridge.receive` exists before page code runs.
public enum BootstrapScript {
    /// Creates the namespace and a no-op `receive()` that the page replaces with its own.
    public static let `default` = """
        window.GBGBridge = window.GBGBridge || {};
        window.GBGBridge.receive = window.GBGBridge.receive || function(){};
        """
}
