import Foundation
import GitHubSearch
import TerminalKit
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--replay` of a path that is not a session file it can read in bounded time and memory: it ends at once
/// with status 66 and one line naming the file, instead of reading `/dev/zero` forever or waiting on a fifo.
@Suite(.timeLimit(.minutes(5)))
struct ReplayFileBoundsTests {
    @Test(arguments: [
        ("/dev/zero", "not a regular file (a character device)"),
        ("/dev/null", "not a regular file (a character device)"),
    ])
    func aDeviceIsRefused(path: String, reason: String) throws {
        try expectRefusal(of: path, reason: reason)
    }

    @Test func aFifoWithoutAWriterIsRefusedWithoutWaiting() throws {
        try withTemporaryFile(named: "fifo") { fifo in
            try #require(mkfifo(fifo.path, 0o600) == 0)

            try expectRefusal(of: fifo.path, reason: "not a regular file (a fifo)")
        }
    }

    @Test func aFolderIsRefused() throws {
        try withTemporaryFolder { folder in
            try expectRefusal(of: folder.path, reason: "not a regular file (a folder)")
        }
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        try withTemporaryFile { file in
            // A sparse file one byte over the limit: nothing but its size is ever written.
            try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(SessionFile.maximumSize + 1))
            try handle.close()

            try expectRefusal(of: file.path, reason: "larger than 64 MiB, the most a session file may hold")
        }
    }

    @Test func theLibraryRefusesTheSameFiles() throws {
        let failure = #expect(throws: SessionFile.Failure.self) { try SessionFile.entries(at: "/dev/zero") }

        #expect(failure?.status == .noInput)
        #expect(failure?.message == "/dev/zero: cannot be read: not a regular file (a character device)")
    }

    private func expectRefusal(of path: String, reason: String) throws {
        let outcome = try GitHubSearchExecutable.run(["--replay", path])

        #expect(outcome.status == 66)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "github-search: \(path): cannot be read: \(reason)\n")
    }
}
