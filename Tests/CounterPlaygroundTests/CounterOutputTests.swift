import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `counter` with its outputs full or closed, and stopped by SIGQUIT without raw mode.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct CounterOutputTests {
    /// Starts `counter` with the given standard streams.
    private static func start(
        _ arguments: [String] = [], input: FileHandle, output: FileHandle, error: FileHandle
    ) throws -> (process: Process, exit: ExitWatch) {
        try ExitWatch.start(
            CounterExecutable.url, arguments: arguments, environment: CounterExecutable.environment, input: input,
            output: output, error: error)
    }

    @Test(arguments: [[], ["--help"]])
    func aFullStandardOutputIsOneLineAndStatus74(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()

        let (process, exit) = try Self.start(
            arguments, input: FileHandle.nullDevice, output: full, error: errors.fileHandleForWriting)
        try errors.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74)
        #expect(message == "counter: cannot write to standard output: No space left on device\n")
    }

    @Test(arguments: [[], ["--help"]])
    func aClosedStandardOutputIsOneLineAndStatus74(arguments: [String]) throws {
        // `>&-`, as a shell closes it: nothing to write to is a failed write, not a silent success
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", #"exec "$0" "$@" >&-"#, CounterExecutable.url.path] + arguments,
            environment: CounterExecutable.environment)

        #expect(outcome.endedCleanly(with: [74]), "\(outcome.summary)")
        #expect(outcome.errors == "counter: cannot write to standard output: Bad file descriptor\n")
    }

    @Test(arguments: [("< /", "Is a directory"), ("<&-", "Bad file descriptor")])
    func anUnreadableStandardInputIsOneLineAndStatus74(redirection: String, reason: String) throws {
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", #"exec "$0" "# + redirection, CounterExecutable.url.path],
            environment: CounterExecutable.environment)

        #expect(outcome.endedCleanly(with: [74]), "\(outcome.summary)")
        #expect(outcome.errors == "counter: cannot read input: \(reason)\n")
    }

    @Test func aFullStandardErrorKeepsTheUsageStatus() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))

        let (process, exit) = try Self.start(
            ["--nope"], input: FileHandle.nullDevice, output: FileHandle.nullDevice, error: full)

        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 64)
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
    func sigquitWithoutRawModeEndsTheProgramWithoutACrashReport() throws {
        // Given the counter reading lines from a pipe, drawing on a terminal
        CoreDumps.disable()
        let terminal = try PseudoTerminal()
        let input = Pipe()
        let (process, exit) = try Self.start(
            input: input.fileHandleForReading, output: terminal.terminal, error: terminal.terminal)
        try input.fileHandleForWriting.write(contentsOf: Data("+\n".utf8))
        try terminal.wait(for: "count: \u{1B}[1m1")

        // When
        try terminal.send(SIGQUIT, to: process, watchedBy: exit)

        // Then it ends by the signal, as a shell expects, and says nothing more
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGQUIT)
        #expect(!terminal.transcript.contains("crashed"))
        #expect(!terminal.transcript.contains("Backtrace"))
    }
}
