import Foundation
import TestSupport
import Testing

/// Runs the built `github-search` with `--record`, then `--replay`, as a user reproducing a session would.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct RecordReplayExecutableTests {
    @Test(arguments: [
        ["swift", "--per-page", "5"],
        ["swift", "language:swift", "--page", "2", "--per-page", "3"],
        ["swift", "--json", "--per-page", "2"],
        ["nothing-matches-this-query"],
        ["swift", "--page", "999"],
        ["swift", "--fail", "network"],
    ])
    func aReplayedOneShotSearchPrintsWhatTheRecordedOnePrinted(arguments: [String]) throws {
        try withTemporaryFile { file in
            let recorded = try GitHubSearchExecutable.run(arguments + ["--record", file.path])
            // The recording itself worked: its file starts with the session's settings.
            let recording = try String(contentsOf: file, encoding: .utf8)
            try #require(recording.contains("\"started\""), "recording failed: \(recorded.standardError)")

            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(replayed.standardOutput == recorded.standardOutput)
            #expect(replayed.standardError == recorded.standardError)
            #expect(replayed.status == recorded.status)
        }
    }

    @Test func aReplayedPromptSessionPrintsTheOpenResultsDetails() throws {
        try withTemporaryFile { file in
            let recorded = try GitHubSearchExecutable.run(
                ["--per-page", "4", "--record", file.path], input: "swift\nn\nopen 6\n")

            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(recorded.status == 0)
            #expect(replayed.status == 0)
            #expect(replayed.standardError.isEmpty)
            #expect(replayed.standardOutput.split(separator: "\n").count >= 3)
            #expect(recorded.standardOutput.hasSuffix(replayed.standardOutput))
        }
    }

    @Test func aReplayedPromptSessionEndingOnTheResultsPrintsThemAll() throws {
        try withTemporaryFile { file in
            let recorded = try GitHubSearchExecutable.run(
                ["--per-page", "3", "--record", file.path], input: "swift\nn\nopen 2\nback\n")
            try #require(recorded.status == 0)

            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])

            let lines = replayed.standardOutput.split(separator: "\n").map(String.init)
            #expect(replayed.status == 0)
            try #require(lines.count == 8)
            #expect(lines.first?.hasPrefix("   # repository") == true)
            #expect(lines[6].hasPrefix("   6 "))
            #expect(lines.last?.hasPrefix("page 2 of ") == true)
        }
    }

    @Test func replayingAMissingFileFailsWithOneLine() throws {
        try withTemporaryFile { file in
            let outcome = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(outcome.status == 66)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError == "github-search: \(file.path): no such file\n")
        }
    }

    @Test(arguments: [
        ("", "not a recorded session (its first line is not the header --record writes)"),
        ("{\"started\":{}}\n", "not a recorded session (its first line"),
        (
            "{\"format\":\"prex-action-log\",\"version\":9}\n",
            "a session file of format version 9, which this github-search does not read (it reads version 1)"
        ),
        (
            "{\"format\":\"prex-action-log\",\"version\":1}\n{\"search\":{\"_0\":{\"bogus\":{}}}}\n",
            "line 2: not an entry of a recorded session (edited or damaged)"
        ),
        (
            "{\"format\":\"prex-action-log\",\"version\":1}\n{\"action\":{\"_0\":{\"backTapped\":{}}}}\n",
            "not a recorded session"
        ),
    ])
    func replayingAFileThatIsNotASessionFailsWithOneLine(contents: String, message: String) throws {
        try withTemporaryFile { file in
            try Data(contents.utf8).write(to: file)

            let outcome = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(outcome.status == 65)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError.hasPrefix("github-search: "))
            #expect(outcome.standardError.contains(message))
            #expect(outcome.standardError.split(separator: "\n").count == 1)
        }
    }

    @Test(arguments: [
        #"{"action":{}}"#, #"{"started":{"perPage":3},"ended":{}}"#,
        String(repeating: "[", count: 600)
            + String(repeating: "]", count: 600), #"{"format":"prex-action-log","version":2}"#,
    ])
    func aLineThatIsNotAnEntryIsSaidInTheProgramsWordsNotTheLibrarys(line: String) throws {
        try withTemporaryFile { file in
            try Data((#"{"format":"prex-action-log","version":1}"# + "\n" + line + "\n").utf8).write(to: file)

            let outcome = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(outcome.status == 65)
            #expect(
                outcome.standardError
                    == "github-search: \(file.path), line 2: not an entry of a recorded session (edited or damaged)\n")
        }
    }

    @Test func recordingToAFileThatCannotBeCreatedFailsBeforeSearching() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("no-such-folder/session.jsonl")

            let outcome = try GitHubSearchExecutable.run(["swift", "--record", file.path])

            #expect(outcome.status == 73)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError.hasPrefix("github-search: \(file.path): cannot be created: "))
            #expect(outcome.standardError.split(separator: "\n").count == 1)
        }
    }
}
