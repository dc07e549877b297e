// A stand-in for AVFoundation with only what BridgeRuntime uses. It checks our code's shape, not Apple's.
public struct AVMediaType: Hashable, Sendable {
    public static let video = AVMediaType()
}

public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
}

open class AVCaptureDevice {
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
}
