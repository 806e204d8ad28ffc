import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `counter` executable on a pseudo-terminal: raw keys, and the terminal restored however it ends.
@Suite(.timeLimit(.minutes(5)), .serialized, .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct RawModeTests {
    private let terminal: PseudoTerminal
    private let original: PseudoTerminal.Settings

    init() throws {
        terminal = try PseudoTerminal()
        original = terminal.settings
    }

    /// Starts `counter` on the terminal and waits for its first screen (drawn once raw mode is on).
    private func start(
        environment: [String: String] = CounterExecutable.environment
    ) throws -> (process: Process, exit: ExitWatch) {
        let started = try ExitWatch.start(
            CounterExecutable.url, environment: environment, input: terminal.terminal, output: terminal.terminal,
            error: terminal.terminal)
        try terminal.wait(for: "count: ")
        return started
    }

    @Test func keysWorkWithoutReturnAndQuitRestoresTheTerminal() throws {
        // Given a running counter
        let (process, exit) = try start()
        #expect(terminal.settings.isRaw)

        // When
        terminal.type("++-")
        // The count drawn bold: 2, then 1 (a bare "1" would match the bold escape itself).
        try terminal.wait(for: "count: \u{1B}[1m2\u{1B}[0m")
        try terminal.wait(for: "count: \u{1B}[1m1\u{1B}[0m")
        terminal.type("q")
        try #require(exit.wait())

        // Then
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(terminal.settings == original)
        try terminal.drain()
        #expect(terminal.transcript.contains("\r\u{1B}[2Kcount: \u{1B}[1m1\u{1B}[0m"))  // redrawn in place
        #expect(!terminal.transcript.contains("++-"))  // not echoed
    }

    @Test func uUndoesAndShiftURedoes() throws {
        // Given a running counter at 2
        let (process, exit) = try start()
        terminal.type("++")
        try terminal.wait(for: "count: \u{1B}[1m2\u{1B}[0m")

        // When u, then U (Shift-u)
        terminal.type("u")
        try terminal.wait(for: "count: \u{1B}[1m1\u{1B}[0m")
        terminal.type("U")

        // Then the count is back at 2
        try terminal.wait(for: "count: \u{1B}[1m2\u{1B}[0m")  // searched after the 1
        terminal.type("q")
        try #require(exit.wait())
        #expect(process.terminationStatus == 0)
    }

    @Test func keysThatSendSequencesDoNothing() throws {
        // Given a running counter
        let (process, exit) = try start()

        // When Alt-+, F1, an SS3 arrow and a title report arrive, then + and q
        terminal.type("\u{1B}+\u{1B}OP\u{1B}OA\u{1B}]0;title\u{07}")
        terminal.type("+q")
        try #require(exit.wait())

        // Then only the + counted, and none of them got a hint
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.transcript.contains("count: \u{1B}[1m1\u{1B}[0m"))
        #expect(!terminal.transcript.contains("count: \u{1B}[1m2"))
        #expect(!terminal.transcript.contains("unknown key"))
    }

    @Test func controlCQuitsAndRestoresTheTerminal() throws {
        let (process, exit) = try start()

        terminal.type("\u{03}")
        try #require(exit.wait())

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(terminal.settings == original)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
    func signalRestoresTheTerminalAndEndsTheProgram(signal: Int32) throws {
        CoreDumps.disable()
        let (process, exit) = try start()

        kill(process.processIdentifier, signal)
        try #require(exit.wait())

        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(terminal.settings == original)
    }

    @Test func noColorOnATerminalDrawsPlainLines() throws {
        var environment = CounterExecutable.environment
        environment["NO_COLOR"] = "1"
        let (process, exit) = try start(environment: environment)

        terminal.type("+x")
        try terminal.wait(for: "unknown key")
        terminal.type("q")
        try #require(exit.wait())

        try terminal.drain()
        #expect(
            terminal.transcript == """
                Prex counter: press + or -, u to undo, U to redo, r to reset, q to quit\r
                count: 0\r
                count: 1\r
                unknown key: press + or -, u to undo, U to redo, r to reset, q to quit\r

                """
        )
        #expect(process.terminationStatus == 0)
    }

    @Test func controlZStopsWithTheTerminalRestoredAndContinuingGoesBackToRawMode() throws {
        // Given the counter on a terminal, run as a job of its own (as a shell with job control runs it)
        let job = try JobControlledProcess(
            CounterExecutable.url, environment: CounterExecutable.environment,
            terminal: terminal.terminal.fileDescriptor)
        try terminal.wait(for: "count: ")

        // When Ctrl-Z is pressed, then the job continued
        terminal.type("\u{1A}")
        #expect(job.nextChange() == .stopped(SIGTSTP))
        #expect(terminal.settings == original)
        job.send(SIGCONT)
        #expect(job.nextChange() == .continued)

        // Then it draws the count again, and keys work without Return again
        try terminal.wait(for: "\u{1B}[2Kcount: \u{1B}[1m0\u{1B}[0m")
        terminal.type("+")
        try terminal.wait(for: "count: \u{1B}[1m1\u{1B}[0m")
        #expect(terminal.settings.isRaw)
        terminal.type("q")
        #expect(job.nextChange() == .exited(0))
        #expect(terminal.settings == original)
    }

    @Test func stepKeysMoveThroughARecordingAndQuitRestoresTheTerminal() throws {
        try withTemporaryFile { file in
            // Given a recording of + + undo, inspected on the terminal
            let recorded = try CounterExecutable.run(["--record", file.path], input: "+\n+\nundo\nquit\n")
            try #require(recorded.status == 0)
            let (process, exit) = try ExitWatch.start(
                CounterExecutable.url, arguments: ["--replay", file.path, "--step"],
                environment: CounterExecutable.environment, input: terminal.terminal, output: terminal.terminal,
                error: terminal.terminal)
            try terminal.wait(for: "step 1 of 3 (? for keys)")
            #expect(terminal.settings.isRaw)

            // When → moves on, g 3 Enter jumps, / undo Enter finds (from the first step again), ← goes back
            terminal.type("\u{1B}[C")
            try terminal.wait(for: "step 2 of 3")
            terminal.type("g3\r")
            try terminal.wait(for: "step 3 of 3")
            terminal.type("/undo\r")
            try terminal.wait(for: "this is the only step that is named 'undo'")
            terminal.type("\u{1B}[D")
            try terminal.wait(for: "step 2 of 3")
            try terminal.wait(for: "count: \u{1B}[1m2\u{1B}[0m")
            terminal.type("q")
            try #require(exit.wait())

            // Then
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 0)
            #expect(terminal.settings == original)
        }
    }
}
