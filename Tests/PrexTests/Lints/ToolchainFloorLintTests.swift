import Foundation
import TestSupport
import Testing

/// `.ci/lint-toolchain-floor`, which `.ci/run` runs, fails when a Swift file uses a language feature newer than the
/// manifest's `swift-tools-version` (``LintScriptTests``: this repository passes).
@Suite(.timeLimit(.minutes(5)))
struct ToolchainFloorLintTests {
    static func lint(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try LintScript("lint-toolchain-floor").run(arguments)
    }

    /// Lints a package of one manifest declaring `toolsVersion` and one source file holding `code`.
    static func lint(toolsVersion: String, code: String) throws -> ChildProcess.Outcome {
        try withTemporaryFolder { folder in
            let manifest = "// swift-tools-version:\(toolsVersion)\nimport PackageDescription\n"
            try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let sources = folder.appendingPathComponent("Sources/Lib")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try code.write(to: sources.appendingPathComponent("Lib.swift"), atomically: true, encoding: .utf8)
            return try lint([folder.path])
        }
    }

    @Test(arguments: [
        ("final class Box { weak let object: AnyObject? }", "weak let needs Swift 6.2"),
        ("nonisolated(nonsending) func f() async {}", "nonisolated(nonsending) needs Swift 6.2"),
        ("@concurrent func f() async {}", "@concurrent needs Swift 6.2"),
        ("let a: InlineArray<4, Int> = [1, 2, 3, 4]", "InlineArray needs Swift 6.2"),
        ("extension Model: @MainActor Equatable {}", "an isolated conformance needs Swift 6.2"),
        ("nonisolated struct Point {}", "nonisolated on a type or extension needs Swift 6.1"),
    ])
    func aFeatureNewerThanTheDeclaredFloorFails(code: String, message: String) throws {
        let outcome = try Self.lint(toolsVersion: "6.0", code: code)
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Sources/Lib/Lib.swift:1: \(message)"), "\(outcome.errors)")
        #expect(outcome.errors.contains("declares swift-tools-version:6.0"), "\(outcome.errors)")
    }

    @Test func theSameFeatureUnderAFloorThatHasItPasses() throws {
        let outcome = try Self.lint(toolsVersion: "6.2", code: "final class Box { weak let object: AnyObject? }\n")
        #expect(outcome.status == 0, "\(outcome.errors)")
    }

    @Test func commentsAndOlderFeaturesPass() throws {
        let code = "// a weak let, nonisolated(nonsending) in a comment\nweak var delegate: AnyObject?\n"
        let outcome = try Self.lint(toolsVersion: "6.0", code: code)
        #expect(outcome.status == 0, "\(outcome.errors)")
    }
}
