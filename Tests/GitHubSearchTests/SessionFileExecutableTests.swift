import Foundation
import TestSupport
import Testing

/// The built `github-search` with session files that are not what `--record` writes when it finishes, and
/// with a `--record` file that already exists: every message names the file, nothing is overwritten unasked.
@Suite(.timeLimit(.minutes(5)))
struct SessionFileExecutableTests {
    private static let header = #"{"format":"prex-action-log","version":1}"#
    private static let started = #"{"started":{"isInteractive":false,"isJSON":false,"perPage":3}}"#

    @Test(arguments: [
        ("", "not a recorded session: the file holds no session, only its header"),
        (
            "\(started)\n{\"action\":{\"_0\":{\"detail\":{\"_0\":{\"refreshStarted\":{\"_0\":1}}}}}}\n",
            "entry 2 is a detail action while no result is open"
        ),
        (#"{"started":{"isInteractive":false,"isJSON":false,"perPage":0}}"# + "\n", "the session's page size is 0"),
        (#"{"started":{"isInteractive":true,"isJSON":false,"perPage":101}}"# + "\n", "the session's page size is 101"),
        ("\(started)\n{\"ended\":{}}\n{\"action\":{\"_0\":{\"backTapped\":{}}}}\n", "entry 3 follows the end"),
    ])
    func entriesThatAreNotASessionAreRefusedNamingTheFile(entries: String, message: String) throws {
        try withTemporaryFile { file in
            try Data((Self.header + "\n" + entries).utf8).write(to: file)

            let outcome = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(outcome.status == 65)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError.hasPrefix("github-search: \(file.path): not a recorded session: "))
            #expect(outcome.standardError.contains(message))
            #expect(outcome.standardError.split(separator: "\n").count == 1)
        }
    }

    @Test func aFinishedRecordingEndsWithItsEndLine() throws {
        try withTemporaryFile { file in
            let recorded = try GitHubSearchExecutable.run(["swift", "--per-page", "2", "--record", file.path])

            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            #expect(recorded.status == 0)
            #expect(lines.last == #"{"ended":{}}"#)
        }
    }

    @Test func aRecordingWithoutItsEndLinePrintsItsScreenThenSaysItWasCutShort() throws {
        try withTemporaryFile { file in
            // Given a finished recording, without its last line: what a killed program leaves
            let recorded = try GitHubSearchExecutable.run(["swift", "--per-page", "2", "--record", file.path])
            try #require(recorded.status == 0)
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            try Data(lines.dropLast().map { $0 + "\n" }.joined().utf8).write(to: file)

            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(replayed.status == 65)
            #expect(replayed.standardOutput == recorded.standardOutput)
            #expect(
                replayed.standardError
                    == "github-search: \(file.path): the session was cut short (it has no end line); replayed as far "
                    + "as it was recorded\n")
        }
    }

    @Test func aRecordingCutMidLineReplaysItsCompleteLinesThenSaysItWasCutShort() throws {
        try withTemporaryFile { file in
            // Given a prompt session's recording, kept up to 40 bytes into its seventh line: what a crash
            // mid-write leaves
            let recorded = try GitHubSearchExecutable.run(["--record", file.path], input: "swift\nn\nopen 3\n")
            try #require(recorded.status == 0)
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
            try #require(lines.count > 8 && lines[6].utf8.count > 40)
            let whole = lines.prefix(6).map { $0 + "\n" }.joined()
            try Data((whole + String(decoding: lines[6].utf8.prefix(40), as: UTF8.self)).utf8).write(to: file)
            try Data(whole.utf8).write(to: file.appendingPathExtension("whole"))
            defer { try? FileManager.default.removeItem(at: file.appendingPathExtension("whole")) }

            // When it is replayed, and so are its six complete lines alone
            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])
            let complete = try GitHubSearchExecutable.run(["--replay", file.appendingPathExtension("whole").path])

