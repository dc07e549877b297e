import FuzzSupport
@_spi(BridgeGenerated) import GBGBridge

/// A host receiving any bytes from the page, on the main actor as in an app: it must not crash,
/// whatever it makes of them. Only the host API that stays stable is used (`init(hostVersion:)`,
/// `attach`, `receive`, `lastError`), so this target survives changes to the rest of it.
func fuzzHostReceive(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    MainActor.assumeIsolated {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.attach(InMemoryTransport())
        host.receive(bytes)
        _ = host.lastError
    }
    return 0
}
