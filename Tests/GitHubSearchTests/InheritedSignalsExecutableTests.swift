import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `github-search` started with signals ignored, as a shell without job control starts a background
/// job (SIGINT and SIGQUIT) and `nohup` does (SIGHUP): the ignores it inherits stay, at the line prompt and in
/// raw mode alike.
@Suite(.serialized, .timeLimit(.minutes(5)), .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct InheritedSignalsExecutableTests {
    @Test(arguments: [SIGQUIT, SIGINT, SIGHUP])
    func anIgnoredSignalStaysIgnoredAtTheLinePrompt(signal: Int32) throws {
        // Given the prompt started with SIGQUIT, SIGINT and SIGHUP ignored, known to run once it printed a page
        let (input, output) = (Pipe(), Pipe())
        let (process, exit) = try ExitWatch.start(
            GitHubSearchExecutable.url, ignoring: ["QUIT", "INT", "HUP"], arguments: ["--per-page", "3"],
            environment: [:], input: input.fileHandleForReading, output: output.fileHandleForWriting,
            error: FileHandle.nullDevice)
        try output.fileHandleForWriting.close()
        try input.fileHandleForWriting.write(contentsOf: Data("swift\n".utf8))
        _ = output.fileHandleForReading.read(until: "page 1 of")

        // When the signal comes, then a command
        kill(process.processIdentifier, signal)
        try? input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
        try? input.fileHandleForWriting.close()

        // Then the signal did nothing: quit ended the prompt with 0
        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test func anIgnoredSIGQUITStaysIgnoredInRawMode() throws {
        // Given the search-as-you-type prompt on a terminal, started with SIGQUIT ignored
        let terminal = try PseudoTerminal()
        let original = terminal.settings
        let (process, exit) = try ExitWatch.start(
            GitHubSearchExecutable.url, ignoring: ["QUIT"], environment: ["TERM": "xterm-256color"],
            input: terminal.terminal, output: terminal.terminal, error: terminal.terminal)
        try terminal.wait(for: "search> ")

        // When SIGQUIT comes, then quit is typed
        kill(process.processIdentifier, SIGQUIT)
        terminal.type("quit\r")

        // Then SIGQUIT did nothing: quit ended it with 0, and the terminal is as it was
        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(terminal.settings == original)
    }
}
