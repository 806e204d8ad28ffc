import Foundation
import Testing

/// Runs the built `github-search` and checks what a user sees: standard output, standard error, exit status.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct GitHubSearchExecutableTests {
    @Test func oneShotSearchPrintsATableAndAFooter() throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--per-page", "10"])

        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        try #require(lines.count == 12)
        #expect(lines.first?.hasPrefix("   # repository") == true)
        #expect(lines[1].hasPrefix("   1 "))
        #expect(lines.last?.hasPrefix("page 1 of ") == true)
        #expect(!outcome.standardOutput.contains("\u{1B}["))
    }

    @Test func pageTwoStartsAtTheRightRank() throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--page", "2", "--per-page", "10"])

        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(outcome.status == 0)
        try #require(lines.count > 1)
        #expect(lines[1].hasPrefix("  11 "))
        #expect(outcome.standardOutput.contains("page 2 of "))
    }

    @Test func jsonPrintsTheItemsInTheAPIsShape() throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--json", "--per-page", "5"])

        let items = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]]
        #expect(outcome.status == 0)
        #expect(items?.count == 5)
        #expect(items?.first?["full_name"] is String)
        #expect(items?.first?["stargazers_count"] is Int)
    }

    @Test func helpExitsZero() throws {
        let outcome = try GitHubSearchExecutable.run(["--help"])

        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("USAGE: github-search"))
        #expect(outcome.standardOutput.contains("  --debug  "))
        // The options of the search go with a query too: their line continues the first form, not a new one
        let usage = Array(outcome.standardOutput.split(separator: "\n").prefix(4))
        #expect(
            usage.dropFirst().first
                == "                     [--latency MS] [--fail MODE[:N]] [--debug] [--record FILE [--force]]")
        #expect(usage.dropFirst(2).first == "                     [--data FILE | --no-persist]")
        #expect(usage.last == "       github-search --replay FILE [--debug] [--step [--json]]")
    }

    @Test func debugLogsEachActionOnStandardErrorAndLeavesStandardOutputAlone() throws {
        let plain = try GitHubSearchExecutable.run(["swift", "--per-page", "3"])

        let debug = try GitHubSearchExecutable.run(["swift", "--per-page", "3", "--debug"])

        #expect(debug.status == 0)
        #expect(debug.standardOutput == plain.standardOutput)
        #expect(plain.standardError.isEmpty)
        let lines = debug.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actions = lines.filter { $0.hasPrefix("action ") }
        #expect(actions.count == 2)
        // Scoped actions are named by their path in the app's action, changes by their path in the app's state.
        #expect(actions.first == #"action AppAction.search.searchStarted(request: #1, query: "swift", page: 1)"#)
        #expect(actions.last?.hasPrefix("action AppAction.search.pageLoaded(request: #1, SearchPage(page: 1, ") == true)
        #expect(lines.first == actions.first)
        try #require(lines.count > 3)
        #expect(
            lines[1...3] == [
                #"  - search.query: """#, #"  + search.query: "swift""#, "  - search.results.phase: .idle",
            ])
        #expect(lines.contains("  + search.loadingPage: 1"))
        #expect(lines.contains("  - search.loadingPage: 1"))
        #expect(lines.contains { $0.hasPrefix(#"  + search.results.value: SearchResults(query: "swift", "#) })
        #expect(lines.last == "")
        let others = lines.dropLast().filter { !$0.hasPrefix("action ") }
        #expect(others.allSatisfy { $0.hasPrefix("  - ") || $0.hasPrefix("  + ") })
    }

    @Test func debugLogsTheDetailScreensActionsToo() throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "2", "--debug"], input: "swift\nopen 1\nquit\n")

        #expect(outcome.status == 0)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("action AppAction.search.repositorySelected(Repository(") })
        #expect(lines.contains { $0.hasPrefix("  + detail: DetailState(repository: Repository(") })
        #expect(lines.contains("  + path[0]: .detail"))
        #expect(lines.contains("action AppAction.detail.refreshStarted(#2)"))
        #expect(lines.contains("  + detail.details.phase: .loading(#2)"))
    }

    @Test(arguments: [
        (["--bogus"], "github-search: unknown option '--bogus'"),
        (["swift", "--page"], "github-search: --page needs a value"),
        (["swift", "--page", "0"], "github-search: --page 0 is too small (at least 1)"),
        (["swift", "--page", "-2"], "github-search: --page -2 is too small (at least 1)"),
        (
            ["swift", "--page", "99999999999999999999999"],
            "github-search: --page 99999999999999999999999 is too large"
        ),
        (["swift", "--per-page", "101"], "github-search: --per-page 101 is too large (at most 100)"),
        (["swift", "--per-page", "+5"], "github-search: --per-page takes a whole number from 1 to 100, not '+5'"),
        (["swift", "--per-page", " 5"], "github-search: --per-page takes a whole number from 1 to 100, not ' 5'"),
        ([""], "github-search: the query is empty"),
        (
            ["swift", "--fail", "often"],
            "github-search: unknown failure mode 'often' (one of: rate-limit, network, malformed; "
                + "add :N to fail only the first N requests)"
        ),
    ])
    func badUsageExits64WithOneLineAndAHint(arguments: [String], message: String) throws {
        let outcome = try GitHubSearchExecutable.run(arguments)

        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "\(message) (see 'github-search --help')\n")
    }

    @Test(arguments: [
        ("rate-limit", "GitHub's rate limit is exhausted; it resets at "),
        ("network", "network error: "),
        ("malformed", "GitHub's answer could not be read: "),
    ])
    func serviceFailuresExit1WithTheReason(mode: String, message: String) throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--fail", mode])

        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("error: page 1: \(message)"))
        #expect(outcome.standardError.split(separator: "\n").count == 1)
    }

    @Test func interactiveSessionFollowsAScript() throws {
        let script = "swift\nn\nopen 2\nback\n:bogus\nopen 999\nquit\nswift\n"

        let outcome = try GitHubSearchExecutable.run(["--per-page", "5"], input: script)

        #expect(outcome.status == 0)
        let output = outcome.standardOutput
        #expect(output.contains("   1 "))
        #expect(output.contains("   6 "))
        #expect(output.contains("page 2 of "))
        #expect(output.contains("https://github.com/"))
        #expect(!output.contains("search> "))
        let errors = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(errors.count == 2)
        #expect(errors.first == "error: unknown command ':bogus' (type help for the commands)")
        #expect(errors.last?.hasPrefix("error: there is no result 999; open one of 1–10") == true)
    }

    @Test func interactiveSessionEndsCleanlyAtEndOfInput() throws {
        let outcome = try GitHubSearchExecutable.run([], input: "swift language:swift\nhelp\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("open N"))
        #expect(outcome.standardError.isEmpty)
    }
}

