import Testing

/// The built `github-search` with `--fail`: a retry succeeds once the failing requests are spent, and the
/// prompt suggests retry only for failures a retry can fix.
@Suite(.timeLimit(.minutes(5)))
struct FaultExecutableTests {
    @Test func retryAtThePromptSucceedsAfterTheFailingRequests() throws {
        let outcome = try GitHubSearchExecutable.run(
            ["--per-page", "2", "--fail", "network:1"], input: "swift\nretry\n")

        #expect(outcome.status == 0)
        #expect(
            outcome.standardError
                == "error: page 1: network error: The network connection was lost. (type retry to try again)\n")
        #expect(outcome.standardOutput.contains("   1 apple/swift"))
    }

    @Test func aQueryTooLongForAnyRetryIsNotOfferedOne() throws {
        let outcome = try GitHubSearchExecutable.run([], input: String(repeating: "a", count: 300) + "\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("The query is longer than 256 characters."))
        #expect(!outcome.standardError.contains("retry"))
    }

    @Test func retryAfterAFailureNoRetryCanFixSaysSoInsteadOfAskingAgain() throws {
        let outcome = try GitHubSearchExecutable.run([], input: String(repeating: "a", count: 300) + "\nretry\n")

        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(outcome.status == 0)
        try #require(lines.count == 2)
        #expect(lines[0] == "error: page 1: GitHub refused the query: The query is longer than 256 characters.")
        #expect(
            lines[1] == "error: a retry would fail the same way: GitHub refused the query: "
                + "The query is longer than 256 characters. (type help for the commands)")
    }

    @Test(arguments: [
        ("network:0", "--fail network:N 0 is too small (at least 1)"),
        ("network:x", "--fail network:N takes a whole number of at least 1, not 'x'"),
        ("often:2", "unknown failure mode 'often:2' "),
    ])
    func aBadCountIsAUsageErrorAboutTheCount(mode: String, message: String) throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--fail", mode])

        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("github-search: \(message)"))
    }
}
