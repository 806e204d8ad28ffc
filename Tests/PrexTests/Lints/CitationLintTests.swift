import Foundation
import TestSupport
import Testing

/// `.ci/lint-citations`, which `.ci/run` runs over every tracked file, fails on a citation of a document outside the
/// repository, and lets plain text through (``LintScriptTests``: the repository passes).
@Suite(.timeLimit(.minutes(5)))
struct CitationLintTests {
    static func lint(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try LintScript("lint-citations").run(arguments)
    }

    static func lint(text: String) throws -> ChildProcess.Outcome {
        try withTemporaryFolder { folder in
            try text.write(to: folder.appendingPathComponent("Notes.md"), atomically: true, encoding: .utf8)
            return try lint([folder.path])
        }
    }

    @Test(arguments: [
        "the contract says so (DESIGN §13)",
        "see DESIGN.md",
        "as STYLE.md asks",
        "weak let (SE-0481)",
        "the peer's bug, TCA #2846",
        "fixed upstream in pointfreeco/swift-composable-architecture#3663",
        "the budget of issue 25",
    ])
    func aCitationFails(line: String) throws {
        let outcome = try Self.lint(text: "A first line.\n\(line)\n")
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("Notes.md:2:\(line)  <- cites a document outside the repository"))
    }

    @Test func plainTextPasses() throws {
        let plain = try Self.lint(text: "Row #12 of the list, a path like Sources/Prex, and #include <stdio.h>.\n")
        #expect(plain.status == 0, "\(plain.errors)")
    }
}
