// A stand-in for UIKit; BridgeRuntime only checks that it can be imported.
public enum UIKitStandIn {}
