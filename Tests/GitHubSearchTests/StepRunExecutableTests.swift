import Foundation
import TestSupport
import Testing

/// Runs the built `github-search` with `--replay FILE --step` on a recorded prompt session, as a developer chasing
/// a tester's bug would: piped commands, the ends, searches, the JSON steps, files that are not sessions.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct StepRunExecutableTests {
    /// A search for "swift" (3 a page), the next page, result 2 opened, starred, and back: 9 steps, which are
    /// searchStarted, pageLoaded, pageRequested, pageLoaded, repositorySelected, refreshStarted, refreshed,
    /// starTapped, backTapped.
    private static func withRecording(_ body: (URL) throws -> Void) throws {
        try withTemporaryFile { file in
            let recorded = try GitHubSearchExecutable.run(
                ["--per-page", "3", "--no-persist", "--record", file.path], input: "swift\nn\nopen 2\nstar\nback\n")
            try #require(recorded.status == 0, "recording failed: \(recorded.standardError)")
            try body(file)
        }
    }

    /// Runs the inspector on `file` with `commands` piped, one a line.
    private static func step(_ file: URL, _ commands: [String]) throws -> GitHubSearchExecutable.Outcome {
        try GitHubSearchExecutable.run(
            ["--replay", file.path, "--step"], input: commands.map { $0 + "\n" }.joined())
    }

    /// The steps shown, in order, read from their header lines (`step 3 of 9`).
    private static func stepsShown(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("step "), line.hasSuffix(" of 9") else { return nil }
            return Int(line.dropFirst(5).dropLast(5))
        }
    }

    @Test func itOpensAtTheFirstStepWithItsActionWhatItChangedAndTheScreen() throws {
        try Self.withRecording { file in
            let outcome = try Self.step(file, ["next"])

            #expect(outcome.status == 0)
            #expect(outcome.standardError.isEmpty)
            let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(
                Array(lines.prefix(4)) == [
                    "step 1 of 9", #"action AppAction.search.searchStarted(request: #1, query: "swift", page: 1)"#,
                    #"  - search.query: """#, #"  + search.query: "swift""#,
                ])
            #expect(lines.contains("(searching “swift”…)"), "the screen of a search still loading")
            // Step 2's screen is the results table as it was then: page 1 of 36
            #expect(lines.contains("page 1 of 36, 107 results"))
            #expect(lines.contains { $0.hasPrefix("   1 apple/swift ") })
        }
    }

    @Test func eachCommandMovesAsItSays() throws {
        try Self.withRecording { file in
            let outcome = try Self.step(
                file, ["next", "n", "back", "jump 5", "7", "first", "last", "b", "quit", "next"])

            #expect(outcome.status == 0)
            #expect(outcome.standardError.isEmpty)
            #expect(Self.stepsShown(outcome.standardOutput) == [1, 2, 3, 2, 5, 7, 1, 9, 8])
        }
    }

    @Test func theScreenIsTheOneOnTopThen() throws {
        try Self.withRecording { file in
            let outcome = try Self.step(file, ["jump 8", "next"])

            let screens = outcome.standardOutput.components(separatedBy: "step 9 of 9\n")
            try #require(screens.count == 2)
            // Step 8: the detail of result 2, starred; step 9: back on the results, both pages
            #expect(screens[0].contains("vsouza/awesome-ios  ★ 49.5k  forks 13.9k  issues 643  (starred)"))
            #expect(screens[1].contains("page 2 of 36, 107 results"))
            #expect(!screens[1].contains("forks 13.9k"))
        }
    }

    @Test func findGoesToTheNextStepByActionNameOrChangedPath() throws {
        try Self.withRecording { file in
            let outcome = try Self.step(
                file,
                [
                    "find starTapped", "find .detail", "find detail.refreshed", "first", "/detail",
                    "find search.query",
                ])

            #expect(outcome.status == 0)
            #expect(outcome.standardError.isEmpty)
            // starTapped is step 8; back (9) removed the detail; no refreshed after 9, so from the first step: 7;
            // `detail` names the detail's actions (6: refreshStarted); no action is named search.query, so it is a
            // path, changed after step 6 by none, and first by step 1
            #expect(Self.stepsShown(outcome.standardOutput) == [1, 8, 9, 7, 1, 6, 1])
            #expect(
                outcome.standardOutput.contains("found from the first step (none after the last step)\nstep 7 of 9"))
        }
    }

    @Test func atTheEndsAndOutOfRangeTheStepStaysAndOneLineSaysWhy() throws {
        try Self.withRecording { file in
            let outcome = try Self.step(
                file, ["back", "last", "next", "jump 40", "jump 0", "find nothing-like-it", "jump", "nxt", "next 2"])

            #expect(outcome.status == 0)
            #expect(Self.stepsShown(outcome.standardOutput) == [1, 9])
            let suffix = " (type help for the commands)"
            #expect(
                outcome.standardError.split(separator: "\n").map(String.init) == [
                    "error: at the first step (1)" + suffix,
                    "error: at the last step (9)" + suffix,
                    "error: jump 40 is too large (at most 9)" + suffix,
                    "error: jump 0 is too small (at least 1)" + suffix,
                    "error: no action is named 'nothing-like-it', and no step changes 'nothing-like-it'" + suffix,
                    "error: jump needs one step number, as in: jump 9" + suffix,
                    "error: unknown command 'nxt'" + suffix,
                    "error: next takes nothing after it" + suffix,
                ])
        }
    }

    @Test func helpListsTheCommands() throws {
        try Self.withRecording { file in
            let outcome = try Self.step(file, ["help"])

            for word in ["next, n", "back, b", "jump, j N", "first, f", "last, l", "find, / TEXT", "quit, q, exit"] {
                #expect(outcome.standardOutput.contains("\n" + word), "\(word)")
            }
        }
    }

    @Test func stepJSONPrintsEveryStepAsOneObjectALine() throws {
        try Self.withRecording { file in
            let outcome = try GitHubSearchExecutable.run(["--replay", file.path, "--step", "--json"])

            #expect(outcome.status == 0)
            #expect(outcome.standardError.isEmpty)
            let objects = try outcome.standardOutput.split(separator: "\n").map { line in
                try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            try #require(objects.count == 9)
            #expect(objects.map { $0["step"] as? Int } == Array(1...9))
            #expect(objects[7]["action"] as? String == "AppAction.detail.starTapped")
            let changed = try #require(objects[7]["changed"] as? [String])
            #expect(Array(changed.prefix(2)) == ["- detail.isStarred: false", "+ detail.isStarred: true"])
            #expect(objects.allSatisfy { ($0["changed"] as? [String])?.isEmpty == false })
        }
    }

    @Test func aSessionWithoutActionsSaysSoAndEnds() throws {
        try withTemporaryFile { file in
            let recorded = try GitHubSearchExecutable.run(
                ["--no-persist", "--record", file.path], input: "quit\n")
            try #require(recorded.status == 0)

            let outcome = try Self.step(file, ["next"])
            let json = try GitHubSearchExecutable.run(["--replay", file.path, "--step", "--json"])

            #expect(outcome.status == 0)
            #expect(outcome.standardOutput == "The session has no actions: there is no step to show.\n")
            #expect(json.status == 0)
            #expect(json.standardOutput.isEmpty)
        }
    }

    @Test func stepWithoutReplayIsBadUsage() throws {
        let outcome = try GitHubSearchExecutable.run(["--step"])

        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "github-search: --step goes with --replay FILE (see 'github-search --help')\n")
    }

    @Test func aMissingRecordingIsOneLineAndStatus66() throws {
        try withTemporaryFile { file in
            let outcome = try GitHubSearchExecutable.run(["--replay", file.path, "--step"], input: "next\n")

            #expect(outcome.status == 66)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError == "github-search: \(file.path): no such file\n")
        }
    }

    @Test(arguments: [[], ["--json"]])
    func aFileThatIsNotASessionIsOneLineAndStatus65AsForReplay(extra: [String]) throws {
        try withTemporaryFile { file in
            try Data("{\"format\":\"prex-action-log\",\"version\":1}\n{\"bogus\":1}\n".utf8).write(to: file)

            let outcome = try GitHubSearchExecutable.run(["--replay", file.path, "--step"] + extra, input: "next\n")
            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(outcome.status == 65)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError == replayed.standardError)
            #expect(outcome.standardError.split(separator: "\n").count == 1)
        }
    }

    @Test func aSessionCutShortIsShownThenSaidAsReplaySaysIt() throws {
        try Self.withRecording { file in
            // The recording without its last two lines (back and the end line): a program killed while it recorded
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            try Data(lines.dropLast(2).map { $0 + "\n" }.joined().utf8).write(to: file)

            let outcome = try Self.step(file, ["last"])

            #expect(outcome.status == 65)
            #expect(outcome.standardOutput.contains("step 8 of 8\naction AppAction.detail.starTapped"))
            #expect(
                outcome.standardError
                    == "github-search: \(file.path): the session was cut short (it has no end line); replayed as far "
                    + "as it was recorded\n")
        }
    }
}

