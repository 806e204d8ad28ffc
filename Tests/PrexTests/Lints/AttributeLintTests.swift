import Foundation
import TestSupport
import Testing

/// `.ci/lint-attributes`, which `.ci/run` runs over `Sources/Prex`, fails when a folder holds more of a performance
/// attribute than the ceiling recorded for it, comment lines not counted (``LintScriptTests``: the library passes).
@Suite(.timeLimit(.minutes(5)))
struct AttributeLintTests {
    /// Runs the lint over a folder holding one file with `text`.
    static func lint(_ text: String) throws -> ChildProcess.Outcome {
        try withTemporaryFolder { folder in
            try text.write(to: folder.appendingPathComponent("Hot.swift"), atomically: true, encoding: .utf8)
            return try LintScript("lint-attributes").run([folder.path])
        }
    }

    @Test func anAttributeOverItsCeilingFailsNamingItAndTheFile() throws {
        // Given 400 `@inline(__always)`: more than the ceiling ever is (ceilings only go down)
        let code = String(repeating: "@inline(__always) func f() {}\n", count: 400)

        let outcome = try Self.lint(code)

        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("400 @inline(, over the ceiling of"), "\(outcome.errors)")
        #expect(outcome.errors.contains("/Hot.swift:400\n"), "\(outcome.errors)")
    }

    @Test func commentLinesAreNotCounted() throws {
        let comments = String(repeating: "    /// `@inlinable` @inline(__always) @usableFromInline\n", count: 400)

        let outcome = try Self.lint(comments + "let a = 1\n")

        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output.contains(": 0 @inline( (ceiling"), "\(outcome.output)")
    }
}