extension GitHubSearchExecutableTests {
    @Test func aPagePastTheLastOneIsAUsageError() throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--page", "500"])

        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError
                == "github-search: --page 500 is past the last page (the last is 4) (see 'github-search --help')\n")
    }

    @Test func aPagePastTheLastOneIsAUsageErrorInJSONToo() throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--json", "--page", "5"])

        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError
                == "github-search: --page 5 is past the last page (the last is 4) (see 'github-search --help')\n")
    }
}

extension GitHubSearchExecutableTests {
    @Test(arguments: [["zzzzqqq", "--page", "2"], ["zzzzqqq", "--page", "9", "--per-page", "100"]])
    func aPagePastTheLastOfASearchWithoutResultsIsAUsageErrorToo(arguments: [String]) throws {
        let outcome = try GitHubSearchExecutable.run(arguments)

        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError
                == "github-search: --page \(arguments[2]) is past the last page (no repositories match “zzzzqqq”) "
                + "(see 'github-search --help')\n")
    }

    @Test func theFirstPageOfASearchWithoutResultsSaysSoAndExitsZero() throws {
        let outcome = try GitHubSearchExecutable.run(["zzzzqqq"])

        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "No repositories match “zzzzqqq”.\n")
        #expect(outcome.standardError.isEmpty)
    }
}

