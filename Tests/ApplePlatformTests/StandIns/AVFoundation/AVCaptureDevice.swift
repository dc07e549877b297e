// A stand-in for AVFoundation: camera permission and presence, with the signatures of Apple's SDK
// for exactly what BridgeCameraDetector uses. A scenario sets what the "device" has through the
// `StandIn` SPI, which the runtime cannot see.
import Foundation

/// A media type, such as video.
@available(iOS 15.0, macOS 13.0, *)
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The type's identifier.
    public let rawValue: String
    /// Wraps an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Video.
    public static let video = AVMediaType(rawValue: "vide")
}

/// Whether the app may capture media of a type.
@available(iOS 15.0, macOS 13.0, *)
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3
}

/// A capture device, such as a camera.
@available(iOS 15.0, macOS 13.0, *)
open class AVCaptureDevice: NSObject {
    /// The app's permission for `mediaType`.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        StandInDevice.authorization
    }

    /// The default device for `mediaType`, or nil when the device has none.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
        StandInDevice.hasCamera ? AVCaptureDevice() : nil
    }
}

/// What the stand-in device has; scenarios set it.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) public enum StandInDevice {
    /// The camera permission `authorizationStatus(for:)` reports.
    nonisolated(unsafe) public static var authorization = AVAuthorizationStatus.notDetermined
    /// Whether `default(for:)` finds a camera.
    nonisolated(unsafe) public static var hasCamera = false
}