/// The inspector on a terminal: keys, no Enter, and the terminal restored.
@Suite(.timeLimit(.minutes(5)), .serialized, .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct StepRunKeysExecutableTests {
    @Test func arrowsJumpAndFindMoveAndQRestoresTheTerminal() throws {
        try withTemporaryFile { file in
            let recorded = try GitHubSearchExecutable.run(
                ["--per-page", "3", "--no-persist", "--record", file.path], input: "swift\nn\nopen 2\nstar\nback\n")
            try #require(recorded.status == 0)
            let terminal = try PseudoTerminal()
            let original = terminal.settings
            let (process, exit) = try ExitWatch.start(
                GitHubSearchExecutable.url, arguments: ["--replay", file.path, "--step"],
                environment: ["TERM": "xterm-256color", "COLUMNS": "100"],
                input: terminal.terminal, output: terminal.terminal, error: terminal.terminal)
            try terminal.wait(for: "step 1 of 9 (? for keys)")
            terminal.type("\u{1B}[C")
            try terminal.wait(for: "step 2 of 9 (? for keys)")
            terminal.type("g8\r")
            try terminal.wait(for: "AppAction.detail.starTapped")
            try terminal.wait(for: "step 8 of 9 (? for keys)")
            terminal.type("/backTapped\r")
            try terminal.wait(for: "step 9 of 9 (? for keys)")
            terminal.type("\u{1B}[D")
            try terminal.wait(for: "step 8 of 9 (? for keys)")
            terminal.type("q")
            try #require(exit.wait())
            try terminal.drain()
            #expect(process.terminationStatus == 0)
            #expect(terminal.settings == original)
        }
    }
}
