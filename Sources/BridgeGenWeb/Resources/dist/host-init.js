// How an iframe host is made (for a journey frame, or for a port given later), and what the app
// answers requests with when no typed handler takes them. Protocol-agnostic; bridgegen copies this
// file unchanged into the generated package. Edit it in Sources/BridgeGenWeb/Resources/host-init.ts.
export {};
