import Foundation
import Testing

/// Item 12 of issue 20: the glue compiles as for each Apple platform, against stand-ins with the
/// signatures and isolation of Apple's SDK, in Swift 6 mode, so a typo or an isolation error in the
/// glue fails here and not first in a user's Xcode.
@Suite struct GlueCompilesTests {
    /// The runtime, the generated library (its `CameraDetector` exactly when the runtime has
    /// `BridgeCameraDetector`) and the scenario driver, which uses `BridgeWebView` through SwiftUI's
    /// representable protocol of the platform, build into one executable.
    @Test(arguments: AppleGlue.allCases)
    func theGlueBuildsAsForEachPlatform(_ platform: AppleGlue) throws {
        let driver = try platform.driver()
        #expect(FileManager.default.isExecutableFile(atPath: driver.path))
    }
}
