import Foundation
import TestSupport
import Testing

/// The built `github-search`'s drill-down, as a user meets it at the line prompt: from a detail to its owner's
/// repositories, to another detail, and back.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct DrillDownExecutableTests {
    @Test func ownerThenARepositoryThenBackTwiceReturnsToTheDetail() throws {
        let outcome = try GitHubSearchExecutable.run(
            ["--per-page", "3"], input: "apple\nopen 1\nowner\nopen 2\nback\nback\nquit\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        let details = lines.indices.filter { lines[$0].hasPrefix("apple/swift  ★ ") }
        let lists = lines.indices.filter { lines[$0] == "apple's repositories (26)" }
        let chosen = try #require(lines.firstIndex { $0.hasPrefix("apple/foundationdb  ★ ") })
        // The detail, its owner's list, the repository chosen, the list again, the detail again.
        try #require(details.count == 2 && lists.count == 2)
        #expect(details[0] < lists[0] && lists[0] < chosen && chosen < lists[1] && lists[1] < details[1])
        #expect(lines[lists[0] + 3].hasPrefix("   2 apple/foundationdb"))
        #expect(
            lines.last?.hasPrefix("https://github.com/apple/swift") == true || lines.last?.hasPrefix("homepage") == true
        )
    }

    @Test func ownerWithoutADetailSaysWhy() throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "3"], input: "apple\nowner\n")

        #expect(
            outcome.standardError
                == "error: owner shows the owner's repositories from a repository's details: open one first"
                + " (type help for the commands)\n")
    }
}
