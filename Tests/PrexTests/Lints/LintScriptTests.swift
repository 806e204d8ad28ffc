import Foundation
import TestSupport
import Testing

/// Every check of `.ci/` that `.ci/run` runs passes the repository as it is, and says in one line, with status 66,
/// that a path it was given is missing. What each one catches is in its own suite.
@Suite(.timeLimit(.minutes(5)))
struct LintScriptTests {
    static let scripts = [
        "lint-portability", "lint-citations", "lint-comments", "lint-program-imports", "lint-toolchain-floor",
        "lint-attributes",
    ]

    @Test(arguments: scripts)
    func theRepositoryPasses(script: String) throws {
        let outcome = try LintScript(script).run([])
        #expect(outcome.status == 0, "\(outcome.errors)")
    }

    @Test(arguments: scripts)
    func aMissingPathIsOneLineAndStatus66(script: String) throws {
        let outcome = try LintScript(script).run(["/nonexistent/prex-path"])
        #expect(outcome.status == 66)
        let missing = ["no such file or directory", "no such directory"].map {
            "\(script): /nonexistent/prex-path: \($0)\n"
        }
        #expect(missing.contains(outcome.errors), "\(outcome.errors)")
    }
}