extension GitHubSearchExecutableTests {
    @Test func thePromptReadsNumbersAsTheCommandLineDoesAndExtraWordsAsAQuery() throws {
        // Given a script with numbers the command line refuses, and command words followed by more words
        let script = "swift\nopen +3\nopen 3.0\nquit now\nhelp me\nquit\nswift\n"

        // When the prompt reads it
        let outcome = try GitHubSearchExecutable.run(["--per-page", "5"], input: script)

        // Then the numbers are refused with the command line's reason, the others are queries, quit quits
        #expect(outcome.status == 0)
        let errors = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(
            errors == [
                "error: open takes a whole number of at least 1, not '+3' (type help for the commands)",
                "error: open takes a whole number of at least 1, not '3.0' (type help for the commands)",
            ])
        #expect(outcome.standardOutput.contains("No repositories match “quit now”."))
        #expect(outcome.standardOutput.contains("1 kamranahmedse/developer-roadmap"))  // "help me"'s results
        #expect(!outcome.standardOutput.contains("list the commands"))
        #expect(!outcome.standardOutput.contains("https://github.com/"))
    }
}

extension GitHubSearchExecutableTests {
    @Test(arguments: [
        (
            ["--" + String(repeating: "x", count: 100_000)],
            "unknown option '--" + String(repeating: "x", count: 62) + "…' (100002 characters)"
        ),
        (
            ["swift", "--page", String(repeating: "9", count: 5_000)],
            "--page " + String(repeating: "9", count: 64) + "… (5000 characters) is too large"
        ),
        (
            ["swift", "--per-page", String(repeating: "+", count: 5_000)],
            "not '" + String(repeating: "+", count: 64) + "…' (5000 characters)"
        ),
    ])
    func aLongArgumentIsEchoedCutWithItsLength(arguments: [String], echo: String) throws {
        let outcome = try GitHubSearchExecutable.run(arguments)

        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains(echo))
        #expect(outcome.standardError.count < 300)
    }

    @Test func aLongRecordPathIsNamedCutWithItsLength() throws {
        let path = "/nonexistent/" + String(repeating: "p", count: 10_000)

        let outcome = try GitHubSearchExecutable.run(["swift", "--record", path])

        #expect(outcome.status == 73)
        #expect(
            outcome.standardError.hasPrefix(
                "github-search: /nonexistent/" + String(repeating: "p", count: 243) + "… (10013 characters): "))
        #expect(outcome.standardError.count < 500)
    }

    @Test func aLongUnknownCommandAtThePromptIsEchoedCutWithItsLength() throws {
        let outcome = try GitHubSearchExecutable.run([], input: ":" + String(repeating: "z", count: 60_000) + "\n")

        #expect(outcome.status == 0)
        #expect(
            outcome.standardError.hasPrefix(
                "error: unknown command ':" + String(repeating: "z", count: 63) + "…' (60001 characters)"))
        #expect(outcome.standardError.count < 300)
    }
}

extension GitHubSearchExecutableTests {
    /// `--help`: "The options of a search (--page to --record) go with a query and with the prompt alike."
    @Test(arguments: [
        (["--page", "2", "--per-page", "30"], "swift\nquit\n"),
        (["-i", "swift", "--page", "2", "--per-page", "30"], "quit\n"),
    ])
    func thePromptStartsEverySearchAtThePageAskedFor(arguments: [String], input: String) throws {
        let outcome = try GitHubSearchExecutable.run(arguments, input: input)

        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("page 2 of 4, 107 results"))
        #expect(outcome.standardOutput.contains("  31 "))
        #expect(!outcome.standardOutput.contains("page 1 of"))
    }

    @Test func thePromptSaysAPagePastTheLastIsOneAndGoesOn() throws {
        let outcome = try GitHubSearchExecutable.run(["--page", "5"], input: "swift\nquit\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardError == "error: page 5 is past the last page (the last is 4)\n")
    }
}

extension GitHubSearchExecutableTests {
    @Test(arguments: ["open 3", "open 5", "next"])
    func aResultsCommandOverADetailSaysToGoBackFirst(command: String) throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "5"], input: "swift\nopen 3\n\(command)\nquit\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("type back to return to the"))
        #expect(!outcome.standardOutput.contains("page 2 of"))
    }
}

extension GitHubSearchExecutableTests {
    @Test func helpOnTheStarredListSaysWhatNIsThere() throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "3"], input: "swift\nstar 1\nstarred\nhelp\n")

        #expect(outcome.status == 0)
        let open = "details of result N (on the starred list or an owner's list: of its row N)"
        #expect(outcome.standardOutput.contains(open))
        #expect(outcome.standardOutput.contains("on the starred list: row N"))
    }
}
