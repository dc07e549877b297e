#if canImport(AVFoundation) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import AVFoundation

/// Detects camera hardware and the app's camera permission, in the protocol's permission terms.
/// Generated code names it `CameraDetector`.
public enum BridgeCameraDetector<Permission: BridgeOpenValue> {
    /// What `check()` found.
    public struct Result: Sendable {
        /// Whether the device has a video camera.
        public let hardwareAvailable: Bool
        /// The app's camera permission: `granted`, `denied`, `notDetermined` or `restricted`.
        public let permissionState: Permission
    }

    /// Checks the camera now. Cheap: it asks AVFoundation, it does not start a session.
    public static func check() -> Result {
        let state: String
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized: state = "granted"
        case .denied: state = "denied"
        case .restricted: state = "restricted"
        case .notDetermined: state = "notDetermined"
        @unknown default: state = "notDetermined"
        }
        return Result(
            hardwareAvailable: AVCaptureDevice.default(for: .video) != nil,
            permissionState: Permission(rawValue: state))
    }
}
#endif
