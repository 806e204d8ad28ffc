import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `github-search` under the uses that once broke it: full and closed outputs, a dumb terminal,
/// SIGQUIT, and keys that send escape sequences.
@Suite(.serialized, .timeLimit(.minutes(5)), .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct TerminalUseTests {
    /// Runs `github-search` with standard output and standard error on the given files.
    private static func run(
        _ arguments: [String], output: FileHandle, error: FileHandle, input: FileHandle? = nil,
        environment: [String: String] = [:]
    ) throws -> (process: Process, exit: ExitWatch) {
        try ExitWatch.start(
            GitHubSearchExecutable.url, arguments: arguments, environment: environment,
            input: input ?? FileHandle.nullDevice, output: output, error: error)
    }

    @Test(arguments: [["swift"], ["--help"], ["swift", "--json"]])
    func aFullStandardOutputIsOneLineAndStatus74(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()

        let (process, exit) = try Self.run(arguments, output: full, error: errors.fileHandleForWriting)
        try errors.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74)
        #expect(message == "github-search: cannot write to standard output: No space left on device\n")
    }

    @Test(arguments: [["--bogus"], ["swift", "--page"], ["--replay", "/nonexistent/file"]])
    func aFullStandardErrorKeepsTheStatus(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))

        let (process, exit) = try Self.run(arguments, output: FileHandle.nullDevice, error: full)

        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == (arguments[0] == "--replay" ? 66 : 64))
    }

    @Test func thePipedPromptGoesOnPastErrorLinesOnAFullStandardError() throws {
        // Given the prompt reading a script whose first line is an error, standard error on /dev/full
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let (input, output) = (Pipe(), Pipe())
        let (process, exit) = try Self.run(
            ["--per-page", "3"], output: output.fileHandleForWriting, error: full, input: input.fileHandleForReading)
        try output.fileHandleForWriting.close()
        try input.fileHandleForWriting.write(contentsOf: Data("open 1\nswift\nquit\n".utf8))
        try input.fileHandleForWriting.close()

        // When it reads to the end
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        // Then the lost error line did not stop it: the search after it printed, and the status is 0
        try #require(exit.wait())
        #expect(process.terminationStatus == 0)
        #expect(printed.contains("   1 apple/swift"))
    }

    @Test(
        .disabled(
            if: Sanitizer.current != nil,
            "a sanitizer's runtime cannot start under a file size limit (it dies of SIGBUS before main)")
    )
    func aRecordingThatCannotBeWrittenIsOneLineAndStatus74() throws {
        try withTemporaryFile { file in
            // A file size limit of 0 (its signal ignored): every write of the recording fails, as on a full disk
            let outcome = try ChildProcess.run(
                URL(fileURLWithPath: "/bin/sh"),
                [
                    "-c", #"trap '' XFSZ; ulimit -f 0; exec "$0" "$@""#, GitHubSearchExecutable.url.path, "swift",
                    "--record", file.path,
                ])

            #expect(outcome.endedCleanly(with: [74]), "\(outcome.summary)")
            #expect(outcome.errors == "github-search: \(file.path): writing failed: File too large\n")
        }
    }

    @Test(arguments: [["--bogus"], ["swift", "--per-page", "3"]])
    func aClosedStandardErrorKeepsTheStatus(arguments: [String]) throws {
        // `2>&-`, as a shell closes it
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"exec "$0" "$@" 2>&-"#, GitHubSearchExecutable.url.path] + arguments)

        #expect(outcome.endedCleanly(with: [arguments == ["--bogus"] ? 64 : 0]), "\(outcome.summary)")
        #expect(outcome.standardError.isEmpty)
    }

    @Test(arguments: [["swift"], ["--help"], ["swift", "--json"]])
    func aClosedStandardOutputIsOneLineAndStatus74(arguments: [String]) throws {
        // `>&-`, as a shell closes it: nothing to write to is a failed write, not a silent success
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"exec "$0" "$@" >&-"#, GitHubSearchExecutable.url.path] + arguments)

        #expect(outcome.endedCleanly(with: [74]), "\(outcome.summary)")
        #expect(outcome.errors == "github-search: cannot write to standard output: Bad file descriptor\n")
    }

    @Test(arguments: [
        ("< /", "Is a directory"), ("0>/dev/null", "Bad file descriptor"), ("<&-", "Bad file descriptor"),
    ])
    func anUnreadableStandardInputIsOneLineAndStatus74(redirection: String, reason: String) throws {
        // A folder, a descriptor open for writing only, a closed one: the prompt cannot read its input
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"exec "$0" "$@" "# + redirection, GitHubSearchExecutable.url.path, "--per-page", "3"])

        #expect(outcome.endedCleanly(with: [74]), "\(outcome.summary)")
        #expect(outcome.errors == "github-search: cannot read input: \(reason)\n")
    }

    @Test(arguments: [["TERM": "dumb"], [:], ["TERM": "xterm-256color", "NO_COLOR": "1"]])
    func aTerminalWithoutEscapeCodesGetsNone(environment: [String: String]) throws {
        let terminal = try PseudoTerminal()
        let (process, exit) = try Self.run(
            ["swift", "--per-page", "3"], output: terminal.terminal, error: terminal.terminal,
            environment: environment)

        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.transcript.contains("page 1 of "))
        #expect(!terminal.transcript.contains("\u{1B}"))
    }

    @Test func aDumbTerminalGetsTheLinePromptWithoutEscapeCodes() throws {
        // Given the prompt on a dumb terminal: no raw mode, no styles, no spinner
        let terminal = try PseudoTerminal()
        let (process, exit) = try Self.run(
            ["--per-page", "3", "--latency", "50"], output: terminal.terminal, error: terminal.terminal,
            input: terminal.terminal, environment: ["TERM": "dumb"])
        try terminal.wait(for: "search> ")
        #expect(!terminal.settings.isRaw)

        // When a search, then quit, are typed as lines
        terminal.type("swift\n")
        try terminal.wait(for: "page 1 of ")
        terminal.type("quit\n")

        // Then
        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(!terminal.transcript.contains("\u{1B}"))
    }

    @Test func ctrlDAtTheLinePromptEndsItsLineSoTheShellPromptStartsOnItsOwn() throws {
        // Given the line prompt on a dumb terminal
        let terminal = try PseudoTerminal()
        let (process, exit) = try Self.run(
            ["--per-page", "3"], output: terminal.terminal, error: terminal.terminal, input: terminal.terminal,
            environment: ["TERM": "dumb"])
        try terminal.wait(for: "search> ")

        // When Ctrl-D is typed at the start of a line: the end of the input
        terminal.type("\u{04}")

        // Then it ends with 0, its last line ended
        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.transcript.hasSuffix("search> \r\n"))
    }

    @Test func sigquitWithoutARawTerminalEndsTheProgramWithoutACrashReport() throws {
        // Given the line prompt reading a pipe, its output on a terminal, a search shown
        CoreDumps.disable()
        let terminal = try PseudoTerminal()
        let input = Pipe()
        let (process, exit) = try Self.run(
            ["--per-page", "3"], output: terminal.terminal, error: terminal.terminal,
            input: input.fileHandleForReading, environment: ["TERM": "xterm-256color"])
        try input.fileHandleForWriting.write(contentsOf: Data("swift\n".utf8))
        try terminal.wait(for: "open N")

        // When
        try terminal.send(SIGQUIT, to: process, watchedBy: exit)

        // Then
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGQUIT)
        #expect(!terminal.transcript.contains("crashed"))
    }
}
