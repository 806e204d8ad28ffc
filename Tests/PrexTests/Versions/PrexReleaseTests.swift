import Foundation
import Prex
import Testing

/// The library tells its version, and it is the one the CHANGELOG's newest release names.
struct PrexReleaseTests {
    @Test func theCurrentVersionIsTheNewestReleaseOfTheChangelog() throws {
        let changelog = try String(
            contentsOf: LintScript.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // The first "## [x.y.z] - date" heading: "## [Unreleased]" above it holds what no release has yet.
        let heading = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## [") && $0.first(where: \.isNumber) != nil })
        #expect(heading.hasPrefix("## [\(PrexRelease.current)] - "), "\(heading)")
    }

    @Test func versionsCompareByMajorThenMinorThenPatch() {
        let versions = [
            PrexRelease(major: 0, minor: 4, patch: 9), PrexRelease(major: 0, minor: 5, patch: 0),
            PrexRelease(major: 0, minor: 10, patch: 0), PrexRelease(major: 1, minor: 0, patch: 0),
        ]
        #expect(versions.shuffled().sorted() == versions)
        #expect(PrexRelease(major: 0, minor: 10, patch: 1).description == "0.10.1")
    }
}
