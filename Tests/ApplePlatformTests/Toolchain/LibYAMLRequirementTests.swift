import Foundation
import TestSupport
import Testing

/// Item 11 of issue 20: the generator links the system libyaml. Where it is missing, the build
/// stops with one error that says what to install, what Xcode Cloud needs, and how to do without
/// Homebrew, instead of `'yaml.h' file not found`.
@Suite struct LibYAMLRequirementTests {
    static let shim = Repository.path("Sources/CYAML/shim.h").path

    @Test func withoutLibYAMLTheBuildSaysWhatToDo() throws {
        // No include paths at all: yaml.h cannot be found, as on a Mac without Homebrew.
        let result = try ChildProcess.run(["clang", "-fsyntax-only", "-nostdinc", "-x", "c", Self.shim], timeout: 60)
        #expect(result.status != 0)
        for advice in [
            "apt-get install libyaml-dev", "brew install libyaml", "Xcode Cloud", "ci_scripts/ci_post_clone.sh", "No Homebrew",
        ] {
            #expect(result.errors.contains(advice), "the error does not say \(advice):\n\(result.errors)")
        }
        let readme = try String(contentsOf: Repository.path("README.md"), encoding: .utf8)
        #expect(readme.contains("### libyaml and Xcode"), "the error points to a README section that is not there")
    }

    @Test func withLibYAMLTheShimIsLibYAMLsHeader() throws {
        let result = try ChildProcess.run(["clang", "-fsyntax-only", "-x", "c", Self.shim], timeout: 60)
        #expect(result.status == 0, "\(result.errorTail)")
    }
}
