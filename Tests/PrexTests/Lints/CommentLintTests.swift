import Foundation
import TestSupport
import Testing

/// `.ci/lint-comments`, which `.ci/run` runs over `Sources/Prex`, fails when comment lines pass their share of a
/// folder's Swift lines (``LintScriptTests``: the library passes).
@Suite(.timeLimit(.minutes(5)))
struct CommentLintTests {
    static func lint(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try LintScript("lint-comments").run(arguments)
    }

    /// Runs the lint at `limit` % over a folder holding `files` (name and text).
    static func lint(files: [String: String], limit: String) throws -> ChildProcess.Outcome {
        try withTemporaryFolder { folder in
            for (name, text) in files {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            return try lint([folder.path, limit])
        }
    }

    @Test func commentsOverTheLimitFailNamingTheFilesWithTheMost() throws {
        // Given 3 comment lines of 10 (30 %), doc comments and indented ones counted, in three files, one with a
        // space in its name and no comment
        let files = [
            "Talky.swift": "/// A type.\n    // An indented note.\nstruct Talky {}\n\n",
            "Quiet.swift": "// One.\nlet a = 1 // a trailing comment is code\nlet b = \"//\"\nlet c = 3\n",
            "No Comments.swift": "let x = 1\nlet y = 2\n",
        ]

        let over = try Self.lint(files: files, limit: "29")
        let atTheLimit = try Self.lint(files: files, limit: "30")

        #expect(over.status == 1)
        #expect(over.errors.contains("3 comment lines of 10 (30.0 %), over the 29 % limit"))
        #expect(over.errors.contains("      2 of     4  ") && over.errors.contains("/Talky.swift\n"))
        #expect(over.errors.contains("      0 of     2  ") && over.errors.contains("/No Comments.swift\n"))
        #expect(atTheLimit.status == 0, "\(atTheLimit.errors)")
        #expect(atTheLimit.output.contains("3 comment lines of 10 (30.0 %), limit 30 %"))
    }

    @Test(arguments: ["0", "101", "thirty", "-5"])
    func aLimitThatIsNotAPercentageIsOneLineAndStatus64(limit: String) throws {
        let outcome = try Self.lint(files: ["A.swift": "let a = 1\n"], limit: limit)
        #expect(outcome.status == 64)
        #expect(outcome.errors == "lint-comments: '\(limit)' is not a percentage from 1 to 100\n")
    }
}
