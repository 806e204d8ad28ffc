import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5)))
struct StarredFileExecutableTests {
    private static let executable = GitHubSearchExecutable.url

    /// The full names in a starred file.
    private func starredNames(in url: URL) throws -> [String] {
        let list = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]] ?? []
        return list.compactMap { $0["full_name"] as? String }
    }

    @Test func theStarredListIsKeptBetweenRunsInTheUsersDataFolder() throws {
        try withTemporaryFolder { folder throws in
            // Given a run that stars two repositories, with its data folder in a temporary folder
            let environment = ["XDG_DATA_HOME": folder.path]
            let first = try GitHubSearchExecutable.run(
                [], input: "swift\nstar 1\nstar 2\nquit\n", environment: environment)
            #expect(first.status == 0)

            // When the app runs again
            let second = try GitHubSearchExecutable.run([], input: "starred\nquit\n", environment: environment)

            // Then the file holds the two, and the starred list shows them
            let file = folder.appendingPathComponent("github-search/starred.json")
            #expect(try starredNames(in: file) == ["apple/swift", "vsouza/awesome-ios"])
            #expect(second.standardOutput.contains("Starred (2)"))
            #expect(second.standardError.isEmpty)
        }
    }

    @Test func dataNamesTheFileAndNoPersistWritesNothing() throws {
        try withTemporaryFolder { folder throws in
            let file = folder.appendingPathComponent("mine.json")
            let environment = ["XDG_DATA_HOME": folder.path]
            _ = try GitHubSearchExecutable.run(["--data", file.path], input: "swift\nstar 1\nquit\n")
            #expect(try starredNames(in: file) == ["apple/swift"])

            _ = try GitHubSearchExecutable.run(
                ["--no-persist"], input: "swift\nstar 1\nquit\n", environment: environment)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mine.json"])
        }
    }

    @Test func aCorruptFileIsReportedKeptBesideAndTheListStartsEmpty() throws {
        try withTemporaryFolder { folder throws in
            // Given a starred file of another shape
            let file = folder.appendingPathComponent("starred.json")
            try Data(#"{"starred": true}"#.utf8).write(to: file)

            // When the app runs and stars one
            let run = try GitHubSearchExecutable.run(
                ["--data", file.path], input: "starred\nswift\nstar 3\nquit\n")

            // Then it said so in one line, started from an empty list, and kept the file beside the new one
            #expect(run.status == 0)
            #expect(run.standardOutput.contains("Nothing is starred"))
            let lines = run.standardError.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(
                lines.first?.hasPrefix("github-search: \(file.path): cannot be used (not a Array<Repository>") == true)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let kept = try #require(names.first { $0.hasPrefix("starred.json.corrupt-") })
            #expect(try Data(contentsOf: folder.appendingPathComponent(kept)) == Data(#"{"starred": true}"#.utf8))
            #expect(try starredNames(in: file).count == 1)
        }
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalRightAfterAStarLosesNothing(_ signalNumber: Int32) throws {
        try withTemporaryFolder { folder throws in
            // Given the prompt, which writes a star 2 seconds after it (or at its end)
            let file = folder.appendingPathComponent("starred.json")
            let process = Process()
            process.executableURL = Self.executable
            process.arguments = ["--data", file.path]
            process.environment = [:]
            let (input, output) = (Pipe(), Pipe())
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            try process.run()

            // When a star shows, and the signal comes right after
            input.fileHandleForWriting.write(Data("swift\nstar 1\n".utf8))
            var shown = ""
            while !shown.contains("★ starred") {
                let more = output.fileHandleForReading.availableData
                if more.isEmpty { break }
                shown += String(decoding: more, as: UTF8.self)
            }
            kill(process.processIdentifier, signalNumber)
            exited.wait()

            // Then the program ended by that signal, and the star is in the file
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == signalNumber)
            #expect(try starredNames(in: file) == ["apple/swift"])
        }
    }
}
