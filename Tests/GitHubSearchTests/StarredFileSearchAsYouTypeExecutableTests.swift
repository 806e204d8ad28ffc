import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The starred file of the built `github-search` in its search-as-you-type mode, on a pseudo-terminal: what a star
/// made there becomes when a signal ends the program right after it.
@Suite(.timeLimit(.minutes(5)), .serialized, .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct StarredFileSearchAsYouTypeExecutableTests {
    private let terminal: PseudoTerminal
    private let original: PseudoTerminal.Settings

    init() throws {
        terminal = try PseudoTerminal()
        original = terminal.settings
    }

    /// Starts `github-search` on the terminal, keeping its starred list in `file`, and waits for its greeting and
    /// first prompt (drawn once raw mode is on: keys typed before would be discarded).
    private func start(keepingStarsIn file: URL) throws -> (process: Process, exit: ExitWatch) {
        let started = try ExitWatch.start(
            GitHubSearchExecutable.url, arguments: ["--per-page", "5", "--data", file.path],
            environment: ["TERM": "xterm-256color", "COLUMNS": "100"],
            input: terminal.terminal, output: terminal.terminal, error: terminal.terminal)
        try terminal.wait(for: "Type a query")
        try terminal.wait(for: "search> ")
        return started
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aStarMadeRightBeforeASignalIsThereOnTheNextRun(_ signalNumber: Int32) throws {
        try withTemporaryFolder { folder throws in
            // Given the prompt in raw mode, which writes a star 2 seconds after it (or at its end)
            let file = folder.appendingPathComponent("starred.json")
            let (process, exit) = try start(keepingStarsIn: file)
            #expect(terminal.settings.isRaw)

            // When swift's first result is starred, and the signal comes as soon as the star shows
            terminal.type("swift")
            try terminal.wait(for: "107 results")
            terminal.type("\u{15}star 1\r")
            try terminal.wait(for: "★ starred apple/swift (1 starred)")
            try terminal.send(signalNumber, to: process, watchedBy: exit)

            // Then the program ended by that signal, with the terminal as it found it
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == signalNumber)
            #expect(terminal.settings == original)
            #expect(FileManager.default.fileExists(atPath: file.path), "the star was not written before the end")

            // And the next run lists the star
            let (_, nextExit) = try start(keepingStarsIn: file)
            terminal.type("starred\r")
            try terminal.wait(for: "Starred (1)")
            try terminal.wait(for: "apple/swift")
            terminal.type("\u{03}")
            try #require(nextExit.wait())
            #expect(terminal.settings == original)
        }
    }
}
