import Foundation
import TestSupport
import Testing

/// `.ci/lint-program-imports`, which `.ci/run` runs, fails when a program (the example, the playground, the
/// benchmark) imports or depends on a library target that is not a product (``LintScriptTests``: this repository
/// passes).
@Suite(.timeLimit(.minutes(5)))
struct ProgramImportsLintTests {
    static func lint(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try LintScript("lint-program-imports").run(arguments)
    }

    /// Lints a package of `manifest` and one source file holding `code` at `path`.
    static func lint(manifest: String = "", code: String = "", at path: String = "Example/Sources/App/App.swift")
        throws -> ChildProcess.Outcome
    {
        try withTemporaryFolder { folder in
            let manifestText = "// swift-tools-version:6.2\nimport PackageDescription\n" + manifest
            try manifestText.write(
                to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try code.write(to: file, atomically: true, encoding: .utf8)
            return try lint([folder.path])
        }
    }

    @Test(arguments: [
        ("import PrexDump\n", "Example/Sources/App/App.swift"),
        ("import Prex\n@testable import PrexValueIdentity\n", "Playground/Sources/Counter/Counter.swift"),
        ("import struct PrexDump.ValueDiff\n", "Benchmarks/Sources/bench/Diff.swift"),
        ("package import PrexEscaping // for the terminal\n", "Example/Sources/App/Screen.swift"),
    ])
    func aProgramImportingALibraryTargetThatIsNotAProductFails(code: String, path: String) throws {
        let outcome = try Self.lint(code: code, at: path)
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("\(path):"), "\(outcome.errors)")
        #expect(
            outcome.errors.contains("a program imports a library target that is not a product"), "\(outcome.errors)")
    }

    @Test func aProgramsTargetDependingOnALibraryTargetThatIsNotAProductFails() throws {
        let manifest = """
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "PrexDump"),
                    .target(
                        name: "App",
                        dependencies: ["Prex", "PrexDump", "TerminalKit"],
                        path: "Example/Sources/App"
                    ),
                    .executableTarget(name: "bench", dependencies: [.target(name: "PrexEscaping")], path: "Benchmarks/Sources/bench"),
                    .testTarget(name: "AppTests", dependencies: ["App", "PrexDump"]),
                ]
            )

            """
        let outcome = try Self.lint(manifest: manifest, code: "import Prex\n")
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Package.swift:7: target App depends on PrexDump"), "\(outcome.errors)")
        #expect(outcome.errors.contains("Package.swift:12: target bench depends on PrexEscaping"), "\(outcome.errors)")
        // A library target and a test target outside the programs' folders may depend on it.
        #expect(!outcome.errors.contains("PrexDump depends"), "\(outcome.errors)")
        #expect(!outcome.errors.contains("AppTests"), "\(outcome.errors)")
    }

    @Test func productsTerminalKitAndCommentsPass() throws {
        let code = "import Prex\nimport PrexObservation\nimport TerminalKit\n// import PrexDump, once\n"
        let outcome = try Self.lint(code: code)
        #expect(outcome.status == 0, "\(outcome.errors)")
    }
}
