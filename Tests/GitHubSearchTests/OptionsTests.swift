import GitHubSearch
import TerminalKit
import TestSupport
import Testing

struct OptionsTests {
    private func parse(_ arguments: [String]) throws(UsageError) -> CommandLineInterface<Options>.Request {
        try Options.commandLine.parse(arguments, defaults: Options())
    }

    private func options(_ arguments: [String]) throws -> Options {
        try Options.commandLine.options(arguments, defaults: Options())
    }

    @Test func queryWordsJoinAndFlagsApply() throws {
        let parsed = try options(["swift", "language:swift", "--page", "2", "--per-page", "10", "--json"])

        #expect(parsed.query == "swift language:swift")
        #expect(parsed.page == 2)
        #expect(parsed.perPage == 10)
        #expect(parsed.isJSON)
        #expect(!parsed.runsInteractively)
    }

    @Test func noQueryMeansInteractive() throws {
        #expect(try options([]).runsInteractively)
        #expect(try options(["swift", "-i"]).runsInteractively)
    }

    @Test func faultsReachTheMockedService() throws {
        let parsed = try options(["swift", "--latency", "250", "--fail", "rate-limit"])

        #expect(parsed.faults.latencyMilliseconds == 250)
        #expect(parsed.faults.failure == .rateLimit)
    }

    @Test func recordAndReplayTakeAFile() throws {
        #expect(try options(["swift", "--record", "s.jsonl"]).recordPath == "s.jsonl")
        #expect(try options(["--record", "s.jsonl"]).runsInteractively)
        #expect(try options(["--replay", "s.jsonl"]).replayPath == "s.jsonl")
        #expect(try options(["--replay", "s.jsonl", "--debug"]).printsDebugLog)
        #expect(try options(["swift", "--record", "s.jsonl", "--force"]).replacesRecording)
        #expect(try !options(["swift", "--record", "s.jsonl"]).replacesRecording)
    }

    @Test func stepGoesWithReplayAndTakesJSON() throws {
        #expect(try options(["--replay", "s.jsonl", "--step"]).stepsThrough)
        #expect(try options(["--step", "--replay", "s.jsonl", "--json"]).isJSON)
        #expect(try !options(["--replay", "s.jsonl"]).stepsThrough)
        #expect(Options.commandLine.help.contains("STEPPING THROUGH A RECORDING"))
    }

    @Test(arguments: [
        (["swift", "--record", "--force"], "--record needs a value"),
        (["swift", "--record", ""], "--record needs a value"),
        (["swift", "--latency", ""], "--latency needs a value"),
        (["swift", "--fail", ""], "--fail needs a value"),
        (["swift", "--page", "--json"], "--page needs a value"),
        (["swift", "--fail", "network:0"], "--fail network:N 0 is too small (at least 1)"),
        (["swift", "--fail", "network:x"], "--fail network:N takes a whole number of at least 1, not 'x'"),
        (["swift", "--fail", "often"], "unknown failure mode 'often' (one of: rate-limit, network, malformed; add :N"),
    ])
    func aMissingOrWrongValueIsSaidOneWay(arguments: [String], message: String) {
        let error = #expect(throws: UsageError.self) { try parse(arguments) }
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test func aFileNamedLikeAnOptionIsRecordedToWhenSpelledAsAPath() throws {
        #expect(try options(["swift", "--record=--force"]).recordPath == "--force")
        #expect(try options(["swift", "--record", "./--force"]).recordPath == "./--force")
    }

    @Test func helpListsRecordAndReplay() {
        #expect(Options.commandLine.help.contains("[--record FILE [--force]]"))
        #expect(Options.commandLine.help.contains("  --record FILE    "))
        #expect(Options.commandLine.help.contains("  --force          "))
        #expect(Options.commandLine.help.contains("  --replay FILE    "))
        #expect(Options.commandLine.help.contains("65 for a --replay file"))
    }

    @Test func debugTurnsOnTheLogInEitherMode() throws {
        #expect(try options(["swift", "--debug"]).printsDebugLog)
        #expect(try options(["--debug"]).printsDebugLog)
        #expect(try options(["--debug"]).runsInteractively)
        #expect(try !options(["swift"]).printsDebugLog)
    }

    @Test func helpListsTheDebugOption() {
        #expect(Options.commandLine.help.contains("[--debug]"))
        #expect(
            Options.commandLine.help.contains(
                "  --debug          print each action and what it changed in the state to standard error"
            )
        )
    }

    @Test func helpIsAskedWithEitherSpelling() throws {
        for arguments in [["--help"], ["-h"], ["swift", "--json", "-h"]] {
            guard case .help = try parse(arguments) else {
                Issue.record("expected help for \(arguments)")
                return
            }
        }
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["swift", "--page"], "--page needs a value"),
        (["swift", "--page", "0"], "--page 0 is too small (at least 1)"),
        (["swift", "--page", "-3"], "--page -3 is too small (at least 1)"),
        (
            ["swift", "--page", "99999999999999999999999"],
            "--page 99999999999999999999999 is too large"
        ),
        (["swift", "--per-page", "101"], "--per-page 101 is too large (at most 100)"),
        (["swift", "--per-page", "+5"], "--per-page takes a whole number from 1 to 100, not '+5'"),
        (["swift", "--per-page", " 5"], "--per-page takes a whole number from 1 to 100, not ' 5'"),
        (["swift", "--per-page", "ten"], "--per-page takes a whole number from 1 to 100, not 'ten'"),
        (
            ["swift", "--fail", "sometimes"],
            "unknown failure mode 'sometimes' (one of: rate-limit, network, malformed; "
                + "add :N to fail only the first N requests)"
        ),
        (["swift", "--fail"], "--fail needs a value"),
        (["  "], "the query is empty"),
        (["--json"], "--json needs a query and no --interactive"),
        (["swift", "--record"], "--record needs a value"),
        (["--replay"], "--replay needs a value"),
        (["--step"], "--step goes with --replay FILE"),
        (["swift", "--step", "--json"], "--step goes with --replay FILE"),
        (
            ["--replay", "s.jsonl", "--step", "--page", "2"],
            "--replay cannot be combined with --page (the recording holds the session)"
        ),
        (["--json=yes", "swift"], "--json takes no value"),
        (["--replay", "s.jsonl", "swift"], "--replay takes no query (the recording holds the session)"),
        (
            ["--replay", "s.jsonl", "--json"],
            "--replay cannot be combined with --json (the recording holds the session)"
        ),
        (
            ["--replay", "s.jsonl", "--record", "t.jsonl"],
            "--replay cannot be combined with --record (the recording holds the session)"
        ),
        (
            ["--replay", "s.jsonl", "--per-page", "5"],
            "--replay cannot be combined with --per-page (the recording holds the session)"
        ),
    ])
    func badCommandLinesGetAOneLineReason(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try parse(arguments)
        }
    }
}
