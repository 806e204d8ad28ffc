import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--record` onto a path that is not a regular file, and `--replay` of files that are large, edited or cut:
/// each ends in its documented status with one line naming the file, in memory bounded by a line, never a hang.
@Suite(.timeLimit(.minutes(5)))
struct SessionFileBoundsExecutableTests {
    private static let header = #"{"format":"prex-action-log","version":1}"#

    @Test(arguments: [false, true])
    func aFifoIsRefusedAsARecordingWithoutWaitingForAReader(force: Bool) throws {
        try withTemporaryFile(named: "fifo") { fifo in
            try #require(mkfifo(fifo.path, 0o600) == 0)

            let outcome = try ChildProcess.run(
                GitHubSearchExecutable.url, ["swift", "--record", fifo.path] + (force ? ["--force"] : []),
                deadlineSeconds: 20)

            #expect(outcome.endedCleanly(with: [73]), "\(outcome.summary)")
            #expect(outcome.output.isEmpty)
            #expect(
                outcome.errors == "github-search: \(fifo.path): cannot be recorded to: not a regular file (a fifo)\n")
        }
    }

    @Test(arguments: [("/dev/null", "a character device"), ("/tmp", "a folder")])
    func otherFilesThatAreNotRegularAreRefusedAsARecording(path: String, kind: String) throws {
        let outcome = try GitHubSearchExecutable.run(["swift", "--record", path, "--force"])

        #expect(outcome.status == 73)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError == "github-search: \(path): cannot be recorded to: not a regular file (\(kind))\n")
    }

    @Test(
        .disabled(
            if: Sanitizer.current != nil,
            "a sanitizer's shadow memory and allocator make the program's peak memory no measure of its reads")
    )
    func aReplayOfMillionsOfEmptyLinesTakesTheMemoryOfALine() throws {
        try withTemporaryFile { file in
            // Given a session whose lines are 16 million empty ones (reading it whole took about 900 MB)
            let started = #"{"started":{"isInteractive":true,"isJSON":false,"perPage":3}}"#
            let handle = try FileHandle(forWritingTo: file.creatingEmpty())
            try handle.write(contentsOf: Data((Self.header + "\n" + started + "\n").utf8))
            try handle.write(contentsOf: Data(repeating: UInt8(ascii: "\n"), count: 16 << 20))
            try handle.write(contentsOf: Data(#"{"ended":{}}"#.utf8 + [UInt8(ascii: "\n")]))
            try handle.close()

            // When it is replayed
            let outcome = try PeakMemory.run(GitHubSearchExecutable.url, ["--replay", file.path])

            // Then it replays, holding far less than the file's lines would take
            #expect(outcome.status == 0)
            #expect(outcome.peakBytes < 400 << 20, "peak \(outcome.peakBytes >> 20) MiB")
        }
    }

    @Test func anEditedOneShotThatNeverLoadedIsRefused() throws {
        try withTemporaryFile { file in
            // Given a recorded one-shot search without its pageLoaded line (its end line kept)
            let recorded = try GitHubSearchExecutable.run(["swift", "--per-page", "2", "--record", file.path])
            try #require(recorded.status == 0)
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            try Data(lines.filter { !$0.contains("pageLoaded") }.map { $0 + "\n" }.joined().utf8).write(to: file)

            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])

            // Then the original run could not have ended that way: 65, not a silent 0
            #expect(replayed.status == 65)
            #expect(replayed.standardOutput.isEmpty)
            #expect(
                replayed.standardError
                    == "github-search: \(file.path): not a recorded session: the one-shot search ends without its "
                    + "page loaded or failed\n")
        }
    }

    @Test func aMalformedLineIsReportedBeforeWhatItsAbsenceWouldMean() throws {
        try withTemporaryFile { file in
            // A started line that does not decode: the message is about that line, not "no session"
            try Data((Self.header + "\n{\"started\":{}}\n{\"ended\":{}}\n").utf8).write(to: file)

            let outcome = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(outcome.status == 65)
            #expect(outcome.standardError.hasPrefix("github-search: \(file.path), line 2: "))
        }
    }
}

extension URL {
    /// Creates an empty file here and returns this URL.
    fileprivate func creatingEmpty() throws -> URL {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return self
    }
}
