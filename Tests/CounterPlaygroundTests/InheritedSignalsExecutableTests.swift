import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `counter` started with signals ignored, as a shell without job control starts a background job:
/// the ignores it inherits stay, reading lines and in raw mode alike.
@Suite(.serialized, .timeLimit(.minutes(5)), .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct InheritedSignalsExecutableTests {
    @Test(arguments: [SIGQUIT, SIGINT])
    func anIgnoredSignalStaysIgnoredReadingLines(signal: Int32) throws {
        // Given the counter reading lines, started with SIGQUIT and SIGINT ignored, known to run once it drew
        let (input, output) = (Pipe(), Pipe())
        let (process, exit) = try ExitWatch.start(
            CounterExecutable.url, ignoring: ["QUIT", "INT"], environment: CounterExecutable.environment,
            input: input.fileHandleForReading, output: output.fileHandleForWriting, error: FileHandle.nullDevice)
        try output.fileHandleForWriting.close()
        _ = output.fileHandleForReading.read(until: "count: 0\n")

        // When the signal comes, then a command
        kill(process.processIdentifier, signal)
        try? input.fileHandleForWriting.write(contentsOf: Data("+\nquit\n".utf8))
        try? input.fileHandleForWriting.close()

        // Then the signal did nothing: the counter went on, and quit ended it with 0
        #expect(output.fileHandleForReading.read(until: "count: 1\n").hasSuffix("count: 1\n"))
        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test(arguments: [SIGQUIT, SIGINT])
    func anIgnoredSignalStaysIgnoredInRawMode(signal: Int32) throws {
        // Given the counter on a terminal, started with SIGQUIT and SIGINT ignored
        let terminal = try PseudoTerminal()
        let original = terminal.settings
        let (process, exit) = try ExitWatch.start(
            CounterExecutable.url, ignoring: ["QUIT", "INT"], environment: CounterExecutable.environment,
            input: terminal.terminal, output: terminal.terminal, error: terminal.terminal)
        try terminal.wait(for: "count: ")

        // When the signal comes, then q is pressed
        kill(process.processIdentifier, signal)
        terminal.type("q")

        // Then the signal did nothing: q ended it with 0, and the terminal is as it was
        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(terminal.settings == original)
    }
}