            // Then it shows the screen the complete lines reach, and says it was cut short
            #expect(replayed.status == 65)
            #expect(!replayed.standardOutput.isEmpty)
            #expect(replayed.standardOutput == complete.standardOutput)
            #expect(
                replayed.standardError
                    == "github-search: \(file.path): the session was cut short (it has no end line); replayed as far "
                    + "as it was recorded\n")
        }
    }

    @Test func aMalformedLastLineWithItsLineEndingIsStillRefused() throws {
        try withTemporaryFile { file in
            try Data((Self.header + "\n" + Self.started + "\n" + #"{"search":{"_0"# + "\n").utf8).write(to: file)

            let outcome = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(outcome.status == 65)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError.contains("line 3: not an entry of a recorded session (edited or damaged)"))
        }
    }

    /// The recording at `file` ends with its `ended` line, and replays with status 0 and nothing on standard error.
    private static func expectEndLineAndCleanReplay(of file: URL) throws {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.last == #"{"ended":{}}"#)
        let replayed = try GitHubSearchExecutable.run(["--replay", file.path])
        #expect(replayed.status == 0)
        #expect(replayed.standardError.isEmpty)
    }

    @Test func aRecordingEndedByAFullStandardOutputHasItsEndLine() throws {
        try withTemporaryFile { file in
            // `printf 'swift\n' | github-search --record FILE > /dev/full`
            let outcome = try ChildProcess.run(
                URL(fileURLWithPath: "/bin/sh"),
                ["-c", #"exec "$0" "$@" > /dev/full"#, GitHubSearchExecutable.url.path, "--record", file.path],
                input: Data("swift\n".utf8))

            #expect(outcome.endedCleanly(with: [74]), "\(outcome.summary)")
            try Self.expectEndLineAndCleanReplay(of: file)
        }
    }

    @Test func aRecordingEndedByAReaderThatHungUpHasItsEndLine() throws {
        try withTemporaryFile { file in
            // `… | github-search --per-page 100 --record FILE | head -1`, with far more output than a pipe
            // holds, so that a write after the hang-up fails
            let outcome = try ChildProcess.run(
                GitHubSearchExecutable.url, ["--per-page", "100", "--record", file.path],
                input: Data(String(repeating: "swift\nn\n", count: 10).utf8), hangsUpAfterFirstLine: true)

            #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
            try Self.expectEndLineAndCleanReplay(of: file)
        }
    }

    @Test func aPromptStoppedBySIGTERMReplaysAsCutShort() throws {
        try withTemporaryFile { file in
            // Given a prompt recording a session, which has shown a search's results
            let process = Process()
            process.executableURL = GitHubSearchExecutable.url
            process.arguments = ["--per-page", "2", "--record", file.path]
            process.environment = [:]
            let (input, output) = (Pipe(), Pipe())
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            let exit = ExitWatch(process)  // a test that ends early leaves no prompt running
            try process.run()
            input.fileHandleForWriting.write(Data("swift\n".utf8))
            var shown = Data()
            while !String(decoding: shown, as: UTF8.self).contains("page 1 of") {
                let chunk = output.fileHandleForReading.availableData
                try #require(!chunk.isEmpty, "the prompt ended before showing the results")
                shown += chunk
            }

            // When SIGTERM stops it
            process.terminate()
            try #require(exit.wait(), "the prompt did not stop on SIGTERM")

            // Then the recording replays its screen, and says it was cut short
            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(replayed.status == 65)
            #expect(replayed.standardOutput.contains("   2 "))
            #expect(replayed.standardError.contains("\(file.path): the session was cut short"))
        }
    }

    @Test func recordingRefusesAnExistingFileAndLeavesIt() throws {
        try withTemporaryFile { file in
            try Data("keep me\n".utf8).write(to: file)

            let outcome = try GitHubSearchExecutable.run(["swift", "--record", file.path])

            #expect(outcome.status == 73)
            #expect(outcome.standardOutput.isEmpty)
            #expect(
                outcome.standardError == "github-search: \(file.path): already exists; add --force to record over it\n")
            #expect(try String(contentsOf: file, encoding: .utf8) == "keep me\n")
        }
    }

    @Test func forceRecordsOverAnExistingFile() throws {
        try withTemporaryFile { file in
            try Data("replace me\n".utf8).write(to: file)

            let recorded = try GitHubSearchExecutable.run([
                "swift", "--per-page", "2", "--record", file.path, "--force",
            ])
            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(recorded.status == 0)
            #expect(replayed.status == 0)
            #expect(replayed.standardOutput == recorded.standardOutput)
        }
    }

    @Test func forceWithoutRecordIsAUsageError() throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--force"])

        #expect(outcome.status == 64)
        #expect(
            outcome.standardError == "github-search: --force goes with --record FILE (see 'github-search --help')\n")
    }
}
